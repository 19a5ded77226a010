import {
  COMMENT_MAX_LENGTH,
  MESSAGES,
  commentDeletedSchema,
  commentSchema,
  commentsPageSchema,
  feedGameResponseSchema,
  type Comment,
} from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { comments } from '../../db/schema.js';
import { defaultRateLimits } from '../../plugins/rateLimits/rateLimitSettings.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import { buildAdminApp, createTestAdmin } from '../admin/adminTestKit.js';

function post(app: App, gameId: string, text: unknown, player?: TestPlayer) {
  return app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/comments`,
    ...(player ? { headers: player.headers } : {}),
    payload: { text },
  });
}

async function postOk(app: App, gameId: string, text: string, player: TestPlayer) {
  const response = await post(app, gameId, text, player);
  expect(response.statusCode, response.body).toBe(201);
  return commentSchema.parse(response.json());
}

function remove(app: App, commentId: string, player?: TestPlayer) {
  return app.inject({
    method: 'DELETE',
    url: `/api/comments/${commentId}`,
    ...(player ? { headers: player.headers } : {}),
  });
}

async function list(app: App, gameId: string, query = '', player?: TestPlayer) {
  const response = await app.inject({
    url: `/api/games/${gameId}/comments${query ? `?${query}` : ''}`,
    ...(player ? { headers: player.headers } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return commentsPageSchema.parse(response.json());
}

async function feedCount(app: App, gameId: string) {
  const response = await app.inject({ url: `/api/game-feeds/${gameId}` });
  return feedGameResponseSchema.parse(response.json()).commentsCount;
}

async function storedRows(ctx: TestContext, gameId: string) {
  return ctx.db.select().from(comments).where(eq(comments.gameId, gameId));
}

const texts = (items: readonly Comment[]) => items.map((comment) => comment.text);

describeEachDatabase('comments', (context) => {
  let adminApp: App;
  beforeAll(async () => {
    adminApp = await buildAdminApp(context());
  });

  describe('posting', () => {
    it('shows a signed-in player’s comment first, trimmed, and counts it everywhere', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const ada = await createSocialPlayer(ctx, 'Ada');
      await postOk(ctx.app, gameId, 'first!', ada);
      ctx.clock.advance(1_000);
      const posted = await postOk(ctx.app, gameId, '  so much fun 🎮  ', ada);
      expect(posted).toMatchObject({
        gameId,
        text: 'so much fun 🎮',
        author: { playerId: ada.playerId, playerName: 'Ada' },
        canDelete: true,
      });

      const page = await list(ctx.app, gameId);
      expect(texts(page.items)).toEqual(['so much fun 🎮', 'first!']);
      expect(page).toMatchObject({ total: 2, hasNextPage: false, nextCursor: null });
      expect(await feedCount(ctx.app, gameId)).toBe(2);
    });

    it('refuses guests with 403 and callers without a token with 401, storing nothing', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const guest = await registerGuest(ctx);
      const refused = expectApiError(await post(ctx.app, gameId, 'hi', guest), 403, 'FORBIDDEN');
      expect(refused.message).toBe(MESSAGES.signInToComment);
      expectApiError(await post(ctx.app, gameId, 'hi'), 401, 'UNAUTHORIZED');
      expect(await storedRows(ctx, gameId)).toHaveLength(0);
      expect((await list(ctx.app, gameId)).total).toBe(0);
    });

    it('refuses a rude comment naming text, as prompts are refused', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const response = await post(ctx.app, gameId, 'what a sh1t level', ada);
      expectApiError(response, 400, 'VALIDATION_FAILED', 'text');
      expect(await storedRows(ctx, gameId)).toHaveLength(0);
      expect(await feedCount(ctx.app, gameId)).toBe(0);
    });

    it('takes up to 500 characters (an emoji is one) and answers 404 for unknown or hidden games', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const hiddenId = await insertTestGame(ctx, null, { hiddenAt: ctx.clock.now() });
      const ada = await createSocialPlayer(ctx, 'Ada');
      await postOk(ctx.app, gameId, '🎮'.repeat(COMMENT_MAX_LENGTH), ada);
      expectApiError(await post(ctx.app, 'no-such-game', 'hi', ada), 404, 'NOT_FOUND');
      expectApiError(await post(ctx.app, hiddenId, 'hi', ada), 404, 'NOT_FOUND');
      const missing = await ctx.app.inject({ url: `/api/games/${hiddenId}/comments` });
      expectApiError(missing, 404, 'NOT_FOUND');
      expectApiError(
        await ctx.app.inject({ url: '/api/games/no-such-game/comments' }),
        404,
        'NOT_FOUND',
      );
    });

    it('limits comments per player with 429 and Retry-After', async () => {
      const ctx = context();
      const app = await ctx.buildAnotherApp({
        rateLimits: {
          limits: {
            ...defaultRateLimits(),
            comment: { perAddress: 100, perPlayer: 2, windowMs: 60_000 },
          },
          redisUrl: undefined,
          redisKeyPrefix: 'comments-test:',
        },
      });
      const gameId = await insertTestGame(ctx, null);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      await postOk(app, gameId, 'one', ada);
      await postOk(app, gameId, 'two', ada);
      const limited = expectApiError(await post(app, gameId, 'three', ada), 429, 'RATE_LIMITED');
      expect(limited.message).toBe(MESSAGES.rateLimited);
      const retryAfter = Number((await post(app, gameId, 'four', ada)).headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      await postOk(app, gameId, 'bob’s turn', bob);
      expect((await list(app, gameId)).total).toBe(3);
    });
  });

  describe('deleting (author, game owner, operator)', () => {
    async function setUp() {
      const ctx = context();
      const owner = await createSocialPlayer(ctx, 'Owner');
      const author = await createSocialPlayer(ctx, 'Author');
      const other = await createSocialPlayer(ctx, 'Other');
      const admin = await createTestAdmin(ctx);
      const guest = await registerGuest(ctx);
      const gameId = await insertTestGame(ctx, owner.playerId);
      const posted: Comment[] = [];
      for (const text of ['a', 'b', 'c']) {
        ctx.clock.advance(1_000);
        posted.push(await postOk(ctx.app, gameId, text, author));
      }
      ctx.clock.advance(1_000);
      return { ctx, owner, author, other, admin, guest, gameId, comments: posted };
    }

    it('tells each caller which comments it may delete', async () => {
      const { ctx, owner, author, other, admin, guest, gameId } = await setUp();
      await postOk(ctx.app, gameId, 'by other', other);
      const canDelete = async (app: App, player?: TestPlayer) =>
        (await list(app, gameId, '', player)).items.map((item) => item.canDelete);
      expect(await canDelete(ctx.app)).toEqual([false, false, false, false]);
      expect(await canDelete(ctx.app, guest)).toEqual([false, false, false, false]);
      expect(await canDelete(ctx.app, other)).toEqual([true, false, false, false]);
      expect(await canDelete(ctx.app, author)).toEqual([false, true, true, true]);
      expect(await canDelete(ctx.app, owner)).toEqual([true, true, true, true]);
      expect(await canDelete(adminApp, admin)).toEqual([true, true, true, true]);
    });

    it('lets the author, the game owner and an operator delete; the count follows', async () => {
      const { ctx, owner, author, admin, gameId, comments: posted } = await setUp();
      const [first, second, third] = posted.map((comment) => comment.id);
      const deleted = await remove(ctx.app, first!, author);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(commentDeletedSchema.parse(deleted.json())).toEqual({ gameId, total: 2 });
      expect((await remove(ctx.app, second!, owner)).statusCode).toBe(200);
      expect((await remove(adminApp, third!, admin)).statusCode).toBe(200);
      expect(await list(ctx.app, gameId)).toMatchObject({ items: [], total: 0 });
      expect(await feedCount(ctx.app, gameId)).toBe(0);
      expectApiError(await remove(ctx.app, first!, author), 404, 'NOT_FOUND');
    });

    it('refuses another player and a guest with 403, no token with 401, unknown with 404', async () => {
      const { ctx, other, guest, admin, gameId, comments: posted } = await setUp();
      const commentId = posted[0]!.id;
      const refused = expectApiError(await remove(ctx.app, commentId, other), 403, 'FORBIDDEN');
      expect(refused.message).toBe(MESSAGES.commentDeleteForbidden);
      expectApiError(await remove(ctx.app, commentId, guest), 403, 'FORBIDDEN');
      // An operator is one only while ADMIN_EMAILS lists them.
      expectApiError(await remove(ctx.app, commentId, admin), 403, 'FORBIDDEN');
      expectApiError(await remove(ctx.app, commentId), 401, 'UNAUTHORIZED');
      expectApiError(await remove(ctx.app, 'no-such-comment', other), 404, 'NOT_FOUND');
      expect((await list(ctx.app, gameId)).total).toBe(3);
    });

    it('treats a comment a moderator hid as gone', async () => {
      const { ctx, author, gameId, comments: posted } = await setUp();
      const hidden = posted[2]!;
      await ctx.db
        .update(comments)
        .set({ hiddenAt: ctx.clock.now(), hiddenReason: 'spam' })
        .where(eq(comments.id, hidden.id));
      expect(texts((await list(ctx.app, gameId)).items)).not.toContain(hidden.text);
      expectApiError(await remove(ctx.app, hidden.id, author), 404, 'NOT_FOUND');
    });
  });

  describe('a count that stays exact', () => {
    it('equals the visible rows after concurrent posts and deletions', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const players = await Promise.all(
        Array.from({ length: 8 }, (_, index) => createSocialPlayer(ctx, `Player${index}`)),
      );
      const first = await Promise.all(
        players.map((player, index) => postOk(ctx.app, gameId, `hello ${index}`, player)),
      );
      const answers = await Promise.all([
        ...players.map((player, index) => post(ctx.app, gameId, `again ${index}`, player)),
        ...first.slice(0, 4).map((comment, index) => remove(ctx.app, comment.id, players[index])),
        // A second delete of the same comment must not count twice.
        remove(ctx.app, first[0]!.id, players[0]),
      ]);
      expect(answers.filter((answer) => answer.statusCode === 404)).toHaveLength(1);
      const rows = await storedRows(ctx, gameId);
      expect(rows).toHaveLength(12);
      expect(await feedCount(ctx.app, gameId)).toBe(12);
      expect((await list(ctx.app, gameId)).total).toBe(12);
    });
  });

  describe('pages', () => {
    it('pages by offset newest first, with hasNextPage', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const ada = await createSocialPlayer(ctx, 'Ada');
      for (let index = 1; index <= 5; index += 1) {
        ctx.clock.advance(1_000);
        await postOk(ctx.app, gameId, `comment ${index}`, ada);
      }
      const first = await list(ctx.app, gameId, 'pageSize=2');
      const third = await list(ctx.app, gameId, 'pageSize=2&pageNumber=3');
      expect(texts(first.items)).toEqual(['comment 5', 'comment 4']);
      expect(first).toMatchObject({ hasNextPage: true, total: 5 });
      expect(texts(third.items)).toEqual(['comment 1']);
      expect(third).toMatchObject({ hasNextPage: false, nextCursor: null });
    });

    it('never repeats or skips a comment while others post during paging', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      // Posted within one clock tick: the order among equal times comes from the ids.
      const existing: string[] = [];
      for (let index = 0; index < 23; index += 1) {
        existing.push((await postOk(ctx.app, gameId, `old ${index}`, ada)).id);
      }

      const seen: string[] = [];
      let page = await list(ctx.app, gameId, 'pageSize=5');
      seen.push(...page.items.map((item) => item.id));
      let pageNumber = 1;
      while (page.nextCursor) {
        pageNumber += 1;
        const query = `pageSize=5&pageNumber=${pageNumber}&before=${encodeURIComponent(page.nextCursor)}`;
        const [next] = await Promise.all([
          list(ctx.app, gameId, query),
          postOk(ctx.app, gameId, `new ${pageNumber}a`, bob),
          postOk(ctx.app, gameId, `new ${pageNumber}b`, bob),
        ]);
        page = next;
        seen.push(...page.items.map((item) => item.id));
      }

      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(existing));
      expect(page.hasNextPage).toBe(false);
    });
  });

  describe('bad input', () => {
    it.each([
      ['pageSize=0', 'pageSize'],
      ['pageSize=51', 'pageSize'],
      ['pageNumber=0', 'pageNumber'],
      ['before=yesterday', 'before'],
      ['before=2025-13-45T10:00:00.000Z_abc', 'before'],
      ['before=2025-06-01T10:00:00.000Z_a%00b', 'before'],
      [`before=2025-06-01T10:00:00.000Z_${'x'.repeat(101)}`, 'before'],
    ])('answers 400 to a list with %s, naming %s', async (query, field) => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const response = await ctx.app.inject({ url: `/api/games/${gameId}/comments?${query}` });
      expectApiError(response, 400, 'VALIDATION_FAILED', field);
    });

    it.each([
      ['an empty text', '   '],
      ['a text too long', 'a'.repeat(COMMENT_MAX_LENGTH + 1)],
      ['a number', 42],
      ['no text', undefined],
    ])('answers 400 to a post with %s, naming text', async (_name, text) => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const ada = await createSocialPlayer(ctx, 'Ada');
      expectApiError(await post(ctx.app, gameId, text, ada), 400, 'VALIDATION_FAILED', 'text');
      expect(await storedRows(ctx, gameId)).toHaveLength(0);
    });

    it('refuses a text with NUL, which Postgres cannot store, before validation (the text guard)', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const ada = await createSocialPlayer(ctx, 'Ada');
      expectApiError(await post(ctx.app, gameId, 'hi\u0000there', ada), 400, 'BAD_REQUEST', 'text');
      expect(await storedRows(ctx, gameId)).toHaveLength(0);
    });

    it('answers 400 naming gameId or commentId for malformed ids', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const badGameId = encodeURIComponent('no such game!');
      expectApiError(
        await ctx.app.inject({ url: `/api/games/${badGameId}/comments` }),
        400,
        'VALIDATION_FAILED',
        'gameId',
      );
      expectApiError(await post(ctx.app, badGameId, 'hi', ada), 400, 'VALIDATION_FAILED', 'gameId');
      expectApiError(
        await remove(ctx.app, encodeURIComponent('a\u0001b'), ada),
        400,
        'VALIDATION_FAILED',
        'commentId',
      );
    });
  });
});
