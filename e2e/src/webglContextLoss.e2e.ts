import { CONSTANTS, runtimeToHostMessageSchema, type GameGenre } from '@promptplay/contracts';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser, newPhoneContext, saveScreenshot } from './browser.js';
import { fetchWorldFile, firstGamePerGenre } from './genres/catalogueGames.js';
import { openTestHost, runtimeLoaderUrl } from './genres/testHostPage.js';
import { changedPixelFraction, countDistinctColours } from './pixels.js';

// iOS drops the GPU context of a page in the background. Chromium's WEBGL_lose_context does
// the same on demand: the runtime must stop the game while the context is gone and draw the
// same round again once it is back, without an error.
const baseUrl = inject('baseUrl');

const GENRE: GameGenre = 'PLATFORMER';
/** A small canvas: software WebGL draws a phone-sized one at a few frames a second. */
const PIXEL_RATIO = CONSTANTS.MOBILE_CANVAS_PIXEL_RATIO_FACTOR;
/** Gameplay frames between captures: the autopilot moves the hero and the camera follows. */
const CAPTURE_GAP_FRAMES = 30;
/** A blank or single-colour canvas has a handful; a drawn scene has hundreds. */
const MIN_DISTINCT_COLOURS = 40;
const MIN_CHANGED_FRACTION = 0.01;
/** Generous bounds for a busy 2-core machine; nothing here measures time. */
const POLL = { timeout: 60_000, interval: 200 };
/** How long the lost context is watched for frames that should not come. */
const LOST_WATCH_MS = 1_500;

/** The parts of the runtime's `window.__promptplay` (kit/debugState.ts) read here. */
interface RuntimeDebug {
  frames: number;
  phase: string;
  renderer: 'webgl' | 'canvas' | null;
  contextLost: boolean;
}

function readDebug(runtime: Frame): Promise<RuntimeDebug> {
  return runtime.evaluate(() => {
    const debug = (window as unknown as { __promptplay: RuntimeDebug }).__promptplay;
    const { frames, phase, renderer, contextLost } = debug;
    return { frames, phase, renderer, contextLost };
  });
}

/**
 * Runs in the runtime frame: takes the game canvas's context (Phaser made it; getContext
 * returns the same one) and loses it. The extension object is kept on `window`, since
 * `getExtension` answers null once the context is lost.
 */
const LOSE_CONTEXT_SCRIPT = `(() => {
  const canvas = document.querySelector('#game canvas');
  const gl = canvas.getContext('webgl2') || canvas.getContext('webgl');
  const extension = gl.getExtension('WEBGL_lose_context');
  if (!extension) throw new Error('WEBGL_lose_context is not available');
  window.__e2eLoseContext = extension;
  extension.loseContext();
})()`;
const RESTORE_CONTEXT_SCRIPT = `window.__e2eLoseContext.restoreContext()`;

async function waitForFrames(runtime: Frame, atLeast: number): Promise<void> {
  await expect.poll(async () => (await readDebug(runtime)).frames, POLL).toBeGreaterThan(atLeast);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ softwareWebGl: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('WebGL context loss on a phone', () => {
  it('pauses the game while the context is lost and draws the same round again once it is restored', async () => {
    const game = (await firstGamePerGenre(baseUrl)).get(GENRE);
    if (!game) throw new Error(`no ${GENRE} starter game`);
    const world = await fetchWorldFile(baseUrl, game);
    const context = await newPhoneContext(browser, baseUrl);
    const page: Page = await context.newPage();
    const errors = collectErrors(page);
    try {
      const host = await openTestHost(page, {
        loaderUrl: await runtimeLoaderUrl(baseUrl),
        pixelRatio: PIXEL_RATIO,
        isTouch: true,
        autoplay: true,
        gameId: game.id,
        world,
      });
      await expect.poll(async () => (await host.state()).readyAt !== null, POLL).toBe(true);
      const box = await page.locator('#runtime').boundingBox();
      if (!box) throw new Error('the runtime frame is not on screen');
      const capture = () => page.screenshot({ clip: box });

      const started = await readDebug(host.runtime);
      expect(started.renderer, 'Phaser did not pick its WebGL renderer').toBe('webgl');
      await waitForFrames(host.runtime, started.frames + CAPTURE_GAP_FRAMES);
      expect(await countDistinctColours(await capture()), 'blank before the loss').toBeGreaterThan(
        MIN_DISTINCT_COLOURS,
      );

      await host.runtime.evaluate(LOSE_CONTEXT_SCRIPT);
      await expect.poll(async () => (await readDebug(host.runtime)).contextLost, POLL).toBe(true);
      const lost = await readDebug(host.runtime);
      await page.waitForTimeout(LOST_WATCH_MS);
      const stillLost = await readDebug(host.runtime);
      expect(stillLost.contextLost).toBe(true);
      expect(stillLost.frames, 'the game ran on while the context was lost').toBe(lost.frames);
      await saveScreenshot(page, 'webgl-context-lost');

      await host.runtime.evaluate(RESTORE_CONTEXT_SCRIPT);
      await expect.poll(async () => (await readDebug(host.runtime)).contextLost, POLL).toBe(false);
      await waitForFrames(host.runtime, lost.frames + CAPTURE_GAP_FRAMES);
      const first = await capture();
      const { frames: firstFrames, phase } = await readDebug(host.runtime);
      await waitForFrames(host.runtime, firstFrames + CAPTURE_GAP_FRAMES);
      const second = await capture();
      await saveScreenshot(page, 'webgl-context-restored');

      expect(phase, 'the round did not go on after the restore').toBe('playing');
      for (const [name, png] of [
        ['first', first],
        ['second', second],
      ] as const) {
        expect(
          await countDistinctColours(png),
          `the ${name} capture after the restore is (nearly) blank`,
        ).toBeGreaterThan(MIN_DISTINCT_COLOURS);
      }
      expect(
        await changedPixelFraction(first, second),
        'the canvas did not change after the restore',
      ).toBeGreaterThan(MIN_CHANGED_FRACTION);

      const heard = await host.state();
      expect(errors.scriptErrors, 'page errors').toEqual([]);
      expect(errors.failedResponses, 'failed requests').toEqual([]);
      expect(heard.errors, 'the runtime reported errors').toEqual([]);
      const invalid = heard.messages.filter(
        (message) => !runtimeToHostMessageSchema.safeParse(message).success,
      );
      expect(invalid, 'messages outside the bridge protocol').toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
