import {
  adminAuditListSchema,
  adminGameVisibilitySchema,
  feedPageSchema,
  myGamesResponseSchema,
} from '@promptplay/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import { worldKey } from '../games/objectKeys.js';
import { buildAdminApp, createTestAdmin } from './adminTestKit.js';

/** A game of `owner`'s with a world file, newest and best liked, so it leads both feeds. */
async function publishOwnGame(ctx: TestContext, owner: TestPlayer): Promise<string> {
  ctx.clock.advance(1_000);
  const gameId = await insertTestGame(ctx, owner.playerId, { likesCount: 1_000 });
  await ctx.storage.putObject(
    worldKey(gameId),
    JSON.stringify({ world: gameId }),
    'application/json',
  );
  return gameId;
}

describeEachDatabase('hidden games', (context) => {
  let app: App;
  let admin: TestPlayer;
  let owner: TestPlayer;

  beforeAll(async () => {
    app = await buildAdminApp(context());
    admin = await createTestAdmin(context());
    owner = await createSocialPlayer(context(), 'Owen Owner');
  });

  const feedIds = async (sort: 'latest' | 'topRated') => {
    const response = await app.inject({ url: `/api/game-feeds/${sort}?pageSize=10` });
    expect(response.statusCode, response.body).toBe(200);
    return feedPageSchema.parse(response.json()).items.map((game) => game.id);
  };
  const world = (gameId: string, viewer?: TestPlayer) =>
    app.inject({ url: `/worlds/${gameId}.json`, ...(viewer ? { headers: viewer.headers } : {}) });
  const myGame = async (gameId: string) => {
    const response = await app.inject({ url: '/api/my-games', headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    return myGamesResponseSchema.parse(response.json()).games.find((game) => game.id === gameId);
  };
  const setVisibility = (gameId: string, action: 'hide' | 'restore', reason?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/games/${gameId}/${action}`,
      headers: admin.headers,
      ...(reason === undefined ? {} : { payload: { reason } }),
    });

  it('takes a hidden game out of every feed and its world from all but the owner', async () => {
    const ctx = context();
    const gameId = await publishOwnGame(ctx, owner);
    const stranger = await createSocialPlayer(ctx, 'Stranger');
    const guest = await registerGuest(ctx);

    // Visible: in both feeds (now cached), its page, and its world for anyone.
    expect(await feedIds('latest')).toContain(gameId);
    expect(await feedIds('topRated')).toContain(gameId);
    expect((await app.inject({ url: `/api/game-feeds/${gameId}` })).statusCode).toBe(200);
    const publicWorld = await world(gameId);
    expect(publicWorld.statusCode).toBe(200);
    expect(publicWorld.headers['cache-control']).toMatch(/^public/);
    expect((await myGame(gameId))?.hidden).toBe(false);

    const hidden = await setVisibility(gameId, 'hide', 'Copied artwork');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(adminGameVisibilitySchema.parse(hidden.json())).toEqual({
      gameId,
      hidden: true,
      hiddenReason: 'Copied artwork',
    });

    // The cached pages are dropped at once (the clock has not moved).
    expect(await feedIds('latest')).not.toContain(gameId);
    expect(await feedIds('topRated')).not.toContain(gameId);
    expectApiError(await app.inject({ url: `/api/game-feeds/${gameId}` }), 404, 'NOT_FOUND');
    expectApiError(await world(gameId), 404, 'NOT_FOUND');
    expectApiError(await world(gameId, stranger), 404, 'NOT_FOUND');
    expectApiError(await world(gameId, guest), 404, 'NOT_FOUND');
    const fallback = await app.inject({ url: `/worlds/1.0/${gameId}.json` });
    expectApiError(fallback, 404, 'NOT_FOUND');

    // The owner still plays it from Your Games, and sees why it is hidden.
    const ownWorld = await world(gameId, owner);
    expect(ownWorld.statusCode, ownWorld.body).toBe(200);
    expect(ownWorld.json()).toEqual({ world: gameId });
    expect(ownWorld.headers['cache-control']).toBe('private, no-store');
    expect(await myGame(gameId)).toMatchObject({ hidden: true, hiddenReason: 'Copied artwork' });

    ctx.clock.advance(1_000);
    const restored = await setVisibility(gameId, 'restore');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(adminGameVisibilitySchema.parse(restored.json())).toEqual({
      gameId,
      hidden: false,
      hiddenReason: null,
    });
    expect(await feedIds('latest')).toContain(gameId);
    expect(await feedIds('topRated')).toContain(gameId);
    expect((await world(gameId)).statusCode).toBe(200);
    expect(await myGame(gameId)).toMatchObject({ hidden: false, hiddenReason: null });

    const audit = await app.inject({ url: '/api/admin/audit', headers: admin.headers });
    const entries = adminAuditListSchema
      .parse(audit.json())
      .entries.filter((entry) => entry.targetId === gameId);
    // Newest first.
    expect(entries.map((entry) => entry.action)).toEqual(['game.restore', 'game.hide']);
    expect(entries[1]).toMatchObject({
      adminPlayerId: admin.playerId,
      adminName: 'Olga Operator',
      details: { reason: 'Copied artwork' },
    });
    expect(entries[0]?.details).toMatchObject({ previousReason: 'Copied artwork' });
  });

  it('keeps feed paging whole around a hidden game', async () => {
    const ctx = context();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await publishOwnGame(ctx, owner));
    expect((await setVisibility(ids[2]!, 'hide', 'Spam')).statusCode).toBe(200);
    const page = (n: number) =>
      app.inject({ url: `/api/game-feeds/latest?pageSize=2&pageNumber=${n}` });
    const first = feedPageSchema.parse((await page(1)).json());
    const second = feedPageSchema.parse((await page(2)).json());
    expect([...first.items, ...second.items].map((game) => game.id)).toEqual([
      ids[4],
      ids[3],
      ids[1],
      ids[0],
    ]);
  });

  it('answers 404 for an unknown game', async () => {
    expectApiError(await setVisibility('no-such-game', 'hide', 'Spam'), 404, 'NOT_FOUND');
    expectApiError(await setVisibility('no-such-game', 'restore'), 404, 'NOT_FOUND');
  });

  it.each([
    ['reason', 'some-game', { reason: '' }],
    ['reason', 'some-game', { reason: 'x'.repeat(501) }],
    ['body', 'some-game', undefined],
    ['gameId', 'a_b', { reason: 'Spam' }],
  ])('answers 400 naming %s', async (field, gameId, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/games/${gameId}/hide`,
      headers: admin.headers,
      ...(payload === undefined ? {} : { payload }),
    });
    expectApiError(response, 400, 'VALIDATION_FAILED', field);
  });

  it('answers 400 naming gameId on restore too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/games/a_b/restore',
      headers: admin.headers,
    });
    expectApiError(response, 400, 'VALIDATION_FAILED', 'gameId');
  });

  it('lists the audit log newest first', async () => {
    const response = await app.inject({ url: '/api/admin/audit', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const times = adminAuditListSchema
      .parse(response.json())
      .entries.map((entry) => Date.parse(entry.createdAt));
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
