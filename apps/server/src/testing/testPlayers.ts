import type { PlayerRole } from '../modules/admin/roles.js';
import { randomUUID } from 'node:crypto';
import { tokenResponseSchema, type TokenResponse } from '@promptplay/contracts';
import { expect } from 'vitest';
import { games, players } from '../db/schema.js';
import { createAccessTokens } from '../modules/auth/accessTokens.js';
import { loadSigningKeys } from '../modules/auth/signingKeys.js';
import type { TestContext } from './testHarness.js';

export interface TestPlayer {
  playerId: string;
  accessToken: string;
  headers: { authorization: string };
}

function claimsOf(accessToken: string): { playerId: string } {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { playerId: string };
}

export function asTestPlayer(tokens: TokenResponse): TestPlayer {
  return {
    playerId: claimsOf(tokens.access_token).playerId,
    accessToken: tokens.access_token,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  };
}

/** A guest registered through the API, as the web app does on first visit. */
export async function registerGuest(ctx: TestContext): Promise<TestPlayer> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/player/register' });
  expect(response.statusCode, response.body).toBe(200);
  return asTestPlayer(tokenResponseSchema.parse(response.json()));
}

/**
 * A social player written straight to the database with a token signed by the app's key
 * (for suites that are not about sign-in itself). `account` sets the email and role.
 */
export async function createSocialPlayer(
  ctx: TestContext,
  playerName = 'Social Sam',
  account: { email?: string; role?: PlayerRole } = {},
): Promise<TestPlayer> {
  const playerId = randomUUID();
  await ctx.db.insert(players).values({
    id: playerId,
    playerName,
    authMethod: 'social',
    loginMethod: 'google',
    createdAt: ctx.clock.now(),
    email: account.email ?? `${playerId}@example.test`,
    hasEverLoggedIn: true,
    role: account.role ?? 'player',
  });
  const tokens = createAccessTokens(await loadSigningKeys(ctx.db), ctx.clock);
  const issued = await tokens.issue({ playerId, authMethod: 'social', loginMethod: 'google' });
  return {
    playerId,
    accessToken: issued.token,
    headers: { authorization: `Bearer ${issued.token}` },
  };
}

let gameCounter = 0;

/** A published game row (no objects: enough for likes, profile and OGP). */
export async function insertTestGame(
  ctx: TestContext,
  createdBy: string | null,
  overrides: Partial<typeof games.$inferInsert> = {},
): Promise<string> {
  gameCounter += 1;
  const id = overrides.id ?? `test-game-${gameCounter}-${randomUUID().slice(0, 8)}`;
  await ctx.db.insert(games).values({
    id,
    title: `Game ${gameCounter}`,
    description: 'A test game',
    genre: 'PLATFORMER',
    targetAudience: 'family',
    version: '1.0.0',
    createdBy,
    authorName: 'Author',
    screenshotKey: `games/${id}/screenshot.png`,
    worldKey: `worlds/${id}.json`,
    createdAt: ctx.clock.now(),
    ...overrides,
  });
  return id;
}
