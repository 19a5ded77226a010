import { MESSAGES, reportCreatedSchema } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { comments, reports } from '../../db/schema.js';
import { defaultRateLimits } from '../../plugins/rateLimits/rateLimitSettings.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import { postTestComment } from './reportTestKit.js';

function report(app: App, payload: unknown, player?: TestPlayer) {
  return app.inject({
    method: 'POST',
    url: '/api/reports',
    ...(player ? { headers: player.headers } : {}),
    payload: payload as Record<string, unknown>,
  });
}

const storedReports = (ctx: TestContext, targetId: string) =>
  ctx.db.select().from(reports).where(eq(reports.targetId, targetId));

describeEachDatabase('reports', (context) => {
  describe('filing', () => {
    it('files a signed-in player’s report of a game and of a comment, with its words', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const comment = await postTestComment(ctx.app, gameId, 'buy coins at scam.example', ada);
      const bob = await createSocialPlayer(ctx, 'Bob');

      const onGame = await report(
        ctx.app,
        { targetType: 'game', targetId: gameId, reason: 'not_for_children', text: '  scary  ' },
        bob,
      );
      expect(onGame.statusCode, onGame.body).toBe(201);
      const { id } = reportCreatedSchema.parse(onGame.json());
      const onComment = await report(
        ctx.app,
        { targetType: 'comment', targetId: comment.id, reason: 'spam' },
        bob,
      );
      expect(onComment.statusCode, onComment.body).toBe(201);

      const [stored] = await storedReports(ctx, gameId);
      expect(stored).toMatchObject({
        id,
        reporterId: bob.playerId,
        targetType: 'game',
        reason: 'not_for_children',
        text: 'scary',
        status: 'open',
      });
      expect((await storedReports(ctx, comment.id))[0]).toMatchObject({
        reason: 'spam',
        text: null,
      });
    });

    it('keeps one open report per player and target, even sent at once', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const bob = await createSocialPlayer(ctx, 'Bob');
      const cy = await createSocialPlayer(ctx, 'Cy');
      const payload = { targetType: 'game', targetId: gameId, reason: 'hateful' };

      const answers = await Promise.all(
        Array.from({ length: 8 }, () => report(ctx.app, payload, bob)),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
        expect(expectApiError(refused, 409, 'CONFLICT').message).toBe(MESSAGES.reportAlreadyOpen);
      }
      // Another player's report of the same game is their own.
      expect((await report(ctx.app, payload, cy)).statusCode).toBe(201);
      expect(await storedReports(ctx, gameId)).toHaveLength(2);

      // Once a moderator closed it, the player may report again.
      await ctx.db
        .update(reports)
        .set({ status: 'dismissed', resolvedAt: ctx.clock.now() })
        .where(eq(reports.reporterId, bob.playerId));
      expect((await report(ctx.app, payload, bob)).statusCode).toBe(201);
    });

    it('answers 404 for an unknown or hidden game or comment', async () => {
      const ctx = context();
      const bob = await createSocialPlayer(ctx, 'Bob');
      const visibleGame = await insertTestGame(ctx, null);
      const hiddenGame = await insertTestGame(ctx, null, { hiddenAt: ctx.clock.now() });
      const comment = await postTestComment(ctx.app, visibleGame, 'hello', bob);
      const expectNotFound = async (targetType: string, targetId: string) => {
        const answer = await report(ctx.app, { targetType, targetId, reason: 'other' }, bob);
        expect(expectApiError(answer, 404, 'NOT_FOUND').message).toBe(
          MESSAGES.reportTargetNotFound,
        );
      };
      await expectNotFound('game', 'no-such-game');
      await expectNotFound('game', hiddenGame);
      await expectNotFound('comment', 'no-such-comment');
      // A game id is not a comment id.
      await expectNotFound('comment', visibleGame);

      await ctx.db
        .update(comments)
        .set({ hiddenAt: ctx.clock.now(), hiddenReason: 'spam' })
        .where(eq(comments.id, comment.id));
      await expectNotFound('comment', comment.id);
    });
  });

  describe('who may report', () => {
    it('asks for a bearer (401) and refuses guests (403)', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const payload = { targetType: 'game', targetId: gameId, reason: 'spam' };
      expectApiError(await report(ctx.app, payload), 401, 'UNAUTHORIZED');
      const guest = await registerGuest(ctx);
      const refused = expectApiError(await report(ctx.app, payload, guest), 403, 'FORBIDDEN');
      expect(refused.message).toBe(MESSAGES.reportGuestForbidden);
      expect(await storedReports(ctx, gameId)).toHaveLength(0);
    });

    it('limits reports per player with 429', async () => {
      const ctx = context();
      const app = await ctx.buildAnotherApp({
        rateLimits: {
          limits: {
            ...defaultRateLimits(),
            report: { perAddress: 100, perPlayer: 2, windowMs: 60_000 },
          },
          redisUrl: undefined,
          redisKeyPrefix: 'reports-test:',
        },
      });
      const bob = await createSocialPlayer(ctx, 'Bob');
      const gameIds = await Promise.all([1, 2, 3].map(() => insertTestGame(ctx, null)));
      const send = (gameId: string) =>
        report(app, { targetType: 'game', targetId: gameId, reason: 'broken' }, bob);
      expect((await send(gameIds[0]!)).statusCode).toBe(201);
      expect((await send(gameIds[1]!)).statusCode).toBe(201);
      const limited = expectApiError(await send(gameIds[2]!), 429, 'RATE_LIMITED');
      expect(limited.message).toBe(MESSAGES.rateLimited);
    });
  });

  describe('bad input', () => {
    it.each([
      ['targetType', { targetType: 'player', targetId: 'x-1', reason: 'spam' }],
      ['targetType', { targetId: 'x-1', reason: 'spam' }],
      ['targetId', { targetType: 'game', targetId: '', reason: 'spam' }],
      ['reason', { targetType: 'game', targetId: 'x-1', reason: 'boring' }],
      ['reason', { targetType: 'game', targetId: 'x-1' }],
      ['text', { targetType: 'game', targetId: 'x-1', reason: 'spam', text: 'x'.repeat(501) }],
      ['text', { targetType: 'game', targetId: 'x-1', reason: 'spam', text: 42 }],
    ])('answers 400 naming %s', async (field, payload) => {
      const ctx = context();
      const bob = await createSocialPlayer(ctx, 'Bob');
      expectApiError(await report(ctx.app, payload, bob), 400, 'VALIDATION_FAILED', field);
    });

    it('answers 400 naming targetId when it holds NUL (the text guard, before validation)', async () => {
      const ctx = context();
      const bob = await createSocialPlayer(ctx, 'Bob');
      const payload = { targetType: 'game', targetId: 'a\u0000b', reason: 'spam' };
      expectApiError(await report(ctx.app, payload, bob), 400, 'BAD_REQUEST', 'targetId');
    });
  });
});
