import { composedSvgBody } from './composeSprite.js';
import { contentBoxOf, type Box } from './contentBox.js';
import { drawnVehicleSvgBody } from './drawnVehicles.js';
import { iconDataOf, parseSpriteId } from './iconSets.js';
import { livingSvgBody } from './livingThing.js';

/** An icon ready to embed in another SVG: its inner SVG in a (0, 0, width, height) box. */
export interface SpriteSvgBody {
  width: number;
  height: number;
  /** Inner SVG; ids are prefixed per icon so several icons can share one document. */
  body: string;
  /** Where its shapes are, in the same units (the whole box when unknown). */
  content: Box;
  /** Monochrome icons (game-icons) paint with `currentColor`: set `color` to tint them. */
  isMonochrome: boolean;
}

export interface SpriteImageOptions {
  /** Colour of a monochrome icon (its shapes get a dark outline too); colour icons ignore it. */
  tint?: string;
  /** Mirror left to right. */
  mirror?: boolean;
  /** Fraction of the size left empty around the shapes (default 0.06). */
  padding?: number;
}

/** Default colour of monochrome icons: a light steel that reads on sky and ground. */
export const MONOCHROME_TINT = '#d8dee9';
const MONOCHROME_OUTLINE = '#2b2f3a';

const bodies = new Map<string, SpriteSvgBody | null>();

/** Makes every id of an icon unique to it: `id="a"` → `id="<prefix>a"`, and its references. */
function prefixIds(body: string, prefix: string): string {
  return body
    .replace(/\sid="([^"]+)"/g, ` id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

/**
 * The inner SVG of a library sprite, for embedding in other SVGs (scenes place landmarks and
 * props this way). Null when the id names no icon. Cached: the same id, the same string.
 *
 * @example spriteSvgBody('fluent-emoji-flat:dragon') // => { width: 32, height: 32, body: '<g fill="none">…', … }
 */
export function spriteSvgBody(id: string): SpriteSvgBody | null {
  const cached = bodies.get(id);
  if (cached !== undefined) return cached;
  const composed =
    drawnVehicleSvgBody(id) ??
    composedSvgBody(id, spriteSvgBody) ??
    livingSvgBody(id, spriteSvgBody);
  if (composed) {
    bodies.set(id, composed);
    return composed;
  }
  const icon = iconDataOf(id);
  const parsed = parseSpriteId(id);
  let result: SpriteSvgBody | null = null;
  if (icon && parsed) {
    const prefix = `ls-${parsed.prefix.slice(0, 2)}-${parsed.name}-`;
    let body = prefixIds(icon.body, prefix);
    if (icon.left !== 0 || icon.top !== 0) {
      body = `<g transform="translate(${-icon.left} ${-icon.top})">${body}</g>`;
    }
    const whole = { minX: 0, minY: 0, maxX: icon.width, maxY: icon.height };
    const found = icon.left === 0 && icon.top === 0 ? contentBoxOf(icon.body) : null;
    const content = found
      ? {
          minX: Math.max(0, found.minX),
          minY: Math.max(0, found.minY),
          maxX: Math.min(icon.width, found.maxX),
          maxY: Math.min(icon.height, found.maxY),
        }
      : whole;
    result = {
      width: icon.width,
      height: icon.height,
      body,
      content: content.maxX > content.minX && content.maxY > content.minY ? content : whole,
      isMonochrome: icon.isMonochrome,
    };
  }
  bodies.set(id, result);
  return result;
}

const num = (value: number): string => String(Math.round(value * 1000) / 1000);

/**
 * The sprite's shapes scaled so its content fits a `size`×`size` box at (x, y), centred, as
 * a group to embed: monochrome icons take `tint` and a dark outline.
 */
export function placedSprite(
  sprite: SpriteSvgBody,
  x: number,
  y: number,
  size: number,
  { tint, mirror = false, padding = 0.06 }: SpriteImageOptions = {},
): string {
  const { content } = sprite;
  const w = content.maxX - content.minX;
  const h = content.maxY - content.minY;
  const inner = size * (1 - 2 * padding);
  const scale = inner / Math.max(w, h);
  const left = x + (size - w * scale) / 2;
  const top = y + (size - h * scale) / 2;
  const flip = mirror
    ? `translate(${num(left + w * scale)} ${num(top)}) scale(${num(-scale)} ${num(scale)})`
    : `translate(${num(left)} ${num(top)}) scale(${num(scale)})`;
  const transform = `${flip} translate(${num(-content.minX)} ${num(-content.minY)})`;
  return monochromeGroup(sprite, transform, tint, scale);
}

/**
 * The sprite standing with the bottom middle of its content on (feetX, feetY), as big as
 * fits `maxWidth`×`maxHeight`, optionally mirrored (monochrome icons take `tint`).
 */
export function standingSprite(
  sprite: SpriteSvgBody,
  feetX: number,
  feetY: number,
  maxWidth: number,
  maxHeight: number,
  { tint, mirror = false }: Pick<SpriteImageOptions, 'tint' | 'mirror'> = {},
): string {
  const { content } = sprite;
  const scale = Math.min(
    maxHeight / (content.maxY - content.minY),
    maxWidth / (content.maxX - content.minX),
  );
  const cx = (content.minX + content.maxX) / 2;
  const transform = `translate(${num(feetX)} ${num(feetY)}) scale(${num(mirror ? -scale : scale)} ${num(scale)}) translate(${num(-cx)} ${num(-content.maxY)})`;
  return monochromeGroup(sprite, transform, tint, scale);
}

/** The sprite's body under `transform`; monochrome icons get their colour and an outline. */
export function monochromeGroup(
  sprite: SpriteSvgBody,
  transform: string,
  tint: string | undefined,
  scale: number,
): string {
  if (!sprite.isMonochrome) return `<g transform="${transform}">${sprite.body}</g>`;
  // The outline is drawn in screen pixels: about 2 px whatever the icon's own units.
  const outline = num(Math.max(1, 4 / scale));
  const color = tint ?? MONOCHROME_TINT;
  return `<g transform="${transform}" color="${color}" stroke="${MONOCHROME_OUTLINE}" stroke-width="${outline}" stroke-linejoin="round" paint-order="stroke">${sprite.body}</g>`;
}

/**
 * A whole SVG document of one sprite, `size` pixels square, optionally tinted (monochrome
 * icons) and mirrored. Null when the id names no icon.
 *
 * @example spriteImageSvg('fluent-emoji-flat:frying-pan', 64) // => '<svg … width="64" height="64">…</svg>'
 */
export function spriteImageSvg(
  id: string,
  size: number,
  options: SpriteImageOptions = {},
): string | null {
  const sprite = spriteSvgBody(id);
  if (!sprite) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${placedSprite(sprite, 0, 0, size, options)}</svg>`;
}
