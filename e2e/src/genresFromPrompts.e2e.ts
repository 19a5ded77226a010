import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSTANTS, runtimeToHostMessageSchema, type GameGenre } from '@promptplay/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, newPhoneContext, SCREENSHOT_DIR } from './browser.js';
import { launchGenreBrowser } from './genres/genreBrowser.js';
import { STEPS_PER_GAME_SECOND, watchAutoplayedRound } from './genres/playthrough.js';
import { buildPromptWorld, PROMPT_PER_GENRE, servePromptWorld } from './genres/promptWorlds.js';
import { playableRuntimeGenres } from './genres/runtimeGenres.js';
import { openTestHost, runtimeLoaderUrl } from './genres/testHostPage.js';
import { changedPixelFraction, countDistinctColours } from './pixels.js';

// Worlds built from prompts that name library-drawn heroes and things, places and weather:
// each genre draws them for a few game seconds under the autopilot, with no error. (The
// starter catalogue's full rounds are played by genres.e2e.ts.)
const baseUrl = inject('baseUrl');
const onlyGenres = process.env.E2E_GENRES?.split(',').map((genre) => genre.trim().toUpperCase());
const genres = playableRuntimeGenres().filter(
  (genre) => genre in PROMPT_PER_GENRE && (!onlyGenres || onlyGenres.includes(genre)),
);
const LIMITS = {
  maxFrames: 8 * STEPS_PER_GAME_SECOND,
  maxWallMs: 60_000,
  maxStartMs: 20_000,
};
const MIN_DISTINCT_COLOURS = 40;
const MIN_CHANGED_FRACTION = 0.01;

let browser: Browser;
let loaderUrl: string;

beforeAll(async () => {
  browser = await launchGenreBrowser();
  loaderUrl = await runtimeLoaderUrl(baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

async function drawPromptWorld(genre: GameGenre) {
  const world = await buildPromptWorld(genre);
  const context: BrowserContext = await newPhoneContext(browser, baseUrl);
  try {
    await servePromptWorld(context, world);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const host = await openTestHost(page, {
      loaderUrl,
      pixelRatio: CONSTANTS.MOBILE_CANVAS_PIXEL_RATIO_FACTOR,
      isTouch: true,
      autoplay: true,
      gameId: world.gameId,
      world: world.built.world,
    });
    const run = await watchAutoplayedRound(page, host, LIMITS, genre);
    const folder = join(SCREENSHOT_DIR, 'prompt-worlds');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${genre.toLowerCase()}.png`), run.late);
    return { world, run, errors, heard: await host.state() };
  } finally {
    await context.close();
  }
}

describe('each genre draws library sprites, places and weather from a prompt', () => {
  for (const genre of genres) {
    it(`${genre}: ${PROMPT_PER_GENRE[genre]}`, async () => {
      const { world, run, errors, heard } = await drawPromptWorld(genre);
      const { atmosphere, background } = world.built.world;
      console.info(
        `${genre}: sprites ${world.librarySprites.join(', ') || 'none'}; scene ${background.theme}; ` +
          `${run.frames} frames in ${(run.wallMs / 1000).toFixed(1)} s`,
      );
      expect(world.librarySprites.length, `${genre}: no library sprite`).toBeGreaterThan(0);
      expect(atmosphere, `${genre}: no atmosphere`).toBeDefined();
      expect(
        atmosphere?.weather !== 'clear' || atmosphere.timeOfDay !== 'day',
        `${genre}: neither weather nor a time of day reached the world`,
      ).toBe(true);
      expect(background.layers.some((layer) => layer.imageUrl)).toBe(true);

      expect(run.frames, `${genre}: the game did not run`).toBeGreaterThan(
        2 * STEPS_PER_GAME_SECOND,
      );
      expect(await countDistinctColours(run.late)).toBeGreaterThan(MIN_DISTINCT_COLOURS);
      expect(await changedPixelFraction(run.early, run.late)).toBeGreaterThan(MIN_CHANGED_FRACTION);
      expect(errors.scriptErrors, `${genre}: console errors`).toEqual([]);
      expect(errors.failedResponses, `${genre}: failed requests`).toEqual([]);
      expect(heard.errors, `${genre}: the runtime reported errors`).toEqual([]);
      const invalid = heard.messages.filter(
        (message) => !runtimeToHostMessageSchema.safeParse(message).success,
      );
      expect(invalid).toEqual([]);
    }, 120_000);
  }
});
