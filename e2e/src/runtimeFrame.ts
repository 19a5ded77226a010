import type { Frame, Page } from 'playwright-core';

/** The game layer's runtime iframe, once it is on the page. */
export async function runtimeFrame(page: Page): Promise<Frame> {
  const handle = await page.getByTestId('runtime-frame').elementHandle({ timeout: 30_000 });
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the runtime iframe has no frame');
  return frame;
}

/** Frames the runtime has drawn in its current game (its debug counter), 0 before one. */
export function runtimeFrames(frame: Frame): Promise<number> {
  return frame
    .evaluate(() => (window as unknown as { __promptplay?: { frames: number } }).__promptplay)
    .then((debug) => debug?.frames ?? 0)
    .catch(() => 0);
}
