import type { OgpIdentityResponse } from '@promptplay/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { playResults, players } from '../../db/schema.js';
import { AppError } from '../../errors/appError.js';
import { ogpIdentityOf } from './ogpIdentity.js';

export interface OgpIdentityService {
  /** Where the player's points go now and how many went to which identity. */
  describe(playerId: string): Promise<OgpIdentityResponse>;
  /** Links a Play.fun id (validated by the route's schema), or unlinks with null. */
  link(playerId: string, linkedId: string | null): Promise<OgpIdentityResponse>;
}

/** The profile's OGP identity: the linked id, the verified email, points per identity. */
export function createOgpIdentityService(db: Database): OgpIdentityService {
  async function describe(playerId: string): Promise<OgpIdentityResponse> {
    const [player] = await db
      .select({
        ogpLinkedId: players.ogpLinkedId,
        authMethod: players.authMethod,
        email: players.email,
      })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) throw new AppError('NOT_FOUND', 'Player not found');
    const delivered = await db
      .select({
        identity: sql<string>`${playResults.ogpPlayerId}`,
        points: sql<number>`sum(${playResults.ogpPoints})::int`,
        rounds: sql<number>`count(*)::int`,
      })
      .from(playResults)
      .where(and(eq(playResults.playerId, playerId), eq(playResults.ogpStatus, 'reported')))
      .groupBy(playResults.ogpPlayerId)
      .orderBy(playResults.ogpPlayerId);
    const [waiting] = await db
      .select({ points: sql<number>`coalesce(sum(${playResults.ogpPoints}), 0)::int` })
      .from(playResults)
      .where(
        and(
          eq(playResults.playerId, playerId),
          inArray(playResults.ogpStatus, ['held', 'pending']),
        ),
      );
    return {
      activeId: ogpIdentityOf(player),
      linkedId: player.ogpLinkedId,
      delivered,
      waitingPoints: waiting?.points ?? 0,
    };
  }

  return {
    describe,
    async link(playerId, linkedId) {
      await db.update(players).set({ ogpLinkedId: linkedId }).where(eq(players.id, playerId));
      return describe(playerId);
    },
  };
}
