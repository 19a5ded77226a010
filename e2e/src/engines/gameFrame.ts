import sharp from 'sharp';
import { testId, type PhoneDriver } from './phoneDriver.js';

export const RUNTIME_FRAME = testId('runtime-frame');

/** The part of `window.__promptplay` (packages/runtime/src/kit/debugState.ts) read here. */
export interface RuntimeDebug {
  frames: number;
  player: { x: number; y: number } | null;
}

/** The runtime's debug state, or null while the frame has no game (or no frame yet). */
export async function readRuntime(driver: PhoneDriver): Promise<RuntimeDebug | null> {
  try {
    return await driver.evaluateInFrame(
      RUNTIME_FRAME,
      () => {
        const debug = (window as unknown as { __promptplay?: RuntimeDebug }).__promptplay;
        return debug ? { frames: debug.frames, player: debug.player && { ...debug.player } } : null;
      },
      undefined,
    );
  } catch {
    return null;
  }
}

/**
 * A screenshot of the game as the player sees it: the page's pixels inside the runtime
 * frame's box (a page screenshot, so the frame's canvas is composited as on screen).
 */
export async function captureGame(driver: PhoneDriver): Promise<Buffer> {
  const box = await driver.evaluate((css) => {
    const rect = document.querySelector(css)?.getBoundingClientRect();
    return (
      rect && { x: rect.x, y: rect.y, width: rect.width, height: rect.height, view: innerWidth }
    );
  }, RUNTIME_FRAME);
  if (!box) throw new Error('no runtime frame on the page');
  const png = await driver.screenshot();
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  const scale = width / box.view;
  const left = Math.max(0, Math.round(box.x * scale));
  const top = Math.max(0, Math.round(box.y * scale));
  return image
    .extract({
      left,
      top,
      width: Math.min(width - left, Math.round(box.width * scale)),
      height: Math.min(height - top, Math.round(box.height * scale)),
    })
    .png()
    .toBuffer();
}
