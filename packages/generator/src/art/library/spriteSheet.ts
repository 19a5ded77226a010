import { SPRITE_SHEET_FRAMES, type SpriteFrameName } from '@promptplay/contracts';
import type { GarmentBox } from './drawnGarments.js';
import { rimFilterDef, rimmed } from '../character/heroRim.js';
import { facesLeft } from './facing.js';
import type { WornSprite } from './spritedLook.js';
import { monochromeGroup, spriteSvgBody, standingSprite, type SpriteSvgBody } from './spriteSvg.js';
import { wornSpritesSvg, type WornAnchors } from './wornSprites.js';

/** Frames of library sprites are the rig's: 96 px square, feet on y = 92. */
export const SPRITE_FRAME_SIZE = 96;
export const SPRITE_GROUND_Y = 92;
/** The tallest and widest a sprite stands inside its frame, in frame pixels. */
const MAX_HEIGHT = 74;
const MAX_WIDTH = 80;
const ANGER_ID = 'fluent-emoji-flat:anger-symbol';
/** Worn things on a sprite are drawn this much bigger than on the rig: its width / 55, clamped. */
const WORN_SCALE_MIN = 1.25;
const WORN_SCALE_MAX = 1.6;
const WORN_SCALE_WIDTH = 55;
/** The sticker outline round a character sprite, frame pixels. */
const OUTLINE_WIDTH = 1.6;
const OUTLINE_COLOR = '#2a2238';

/** Squash and stretch around the feet, lean, hop and knock-back of one frame. */
interface SpritePose {
  scaleX: number;
  scaleY: number;
  /** Degrees; positive leans forward (the sprites face right). */
  tilt: number;
  dx: number;
  dy: number;
  /** Turn of a held prop, degrees. */
  swing: number;
}

// prettier-ignore
const POSES: Readonly<Record<SpriteFrameName, SpritePose>> = {
  idle0: { scaleX: 1, scaleY: 1, tilt: 0, dx: 0, dy: 0, swing: 0 },
  idle1: { scaleX: 1.03, scaleY: 0.97, tilt: 0, dx: 0, dy: 0, swing: 6 },
  run0: { scaleX: 1.08, scaleY: 0.92, tilt: 5, dx: 0, dy: 0, swing: -20 },
  run1: { scaleX: 0.95, scaleY: 1.06, tilt: 8, dx: 0, dy: -7, swing: 10 },
  run2: { scaleX: 1.06, scaleY: 0.94, tilt: 4, dx: 0, dy: 0, swing: 30 },
  run3: { scaleX: 0.96, scaleY: 1.05, tilt: 7, dx: 0, dy: -6, swing: 5 },
  jump: { scaleX: 0.88, scaleY: 1.13, tilt: -5, dx: 0, dy: -4, swing: -35 },
  hurt: { scaleX: 1.06, scaleY: 0.94, tilt: -14, dx: -4, dy: -2, swing: 50 },
};

export interface SpriteCharacterOptions {
  /** Enemies wear an anger mark. */
  isHostile?: boolean;
  /** Degrees to turn the sprite's colours (kin of one enemy told apart by colour). */
  hueShift?: number;
  /** A library sprite carried at the front ("a grandma with a frying pan"). */
  heldId?: string | null;
  /** Colour of a monochrome sprite (game-icons); colour sprites keep their own. */
  tint?: string;
  /** Keeps ids unique when several characters share one SVG. */
  idPrefix?: string;
  /** What it wears or plays: a top hat on top, rollerblades under it, a piano beside it. */
  worn?: readonly WornSprite[];
}

export interface SpriteCharacterArt {
  /** Symbols and filters, once per SVG. */
  defs: string;
  /** One frame in the 96-box, feet on y = 92, facing right. */
  frame: (frame: SpriteFrameName) => string;
}

const num = (value: number): string => String(Math.round(value * 100) / 100);

/** Frame pixels per icon unit of a sprite standing in its frame. */
function scaleOf(sprite: SpriteSvgBody): number {
  const { content } = sprite;
  return Math.min(
    MAX_HEIGHT / (content.maxY - content.minY),
    MAX_WIDTH / (content.maxX - content.minX),
  );
}

/** Where the sprite's content ends up in the frame: half width and height, in pixels. */
function extentOf(sprite: SpriteSvgBody): { halfWidth: number; height: number } {
  const { content } = sprite;
  const scale = scaleOf(sprite);
  return {
    halfWidth: ((content.maxX - content.minX) * scale) / 2,
    height: (content.maxY - content.minY) * scale,
  };
}

/** Where a held prop sits: low at the front, where a hand would be. */
function heldPivotOf(halfWidth: number, height: number): { x: number; y: number } {
  return {
    x: SPRITE_FRAME_SIZE / 2 + Math.min(halfWidth * 0.6, 22),
    y: SPRITE_GROUND_Y - Math.max(20, height * 0.34),
  };
}

/**
 * Where a sprite wears whole clothes (a suit on a goldfish): most of its width across its
 * lower middle, under its face, big enough to read on a phone.
 */
function torsoBoxOf(halfWidth: number, height: number): GarmentBox {
  const width = Math.min(2 * halfWidth * 0.74, 58);
  const garmentHeight = Math.min(height * 0.46, width * 1.05);
  return {
    cx: SPRITE_FRAME_SIZE / 2,
    top: SPRITE_GROUND_Y - height * 0.58,
    width,
    height: garmentHeight,
  };
}

/** Where a sprite of this extent wears things, in frame pixels. */
export function wornAnchorsOf(halfWidth: number, height: number): WornAnchors {
  const x = SPRITE_FRAME_SIZE / 2;
  const ground = SPRITE_GROUND_Y;
  return {
    headTop: [x, ground - height],
    face: [x + halfWidth * 0.3, ground - height * 0.72],
    neck: [x, ground - height * 0.55],
    waist: [x, ground - height * 0.3],
    feet: [
      [x - halfWidth * 0.45, ground],
      [x + halfWidth * 0.45, ground],
    ],
    // A cape or wings peek out behind the sprite's back edge.
    back: [x - halfWidth * 0.8, ground - height * 0.55],
    pack: [x - halfWidth * 0.62, ground - height * 0.42],
    beside: [Math.max(20, x - halfWidth - 4), ground],
    torso: torsoBoxOf(halfWidth, height),
    // A sprite is about 3× a rig head: its hat, glasses and scarf grow with it to be seen.
    scale: Math.min(WORN_SCALE_MAX, Math.max(WORN_SCALE_MIN, (2 * halfWidth) / WORN_SCALE_WIDTH)),
  };
}

/** How big a held prop is drawn on a sprite this tall, frame pixels. */
export function heldPropSizeOf(height: number): number {
  return Math.max(32, Math.min(46, height * 0.6));
}

/**
 * A prop the character holds, in front of it, over half its height: a ukulele, an umbrella or
 * a frying pan reads on a phone, with the body's dark outline.
 */
function heldProp(prop: SpriteSvgBody, halfWidth: number, height: number): string {
  const size = heldPropSizeOf(height);
  const { content } = prop;
  const w = content.maxX - content.minX;
  const h = content.maxY - content.minY;
  const scale = size / Math.max(w, h);
  const { x, y } = heldPivotOf(halfWidth, height);
  const transform = `translate(${num(x)} ${num(y)}) scale(${num(scale)}) translate(${num(-(content.minX + content.maxX) / 2)} ${num(-(content.minY + content.maxY) / 2)})`;
  const placed = monochromeGroup(prop, transform, undefined, scale);
  if (prop.isMonochrome) return placed;
  const outline = num((2 * OUTLINE_WIDTH) / scale);
  return `<g stroke="${OUTLINE_COLOR}" stroke-width="${outline}" stroke-linejoin="round" stroke-opacity="0.85">${placed}</g>${placed}`;
}

/**
 * A library sprite as a character: defs once, then any frame with procedural life (idle
 * breathing, run hops with squash, stretch and lean, a stretched jump, a red hurt flash).
 * Null when the id names no icon.
 */
export function spriteCharacterArt(
  id: string,
  {
    isHostile = false,
    hueShift = 0,
    heldId = null,
    tint,
    idPrefix = 'sprite',
    worn,
  }: SpriteCharacterOptions = {},
): SpriteCharacterArt | null {
  const sprite = spriteSvgBody(id);
  if (!sprite) return null;
  const prop = heldId ? spriteSvgBody(heldId) : null;
  const anger = isHostile ? spriteSvgBody(ANGER_ID) : null;
  const { halfWidth, height } = extentOf(sprite);
  const bodyId = `${idPrefix}-body`;
  const hurtId = `${idPrefix}-hurt`;
  const hue = Math.round(hueShift) % 360;
  const hueFilterId = `${idPrefix}-hue`;
  const standing = standingSprite(
    sprite,
    SPRITE_FRAME_SIZE / 2,
    SPRITE_GROUND_Y,
    MAX_WIDTH,
    MAX_HEIGHT,
    { tint, mirror: facesLeft(id) },
  );
  // A dark sticker outline, so a pale sprite (a white toilet, a grey robot) still reads on a
  // pale floor or sky: the sprite stroked thick underneath, covered by itself (no filter).
  const outlineWidth = num((2 * OUTLINE_WIDTH) / scaleOf(sprite));
  const outlined = `<g stroke="${OUTLINE_COLOR}" stroke-width="${outlineWidth}" stroke-linejoin="round" stroke-opacity="0.85">${standing}</g>${standing}`;
  const defs = [
    `<g id="${bodyId}"${hue !== 0 ? ` filter="url(#${hueFilterId})"` : ''}>${outlined}</g>`,
    hue !== 0
      ? `<filter id="${hueFilterId}" color-interpolation-filters="sRGB"><feColorMatrix type="hueRotate" values="${hue}"/></filter>`
      : '',
    // Hurt: every colour pulled halfway to red, shading kept.
    `<filter id="${hurtId}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.55 0.1 0.1 0 0.42 0.05 0.45 0.05 0 0.02 0.05 0.05 0.45 0 0.02 0 0 0 1 0"/></filter>`,
  ].join('');
  const angerMark = anger
    ? (() => {
        const { content } = anger;
        const size = 20;
        const scale = size / Math.max(content.maxX - content.minX, content.maxY - content.minY);
        const x = SPRITE_FRAME_SIZE / 2 + Math.min(halfWidth, 34) - 6;
        const y = SPRITE_GROUND_Y - height + 4;
        return `<g transform="translate(${num(x)} ${num(y)}) scale(${num(scale)}) translate(${num(-(content.minX + content.maxX) / 2)} ${num(-(content.minY + content.maxY) / 2)})">${anger.body}</g>`;
      })()
    : '';
  const held = prop ? heldProp(prop, halfWidth, height) : '';
  const wornAt = wornAnchorsOf(halfWidth, height);
  const wornBehind = wornSpritesSvg(worn, wornAt, 'behind', true);
  const wornFront = wornSpritesSvg(worn, wornAt, 'front', true);
  const heldPivot = heldPivotOf(halfWidth, height);
  return {
    defs,
    frame: (frameName) => {
      const pose = POSES[frameName];
      const isHurt = frameName === 'hurt';
      const body = `<use href="#${bodyId}"${isHurt ? ` filter="url(#${hurtId})"` : ''}/>`;
      const carried = held
        ? `<g transform="rotate(${pose.swing} ${num(heldPivot.x)} ${num(heldPivot.y)})">${held}</g>`
        : '';
      const mark = isHurt ? '' : angerMark;
      const transform = `translate(${num(SPRITE_FRAME_SIZE / 2 + pose.dx)} ${num(SPRITE_GROUND_Y + pose.dy)}) rotate(${pose.tilt}) scale(${pose.scaleX} ${pose.scaleY}) translate(${-SPRITE_FRAME_SIZE / 2} ${-SPRITE_GROUND_Y})`;
      return `<g transform="${transform}">${wornBehind}${body}${wornFront}${carried}${mark}</g>`;
    },
  };
}

export interface SpriteSheetOptions extends SpriteCharacterOptions {
  /** Pixel size of one frame (96, like the rig's sheets). */
  frameSize?: number;
}

/**
 * An 8-frame character sheet of a library sprite in `SPRITE_SHEET_FRAMES` order (idle0,
 * idle1, run0..run3, jump, hurt), facing right, feet on the rig's baseline. Null when the
 * id names no icon.
 *
 * @example spriteSheetSvg('fluent-emoji-flat:shark', { isHostile: true }) // => '<svg … width="768" height="96">…'
 */
export function spriteSheetSvg(id: string, options: SpriteSheetOptions = {}): string | null {
  const size = options.frameSize ?? SPRITE_FRAME_SIZE;
  const idPrefix = options.idPrefix ?? 'sheet';
  const art = spriteCharacterArt(id, { ...options, idPrefix });
  if (!art) return null;
  const scale = size / SPRITE_FRAME_SIZE;
  const cell = `<clipPath id="${idPrefix}-cell"><rect x="0" y="0" width="${SPRITE_FRAME_SIZE}" height="${SPRITE_FRAME_SIZE}"/></clipPath>`;
  // A friendly character stands out from busy scenes by a light rim (`heroRim.ts`).
  const rimId = `${idPrefix}-rim`;
  const hasRim = options.isHostile !== true;
  const frames = SPRITE_SHEET_FRAMES.map((frame, index) => {
    const drawn = hasRim ? rimmed(art.frame(frame), rimId) : art.frame(frame);
    return `<g transform="translate(${index * size} 0)${scale !== 1 ? ` scale(${num(scale)})` : ''}"><g clip-path="url(#${idPrefix}-cell)">${drawn}</g></g>`;
  });
  const width = size * SPRITE_SHEET_FRAMES.length;
  const rim = hasRim ? rimFilterDef(rimId) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${size}" viewBox="0 0 ${width} ${size}"><defs>${art.defs}${cell}${rim}</defs>${frames.join('')}</svg>`;
}
