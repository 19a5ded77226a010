import { likeStatusSchema } from '@promptplay/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interactions } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';

function interact(ctx: TestContext, player: TestPlayer, action: 'add' | 'remove', gameId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/player-interactions/${action}`,
    headers: player.headers,
    payload: { gameId, interactionType: 0 },
  });
}

async function status(ctx: TestContext, gameId: string, player?: TestPlayer) {
  const response = await ctx.app.inject({
    url: `/api/player-interactions/game/${gameId}`,
    ...(player ? { headers: player.headers } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return likeStatusSchema.parse(response.json());
}

describeEachDatabase('likes', (context) => {
  describe('social players', () => {
    it('like, like again and unlike move the count once each way', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');

      const first = await interact(ctx, ada, 'add', gameId);
      expect(first.json()).toEqual({ likesCount: 1, isLikedByPlayer: true });
      expect((await interact(ctx, ada, 'add', gameId)).json()).toEqual({
        likesCount: 1,
        isLikedByPlayer: true,
      });
      expect((await interact(ctx, bob, 'add', gameId)).json()).toMatchObject({ likesCount: 2 });

      expect(await status(ctx, gameId, ada)).toEqual({ likesCount: 2, isLikedByPlayer: true });
      expect(await status(ctx, gameId)).toEqual({ likesCount: 2, isLikedByPlayer: false });

      expect((await interact(ctx, ada, 'remove', gameId)).json()).toEqual({
        likesCount: 1,
        isLikedByPlayer: false,
      });
      expect((await interact(ctx, ada, 'remove', gameId)).json()).toEqual({
        likesCount: 1,
        isLikedByPlayer: false,
      });
      expect(await status(ctx, gameId, ada)).toEqual({ likesCount: 1, isLikedByPlayer: false });

      const feed = await ctx.app.inject({ url: `/api/game-feeds/${gameId}` });
      expect(feed.json()).toMatchObject({ likesCount: 1 });
    });

    it('keeps the count equal to the rows under concurrent likes', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const likers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => createSocialPlayer(ctx, `Liker${index}`)),
      );
      await Promise.all(likers.map((player) => interact(ctx, player, 'add', gameId)));
      const rows = await ctx.db
        .select()
        .from(interactions)
        .where(and(eq(interactions.gameId, gameId)));
      expect(rows).toHaveLength(6);
      expect((await status(ctx, gameId)).likesCount).toBe(6);
    });

    it('answers 404 for an unknown game and 400 for another interaction type', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      expectApiError(await interact(ctx, ada, 'add', 'no-such-game'), 404, 'NOT_FOUND');
      const wrongType = await ctx.app.inject({
        method: 'POST',
        url: '/api/player-interactions/add',
        headers: ada.headers,
        payload: { gameId: 'whatever', interactionType: 1 },
      });
      expectApiError(wrongType, 400, 'VALIDATION_FAILED', 'interactionType');
      const missing = await ctx.app.inject({ url: '/api/player-interactions/game/no-such-game' });
      expectApiError(missing, 404, 'NOT_FOUND');
    });
  });

  describe('roles (spec §6)', () => {
    it('refuses guests and anonymous callers with 401 and leaves the count alone', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const guest = await registerGuest(ctx);
      const refused = expectApiError(
        await interact(ctx, guest, 'add', gameId),
        401,
        'UNAUTHORIZED',
      );
      expect(refused.message).toBe('Please log in to like games');
      expectApiError(await interact(ctx, guest, 'remove', gameId), 401, 'UNAUTHORIZED');
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/player-interactions/add',
        payload: { gameId, interactionType: 0 },
      });
      expectApiError(anonymous, 401, 'UNAUTHORIZED');
      expect(await status(ctx, gameId, guest)).toEqual({ likesCount: 0, isLikedByPlayer: false });
    });
  });
});
