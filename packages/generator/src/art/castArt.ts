import type { SpriteFrameName } from '@promptplay/contracts';
import type {
  CharacterConcept,
  CharacterLook,
  GoalConcept,
  ItemConcept,
} from '../analyze/types.js';
import { darken, hexToHsl, lighten } from '../color/colorMath.js';
import { characterDefs, characterSheetSvg, drawCharacterFrame } from './character/drawCharacter.js';
import { tonesOf } from './character/tones.js';
import { collectibleArt, COLLECTIBLE_SIZE, goalArt, GOAL_SIZE } from './items/itemSprites.js';
import { characterSpriteOf } from './library/characterSprite.js';
import { goalSpriteOf, itemSpriteOf } from './library/itemSprite.js';
import { drawnVehicleSeatOf } from './library/drawnVehicles.js';
import { facesLeft } from './library/facing.js';
import { spriteEntryOf } from './library/spriteIndex.js';
import { spriteCharacterArt, spriteSheetSvg } from './library/spriteSheet.js';
import { spritesOfLook, type SpritedLook } from './library/spritedLook.js';
import {
  placedSprite,
  spriteImageSvg,
  spriteSvgBody,
  standingSprite,
} from './library/spriteSvg.js';
import { el, shadedGradient } from './svg.js';

/**
 * The one place that decides how a cast member is drawn: the procedural rig, or a library
 * sprite with procedural life when the analysis picked one (`withLibrarySprites`). Every
 * genre's sheets, item sprites and screenshots draw through these functions.
 */

/** A character as the analysis has it, or one of its looks (a rival, a flyer, a driver). */
export type CastCharacter = CharacterConcept | CharacterLook;

export interface Drawing {
  defs: string;
  body: string;
}

/** Draws one character's frames in a bigger SVG: defs once, then a frame per call. */
export interface CharacterArt {
  defs: string;
  /** One frame in local 96×96 coordinates, feet on y = 92, facing right. */
  frame: (frame: SpriteFrameName, frameId: string) => string;
}

/** The look with the concept's sprite on it (the concept's own `sprite` wins). */
function castLookOf(character: CastCharacter): SpritedLook {
  if (!('look' in character)) return character;
  // A concept no reader decided for (a farm trader) decides here, as the analysis would.
  const sprite =
    character.sprite !== undefined
      ? character.sprite
      : (spritesOfLook(character.look).sprite ?? characterSpriteOf(character));
  return { ...character.look, sprite };
}

/** How much of a kin's colour turn its sprite takes. */
const HUE_SHIFT_SHARE = 0.4;

/** Kin recoloured from the look the sprite was picked with turn the sprite's hue as far. */
function hueShiftOf(look: SpritedLook, spriteId: string): number {
  const { spriteColor } = look;
  if (!spriteColor || spriteColor === look.bodyColor) return 0;
  // People and faces keep their skin.
  const group = spriteEntryOf(spriteId)?.group;
  if (group === 'People & Body' || group === 'Smileys & Emotion') return 0;
  // A gentle turn: a rival tomato stays a tomato, only a shade apart.
  const turn = ((hexToHsl(look.bodyColor).h - hexToHsl(spriteColor).h + 540) % 360) - 180;
  return Math.round(turn * HUE_SHIFT_SHARE);
}

function spriteOptions(look: SpritedLook, spriteId: string, id: string) {
  return {
    isHostile: look.isHostile,
    hueShift: hueShiftOf(look, spriteId),
    heldId: look.heldSprite?.id ?? null,
    tint: look.bodyColor,
    worn: look.worn,
    idPrefix: id,
  };
}

/**
 * A character's frames for scenes and screenshots (`id` keeps its defs unique in the SVG).
 *
 * @example const art = characterArt(analysis.hero, 'hero'); `<defs>${art.defs}</defs>${art.frame('idle0', 'a')}`
 */
export function characterArt(character: CastCharacter, id: string): CharacterArt {
  const look = castLookOf(character);
  const sprite = look.sprite;
  const art = sprite ? spriteCharacterArt(sprite.id, spriteOptions(look, sprite.id, id)) : null;
  if (art) return { defs: art.defs, frame: (frame) => art.frame(frame) };
  const tones = tonesOf(look, id);
  return {
    defs: characterDefs(tones),
    frame: (frame, frameId) => drawCharacterFrame(look, frame, tones, frameId),
  };
}

/**
 * A character's 8-frame sheet (96×96 frames, `SPRITE_SHEET_FRAMES` order, feet on y = 92).
 *
 * @example characterSheetFor(analysis.hero, 'hero') // => '<svg … width="768" height="96">…'
 */
export function characterSheetFor(character: CastCharacter, id: string): string {
  const look = castLookOf(character);
  const sprite = look.sprite;
  const sheet = sprite ? spriteSheetSvg(sprite.id, spriteOptions(look, sprite.id, id)) : null;
  return sheet ?? characterSheetSvg(look, id);
}

/**
 * How grown a thing's words say it is, 0 (tiny) to 15 (legendary), or null for no size word:
 * a chain of one sprite ("tiny dragon" → … → "legendary dragon") still reads as growing.
 */
// prettier-ignore
const GROWTH_STAGES: Readonly<Record<string, number>> = {
  tiny: 0, baby: 1, little: 2, small: 3, young: 4, teen: 5, big: 6, large: 7, strong: 8,
  mighty: 9, giant: 10, huge: 11, elder: 12, mega: 13, ancient: 14, legendary: 15,
};
const GROWN_STAGE = 10;

function growthStageOf(phrase: string): number | null {
  const stages = phrase
    .toLowerCase()
    .split(/[^a-z]+/)
    .flatMap((word) => (word in GROWTH_STAGES ? [GROWTH_STAGES[word] as number] : []));
  return stages.length > 0 ? Math.max(...stages) : null;
}

/** A golden glow and sparkles behind things grown beyond big (giant … legendary). */
function growthGlow(stage: number, id: string): Drawing {
  if (stage < GROWN_STAGE) return { defs: '', body: '' };
  const strength = (stage - GROWN_STAGE + 1) / (15 - GROWN_STAGE + 1);
  const defs = el(
    'radialGradient',
    { id: `${id}-glow` },
    el('stop', { offset: '0%', 'stop-color': '#fff3a0', 'stop-opacity': 0.9 }) +
      el('stop', { offset: '70%', 'stop-color': '#ffc940', 'stop-opacity': 0.55 * strength }) +
      el('stop', { offset: '100%', 'stop-color': '#ff9f1a', 'stop-opacity': 0 }),
  );
  const sparkle = (x: number, y: number, r: number) =>
    el('path', {
      d: `M${x} ${y - r}L${x + r * 0.3} ${y - r * 0.3}L${x + r} ${y}L${x + r * 0.3} ${y + r * 0.3}L${x} ${y + r}L${x - r * 0.3} ${y + r * 0.3}L${x - r} ${y}L${x - r * 0.3} ${y - r * 0.3}Z`,
      fill: '#fff6b8',
      stroke: '#d99a10',
      'stroke-width': 1,
    });
  const sparkles = stage >= 13 ? sparkle(10, 12, 5) + sparkle(55, 9, 4) + sparkle(56, 50, 3.5) : '';
  return {
    defs,
    body: el('circle', { cx: 32, cy: 32, r: 32, fill: `url(#${id}-glow)` }) + sparkles,
  };
}

/** Where a library vehicle sits in a vehicle image and how big its rider is. */
export interface RideFrame {
  /** The art box. */
  width: number;
  height: number;
  /** Where the vehicle's bottom stands. */
  groundY: number;
  /** The biggest the vehicle may be. */
  maxWidth: number;
  maxHeight: number;
  /** Rider size, in units of its 96-pixel frame. */
  riderScale: number;
  /** Side views face right (emoji are mirrored); rear views keep the sprite as drawn. */
  isSideView: boolean;
  /**
   * The rider is drawn over the vehicle, not behind it: an aircraft's body or envelope would
   * hide its pilot ("a toaster flies a hot air balloon").
   */
  riderInFront?: boolean;
}

/**
 * A library vehicle ("shopping cart", "paper airplane") with its rider aboard: the rider
 * behind it, upper body showing above it; a one-colour icon takes the vehicle's `tint` ("a
 * yellow submarine"). Null when the id names no icon.
 */
export function rideArt(
  spriteId: string,
  rider: CastCharacter,
  id: string,
  frame: RideFrame,
  tint?: string,
): Drawing | null {
  const sprite = spriteSvgBody(spriteId);
  if (!sprite) return null;
  const { content } = sprite;
  // Skates, boards and skis are stood on: small under the rider's feet, the rider in front.
  const isStoodOn = STOOD_ON.test(spriteId.split(':')[1] ?? '');
  const maxHeight = isStoodOn ? frame.maxHeight * 0.4 : frame.maxHeight;
  const scale = Math.min(
    frame.maxWidth / (content.maxX - content.minX),
    maxHeight / (content.maxY - content.minY),
  );
  const vehicleHeight = (content.maxY - content.minY) * scale;
  const art = characterArt(rider, `${id}-rider`);
  const seat = drawnVehicleSeatOf(spriteId) ?? 0.45;
  const riderFeet = frame.groundY - vehicleHeight * (isStoodOn ? 0.75 : seat);
  const s = isStoodOn ? frame.riderScale * 1.4 : frame.riderScale;
  const riderBody = el(
    'g',
    { transform: `translate(${frame.width / 2 - 48 * s} ${riderFeet - 92 * s}) scale(${s})` },
    art.frame('idle0', `${id}-ride`),
  );
  const vehicle = standingSprite(
    sprite,
    frame.width / 2,
    frame.groundY,
    frame.maxWidth,
    maxHeight,
    {
      mirror: frame.isSideView && facesLeft(spriteId),
      ...(tint ? { tint } : {}),
    },
  );
  const inFront = isStoodOn || frame.riderInFront === true;
  return { defs: art.defs, body: inFront ? vehicle + riderBody : riderBody + vehicle };
}

/** Icon names of rides a rider stands on rather than sits in. */
const STOOD_ON = /(?:skate|skateboard|snowboard|surf-board|skis|scooter|sled|hoverboard)/;

/** The item's library sprite on a soft halo, in the 64×64 box of the item shapes. */
function librarySpriteItemArt(spriteId: string, item: ItemConcept, id: string): Drawing | null {
  const sprite = spriteSvgBody(spriteId);
  if (!sprite) return null;
  // Size words show: a tiny one is small in its halo, a giant one fills it and glows.
  const stage = growthStageOf(item.phrase);
  const size = stage === null ? 56 : 34 + 22 * Math.min(1, stage / GROWN_STAGE);
  const glow = growthGlow(stage ?? 0, id);
  const halo = el(
    'radialGradient',
    { id: `${id}-halo` },
    el('stop', { offset: '0%', 'stop-color': '#ffffff', 'stop-opacity': 0.7 }) +
      el('stop', { offset: '60%', 'stop-color': '#ffffff', 'stop-opacity': 0.35 }) +
      el('stop', { offset: '100%', 'stop-color': '#ffffff', 'stop-opacity': 0 }),
  );
  const offset = 32 - size / 2;
  return {
    defs: halo + glow.defs,
    body:
      el('circle', { cx: 32, cy: 32, r: 32, fill: `url(#${id}-halo)` }) +
      glow.body +
      placedSprite(sprite, offset, offset, size, { tint: item.color, padding: 0.02 }),
  };
}

/**
 * An item's art in a 64×64 box: the hand-drawn shape, or the library sprite of the thing the
 * player named when no shape draws it. `id` keeps gradient ids unique in a scene.
 */
export function itemArtFor(item: ItemConcept, id: string): Drawing {
  const spriteId = itemSpriteOf(item)?.id;
  return (spriteId ? librarySpriteItemArt(spriteId, item, id) : null) ?? collectibleArt(item, id);
}

/** An item sprite file: `size` pixels square (the collectible size by default). */
export function itemSpriteFor(item: ItemConcept, size = COLLECTIBLE_SIZE, id = 'item'): string {
  const art = itemArtFor(item, id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><defs>${art.defs}</defs>${art.body}</svg>`;
}

/**
 * A wielded thing's picture, `size` pixels square: its library sprite (one-colour icons in the
 * weapon's colour), else its item drawing. First-person genres hold it in the player's hand.
 */
export function weaponSpriteFor(weapon: ItemConcept, size: number): string {
  const spriteId = weapon.sprite?.id ?? null;
  const drawn = spriteId ? spriteImageSvg(spriteId, size, { tint: weapon.color }) : null;
  return drawn ?? itemSpriteFor(weapon, size, 'weapon');
}

/** The library sprite as a goal: big, standing on y = 92, on a soft glowing disc. */
function librarySpriteGoalArt(spriteId: string, goal: GoalConcept, id: string): Drawing | null {
  const sprite = spriteSvgBody(spriteId);
  if (!sprite) return null;
  const glow = shadedGradient(
    `${id}-glow`,
    lighten(goal.color, 0.7),
    lighten(goal.color, 0.4),
    darken(goal.color, 0.1),
  );
  const body =
    el('ellipse', { cx: 48, cy: 90, rx: 34, ry: 6, fill: `url(#${id}-glow)`, opacity: 0.8 }) +
    standingSprite(sprite, 48, 92, 84, 80, { tint: goal.color });
  return { defs: glow, body };
}

/** A goal's art in a 96×96 box standing on y = 92: its shape, or the named thing's sprite. */
export function goalArtFor(goal: GoalConcept, id: string): Drawing {
  const spriteId = goalSpriteOf(goal)?.id;
  return (spriteId ? librarySpriteGoalArt(spriteId, goal, id) : null) ?? goalArt(goal, id);
}

/** A goal sprite file, `size` pixels square (the goal size by default). */
export function goalSpriteFor(goal: GoalConcept, size = GOAL_SIZE, id = 'goal'): string {
  const art = goalArtFor(goal, id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96"><defs>${art.defs}</defs>${art.body}</svg>`;
}
