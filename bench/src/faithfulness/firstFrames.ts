import { CONSTANTS, type WorldFile } from '@promptplay/contracts';
import type { GeneratedFile } from '@promptplay/generator';
import type { Browser } from 'playwright-core';
import { installBenchHost, loadGameInHost } from '../runtime/benchHostPage.js';

/** A game built in this process: served to the runtime from memory, never stored. */
export interface BuiltInMemory {
  gameId: string;
  world: WorldFile;
  /** Where the world's media URLs point (`/media/faithfulness/<id>/`). */
  mediaBaseUrl: string;
  files: readonly GeneratedFile[];
}

const PHONE = { width: 390, height: 844, deviceScaleFactor: 1 } as const;
const LOAD_TIMEOUT_MS = 30_000;
/** What a player has seen after a moment of play: the first frame plus a little motion. */
const PLAY_BEFORE_SHOT_MS = 1_500;

/**
 * Plays each game in the real runtime (bench host page, sandboxed frame, autopilot) and takes
 * a phone screenshot shortly after its first playable frame. Media is answered from memory.
 */
export async function captureFirstFrames(
  browser: Browser,
  origin: string,
  loaderUrl: string,
  games: readonly BuiltInMemory[],
): Promise<Map<string, Buffer>> {
  const shots = new Map<string, Buffer>();
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const byUrl = new Map<string, GeneratedFile>();
  for (const game of games)
    for (const file of game.files) byUrl.set(`${game.mediaBaseUrl}${file.path}`, file);
  await context.route('**/media/faithfulness/**', (route) => {
    const file = byUrl.get(new URL(route.request().url()).pathname);
    if (!file) return route.fulfill({ status: 404, body: 'not built' });
    return route.fulfill({
      status: 200,
      contentType: file.contentType,
      headers: { 'access-control-allow-origin': '*' },
      body: Buffer.from(file.body),
    });
  });
  try {
    const page = await context.newPage();
    await installBenchHost(page);
    for (const game of games) {
      try {
        await loadGameInHost(
          page,
          {
            loaderUrl,
            pixelRatio: CONSTANTS.MOBILE_CANVAS_PIXEL_RATIO_FACTOR * 2,
            isTouch: true,
            autoplay: true,
            gameId: game.gameId,
            world: game.world,
          },
          LOAD_TIMEOUT_MS,
        );
        await page.waitForTimeout(PLAY_BEFORE_SHOT_MS);
        shots.set(game.gameId, await page.screenshot());
      } catch (error) {
        console.warn(`  ${game.gameId}: no frame (${(error as Error).message})`);
      }
    }
  } finally {
    await context.close();
  }
  return shots;
}
