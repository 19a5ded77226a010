import { randomUUID } from 'node:crypto';
import { maxRoundScore } from '@promptplay/contracts';
import { expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import { playsCountOf, startSession, withFreshToken } from '../../testing/testSessions.js';
import { signInLocally } from '../admin/adminTestKit.js';
import {
  buildOgpApp,
  useFakeOgp,
  OGP_TEST_RULES,
  playRound,
  registerNewGame,
  roundsOf,
} from '../ogp/ogpTestKit.js';
import { RESULT_GAME_MISMATCH } from './service.js';

const RESULT = '/api/game-sessions/result';
const { maxScorePerSession, maxSessionsPerDay, maxCumulativePointsPerDay } = OGP_TEST_RULES.caps;

function round(sessionId: string, gameId: string, overrides: Record<string, unknown> = {}) {
  return {
    resultId: randomUUID(),
    sessionId,
    gameId,
    source: 'feed_play',
    won: true,
    score: 120,
    durationMs: 45_000,
    ...overrides,
  };
}

function send(app: App, player: TestPlayer | null, payload: object) {
  return app.inject({ method: 'POST', url: RESULT, headers: player?.headers ?? {}, payload });
}

describeEachDatabase('play results and OGP points', (context) => {
  const suite = useFakeOgp(context);

  const entriesOf = (ogpGameId: string) =>
    suite.fake.entries.filter((entry) => entry.gameId === ogpGameId);

  it('reports a signed-in player’s round under email:<verified email>, once', async () => {
    const ctx = context();
    const { gameId, ogpGameId } = await registerNewGame(ctx, suite.app);
    const player = await createSocialPlayer(ctx, 'Scorer', { email: 'Scorer@Example.test' });
    const sessionId = await startSession(suite.app, player, gameId);
    ctx.clock.advance(45_000);
    const first = round(sessionId, gameId, { score: 120 });
    expect((await send(suite.app, player, first)).json()).toEqual({ recorded: true });
    // A retried call with the same result id is recorded once.
    expect((await send(suite.app, player, first)).json()).toEqual({ recorded: false });
    await expect
      .poll(() => entriesOf(ogpGameId), { timeout: 5_000 })
      .toEqual([{ gameId: ogpGameId, playerId: 'email:scorer@example.test', points: 120 }]);
    await expect
      .poll(() => roundsOf(ctx, player.playerId), { timeout: 5_000 })
      .toEqual([{ status: 'reported', points: 120, identity: 'email:scorer@example.test' }]);
    expect(JSON.stringify(suite.fake.accepted)).not.toContain(player.playerId);
    expect(suite.fake.invalid).toEqual([]);
  });

  it('sends each round as its own entry within the declared per-round and daily caps', async () => {
    const ctx = context();
    const { gameId, ogpGameId } = await registerNewGame(ctx, suite.app);
    const player = await createSocialPlayer(ctx, 'Capped', { email: 'capped@example.test' });
    // 999,999 → 1,000; 1,000; 400; then the day's 2,500 leaves 100; the 5th round is past
    // maxSessionsPerDay (4).
    for (const score of [999_999, 1_000, 400, 700, 50]) {
      await playRound(ctx, suite.app, player, gameId, score);
    }
    const expected = [1_000, 1_000, 400, 100];
    await expect
      .poll(() => entriesOf(ogpGameId).map((entry) => entry.points), { timeout: 10_000 })
      .toEqual(expected);
    expect(Math.max(...expected)).toBeLessThanOrEqual(maxScorePerSession);
    expect(expected).toHaveLength(maxSessionsPerDay);
    expect(expected.reduce((sum, points) => sum + points, 0)).toBe(maxCumulativePointsPerDay);
    expect(suite.fake.invalid).toEqual([]);
    await expect
      .poll(async () => (await roundsOf(ctx, player.playerId)).map((each) => each.status))
      .toEqual(['reported', 'reported', 'reported', 'reported', 'none']);
    // A new UTC day starts a new budget.
    ctx.clock.advance(24 * 60 * 60 * 1000);
    await playRound(ctx, suite.app, await withFreshToken(ctx, player), gameId, 300);
    await expect
      .poll(() => entriesOf(ogpGameId).map((entry) => entry.points), { timeout: 5_000 })
      .toEqual([...expected, 300]);
  });

  it('caps a round at its genre’s highest score when no bound is configured', async () => {
    const ctx = context();
    const app = await buildOgpApp(ctx, suite.fake, {
      ogpRules: {
        ...OGP_TEST_RULES,
        caps: { maxScorePerSession: null, maxSessionsPerDay: 4, maxCumulativePointsPerDay: null },
      },
    });
    const { gameId, ogpGameId } = await registerNewGame(ctx, app, 'SHOOTER');
    const shooterMaximum = maxRoundScore('SHOOTER');
    expect(suite.fake.games.get(ogpGameId)?.fields).toMatchObject({
      maxScorePerSession: String(shooterMaximum),
      maxSessionsPerDay: '4',
      maxCumulativePointsPerDay: String(4 * shooterMaximum),
    });
    const player = await createSocialPlayer(ctx, 'Sharpshooter', { email: 'sharp@example.test' });
    await playRound(ctx, app, player, gameId, 999_999);
    await playRound(ctx, app, player, gameId, 700);
    await expect
      .poll(() => entriesOf(ogpGameId).map((entry) => entry.points), { timeout: 10_000 })
      .toEqual([shooterMaximum, 700]);
    expect(suite.fake.invalid).toEqual([]);
  });

  it('earns nothing for short rounds, unregistered games or forged sessions', async () => {
    const ctx = context();
    const { gameId, ogpGameId } = await registerNewGame(ctx, suite.app);
    const plain = await insertTestGame(ctx, (await createSocialPlayer(ctx)).playerId);
    const player = await createSocialPlayer(ctx, 'Short');
    // The client claims 45 s, but the server saw the session start 2 s ago.
    const sessionId = await startSession(suite.app, player, gameId);
    ctx.clock.advance(2_000);
    await send(suite.app, player, round(sessionId, gameId, { score: 500 }));
    await playRound(ctx, suite.app, player, plain, 500);
    expectApiError(
      await send(suite.app, player, round(randomUUID(), gameId, { score: 500 })),
      404,
      'NOT_FOUND',
    );
    expect((await roundsOf(ctx, player.playerId)).map((each) => each.status)).toEqual([
      'none',
      'none',
    ]);
    expect(entriesOf(ogpGameId)).toEqual([]);
  });

  it('holds a guest’s rounds and sends them under the new identity once it signs in', async () => {
    const ctx = context();
    const { gameId, ogpGameId } = await registerNewGame(ctx, suite.app);
    const guest = await registerGuest(ctx);
    await playRound(ctx, suite.app, guest, gameId, 150);
    await playRound(ctx, suite.app, guest, gameId, 250);
    expect((await roundsOf(ctx, guest.playerId)).map((each) => each.status)).toEqual([
      'held',
      'held',
    ]);
    // Signed in through the local provider of the suite's first suite.app (its own PUBLIC_URL).
    const signedIn = await signInLocally(
      ctx.app,
      { email: 'guest.now@example.test', name: 'Was Guest' },
      guest,
    );
    await playRound(ctx, suite.app, signedIn, gameId, 50);
    await expect
      .poll(() => entriesOf(ogpGameId).map((entry) => `${entry.playerId} ${entry.points}`), {
        timeout: 10_000,
      })
      .toEqual([
        'email:guest.now@example.test 150',
        'email:guest.now@example.test 250',
        'email:guest.now@example.test 50',
      ]);
  });

  it('drops a guest’s held rounds once their UTC day is over', async () => {
    const ctx = context();
    const { gameId } = await registerNewGame(ctx, suite.app);
    const guest = await registerGuest(ctx);
    await playRound(ctx, suite.app, guest, gameId, 150);
    ctx.clock.advance(24 * 60 * 60 * 1000);
    // Any reporter pass settles held rounds: a signed-in player's round wakes it.
    await playRound(ctx, suite.app, await createSocialPlayer(ctx), gameId, 10);
    await expect
      .poll(async () => (await roundsOf(ctx, guest.playerId)).map((each) => each.status), {
        timeout: 5_000,
      })
      .toEqual(['expired']);
  });

  it('counts a session once in the game’s plays, whatever its rounds', async () => {
    const ctx = context();
    const owner = await createSocialPlayer(ctx, 'Owner');
    const player = await createSocialPlayer(ctx);
    const gameId = await insertTestGame(ctx, owner.playerId);
    const sessionId = await startSession(suite.app, player, gameId);
    ctx.clock.advance(45_000);
    expect((await send(suite.app, player, round(sessionId, gameId))).json()).toEqual({
      recorded: true,
    });
    ctx.clock.advance(30_000);
    expect((await send(suite.app, player, round(sessionId, gameId))).json()).toEqual({
      recorded: true,
    });
    expect(await playsCountOf(ctx, gameId)).toBe(1);
  });

  it('refuses bad input naming the field, unknown games and anonymous callers', async () => {
    const ctx = context();
    const player = await createSocialPlayer(ctx);
    const gameId = await insertTestGame(ctx, player.playerId);
    const valid = round(await startSession(suite.app, player, gameId), gameId);
    expectApiError(
      await send(suite.app, player, { ...valid, score: -1 }),
      400,
      'VALIDATION_FAILED',
      'score',
    );
    expectApiError(
      await send(suite.app, player, { ...valid, resultId: 'x' }),
      400,
      'VALIDATION_FAILED',
      'resultId',
    );
    expectApiError(await send(suite.app, null, valid), 401, 'UNAUTHORIZED');
  });

  it('takes only results of the player’s own server-issued session of that game', async () => {
    const ctx = context();
    const player = await createSocialPlayer(ctx);
    const other = await createSocialPlayer(ctx, 'Other');
    const gameId = await insertTestGame(ctx, other.playerId);
    const otherGame = await insertTestGame(ctx, other.playerId);
    const valid = round(await startSession(suite.app, player, gameId), gameId);
    ctx.clock.advance(45_000);
    expectApiError(
      await send(suite.app, player, { ...valid, sessionId: randomUUID() }),
      404,
      'NOT_FOUND',
    );
    expectApiError(await send(suite.app, other, valid), 404, 'NOT_FOUND');
    const mismatch = expectApiError(
      await send(suite.app, player, { ...valid, gameId: otherGame }),
      400,
      'BAD_REQUEST',
      'gameId',
    );
    expect(mismatch.message).toBe(RESULT_GAME_MISMATCH);
    expect((await send(suite.app, player, valid)).json()).toEqual({ recorded: true });
  });
});
