import { feedGameResponseSchema, feedPageSchema, type Game } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { games } from '../../db/schema.js';
import { fakeBuildGame } from '../../testing/fakeGameBuilder.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { IMMUTABLE_CACHE_CONTROL } from './cacheHeaders.js';
import type { BuildGame } from './gameBuilder.js';
import { gameMediaBaseUrl } from './objectKeys.js';
import { SCREENSHOT_TIERS, screenshotTierKey } from './screenshotTiers.js';
import { createGamePublisher } from './service.js';

/** A 720×480 screenshot with detail (gradients and noise), so quality shows in the bytes. */
async function screenshotPng(): Promise<Buffer> {
  const width = 720;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  let random = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      random = (random * 1103515245 + 12345) & 0x7fffffff;
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = ((x ^ y) & 0xff) / 2 + (random % 64);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The fake builder with a real (decodable) PNG as the screenshot. */
function builderWithScreenshot(png: Buffer): BuildGame {
  return async (input) => {
    const built = await fakeBuildGame(input);
    return {
      ...built,
      files: built.files.map((file) =>
        file.path === built.screenshotPath ? { ...file, body: png } : file,
      ),
    };
  };
}

async function publish(
  ctx: TestContext,
  gameId: string,
  build: BuildGame,
  publisher = ctx.publisher,
): Promise<void> {
  const built = await build({
    gameId,
    prompt: `A tiered game ${gameId}`,
    genre: 'PLATFORMER',
    author: 'Ada',
    seed: 7,
    createdAt: ctx.clock.now().toISOString(),
    mediaBaseUrl: gameMediaBaseUrl(gameId),
  });
  await publisher.publishGame({
    gameId,
    built,
    authorName: 'Ada',
    createdBy: null,
    createdAt: ctx.clock.now(),
  });
}

async function feedGame(ctx: TestContext, gameId: string): Promise<Game> {
  const response = await ctx.app.inject({ url: `/api/game-feeds/${gameId}` });
  expect(response.statusCode, response.body).toBe(200);
  return feedGameResponseSchema.parse(response.json());
}

async function expectEveryTierFile(ctx: TestContext, gameId: string) {
  const screenshotKey = `games/${gameId}/screenshot.png`;
  const sizes: Record<'avif' | 'webp', number[]> = { avif: [], webp: [] };
  for (const { box } of SCREENSHOT_TIERS) {
    for (const format of ['avif', 'webp'] as const) {
      const key = screenshotTierKey(screenshotKey, box.width, format);
      const response = await ctx.app.inject({ url: `/media/${key}` });
      expect(response.statusCode, key).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${format}`);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
      const metadata = await sharp(response.rawPayload).metadata();
      // sharp names AVIF by its container (HEIF) and its codec (AV1).
      expect(
        format === 'avif' ? [metadata.format, metadata.compression] : [metadata.format],
      ).toEqual(format === 'avif' ? ['heif', 'av1'] : ['webp']);
      // A 3:2 screenshot fills the 3:2 boxes and fits the 4:3 one (480×360) as 480×320.
      expect({ width: metadata.width, height: metadata.height }, key).toEqual({
        width: box.width,
        height: Math.round((box.width * 2) / 3),
      });
      sizes[format].push(response.rawPayload.byteLength);
    }
  }
  // Bigger tiers at higher quality: every step costs more bytes.
  for (const format of ['avif', 'webp'] as const) {
    expect(sizes[format], format).toEqual([...sizes[format]].sort((a, b) => a - b));
    expect(new Set(sizes[format]).size).toBe(SCREENSHOT_TIERS.length);
  }
}

describeEachDatabase('screenshot tiers', (context) => {
  describe('publishing', () => {
    it('renders every tier in AVIF and WebP beside the original, then the feed names them', async () => {
      const ctx = context();
      ctx.app.screenshotTiers.start();
      await publish(ctx, 'tiered-new', builderWithScreenshot(await screenshotPng()));
      await ctx.app.screenshotTiers.whenIdle();

      await expectEveryTierFile(ctx, 'tiered-new');
      const game = await feedGame(ctx, 'tiered-new');
      expect(game.screenshotUrl).toBe('/media/games/tiered-new/screenshot.png');
      expect(game.screenshotTiers).toEqual(
        SCREENSHOT_TIERS.map(({ box }) => ({
          width: box.width,
          height: Math.round((box.width * 2) / 3),
          avifUrl: `/media/games/tiered-new/screenshot-${box.width}.avif`,
          webpUrl: `/media/games/tiered-new/screenshot-${box.width}.webp`,
        })),
      );
    });

    it('leaves a game with a broken screenshot playable with its original', async () => {
      const ctx = context();
      ctx.app.screenshotTiers.start();
      // The fake builder's screenshot is a PNG signature and four bytes: not decodable.
      await publish(ctx, 'tiered-broken', fakeBuildGame);
      await ctx.app.screenshotTiers.whenIdle();

      const game = await feedGame(ctx, 'tiered-broken');
      expect(game.screenshotTiers).toBeUndefined();
      const original = await ctx.app.inject({ url: game.screenshotUrl });
      expect(original.statusCode).toBe(200);
      const world = await ctx.app.inject({ url: game.jsonDataUrl });
      expect(world.statusCode).toBe(200);
      const latest = await ctx.app.inject({ url: '/api/game-feeds/latest?pageSize=50' });
      const ids = feedPageSchema.parse(latest.json()).items.map((item) => item.id);
      expect(ids).toContain('tiered-broken');
      const tierFile = await ctx.app.inject({
        url: '/media/games/tiered-broken/screenshot-360.webp',
      });
      expect(tierFile.statusCode).toBe(404);
      // Recorded as tried: the start-up backfill does not try it again.
      const [row] = await ctx.db
        .select({ tiers: games.screenshotTiers })
        .from(games)
        .where(eq(games.id, 'tiered-broken'));
      expect(row?.tiers).toEqual([]);
    });
  });

  describe('backfill', () => {
    it('renders the tiers of games published without them, once', async () => {
      const ctx = context();
      ctx.app.screenshotTiers.start();
      await ctx.app.screenshotTiers.whenIdle();
      // Games from before tiers existed: published by a publisher that renders none.
      const untiered = createGamePublisher(ctx.db, ctx.storage, ctx.catalogueEvents);
      const png = await screenshotPng();
      await publish(ctx, 'tiered-old-1', builderWithScreenshot(png), untiered);
      await publish(ctx, 'tiered-old-2', builderWithScreenshot(png), untiered);
      await publish(ctx, 'tiered-old-broken', fakeBuildGame, untiered);
      expect((await feedGame(ctx, 'tiered-old-1')).screenshotTiers).toBeUndefined();

      expect(await ctx.app.screenshotTiers.backfill()).toBe(3);
      await expectEveryTierFile(ctx, 'tiered-old-1');
      await expectEveryTierFile(ctx, 'tiered-old-2');
      expect((await feedGame(ctx, 'tiered-old-2')).screenshotTiers).toHaveLength(4);
      expect((await feedGame(ctx, 'tiered-old-broken')).screenshotTiers).toBeUndefined();

      // Idempotent: nothing left to render, the files stay as they are.
      const before = await ctx.storage.getObject('games/tiered-old-1/screenshot-720.avif');
      expect(await ctx.app.screenshotTiers.backfill()).toBe(0);
      const after = await ctx.storage.getObject('games/tiered-old-1/screenshot-720.avif');
      expect(after?.body.equals(before?.body ?? Buffer.alloc(0))).toBe(true);
    });
  });
});
