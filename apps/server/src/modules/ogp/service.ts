import type { OgpRegisterGameResponse } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { games } from '../../db/schema.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import type { OgpClient, OgpGameInput } from './ogpClient.js';
import { capsForGenre, type OgpRules } from './ogpRules.js';
import { playPagePath } from './playPage.js';

export interface OgpService {
  register(player: VerifiedPlayer, gameId: string): Promise<OgpRegisterGameResponse>;
  update(player: VerifiedPlayer, gameId: string): Promise<OgpRegisterGameResponse>;
  setStatus(
    player: VerifiedPlayer,
    gameId: string,
    registeredToOgp: boolean,
  ): Promise<OgpRegisterGameResponse>;
}

const NOT_CONFIGURED = 'OGP is not configured on this server';
export const PUBLIC_URL_MISSING =
  'OGP registration needs PUBLIC_URL: the game URL Play.fun loads comes only from it';

export interface OgpServiceDeps {
  db: Database;
  client: OgpClient | null;
  rules: OgpRules;
  /** PUBLIC_URL, or null when it is not configured (registration then answers 503). */
  publicUrl: string | null;
}

/**
 * OGP registration of a player's own games (social players only; routes check that), with
 * the documented fields: the play page under PUBLIC_URL (never a request's Host) and the caps
 * of the game's genre (capsForGenre).
 */
export function createOgpService({ db, client, rules, publicUrl }: OgpServiceDeps): OgpService {
  async function ownGame(player: VerifiedPlayer, gameId: string) {
    const [row] = await db.select().from(games).where(eq(games.id, gameId));
    if (!row) throw new AppError('NOT_FOUND', 'Game not found');
    if (row.createdBy !== player.playerId) {
      throw new AppError('FORBIDDEN', 'Only the creator of a game can register it with OGP');
    }
    return row;
  }

  function configured(): { ogp: OgpClient; origin: string } {
    if (!client) throw new AppError('NOT_CONFIGURED', NOT_CONFIGURED);
    if (!publicUrl) throw new AppError('NOT_CONFIGURED', PUBLIC_URL_MISSING);
    return { ogp: client, origin: publicUrl };
  }

  const input = (row: typeof games.$inferSelect, origin: string): OgpGameInput => ({
    title: row.title,
    description: row.description,
    gameUrl: `${origin}${playPagePath(row.id)}`,
    caps: capsForGenre(rules.caps, row.genre),
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
    async register(player, gameId) {
      const { ogp, origin } = configured();
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

    async update(player, gameId) {
      const { ogp, origin } = configured();
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
