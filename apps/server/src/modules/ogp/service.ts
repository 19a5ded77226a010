import type { OgpRegisterGameResponse } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { games } from '../../db/schema.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import type { OgpClient, OgpGameInput } from './ogpClient.js';

export interface OgpService {
  register(
    player: VerifiedPlayer,
    gameId: string,
    origin: string,
  ): Promise<OgpRegisterGameResponse>;
  update(player: VerifiedPlayer, gameId: string, origin: string): Promise<OgpRegisterGameResponse>;
  setStatus(
    player: VerifiedPlayer,
    gameId: string,
    registeredToOgp: boolean,
  ): Promise<OgpRegisterGameResponse>;
}

const NOT_CONFIGURED = 'OGP is not configured on this server';

/** OGP registration of a player's own games (social players only; routes check that). */
export function createOgpService(db: Database, client: OgpClient | null): OgpService {
  async function ownGame(player: VerifiedPlayer, gameId: string) {
    const [row] = await db.select().from(games).where(eq(games.id, gameId));
    if (!row) throw new AppError('NOT_FOUND', 'Game not found');
    if (row.createdBy !== player.playerId) {
      throw new AppError('FORBIDDEN', 'Only the creator of a game can register it with OGP');
    }
    return row;
  }

  function configured(): OgpClient {
    if (!client) throw new AppError('NOT_CONFIGURED', NOT_CONFIGURED);
    return client;
  }

  const input = (row: typeof games.$inferSelect, origin: string): OgpGameInput => ({
    gameId: row.id,
    title: row.title,
    description: row.description,
    gameUrl: `${origin}/shared/${row.id}`,
  });

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('UPSTREAM_FAILED', 'OGP could not be reached, try again later');
    }
  }

  return {
    async register(player, gameId, origin) {
      const ogp = configured();
      const row = await ownGame(player, gameId);
      if (row.ogpGameId) return { ogpGameId: row.ogpGameId, registeredToOgp: row.registeredToOgp };
      const registration = await call(() => ogp.registerGame(input(row, origin)));
      await db
        .update(games)
        .set({
          ogpGameId: registration.ogpGameId,
          ogpGameApiKey: registration.publicKey,
          registeredToOgp: true,
        })
        .where(eq(games.id, gameId));
      return { ogpGameId: registration.ogpGameId, registeredToOgp: true };
    },

    async update(player, gameId, origin) {
      const ogp = configured();
      const row = await ownGame(player, gameId);
      if (!row.ogpGameId) throw new AppError('CONFLICT', 'The game is not registered with OGP yet');
      const ogpGameId = row.ogpGameId;
      await call(() => ogp.updateGame(ogpGameId, input(row, origin)));
      return { ogpGameId, registeredToOgp: row.registeredToOgp };
    },

    async setStatus(player, gameId, registeredToOgp) {
      const row = await ownGame(player, gameId);
      if (registeredToOgp && !row.ogpGameId) {
        throw new AppError('CONFLICT', 'Register the game with OGP first');
      }
      await db.update(games).set({ registeredToOgp }).where(eq(games.id, gameId));
      return { ogpGameId: row.ogpGameId, registeredToOgp };
    },
  };
}
