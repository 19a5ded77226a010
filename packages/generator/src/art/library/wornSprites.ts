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
  /**
   * Where a bag carried on the back shows, in front of the body at its back edge (a library
   * sprite has no back to hang it on); the back itself when omitted.
   */
  pack?: Point;
  /** How much bigger than the rig's the worn things are drawn (a library sprite is big). */
  scale?: number;
}

/** Pixel size of each slot's sprite. */
const SIZE: Readonly<Record<WornSlot, number>> = {
  head: 26,
  face: 24,
  lip: 22,
  neck: 22,
  body: 24,
  back: 26,
  pack: 26,
  feet: 22,
  under: 46,
  above: 24,
  hand: 0,
  beside: 40,
};

const BEHIND: ReadonlySet<WornSlot> = new Set(['back', 'beside']);
/** Slots whose things keep their size: they stand beside or under the character. */
const UNSCALED: ReadonlySet<WornSlot> = new Set(['under', 'beside', 'feet']);

/**
 * Colours of one-colour icons (a cape, a bow tie, a domino mask) by slot: strong enough to show
 * on a pale body, where the icons' default light steel would vanish.
 */
const MONOCHROME_COLORS: Partial<Readonly<Record<WornSlot, string>>> = {
  back: '#d13b3b',
  body: '#d13b3b',
  neck: '#d13b3b',
};
const MONOCHROME_DARK = '#22222e';

function placeAt(
  id: string,
  [x, y]: Point,
  size: number,
  align: 'centre' | 'bottom',
  slot: WornSlot,
): string {
  const sprite = spriteSvgBody(id);
  if (!sprite) return '';
  const top = align === 'bottom' ? y - size : y - size / 2;
  const tint = MONOCHROME_COLORS[slot] ?? MONOCHROME_DARK;
  return placedSprite(sprite, x - size / 2, top, size, { padding: 0, tint });
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

/** Pixel size of a worn thing in a slot: a sprite's hat and glasses grow with it (`scale`). */
export function wornSizeOf(slot: WornSlot, at: Pick<WornAnchors, 'scale'>): number {
  return SIZE[slot] * (UNSCALED.has(slot) ? 1 : (at.scale ?? 1));
}

function slotSvg(worn: WornSprite, at: WornAnchors): string {
  const id = worn.sprite.id;
  const size = wornSizeOf(worn.slot, at);
  switch (worn.slot) {
    case 'head':
      return placeAt(id, [at.headTop[0], at.headTop[1] + size * 0.3], size, 'bottom', worn.slot);
    case 'face':
      return placeAt(id, at.face, size, 'centre', worn.slot);
    case 'lip':
      return mustacheAt([at.face[0], at.face[1] + size * 0.75], size);
    case 'neck':
      return placeAt(id, at.neck, size, 'centre', worn.slot);
    case 'body':
      return placeAt(id, at.waist, size, 'centre', worn.slot);
    case 'back':
      return placeAt(id, at.back, size, 'centre', worn.slot);
    case 'pack':
      return placeAt(id, at.pack ?? at.back, size, 'centre', worn.slot);
    case 'feet':
      return at.feet
        .map((foot) => placeAt(id, [foot[0], foot[1] + 3], size, 'bottom', worn.slot))
        .join('');
    case 'under': {
      const x = at.feet.reduce((sum, foot) => sum + foot[0], 0) / Math.max(1, at.feet.length);
      const y = Math.max(...at.feet.map((foot) => foot[1]));
      // Board icons are drawn on the diagonal: turned level under the feet.
      const board = placeAt(id, [x, y - size * 0.2], size, 'centre', worn.slot);
      return `<g transform="rotate(45 ${x} ${y - size * 0.2})">${board}</g>`;
    }
    case 'above':
      return placeAt(
        id,
        [at.headTop[0] + size * 0.7, at.headTop[1] - size * 0.2],
        size,
        'bottom',
        worn.slot,
      );
    case 'beside':
      return placeAt(id, at.beside, size, 'bottom', worn.slot);
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
