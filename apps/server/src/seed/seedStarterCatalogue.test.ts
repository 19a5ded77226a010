import { GAME_ID_PATTERN } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { games } from '../db/schema.js';
import type { BuildGame } from '../modules/games/gameBuilder.js';
import type { ObjectStorage } from '../storage/objectStorage.js';
import { createGamePublisher } from '../modules/games/service.js';
import { fakeBuildGame, fakeStarterCatalogue } from '../testing/fakeGameBuilder.js';
import { describeEachDatabase, type TestContext } from '../testing/testHarness.js';
import { seedStarterCatalogue } from './seedStarterCatalogue.js';
import { starterGameId } from './starterGameId.js';

const silent = { info: () => {} };

async function gameIds(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.db.select({ id: games.id }).from(games).orderBy(games.id);
  return rows.map((row) => row.id);
}

describe('starterGameId', () => {
  it('makes ids that are valid game ids of at most 50 characters', () => {
    const long = 'An extremely long prompt about a knight who fights dragons in a candy castle';
    expect(starterGameId(1, long)).toMatch(GAME_ID_PATTERN);
    expect(starterGameId(1, long).length).toBeLessThanOrEqual(50);
    expect(starterGameId(3, 'A knight, in a Candy Castle!')).toBe(
      'starter-03-a-knight-in-a-candy-castle',
    );
    expect(starterGameId(12, '¡¿!')).toBe('starter-12-game');
  });
});

describeEachDatabase('starter catalogue', (context) => {
  it('publishes every starter game once, with deterministic ids and stable order', async () => {
    const ctx = context();
    const source = fakeStarterCatalogue(5);
    const published = await seedStarterCatalogue({
      db: ctx.db,
      publisher: ctx.publisher,
      source,
      log: silent,
    });
    expect(published).toEqual(
      source.prompts.map((entry, index) => starterGameId(index + 1, entry.prompt)),
    );
    expect(
      await seedStarterCatalogue({ db: ctx.db, publisher: ctx.publisher, source, log: silent }),
    ).toEqual([]);
    expect(await gameIds(ctx)).toEqual([...published].sort());

    const rows = await ctx.db.select().from(games);
    for (const row of rows) {
      expect(row.createdBy).toBeNull();
      expect(row.authorName).toMatch(/^Author \d$/);
      expect(await ctx.storage.hasObject(row.worldKey)).toBe(true);
      expect(await ctx.storage.hasObject(row.screenshotKey)).toBe(true);
    }
    const byAge = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(byAge.map((row) => row.id)).toEqual(published);
    await ctx.db.delete(games);
  });

  it('finishes an interrupted seeding without half-written games', async () => {
    const ctx = context();
    const source = fakeStarterCatalogue(4);
    const ids = source.prompts.map((entry, index) => starterGameId(index + 1, entry.prompt));

    // Crash while building the third game.
    let built = 0;
    const crashingBuild: BuildGame = async (input) => {
      if (++built === 3) throw new Error('power cut');
      return fakeBuildGame(input);
    };
    await expect(
      seedStarterCatalogue({
        db: ctx.db,
        publisher: ctx.publisher,
        source: { ...source, buildGame: crashingBuild },
        log: silent,
      }),
    ).rejects.toThrow('power cut');
    expect(await gameIds(ctx)).toEqual(ids.slice(0, 2).sort());

    // Crash after the fourth game's media is stored but before its world file is.
    const failingStorage: ObjectStorage = {
      ...ctx.storage,
      async putObject(key, body, contentType) {
        if (key.startsWith('worlds/') && key.includes(ids[2]!)) throw new Error('disk full');
        return ctx.storage.putObject(key, body, contentType);
      },
    };
    const failingPublisher = createGamePublisher(ctx.db, failingStorage, ctx.catalogueEvents);
    await expect(
      seedStarterCatalogue({ db: ctx.db, publisher: failingPublisher, source, log: silent }),
    ).rejects.toThrow('disk full');
    expect(await gameIds(ctx)).toEqual(ids.slice(0, 2).sort());
    const feed = await ctx.app.inject({
      url: '/api/game-feeds/latest?targetAudience=unrestricted&pageSize=50',
    });
    expect(
      feed
        .json<{ items: { id: string }[] }>()
        .items.map((item) => item.id)
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());

    const resumed = await seedStarterCatalogue({
      db: ctx.db,
      publisher: ctx.publisher,
      source,
      log: silent,
    });
    expect(resumed).toEqual(ids.slice(2));
    expect(await gameIds(ctx)).toEqual([...ids].sort());
    await ctx.db.delete(games);
  });

  it('refuses to publish a game whose world file is invalid', async () => {
    const ctx = context();
    const badBuild: BuildGame = async (input) => ({
      ...(await fakeBuildGame(input)),
      world: { nope: true },
    });
    await expect(
      seedStarterCatalogue({
        db: ctx.db,
        publisher: ctx.publisher,
        source: fakeStarterCatalogue(1, badBuild),
        log: silent,
      }),
    ).rejects.toThrow(/invalid world/);
    expect(await gameIds(ctx)).toEqual([]);
  });
});
