import { randomUUID } from 'node:crypto';
import {
  endGameSessionResponseSchema,
  startGameSessionResponseSchema,
  type GameSessionSource,
} from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../appTypes.js';
import { games } from '../db/schema.js';
import { createAccessTokens } from '../modules/auth/accessTokens.js';
import { loadSigningKeys } from '../modules/auth/signingKeys.js';
import type { TestContext } from './testHarness.js';
import type { TestPlayer } from './testPlayers.js';

/** Starts a game session as the web app does when a game starts; returns its id. */
export async function startSession(
  app: App,
  player: TestPlayer,
  gameId: string,
  source: GameSessionSource = 'feed_play',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/game-sessions',
    headers: player.headers,
    payload: { gameId, source },
  });
  expect(response.statusCode, response.body).toBe(200);
  return startGameSessionResponseSchema.parse(response.json()).sessionId;
}

export function endSessionRequest(app: App, player: TestPlayer | null, sessionId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/game-sessions/${encodeURIComponent(sessionId)}/end`,
    headers: player?.headers ?? {},
  });
}

/** Ends the session (Back to feed); answers whether it is a counted play. */
export async function endSession(app: App, player: TestPlayer, sessionId: string) {
  const response = await endSessionRequest(app, player, sessionId);
  expect(response.statusCode, response.body).toBe(200);
  return endGameSessionResponseSchema.parse(response.json()).counted;
}

/** Sends one finished round of the session, as the runtime reports game over. */
export function sendResult(
  app: App,
  player: TestPlayer,
  sessionId: string,
  gameId: string,
  overrides: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/game-sessions/result',
    headers: player.headers,
    payload: {
      resultId: randomUUID(),
      sessionId,
      gameId,
      source: 'feed_play',
      won: true,
      score: 120,
      durationMs: 45_000,
      ...overrides,
    },
  });
}

/** Plays the game for `ms` on the test clock (start, wait, end); answers whether it counted. */
export async function playFor(
  ctx: TestContext,
  player: TestPlayer,
  gameId: string,
  ms: number,
  app: App = ctx.app,
): Promise<boolean> {
  const sessionId = await startSession(app, player, gameId);
  ctx.clock.advance(ms);
  return endSession(app, player, sessionId);
}

/** The game's total counted plays, as stored. */
export async function playsCountOf(ctx: TestContext, gameId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ playsCount: games.playsCount })
    .from(games)
    .where(eq(games.id, gameId));
  return row?.playsCount ?? 0;
}

/** Moves the test clock to one second past the next full hour (a fresh hour bucket). */
export function advanceToNextHour(ctx: TestContext): void {
  const hourMs = 60 * 60 * 1000;
  const now = ctx.clock.now().getTime();
  ctx.clock.advance(Math.floor(now / hourMs) * hourMs + hourMs + 1_000 - now);
}

/**
 * The same player with a token issued now (tests that move the clock past the 15-minute
 * token lifetime keep playing as the same player).
 */
export async function withFreshToken(
  ctx: TestContext,
  player: TestPlayer,
  authMethod: 'guest' | 'social' = 'social',
): Promise<TestPlayer> {
  const tokens = createAccessTokens(await loadSigningKeys(ctx.db), ctx.clock);
  const issued = await tokens.issue({
    playerId: player.playerId,
    authMethod,
    loginMethod: authMethod === 'social' ? 'google' : 'guest',
  });
  return {
    ...player,
    accessToken: issued.token,
    headers: { authorization: `Bearer ${issued.token}` },
  };
}
