import { SPRITE_SHEET_FRAMES, type SpriteFrameName } from '@promptplay/contracts';
import type { BodyShape, CharacterLook } from '../../analyze/types.js';
import { darken, lighten } from '../../color/colorMath.js';
import { el, linearGradient, shadedGradient } from '../svg.js';
import { drawBackItem, drawHeld } from './carried.js';
import { drawPattern } from './patterns.js';
import { drawTail, drawWings } from './tailsAndWings.js';
import {
  drawAnimal,
  drawBean,
  drawBird,
  drawBug,
  drawHumanoid,
  drawRobot,
} from './bodiesLegged.js';
import { drawBlob, drawGhost, drawSnake } from './bodiesLegless.js';
import { drawCrab } from './bodyCrab.js';
import { drawEarsBehind, drawEarsFront } from './ears.js';
import { drawFace } from './face.js';
import { drawHeadgear } from './headgear.js';
import { drawEyewear, drawOutfitDetail } from './outfitDetails.js';
import { spritesOfLook } from '../library/spritedLook.js';
import type { GarmentBox } from '../library/drawnGarments.js';
import { wornSpritesSvg, type WornAnchors } from '../library/wornSprites.js';
import { rimFilterDef, rimmed } from './heroRim.js';
import { POSES, type Pose } from './pose.js';
import { GROUND_Y, type BodyDrawer, type BodyDrawing } from './rig.js';
import { tonesOf, type Tones } from './tones.js';

/** Size of one frame of a character sheet, in pixels. */
export const CHARACTER_FRAME_SIZE = 96;

const BODY_DRAWERS: Readonly<Record<BodyShape, BodyDrawer>> = {
  humanoid: drawHumanoid,
  animal: drawAnimal,
  bean: drawBean,
  robot: drawRobot,
  bird: drawBird,
  bug: drawBug,
  crab: drawCrab,
  blob: drawBlob,
  ghost: drawGhost,
  snake: drawSnake,
};

/** Characters are drawn a little smaller than the rig so swords, hats and tails stay in frame. */
const FIT_SCALE = 0.86;
const TALL_HATS: ReadonlySet<string> = new Set(['wizardHat', 'chefHat', 'tophat']);

const LEGLESS: ReadonlySet<BodyShape> = new Set(['blob', 'ghost', 'snake', 'crab']);

/** Legless bodies hop (blob), float (ghost) or slither (snake) instead of stepping. */
function adaptPose(body: BodyShape, frame: SpriteFrameName, pose: Pose): Pose {
  if (!LEGLESS.has(body)) return pose;
  if (body === 'crab') return { ...pose, tilt: pose.tilt * 0.4 };
  const isRun = frame.startsWith('run');
  if (body === 'ghost')
    return { ...pose, bob: pose.bob - 3 - Math.sin(pose.wave * Math.PI * 2) * 2, squash: 1 };
  if (body === 'snake') return { ...pose, bob: 0, squash: 1, tilt: pose.tilt * 0.4 };
  if (isRun) {
    const hop = Math.sin(pose.wave * Math.PI);
    return { ...pose, bob: -9 * hop, squash: hop < 0.1 ? 0.86 : 1 + 0.05 * hop, tilt: 4 };
  }
  return pose;
}

/** Gradients shared by every frame of one character. */
export function characterDefs(t: Tones): string {
  return [
    shadedGradient(`${t.id}-body`, t.bodyLight, t.body, t.bodyDark),
    shadedGradient(`${t.id}-skin`, lighten(t.skin, 0.3), t.skin, darken(t.skin, 0.12)),
    shadedGradient(`${t.id}-accent`, lighten(t.accent, 0.35), t.accent, darken(t.accent, 0.2)),
    shadedGradient(`${t.id}-metal`, '#ffffff', '#c9d2de', '#7f8ba0'),
    shadedGradient(`${t.id}-gold`, '#fff4b0', '#f5c431', '#c98a10'),
    linearGradient(
      `${t.id}-blade`,
      [
        [0, '#ffffff'],
        [0.5, '#d6dde8'],
        [1, '#8f9bb0'],
      ],
      false,
    ),
  ].join('');
}

function sparkles(x: number, y: number): string {
  return [
    [x - 14, y - 4, 4],
    [x + 12, y - 10, 3.2],
    [x - 2, y - 16, 2.6],
  ]
    .map(([sx, sy, r]) => {
      const a = r as number;
      const cx = sx as number;
      const cy = sy as number;
      return el('path', {
        d: `M${cx} ${cy - a * 1.6}L${cx + a * 0.45} ${cy - a * 0.45}L${cx + a * 1.6} ${cy}L${cx + a * 0.45} ${cy + a * 0.45}L${cx} ${cy + a * 1.6}L${cx - a * 0.45} ${cy + a * 0.45}L${cx - a * 1.6} ${cy}L${cx - a * 0.45} ${cy - a * 0.45}Z`,
        fill: '#fff3a0',
        stroke: '#c98a10',
        'stroke-width': 1,
      });
    })
    .join('');
}

/**
 * Where whole clothes (a suit, a dress, armour) go on each body: over its chest and belly,
 * below the face, as wide as the torso.
 */
// prettier-ignore
const TORSO_BOXES: Readonly<Record<BodyShape, GarmentBox>> = {
  humanoid: { cx: 49, top: 47.5, width: 25, height: 25 },
  animal: { cx: 48, top: 55, width: 30, height: 26 },
  bean: { cx: 48, top: 57, width: 34, height: 25 },
  robot: { cx: 48, top: 47, width: 29, height: 26 },
  bird: { cx: 48, top: 61, width: 34, height: 23 },
  bug: { cx: 41, top: 55, width: 34, height: 24 },
  blob: { cx: 50, top: 79, width: 42, height: 12 },
  ghost: { cx: 50, top: 58, width: 32, height: 24 },
  snake: { cx: 46, top: 66, width: 24, height: 18 },
  crab: { cx: 50, top: 79, width: 34, height: 12 },
};

/** Where the rig's body wears library things: on its head, neck, waist, feet, back, beside it. */
function wornAnchorsOf(body: BodyDrawing, shape: BodyShape): WornAnchors {
  const { head } = body;
  return {
    torso: TORSO_BOXES[shape],
    headTop: [head.x, head.top],
    face: [head.x + head.r * 0.16, head.y - head.r * 0.1],
    neck: [head.x, head.y + head.r],
    waist: [48, 66],
    feet: [
      [43, GROUND_Y],
      [54, GROUND_Y],
    ],
    back: body.backAnchor,
    beside: [20, GROUND_Y],
  };
}

/**
 * One frame of a character in local coordinates (0..96, feet on y = 92, facing right).
 * `frameId` keeps clip-path ids unique when several frames share one SVG.
 */
export function drawCharacterFrame(
  look: CharacterLook,
  frame: SpriteFrameName,
  t: Tones,
  frameId: string,
): string {
  const pose = adaptPose(look.body, frame, POSES[frame]);
  const body = BODY_DRAWERS[look.body](look, pose, t);
  const clipId = `${t.id}-clip-${frameId}`;
  const outfit = drawOutfitDetail(look, t);
  const pattern = (look.body === 'snake' ? '' : drawPattern(look, t)) + outfit.clipped;
  const hasOwnHead = body.headShape !== '';
  const earsBehind = drawEarsBehind(look, body.head, t, pose.flap);
  const { worn } = spritesOfLook(look);
  const wornAt = worn ? wornAnchorsOf(body, look.body) : null;
  const layers = [
    wornAt ? wornSpritesSvg(worn, wornAt, 'behind', false) : '',
    drawWings(look, body.wingAnchor, t, pose.flap),
    drawBackItem(look, body.backAnchor, t, pose),
    drawTail(look, body.tailAnchor, t, pose.flap),
    body.backLimbs,
    hasOwnHead ? '' : earsBehind,
    body.torso,
    pattern
      ? el('clipPath', { id: clipId }, body.torsoShape) +
        el('g', { 'clip-path': `url(#${clipId})` }, pattern)
      : '',
    body.frontLeg,
    outfit.over,
    hasOwnHead ? earsBehind : '',
    body.headShape,
    drawEarsFront(look, body.head, t, pose.flap),
    // Frog eyes pop up over hats and bands.
    ...(look.eyes === 'bulging'
      ? [drawHeadgear(look, body.head, t, pose.flap), drawFace(look, body.head, pose.expression, t)]
      : [
          drawFace(look, body.head, pose.expression, t),
          drawEyewear(look.eyewear, body.head, t),
          drawHeadgear(look, body.head, t, pose.flap),
        ]),
    wornAt ? wornSpritesSvg(worn, wornAt, 'front', false) : '',
    drawHeld(look, body.frontHand, body.frontArmAngle, t),
    body.frontArm,
    pose.expression === 'hurt' ? sparkles(body.head.x, body.head.top) : '',
  ];
  const cx = CHARACTER_FRAME_SIZE / 2;
  const fit = TALL_HATS.has(look.headgear) ? FIT_SCALE * 0.92 : FIT_SCALE;
  const transform = `translate(${cx} ${GROUND_Y}) scale(${fit}) rotate(${pose.tilt}) scale(1 ${pose.squash}) translate(${-cx} ${-GROUND_Y}) translate(0 ${pose.bob})`;
  return el('g', { transform }, layers.join(''));
}

/**
 * The SVG of a whole sprite sheet: one row of 96×96 frames in SPRITE_SHEET_FRAMES order.
 *
 * @example characterSheetSvg(analysis.hero.look, 'hero') // => '<svg ... width="768" height="96">…'
 */
export function characterSheetSvg(look: CharacterLook, id: string): string {
  const size = CHARACTER_FRAME_SIZE;
  const tones = tonesOf(look, id);
  // Each frame is clipped to its cell, so nothing ever bleeds into the neighbouring frame.
  const cell = el(
    'clipPath',
    { id: `${id}-cell` },
    el('rect', { x: 0, y: 0, width: size, height: size }),
  );
  // A friendly character stands out from busy scenes by a light rim (`heroRim.ts`).
  const rimId = `${id}-rim`;
  const hasRim = !look.isHostile;
  const frames = SPRITE_SHEET_FRAMES.map((frame, index) => {
    const drawn = drawCharacterFrame(look, frame, tones, frame);
    return el(
      'g',
      { transform: `translate(${index * size} 0)` },
      el('g', { 'clip-path': `url(#${id}-cell)` }, hasRim ? rimmed(drawn, rimId) : drawn),
    );
  });
  const width = size * SPRITE_SHEET_FRAMES.length;
  const rim = hasRim ? rimFilterDef(rimId) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${size}" viewBox="0 0 ${width} ${size}"><defs>${characterDefs(tones)}${cell}${rim}</defs>${frames.join('')}</svg>`;
}
