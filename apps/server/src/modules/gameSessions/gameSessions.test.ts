import {
  feedGameResponseSchema,
  MESSAGES,
  playerProfileSchema,
  startGameSessionResponseSchema,
} from '@promptplay/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { countedPlays, games } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import {
  advanceToNextHour,
  endSession,
  endSessionRequest,
  playFor,
  playsCountOf,
  sendResult,
  startSession,
  withFreshToken,
} from '../../testing/testSessions.js';
import { SESSION_NOT_FOUND } from './service.js';

const START = '/api/game-sessions';

function postStart(ctx: TestContext, player: TestPlayer | null, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: START,
    headers: player?.headers ?? {},
    payload,
  });
}

describeEachDatabase('game sessions and counted plays', (context) => {
  let gameId: string;
  let owner: TestPlayer;
  beforeEach(async () => {
    const ctx = context();
    // Each test in its own hour bucket, with players whose tokens are fresh.
    advanceToNextHour(ctx);
    owner = await createSocialPlayer(ctx, 'Owner');
    gameId = await insertTestGame(ctx, owner.playerId);
  });

  describe('POST /api/game-sessions', () => {
    it('issues a session with the server’s start time, to guests too', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      const response = await postStart(ctx, guest, { gameId, source: 'modal_play' });
      expect(response.statusCode, response.body).toBe(200);
      const session = startGameSessionResponseSchema.parse(response.json());
      expect(session.startTime).toBe(ctx.clock.now().toISOString());
      const other = await startSession(ctx.app, guest, gameId);
      expect(other).not.toBe(session.sessionId);
    });

    it('answers 404 for an unknown game, and for a hidden one except to its owner', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      expectApiError(
        await postStart(ctx, player, { gameId: 'no-such-game', source: 'feed_play' }),
        404,
        'NOT_FOUND',
      );
      await ctx.db
        .update(games)
        .set({ hiddenAt: ctx.clock.now(), hiddenReason: 'test' })
        .where(eq(games.id, gameId));
      const hidden = expectApiError(
        await postStart(ctx, player, { gameId, source: 'feed_play' }),
        404,
        'NOT_FOUND',
      );
      expect(hidden.message).toBe(MESSAGES.gameNotFound);
      expect((await postStart(ctx, owner, { gameId, source: 'feed_play' })).statusCode).toBe(200);
    });

    it('refuses bad input naming the field, and callers without a bearer', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      expectApiError(
        await postStart(ctx, player, { source: 'feed_play' }),
        400,
        'VALIDATION_FAILED',
        'gameId',
      );
      expectApiError(
        await postStart(ctx, player, { gameId, source: 'somewhere' }),
        400,
        'VALIDATION_FAILED',
        'source',
      );
      expectApiError(
        await postStart(ctx, player, { gameId: 'x', source: 'feed_play' }),
        400,
        'VALIDATION_FAILED',
        'gameId',
      );
      expectApiError(
        await postStart(ctx, null, { gameId, source: 'feed_play' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('counting plays', () => {
    it('does not count a session shorter than 10 s without a result', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      expect(await playFor(ctx, player, gameId, 9_999)).toBe(false);
      expect(await playsCountOf(ctx, gameId)).toBe(0);
    });

    it('counts a session of 10 s once, however often it is ended', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      const sessionId = await startSession(ctx.app, player, gameId);
      ctx.clock.advance(10_000);
      expect(await endSession(ctx.app, player, sessionId)).toBe(true);
      ctx.clock.advance(60_000);
      expect(await endSession(ctx.app, player, sessionId)).toBe(true);
      expect(await playsCountOf(ctx, gameId)).toBe(1);
    });

    it('counts a session whose result came after 3 s, when the result arrives', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      const sessionId = await startSession(ctx.app, player, gameId);
      ctx.clock.advance(3_000);
      const result = await sendResult(ctx.app, player, sessionId, gameId);
      expect(result.json()).toEqual({ recorded: true });
      expect(await playsCountOf(ctx, gameId)).toBe(1);
      ctx.clock.advance(1_000);
      expect(await endSession(ctx.app, player, sessionId)).toBe(true);
      expect(await playsCountOf(ctx, gameId)).toBe(1);
    });

    it('does not count an early result in a short session, whatever duration it claims', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      const sessionId = await startSession(ctx.app, player, gameId);
      ctx.clock.advance(2_000);
      await sendResult(ctx.app, player, sessionId, gameId, { durationMs: 600_000 });
      ctx.clock.advance(3_000);
      expect(await endSession(ctx.app, player, sessionId)).toBe(false);
      // A result reported after the end is taken as reached at the end at the latest.
      const ended = await startSession(ctx.app, player, gameId);
      ctx.clock.advance(2_000);
      expect(await endSession(ctx.app, player, ended)).toBe(false);
      ctx.clock.advance(60_000);
      expect((await sendResult(ctx.app, player, ended, gameId)).statusCode).toBe(200);
      expect(await playsCountOf(ctx, gameId)).toBe(0);
    });

    it('counts one play per player and game within the hour, and again the next hour', async () => {
      const ctx = context();
      let player = await createSocialPlayer(ctx);
      expect(await playFor(ctx, player, gameId, 12_000)).toBe(true);
      expect(await playFor(ctx, player, gameId, 12_000)).toBe(false);
      const otherGame = await insertTestGame(ctx, owner.playerId);
      expect(await playFor(ctx, player, otherGame, 12_000)).toBe(true);
      expect(await playsCountOf(ctx, gameId)).toBe(1);

      advanceToNextHour(ctx);
      player = await withFreshToken(ctx, player);
      expect(await playFor(ctx, player, gameId, 12_000)).toBe(true);
      expect(await playsCountOf(ctx, gameId)).toBe(2);
    });

    it('never counts an owner’s plays of their own game', async () => {
      const ctx = context();
      expect(await playFor(ctx, owner, gameId, 60_000)).toBe(false);
      const sessionId = await startSession(ctx.app, owner, gameId);
      ctx.clock.advance(5_000);
      await sendResult(ctx.app, owner, sessionId, gameId);
      expect(await playsCountOf(ctx, gameId)).toBe(0);
    });

    it('lets only the session’s player end it or send its results', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      const intruder = await createSocialPlayer(ctx, 'Intruder');
      const sessionId = await startSession(ctx.app, player, gameId);
      ctx.clock.advance(15_000);
      const ended = expectApiError(
        await endSessionRequest(ctx.app, intruder, sessionId),
        404,
        'NOT_FOUND',
      );
      expect(ended.message).toBe(SESSION_NOT_FOUND);
      expectApiError(await sendResult(ctx.app, intruder, sessionId, gameId), 404, 'NOT_FOUND');
      expectApiError(await endSessionRequest(ctx.app, null, sessionId), 401, 'UNAUTHORIZED');
      expect(await playsCountOf(ctx, gameId)).toBe(0);
      expect(await endSession(ctx.app, player, sessionId)).toBe(true);
    });

    it('refuses an unknown session id and bad ids naming the field', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      expectApiError(await endSessionRequest(ctx.app, player, 'no-such-session'), 404, 'NOT_FOUND');
      expectApiError(
        await endSessionRequest(ctx.app, player, ''),
        400,
        'VALIDATION_FAILED',
        'sessionId',
      );
    });

    it('shows counted plays on the game and in its creator’s profile (Total Plays)', async () => {
      const ctx = context();
      const fans = await Promise.all([1, 2].map((n) => createSocialPlayer(ctx, `Fan ${n}`)));
      for (const fan of fans) await playFor(ctx, fan, gameId, 12_000);
      const detail = await ctx.app.inject({ url: `/api/game-feeds/${gameId}` });
      expect(feedGameResponseSchema.parse(detail.json()).playsCount).toBe(2);
      const profile = await ctx.app.inject({ url: '/api/player-profile', headers: owner.headers });
      const feeds = playerProfileSchema.parse(profile.json()).feeds;
      expect(feeds.find((game) => game.id === gameId)?.playsCount).toBe(2);
    });

    it('counts exactly under 200 concurrent sessions, results racing the ends', async () => {
      const ctx = context();
      const players = await Promise.all(
        Array.from({ length: 25 }, (_, index) => createSocialPlayer(ctx, `Player ${index}`)),
      );
      const gameIds = [
        gameId,
        ...(await Promise.all([1, 2, 3].map(() => insertTestGame(ctx, owner.playerId)))),
      ];
      // Every player plays every game twice: 200 sessions, 100 distinct plays.
      const plays = players.flatMap((player) =>
        gameIds.flatMap((id) => [
          { player, gameId: id },
          { player, gameId: id },
        ]),
      );
      const sessions = await Promise.all(
        plays.map(async (play) => ({
          ...play,
          sessionId: await startSession(ctx.app, play.player, play.gameId),
        })),
      );
      ctx.clock.advance(11_000);
      await Promise.all(
        sessions.flatMap((session, index) => [
          endSession(ctx.app, session.player, session.sessionId),
          ...(index % 2 === 0
            ? [sendResult(ctx.app, session.player, session.sessionId, session.gameId)]
            : []),
        ]),
      );
      for (const id of gameIds) expect(await playsCountOf(ctx, id)).toBe(players.length);
      const [rows] = await ctx.db
        .select({ n: count() })
        .from(countedPlays)
        .where(inArray(countedPlays.gameId, gameIds));
      expect(rows?.n).toBe(100);
      // Ending again answers the same: exactly one session of each pair is the play.
      const ended = await Promise.all(
        sessions.map((session) => endSession(ctx.app, session.player, session.sessionId)),
      );
      expect(ended.filter(Boolean)).toHaveLength(100);
    });
  });
});
