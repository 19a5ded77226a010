import {
  FEED_SORTS,
  feedPageSchema,
  TARGET_AUDIENCES,
  type FeedSort,
  type TargetAudience,
} from '@promptplay/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { games } from '../../db/schema.js';
import { createTestClock } from '../../testing/testClock.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createCatalogueEvents, type CatalogueEvents } from '../games/catalogueEvents.js';
import { audiencesAtOrBelow } from './audiences.js';
import { listFeedPage } from './queries.js';
import { createFeedService, type FeedService } from './service.js';

/** Small, so feeds run past the memory and audiences are cut at the depth. */
const DEPTH = 3;
const PAGE_SIZES = [2, 5] as const;

/** Few distinct likes and times, so ties (broken by id in the database) are common. */
const gameArbitrary = fc.record({
  audience: fc.constantFrom(...TARGET_AUDIENCES),
  likesCount: fc.integer({ min: 0, max: 3 }),
  minute: fc.integer({ min: 0, max: 4 }),
  hidden: fc.integer({ min: 0, max: 5 }).map((roll) => roll === 0),
});
type Spec = typeof gameArbitrary extends fc.Arbitrary<infer T> ? T : never;

async function replaceCatalogue(ctx: TestContext, specs: Spec[]): Promise<string[]> {
  await ctx.db.delete(games);
  const ids = specs.map((_, index) => `game-${String(index).padStart(3, '0')}`);
  if (specs.length === 0) return ids;
  await ctx.db.insert(games).values(
    specs.map((spec, index) => ({
      id: ids[index]!,
      title: `Game ${index}`,
      description: 'A test game',
      genre: 'PLATFORMER' as const,
      targetAudience: spec.audience,
      version: '1.0',
      authorName: 'Author',
      screenshotKey: `games/${ids[index]}/screenshot.png`,
      worldKey: `worlds/${ids[index]}.json`,
      likesCount: spec.likesCount,
      createdAt: new Date(Date.UTC(2025, 0, 1, 12, spec.minute)),
      hiddenAt: spec.hidden ? new Date() : null,
    })),
  );
  return ids;
}

/** A feed service of its own (small depth, its own events), over the test database. */
function feedOver(ctx: TestContext): { feed: FeedService; events: CatalogueEvents } {
  const events = createCatalogueEvents();
  const hiddenGames = {
    hiddenGameIds: async () =>
      (await ctx.db.select({ id: games.id }).from(games).where(isNotNull(games.hiddenAt))).map(
        (row) => row.id,
      ),
  };
  const clock = createTestClock();
  return { feed: createFeedService(ctx.db, events, clock, hiddenGames, DEPTH), events };
}

/** The whole feed as the database orders it. */
async function expectedIds(ctx: TestContext, sort: FeedSort, audience: TargetAudience) {
  const hidden = await ctx.db.select({ id: games.id }).from(games).where(isNotNull(games.hiddenAt));
  const rows = await listFeedPage(ctx.db, {
    sort,
    audiences: audiencesAtOrBelow(audience),
    limit: 1_000,
    offset: 0,
    hiddenIds: hidden.map((row) => row.id),
  });
  return rows.map((row) => ({ id: row.id, likesCount: row.likesCount }));
}

/** Every page of the feed through the service, page by page, checked as it goes. */
async function expectPagesMatch(ctx: TestContext, feed: FeedService) {
  for (const sort of FEED_SORTS) {
    for (const targetAudience of TARGET_AUDIENCES) {
      const expected = await expectedIds(ctx, sort, targetAudience);
      for (const pageSize of PAGE_SIZES) {
        const seen: { id: string; likesCount: number }[] = [];
        for (let pageNumber = 1; ; pageNumber++) {
          const page = feedPageSchema.parse(
            JSON.parse(
              await feed.pageJson(
                sort,
                { pageNumber, pageSize, targetAudience },
                'http://localhost',
              ),
            ),
          );
          expect(page.currentPage).toBe(pageNumber);
          seen.push(...page.items.map(({ id, likesCount }) => ({ id, likesCount })));
          if (!page.hasNextPage) break;
          expect(page.items).toHaveLength(pageSize);
        }
        expect(seen, `${sort}, up to ${targetAudience}, pages of ${pageSize}`).toEqual(expected);
      }
    }
  }
}

describeEachDatabase('feed pages from memory', (context) => {
  it('equal the database order for every sort, audience and page, hidden games left out', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(gameArbitrary, { maxLength: 30 }), async (specs) => {
        const ctx = context();
        await replaceCatalogue(ctx, specs);
        await expectPagesMatch(ctx, feedOver(ctx).feed);
      }),
      { numRuns: 12 },
    );
  });

  it('move games at once when their likes change, as the database would order them', async () => {
    const likeChange = fc.record({ game: fc.nat(), likesCount: fc.integer({ min: 0, max: 4 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(gameArbitrary, { minLength: 1, maxLength: 25 }),
        fc.array(likeChange, { minLength: 1, maxLength: 6 }),
        async (specs, changes) => {
          const ctx = context();
          const ids = await replaceCatalogue(ctx, specs);
          const { feed, events } = feedOver(ctx);
          await expectPagesMatch(ctx, feed);
          for (const { game, likesCount } of changes) {
            const id = ids[game % ids.length]!;
            await ctx.db.update(games).set({ likesCount }).where(eq(games.id, id));
            events.likesCountChanged(id, likesCount);
          }
          await expectPagesMatch(ctx, feed);
        },
      ),
      { numRuns: 12 },
    );
  });
});
