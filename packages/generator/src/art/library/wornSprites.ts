import type { WornSlot } from '../../analyze/lexicon/wornWords.js';
import type { WornSprite } from './spritedLook.js';
import { placedSprite, spriteSvgBody } from './spriteSvg.js';

type Point = readonly [number, number];

/** Where a character's worn things go, in its 96-pixel frame. */
export interface WornAnchors {
  /** Top centre of the head: hats stand on it. */
  headTop: Point;
  /** Between the eyes. */
  face: Point;
  neck: Point;
  waist: Point;
  /** One point per foot, on the ground. */
  feet: readonly Point[];
  /** Middle of the back. */
  back: Point;
  /** Where a thing played beside the character stands on the ground (a piano). */
  beside: Point;
}

/** Pixel size of each slot's sprite. */
const SIZE: Readonly<Record<WornSlot, number>> = {
  head: 26,
  face: 22,
  lip: 22,
  neck: 18,
  body: 24,
  back: 26,
  feet: 22,
  under: 46,
  above: 24,
  hand: 0,
  beside: 40,
};

const BEHIND: ReadonlySet<WornSlot> = new Set(['back', 'beside']);

function placeAt(id: string, [x, y]: Point, size: number, align: 'centre' | 'bottom'): string {
  const sprite = spriteSvgBody(id);
  if (!sprite) return '';
  const top = align === 'bottom' ? y - size : y - size / 2;
  return placedSprite(sprite, x - size / 2, top, size, { padding: 0 });
}

/**
 * A dark handlebar mustache `width` wide centred on (x, y): drawn here, as the library's only
 * mustache icon is a whole face.
 */
function mustacheAt([x, y]: Point, width: number): string {
  const w = width / 2;
  const h = width * 0.22;
  const wing = (side: 1 | -1) =>
    `M${x} ${y - h * 0.3} C${x + side * w * 0.35} ${y - h} ${x + side * w * 0.8} ${y - h * 0.2} ${x + side * w} ${y - h * 0.9} C${x + side * w * 0.95} ${y + h * 0.6} ${x + side * w * 0.4} ${y + h * 0.8} ${x} ${y + h * 0.2}Z`;
  return `<path d="${wing(1)} ${wing(-1)}" fill="#3a2416" stroke="#1a0f08" stroke-width="1.2" stroke-linejoin="round"/>`;
}

function slotSvg(worn: WornSprite, at: WornAnchors): string {
  const id = worn.sprite.id;
  const size = SIZE[worn.slot];
  switch (worn.slot) {
    case 'head':
      return placeAt(id, [at.headTop[0], at.headTop[1] + size * 0.3], size, 'bottom');
    case 'face':
      return placeAt(id, at.face, size, 'centre');
    case 'lip':
      return mustacheAt([at.face[0], at.face[1] + size * 0.75], size);
    case 'neck':
      return placeAt(id, at.neck, size, 'centre');
    case 'body':
      return placeAt(id, at.waist, size, 'centre');
    case 'back':
      return placeAt(id, at.back, size, 'centre');
    case 'feet':
      return at.feet.map((foot) => placeAt(id, [foot[0], foot[1] + 3], size, 'bottom')).join('');
    case 'under': {
      const x = at.feet.reduce((sum, foot) => sum + foot[0], 0) / Math.max(1, at.feet.length);
      const y = Math.max(...at.feet.map((foot) => foot[1]));
      // Board icons are drawn on the diagonal: turned level under the feet.
      const board = placeAt(id, [x, y - size * 0.2], size, 'centre');
      return `<g transform="rotate(45 ${x} ${y - size * 0.2})">${board}</g>`;
    }
    case 'above':
      return placeAt(id, [at.headTop[0] + size * 0.7, at.headTop[1] - size * 0.2], size, 'bottom');
    case 'beside':
      return placeAt(id, at.beside, size, 'bottom');
    case 'hand':
      return '';
  }
}

/**
 * The worn things behind the character (`layer: 'behind'`: a cape, a piano beside it) or on it
 * (hats, glasses, skates). `rigParts` draws the things the rig has its own part for too: a
 * library character has none.
 */
export function wornSpritesSvg(
  worn: readonly WornSprite[] | undefined,
  at: WornAnchors,
  layer: 'behind' | 'front',
  rigParts: boolean,
): string {
  return (worn ?? [])
    .filter(
      (thing) => (rigParts || !thing.isRigPart) && BEHIND.has(thing.slot) === (layer === 'behind'),
    )
    .map((thing) => slotSvg(thing, at))
    .join('');
}
