import { randomUUID } from 'node:crypto';
import type { GameGenre } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppDeps } from '../../app.js';
import type { App } from '../../appTypes.js';
import { games, playResults } from '../../db/schema.js';
import { startFakeOgpServer, type FakeOgpServer } from '../../testing/fakeOgpServer.js';
import type { TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer, insertTestGame, type TestPlayer } from '../../testing/testPlayers.js';
import { startSession } from '../../testing/testSessions.js';
import type { OgpRules } from './ogpRules.js';

export const OGP_TEST_PUBLIC_URL = 'https://promptplay.example.test';
export const OGP_TEST_SITE = 'https://playfun.example.test';

/** Small caps, so tests reach them in a few rounds (1,000 is below every genre's maximum). */
export const OGP_TEST_RULES = {
  caps: { maxScorePerSession: 1000, maxSessionsPerDay: 4, maxCumulativePointsPerDay: 2500 },
  frameAncestors: [OGP_TEST_SITE],
} satisfies OgpRules;

export const REGISTER_PATH = '/api/player-profile/ogp/register-game';

/** An app on the suite's database talking to `fake`, with PUBLIC_URL set. */
export function buildOgpApp(
  ctx: TestContext,
  fake: FakeOgpServer,
  config: Partial<AppDeps['config']> = {},
): Promise<App> {
  return ctx.buildAnotherApp({
    ogp: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, secretKey: fake.secretKey },
    ogpRules: OGP_TEST_RULES,
    publicUrl: OGP_TEST_PUBLIC_URL,
    publicUrlConfigured: true,
    ...config,
  });
}

/**
 * For a suite: the API stand-in (on the suite's clock) and an app talking to it, set up
 * before the tests and closed after; read `fake` and `app` inside tests.
 */
export function useFakeOgp(context: () => TestContext): { fake: FakeOgpServer; app: App } {
  const suite = {} as { fake: FakeOgpServer; app: App };
  beforeAll(async () => {
    suite.fake = await startFakeOgpServer(() => context().clock.now().getTime());
    suite.app = await buildOgpApp(context(), suite.fake);
  });
  afterAll(async () => suite.fake.close());
  return suite;
}

export interface RegisteredGame {
  gameId: string;
  ogpGameId: string;
  owner: TestPlayer;
}

/** A new game of `genre` registered with OGP by its creator through the API. */
export async function registerNewGame(
  ctx: TestContext,
  app: App,
  genre: GameGenre = 'PLATFORMER',
): Promise<RegisteredGame> {
  const owner = await createSocialPlayer(ctx, 'Owner');
  const gameId = await insertTestGame(ctx, owner.playerId, { genre });
  const response = await app.inject({
    method: 'POST',
    url: REGISTER_PATH,
    headers: owner.headers,
    payload: { gameId },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await ctx.db.select().from(games).where(eq(games.id, gameId));
  return { gameId, ogpGameId: row!.ogpGameId!, owner };
}

/** Plays one round of a new server session lasting `afterMs`; answers the result call. */
export async function playRound(
  ctx: TestContext,
  app: App,
  player: TestPlayer,
  gameId: string,
  score: number,
  afterMs = 45_000,
) {
  const sessionId = await startSession(app, player, gameId);
  ctx.clock.advance(afterMs);
  const resultId = randomUUID();
  const response = await app.inject({
    method: 'POST',
    url: '/api/game-sessions/result',
    headers: player.headers,
    payload: {
      resultId,
      sessionId,
      gameId,
      source: 'feed_play',
      won: true,
      score,
      durationMs: afterMs,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return resultId;
}

/** The OGP status of every round of `playerId`, oldest first. */
export async function roundsOf(ctx: TestContext, playerId: string) {
  return ctx.db
    .select({
      status: playResults.ogpStatus,
      points: playResults.ogpPoints,
      identity: playResults.ogpPlayerId,
    })
    .from(playResults)
    .where(eq(playResults.playerId, playerId))
    .orderBy(playResults.createdAt);
}
