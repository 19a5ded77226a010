import { randomUUID } from 'node:crypto';
import { tokenResponseSchema } from '@promptplay/contracts';
import { createAccessTokens, loadSigningKeys, type DatabaseConnection } from '@promptplay/server';
import { sql } from 'drizzle-orm';
import { benchPlayerOf } from '../plays/playStorm.js';
import type { SoakClient } from './soakClient.js';

export interface SoakPlayer {
  playerId: string;
  /** Signed in socially: may like (guests get 401). */
  social: boolean;
  headers: Record<string, string>;
}

/** A guest registered through the API, as the web app does on a first visit. */
export async function registerGuest(client: SoakClient): Promise<SoakPlayer> {
  const answer = await client.post('registrations', '/api/player/register', {});
  return { ...benchPlayerOf(tokenResponseSchema.parse(answer.body).access_token), social: false };
}

/**
 * Social players written straight to the database with tokens signed by the app's key (as the
 * server tests do: walking a sign-in provider is not what this bench measures). Tokens live
 * 15 minutes, longer than the full soak.
 */
export async function mintSocialPlayers(
  database: DatabaseConnection,
  count: number,
): Promise<SoakPlayer[]> {
  const tokens = createAccessTokens(await loadSigningKeys(database.db), { now: () => new Date() });
  const players: SoakPlayer[] = [];
  for (let n = 0; n < count; n += 1) {
    const playerId = randomUUID();
    await database.db.execute(sql`
      insert into players (id, player_name, auth_method, login_method, created_at, email,
        has_ever_logged_in)
      values (${playerId}, ${`Soak fan ${n + 1}`}, 'social', 'google', now(),
        ${`${playerId}@example.test`}, true)`);
    const issued = await tokens.issue({ playerId, authMethod: 'social', loginMethod: 'google' });
    players.push({ playerId, social: true, headers: { authorization: `Bearer ${issued.token}` } });
  }
  return players;
}
