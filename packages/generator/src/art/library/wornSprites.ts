import type { WornSlot } from '../../analyze/lexicon/wornWords.js';
import { garmentSvg, type GarmentBox } from './drawnGarments.js';
import type { WornSprite } from './spritedLook.js';
import { placedSprite, spriteSvgBody, type SpriteSvgBody } from './spriteSvg.js';

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
  /** Where whole clothes go (a suit, a dress): the body's middle; about the waist when omitted. */
  torso?: GarmentBox;
}

/** Pixel size of each slot's sprite. */
// Sized to read on a phone, where a hero is 50 to 100 px tall: sunglasses span the face.
const SIZE: Readonly<Record<WornSlot, number>> = {
  head: 28,
  face: 28,
  lip: 22,
  neck: 24,
  body: 26,
  torso: 0,
  back: 26,
  pack: 26,
  feet: 22,
  under: 46,
  above: 24,
  hand: 0,
  beside: 40,
};

const BEHIND: ReadonlySet<WornSlot> = new Set(['back', 'beside']);
/** Drawn first of the things in front: a tie or a scarf goes over a suit, never under it. */
const FIRST: ReadonlySet<WornSlot> = new Set(['torso']);
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
/** The sticker outline round a worn colour icon, frame pixels: it reads on any body. */
const OUTLINE_PX = 1.4;
const OUTLINE_COLOR = '#2a2238';

/**
 * A colour icon with a dark sticker outline (its shapes stroked thick underneath, covered by
 * themselves), so sunglasses on a dark fish or a tie on a red apple still show; one-colour
 * icons draw their own outline.
 */
export function outlinedSprite(
  sprite: SpriteSvgBody,
  left: number,
  top: number,
  size: number,
  tint?: string,
): string {
  const placed = placedSprite(sprite, left, top, size, { padding: 0, ...(tint ? { tint } : {}) });
  if (sprite.isMonochrome) return placed;
  const { content } = sprite;
  const scale = size / Math.max(content.maxX - content.minX, content.maxY - content.minY);
  const width = Math.round(((2 * OUTLINE_PX) / scale) * 1000) / 1000;
  return `<g stroke="${OUTLINE_COLOR}" stroke-width="${width}" stroke-linejoin="round" stroke-opacity="0.85">${placed}</g>${placed}`;
}

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
  return outlinedSprite(sprite, x - size / 2, top, size, tint);
}

/** Where whole clothes go when the anchors do not say: the middle of the body round the waist. */
function torsoOf(at: WornAnchors): GarmentBox {
  const scale = at.scale ?? 1;
  return { cx: at.waist[0], top: at.waist[1] - 16 * scale, width: 28 * scale, height: 24 * scale };
}

/** Whole clothes: drawn over the body, or the garment's icon as big as the body's middle. */
function torsoSvg(worn: WornSprite, at: WornAnchors): string {
  const box = at.torso ?? torsoOf(at);
  if (worn.drawn) return garmentSvg(worn.drawn, box, worn.color);
  const sprite = spriteSvgBody(worn.sprite.id);
  if (!sprite) return '';
  const size = Math.max(box.width, box.height) * 1.05;
  const top = box.top + box.height / 2 - size / 2;
  return outlinedSprite(sprite, box.cx - size / 2, top, size, worn.color ?? MONOCHROME_DARK);
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
    case 'torso':
      return torsoSvg(worn, at);
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
  const drawn = (worn ?? []).filter(
    (thing) => (rigParts || !thing.isRigPart) && BEHIND.has(thing.slot) === (layer === 'behind'),
  );
  return [
    ...drawn.filter((thing) => FIRST.has(thing.slot)),
    ...drawn.filter((thing) => !FIRST.has(thing.slot)),
  ]
    .map((thing) => slotSvg(thing, at))
    .join('');
}
