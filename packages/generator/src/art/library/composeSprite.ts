import { underPartSvg } from './cartUnder.js';
import { composedSpriteOf } from './composedSprites.js';
import type { Box } from './contentBox.js';
import type { SpriteSvgBody } from './spriteSvg.js';

const num = (value: number): string => String(Math.round(value * 1000) / 1000);

const union = (a: Box, b: Box): Box => ({
  minX: Math.min(a.minX, b.minX),
  minY: Math.min(a.minY, b.minY),
  maxX: Math.max(a.maxX, b.maxX),
  maxY: Math.max(a.maxY, b.maxY),
});

/**
 * The inner SVG of a composed sprite (`composedSprites.ts`): its base with the detail placed
 * on the roof or side, in the base's units, the content box covering both. Null when the id
 * names no composed sprite or a part is missing. `bodyOf` reads the parts (`spriteSvgBody`).
 */
export function composedSvgBody(
  id: string,
  bodyOf: (partId: string) => SpriteSvgBody | null,
): SpriteSvgBody | null {
  const composed = composedSpriteOf(id);
  if (!composed) return null;
  const base = bodyOf(composed.base);
  const detail = bodyOf(composed.detail);
  if (!base || !detail) return null;
  const { x, bottom, size, behind = false, pole = false } = composed.placement;
  const box = base.content;
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const own = detail.content;
  const scale = (size * width) / Math.max(own.maxX - own.minX, own.maxY - own.minY);
  const placedWidth = (own.maxX - own.minX) * scale;
  const placedHeight = (own.maxY - own.minY) * scale;
  const left = box.minX + x * width - placedWidth / 2;
  const top = box.minY + bottom * height - placedHeight;
  const placed = `<g transform="translate(${num(left)} ${num(top)}) scale(${num(scale)}) translate(${num(-own.minX)} ${num(-own.minY)})">${detail.body}</g>`;
  const poleWidth = width * 0.035;
  const poleLine = pole
    ? `<rect x="${num(left + placedWidth / 2 - poleWidth / 2)}" y="${num(top + placedHeight * 0.5)}" width="${num(poleWidth)}" height="${num(box.minY + height * 0.3 - top - placedHeight * 0.5)}" rx="${num(poleWidth / 2)}" fill="#4a4f5c"/>`
    : '';
  const placedBox = { minX: left, minY: top, maxX: left + placedWidth, maxY: top + placedHeight };
  // A vendor's thing under its umbrella stands on a cart on wheels, or on a counter.
  const under = composed.placement.under
    ? underPartSvg(composed.placement.under, placedBox, width, box.minY + height * 0.55)
    : null;
  const body = behind
    ? placed + base.body
    : under
      ? under.behind + base.body + placed + under.front
      : poleLine + base.body + placed;
  return {
    width: base.width,
    height: base.height,
    body,
    content: under ? union(union(box, placedBox), under.box) : union(box, placedBox),
    isMonochrome: base.isMonochrome,
  };
}
