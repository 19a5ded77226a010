import {
  feedGameResponseSchema,
  feedPageSchema,
  MESSAGES,
  TARGET_AUDIENCES,
  type FeedPage,
  type TargetAudience,
} from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { fakeBuildGame, fakeStarterCatalogue } from '../../testing/fakeGameBuilder.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer, type TestPlayer } from '../../testing/testPlayers.js';
import { gameMediaBaseUrl } from '../games/objectKeys.js';
import { FEED_MEMORY_TTL_MS } from './feedMemory.js';

/** 18 games, three of each audience. */
const GAME_COUNT = 18;
const PER_AUDIENCE = GAME_COUNT / TARGET_AUDIENCES.length;

async function getPage(ctx: TestContext, path: string): Promise<FeedPage> {
  const response = await ctx.app.inject({ url: path });
  expect(response.statusCode, response.body).toBe(200);
  return feedPageSchema.parse(response.json());
}

async function allPages(ctx: TestContext, sort: string, query: string): Promise<FeedPage[]> {
  const pages: FeedPage[] = [];
  for (let pageNumber = 1; pageNumber < 100; pageNumber++) {
    const page = await getPage(ctx, `/api/game-feeds/${sort}?pageNumber=${pageNumber}&${query}`);
    pages.push(page);
    if (!page.hasNextPage) break;
  }
  return pages;
}

const rankOf = (audience: TargetAudience) => TARGET_AUDIENCES.indexOf(audience);

describeEachDatabase(
  'feed',
  (context) => {
    beforeAll(async () => {
      // Likes for topRated: a spread with ties, so the tie-break (newest first) shows.
      const rows = await context().db.select({ id: games.id }).from(games).orderBy(games.id);
      for (const [index, row] of rows.entries()) {
        await context()
          .db.update(games)
          .set({ likesCount: (index * 7) % 5 })
          .where(eq(games.id, row.id));
      }
    });

    describe('latest', () => {
      it('pages through every family game, newest first, without duplicates', async () => {
        const ctx = context();
        const pages = await allPages(ctx, 'latest', 'pageSize=4');
        const items = pages.flatMap((page) => page.items);
        expect(pages.map((page) => page.currentPage)).toEqual([1, 2]);
        expect(pages[0]!.hasNextPage).toBe(true);
        expect(pages.at(-1)!.hasNextPage).toBe(false);
        expect(pages[0]!.items).toHaveLength(4);
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
        expect(items).toHaveLength(2 * PER_AUDIENCE);
        const times = items.map((item) => Date.parse(item.createdAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      });

      it('defaults to page 1 of 6 family games', async () => {
        const page = await getPage(context(), '/api/game-feeds/latest');
        expect(page.currentPage).toBe(1);
        expect(page.items).toHaveLength(6);
        expect(page.hasNextPage).toBe(false);
        expect(new Set(page.items.map((item) => item.targetAudience))).toEqual(
          new Set(['children', 'family']),
        );
      });

      it('gives a different second page', async () => {
        const ctx = context();
        const first = await getPage(
          ctx,
          '/api/game-feeds/latest?pageSize=5&targetAudience=unrestricted',
        );
        const second = await getPage(
          ctx,
          '/api/game-feeds/latest?pageSize=5&pageNumber=2&targetAudience=unrestricted',
        );
        expect(second.currentPage).toBe(2);
        const firstIds = new Set(first.items.map((item) => item.id));
        expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
      });

      it('answers an empty last page past the end', async () => {
        const page = await getPage(context(), '/api/game-feeds/latest?pageNumber=50&pageSize=50');
        expect(page).toEqual({ items: [], currentPage: 50, hasNextPage: false });
      });

      it('caps the page size at 50', async () => {
        const page = await getPage(
          context(),
          '/api/game-feeds/latest?pageSize=50&targetAudience=unrestricted',
        );
        expect(page.items).toHaveLength(GAME_COUNT);
        expectApiError(
          await context().app.inject({ url: '/api/game-feeds/latest?pageSize=51' }),
          400,
          'VALIDATION_FAILED',
          'pageSize',
        );
      });

      it('fills feed items with media, world and share links', async () => {
        const page = await getPage(
          context(),
          '/api/game-feeds/latest?pageSize=50&targetAudience=unrestricted',
        );
        for (const item of page.items) {
          expect(item.screenshotUrl).toBe(`${gameMediaBaseUrl(item.id)}screenshot.png`);
          expect(item.jsonDataUrl).toBe(`/worlds/1.0/${item.id}.json`);
          expect(item.shareUrl).toBe(`http://localhost/shared/${item.id}`);
          expect(item.playerName).toMatch(/^Author \d+$/);
          expect(item.gameGenre).toBe('PLATFORMER');
          expect(item.version).toBe('1.0');
        }
        const withPreview = page.items.filter((item) => item.videoUrl !== null);
        expect(withPreview.length).toBeGreaterThan(0);
        expect(withPreview.length).toBeLessThan(page.items.length);
        for (const item of withPreview) {
          expect(item.videoUrl).toBe(`${gameMediaBaseUrl(item.id)}preview.webm`);
        }
      });

      it('takes share links from PUBLIC_URL, never from a spoofed Host header', async () => {
        const app = await context().buildAnotherApp({ publicUrl: 'https://play.example.com' });
        const response = await app.inject({
          url: '/api/game-feeds/latest?pageSize=1',
          headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
        });
        expect(response.body).not.toContain('attacker.example');
        const page = feedPageSchema.parse(response.json());
        expect(page.items[0]!.shareUrl).toBe(
          `https://play.example.com/shared/${page.items[0]!.id}`,
        );
      });
    });

    describe('audience filter', () => {
      it.each(TARGET_AUDIENCES)('shows %s games and milder ones only', async (audience) => {
        const page = await getPage(
          context(),
          `/api/game-feeds/latest?pageSize=50&targetAudience=${audience}`,
        );
        expect(page.items).toHaveLength((rankOf(audience) + 1) * PER_AUDIENCE);
        for (const item of page.items) {
          expect(rankOf(item.targetAudience)).toBeLessThanOrEqual(rankOf(audience));
        }
      });

      it('never shows a teens game to children, in either sort', async () => {
        for (const sort of ['latest', 'topRated']) {
          const page = await getPage(
            context(),
            `/api/game-feeds/${sort}?pageSize=50&targetAudience=children`,
          );
          expect(page.items.map((item) => item.targetAudience)).toEqual(
            Array.from({ length: PER_AUDIENCE }, () => 'children'),
          );
        }
      });
    });

    describe('topRated', () => {
      it('orders by likes, then newest first, across pages', async () => {
        const pages = await allPages(
          context(),
          'topRated',
          'pageSize=4&targetAudience=unrestricted',
        );
        const items = pages.flatMap((page) => page.items);
        expect(items).toHaveLength(GAME_COUNT);
        expect(new Set(items.map((item) => item.id)).size).toBe(GAME_COUNT);
        for (let index = 1; index < items.length; index++) {
          const before = items[index - 1]!;
          const after = items[index]!;
          expect(before.likesCount).toBeGreaterThanOrEqual(after.likesCount);
          if (before.likesCount === after.likesCount) {
            expect(Date.parse(before.createdAt)).toBeGreaterThanOrEqual(
              Date.parse(after.createdAt),
            );
          }
        }
        expect(items[0]!.likesCount).toBeGreaterThan(items.at(-1)!.likesCount);
      });
    });

    describe('freshness', () => {
      it('serves a cached first page for a short while, then fresh data', async () => {
        const ctx = context();
        const url = '/api/game-feeds/topRated?targetAudience=unrestricted&pageSize=3';
        const before = await getPage(ctx, url);
        const last = (await getPage(ctx, `${url}&pageNumber=6`)).items.at(-1)!;
        await ctx.db.update(games).set({ likesCount: 10_000 }).where(eq(games.id, last.id));

        expect((await getPage(ctx, url)).items[0]!.id).toBe(before.items[0]!.id);
        ctx.clock.advance(FEED_MEMORY_TTL_MS);
        expect((await getPage(ctx, url)).items[0]).toMatchObject({
          id: last.id,
          likesCount: 10_000,
        });
        await ctx.db
          .update(games)
          .set({ likesCount: last.likesCount })
          .where(eq(games.id, last.id));
        ctx.clock.advance(FEED_MEMORY_TTL_MS);
      });

      it("shows another process's change on a deep page within the memory's lifetime", async () => {
        const ctx = context();
        const url = '/api/game-feeds/latest?targetAudience=unrestricted&pageSize=3&pageNumber=6';
        const [game] = (await getPage(ctx, url)).items;
        await ctx.db.update(games).set({ title: 'Renamed' }).where(eq(games.id, game!.id));

        expect((await getPage(ctx, url)).items[0]!.title).toBe(game!.title);
        ctx.clock.advance(FEED_MEMORY_TTL_MS);
        expect((await getPage(ctx, url)).items[0]!.title).toBe('Renamed');
        await ctx.db.update(games).set({ title: game!.title }).where(eq(games.id, game!.id));
        ctx.clock.advance(FEED_MEMORY_TTL_MS);
      });

      it('moves a liked game up topRated at once, from the last page', async () => {
        const ctx = context();
        const query = 'pageSize=3&targetAudience=unrestricted';
        const last = (await allPages(ctx, 'topRated', query)).at(-1)!.items.at(-1)!;
        const players = [await createSocialPlayer(ctx, 'Ann'), await createSocialPlayer(ctx, 'Bo')];
        const like = (player: TestPlayer, action: 'add' | 'remove') =>
          ctx.app.inject({
            method: 'POST',
            url: `/api/player-interactions/${action}`,
            headers: player.headers,
            payload: { gameId: last.id, interactionType: 0 },
          });
        for (const player of players) expect((await like(player, 'add')).statusCode).toBe(200);

        const items = (await allPages(ctx, 'topRated', query)).flatMap((page) => page.items);
        const moved = items.findIndex((item) => item.id === last.id);
        expect(items[moved]!.likesCount).toBe(last.likesCount + 2);
        expect(moved).toBeLessThan(items.length - 1);
        const order = items.map((item) => [item.likesCount, Date.parse(item.createdAt)]);
        expect(order).toEqual(
          [...order].sort(
            ([likesA, timeA], [likesB, timeB]) => likesB! - likesA! || timeB! - timeA!,
          ),
        );
        for (const player of players) await like(player, 'remove');
      });

      it('leaves a hidden game out of every page at once, and brings it back when restored', async () => {
        const ctx = context();
        const query = 'pageSize=3&targetAudience=unrestricted';
        const idsOf = async () =>
          (await allPages(ctx, 'latest', query)).flatMap((page) =>
            page.items.map((item) => item.id),
          );
        const before = await idsOf();
        const hiddenId = before[10]!;
        // As the operators' hide and restore do.
        const setHidden = async (hiddenAt: Date | null) => {
          await ctx.db.update(games).set({ hiddenAt }).where(eq(games.id, hiddenId));
          ctx.catalogueEvents.gameVisibilityChanged(hiddenId);
        };

        await setHidden(ctx.clock.now());
        expect(await idsOf()).toEqual(before.filter((id) => id !== hiddenId));
        await setHidden(null);
        expect(await idsOf()).toEqual(before);
      });

      it('shows a newly published game on the first page at once', async () => {
        const ctx = context();
        const before = await getPage(ctx, '/api/game-feeds/latest');
        const gameId = 'fresh-game-1';
        await ctx.publisher.publishGame({
          gameId,
          built: await fakeBuildGame({
            gameId,
            prompt: 'a family game',
            genre: 'PLATFORMER',
            author: 'Fresh',
            seed: 1,
            createdAt: ctx.clock.now().toISOString(),
            mediaBaseUrl: gameMediaBaseUrl(gameId),
          }),
          authorName: 'Fresh',
          createdBy: null,
          createdAt: ctx.clock.now(),
        });
        const after = await getPage(ctx, '/api/game-feeds/latest');
        expect(before.items[0]!.id).not.toBe(gameId);
        expect(after.items[0]!.id).toBe(gameId);
        await ctx.db.delete(games).where(eq(games.id, gameId));
      });
    });

    describe('bad feed queries', () => {
      it.each([
        ['pageSize=0', 'pageSize'],
        ['pageSize=abc', 'pageSize'],
        ['pageSize=2.5', 'pageSize'],
        ['pageNumber=0', 'pageNumber'],
        ['pageNumber=-3', 'pageNumber'],
        ['pageNumber=99999999', 'pageNumber'],
        ['targetAudience=kids', 'targetAudience'],
        ['targetAudience=', 'targetAudience'],
      ])('answers 400 for %s, naming %s', async (query, field) => {
        for (const sort of ['latest', 'topRated']) {
          const response = await context().app.inject({ url: `/api/game-feeds/${sort}?${query}` });
          expectApiError(response, 400, 'VALIDATION_FAILED', field);
        }
      });

      it('names every bad field at once', async () => {
        const response = await context().app.inject({
          url: '/api/game-feeds/latest?pageSize=0&pageNumber=x&targetAudience=nope',
        });
        const body = expectApiError(response, 400, 'VALIDATION_FAILED');
        expect(body.fieldErrors.map((error) => error.field).sort()).toEqual([
          'pageNumber',
          'pageSize',
          'targetAudience',
        ]);
      });
    });

    describe('game by id', () => {
      it('answers the game with its OGP fields', async () => {
        const ctx = context();
        const [row] = await ctx.db.select().from(games).limit(1);
        const response = await ctx.app.inject({ url: `/api/game-feeds/${row!.id}` });
        expect(response.statusCode, response.body).toBe(200);
        const game = feedGameResponseSchema.parse(response.json());
        expect(game).toMatchObject({
          id: row!.id,
          title: row!.title,
          registeredToOgp: false,
          ogpGameApiKey: null,
          ogpGameId: null,
        });
      });

      it('answers 404 with the spec message for an unknown game', async () => {
        const response = await context().app.inject({ url: '/api/game-feeds/no-such-game' });
        const body = expectApiError(response, 404, 'NOT_FOUND');
        expect(body.message).toBe(MESSAGES.gameNotFound);
      });

      it.each(['ab', 'has_underscore', 'x'.repeat(51), 'semi;colon', '%20spaced'])(
        'answers 400 naming gameId for the bad id %s',
        async (gameId) => {
          const response = await context().app.inject({ url: `/api/game-feeds/${gameId}` });
          expectApiError(response, 400, 'VALIDATION_FAILED', 'gameId');
        },
      );
    });
  },
  { catalogue: fakeStarterCatalogue(GAME_COUNT) },
);
