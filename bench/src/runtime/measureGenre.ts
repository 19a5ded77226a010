import { join } from 'node:path';
import { CONSTANTS, type GameGenre } from '@promptplay/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadGameInHost, installBenchHost, type BenchHostConfig } from './benchHostPage.js';
import {
  FRAME_WORK_INIT_SCRIPT,
  percentile,
  sampleFrames,
  shareAbove,
  type FrameSample,
} from './frameTimes.js';
import { runtimeDownloadSize, RUNTIME_URL_PREFIX, type DownloadSize } from './runtimeBuild.js';
import type { StarterGame } from './starterGames.js';

/** A mid-range phone: 390×844 CSS px at device ratio 2, touch. */
const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 } as const;
const LOAD_TIMEOUT_MS = 60_000;
const SETTLE_MS = 1_000;
/** Issue 11: a frame longer than this is a visible hitch (two vsyncs at 60 Hz). */
export const LONG_FRAME_MS = 33;

export interface RuntimeBenchSettings {
  origin: string;
  /** The runtime page, from the server's game manifest. */
  loaderUrl: string;
  runtimeDistDir: string;
  /** CDP `Emulation.setCPUThrottlingRate`. */
  cpuThrottleRate: number;
  /** Cold and warm loads per genre (a fresh browser context each); the median is reported. */
  loadSamples: number;
  /** Frames whose intervals are measured. */
  frames: number;
}

export interface GenreMeasurement {
  genre: GameGenre;
  /** loadGame sent → first playable frame (`ready`), medians of the samples. */
  coldLoadMs: number;
  warmLoadMs: number;
  frameMedianMs: number;
  frameP95Ms: number;
  /** Time the runtime's animation-frame callbacks took per frame (the game step), p95. */
  workP95Ms: number;
  /** Share (0..1) of the frame intervals longer than LONG_FRAME_MS. */
  longFrameShare: number;
  /** The renderer Phaser actually drew with (`window.__promptplay.renderer`). */
  renderer: string;
  /** Runtime files the browser fetched for this genre (page, entry, kit, Phaser, genre). */
  download: DownloadSize;
}

function median(values: readonly number[]): number {
  return percentile(values, 50);
}

async function newPhonePage(browser: Browser, origin: string): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(FRAME_WORK_INIT_SCRIPT);
  const page = await context.newPage();
  await installBenchHost(page);
  return [context, page];
}

/**
 * Benchmarks one genre with the CPU throttled: per sample a fresh context (empty HTTP cache)
 * loads the game cold, then the same page loads it again warm; after the last warm load the
 * frame intervals are sampled while the genre's autopilot plays. The bytes are those of the
 * runtime files fetched during the first cold load.
 */
export async function measureGenre(
  browser: Browser,
  genre: GameGenre,
  starter: StarterGame,
  settings: RuntimeBenchSettings,
): Promise<GenreMeasurement> {
  const config: BenchHostConfig = {
    loaderUrl: settings.loaderUrl,
    // What the web host sends on this phone (spec §9: 0.65 × device ratio).
    pixelRatio: CONSTANTS.MOBILE_CANVAS_PIXEL_RATIO_FACTOR * PHONE.deviceScaleFactor,
    isTouch: true,
    autoplay: true,
    gameId: starter.game.id,
    world: starter.world,
  };
  const cold: number[] = [];
  const warm: number[] = [];
  const fetched = new Set<string>();
  let frames: FrameSample = { intervals: [], work: [] };
  let renderer = 'unknown';
  for (let sample = 0; sample < settings.loadSamples; sample++) {
    const [context, page] = await newPhonePage(browser, settings.origin);
    try {
      const cdp = await context.newCDPSession(page);
      const throttle = () =>
        cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuThrottleRate });
      let isCollecting = sample === 0;
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (isCollecting && path.startsWith(RUNTIME_URL_PREFIX)) fetched.add(path);
      });
      await throttle();
      cold.push((await loadGameInHost(page, config, LOAD_TIMEOUT_MS)).loadToReadyMs);
      isCollecting = false;
      // Unload the first game and let its teardown settle, so the warm load does not pay for it.
      await page.goto('about:blank');
      await page.waitForTimeout(SETTLE_MS);
      await throttle();
      const warmLoad = await loadGameInHost(page, config, LOAD_TIMEOUT_MS);
      warm.push(warmLoad.loadToReadyMs);
      if (sample === settings.loadSamples - 1) {
        frames = await sampleFrames(warmLoad.runtime, settings.frames);
        // `BENCH_SCREENSHOT_DIR=<folder>`: how the genre looked after the sampled frames.
        const screenshotDir = process.env.BENCH_SCREENSHOT_DIR;
        if (screenshotDir)
          await page.screenshot({ path: join(screenshotDir, `runtime-${genre}.png`) });
        renderer = String(
          await warmLoad.runtime.evaluate('window.__promptplay && window.__promptplay.renderer'),
        );
      }
    } finally {
      await context.close();
    }
  }
  return {
    genre,
    coldLoadMs: median(cold),
    warmLoadMs: median(warm),
    frameMedianMs: median(frames.intervals),
    frameP95Ms: percentile(frames.intervals, 95),
    workP95Ms: percentile(frames.work, 95),
    longFrameShare: shareAbove(frames.intervals, LONG_FRAME_MS),
    renderer,
    download: runtimeDownloadSize(settings.runtimeDistDir, fetched),
  };
}
