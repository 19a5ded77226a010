import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../browser.js';

/**
 * Chromium for the per-genre playthroughs. Same flags as `launchBrowser`, plus two choices that
 * keep thirteen autoplayed rounds within minutes on a 2-core machine without a GPU:
 *
 * - `--disable-webgl`: Phaser falls back to its canvas renderer. Software WebGL (SwiftShader)
 *   draws a phone-sized canvas at a few frames per second here; the canvas renderer runs the
 *   same scenes, kit and bridge ten times faster. The walking-skeleton journey covers WebGL.
 * - no frame-rate cap: under autoplay the simulation advances one fixed step per rendered frame
 *   (never by wall time), so rendering faster than 60 Hz only shortens the wait; the run is
 *   the same frame for frame.
 */
export async function launchGenreBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // As in launchBrowser: keep the sandboxed runtime frame in process, as phones do.
      '--disable-features=IsolateSandboxedIframes',
      '--disable-webgl',
      '--disable-frame-rate-limit',
      '--disable-gpu-vsync',
    ],
  });
}
