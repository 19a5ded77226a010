/** Space between the layer's Back button and the runtime's score chip, in CSS pixels. */
const GAP_PX = 8;

/**
 * How far into the runtime frame, from its left edge, the layer's Back button reaches (plus a
 * gap): the runtime starts its score chip there, so the button never covers the score. 0 when
 * either is not on the page. Measured, not assumed, so it follows the player's font size.
 */
export function measureHudInsetLeft(document: Document): number {
  const back = document.querySelector('[data-testid="back-to-feed"]');
  const frame = document.querySelector('[data-testid="runtime-frame"]');
  if (!back || !frame) return 0;
  const inset = back.getBoundingClientRect().right - frame.getBoundingClientRect().left + GAP_PX;
  return Math.max(0, Math.round(inset));
}
