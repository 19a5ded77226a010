import type { Palette, SpriteFrameName } from '@promptplay/contracts';
import type { CharacterLook } from '../analyze/types.js';
import { characterArt } from '../art/castArt.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { GROUND_Y } from '../art/character/rig.js';
import { LAYER_DRAWERS } from '../art/scene/backgroundLayers.js';
import { sceneBackdrop, type SceneBackground } from '../art/scene/sceneBackdrop.js';
import { el, linearGradient } from '../art/svg.js';
import type { SeededRandom } from '../random/seededRandom.js';

/** Pixel size of the screenshots of the arena genres (3:2, like the platformer's). */
export const ARENA_SHOT_WIDTH = 720;
export const ARENA_SHOT_HEIGHT = 480;

const SKY_SHAPES: ReadonlySet<string> = new Set(['clouds', 'stars']);

/**
 * Sky gradient and background layers of a world, in screen space, with the ground layers
 * standing on `horizonY` (the same look the runtime's background scene draws).
 */
export function arenaBackdrop(
  palette: Palette,
  background: SceneBackground,
  width: number,
  height: number,
  horizonY: number,
  random: SeededRandom,
): string {
  const scene = sceneBackdrop(palette, background, width, height, horizonY, 'arena');
  if (scene) return el('defs', {}, scene.defs) + scene.body;
  const layers = background.layers;
  const sky = linearGradient('arena-sky', [
    [0, palette.skyTop],
    [1, palette.skyBottom],
  ]);
  const drawn = layers.map((layer, index) => {
    const band = layer.height * height;
    const layerRandom = random.fork(`layer-${index}`);
    if (SKY_SHAPES.has(layer.shape))
      return LAYER_DRAWERS[layer.shape](layer, { width, top: 0, bottom: band }, layerRandom);
    const bottom = Math.min(height, Math.max(band, horizonY));
    return (
      LAYER_DRAWERS[layer.shape](layer, { width, top: bottom - band, bottom }, layerRandom) +
      el('rect', { x: 0, y: bottom - 1, width, height: height - bottom + 1, fill: layer.color })
    );
  });
  return (
    el('defs', {}, sky) +
    el('rect', { x: 0, y: 0, width, height, fill: 'url(#arena-sky)' }) +
    drawn.join('')
  );
}

/**
 * One character frame standing with its feet on (cx, feetY), `display` px tall, optionally
 * facing left, with its own gradients (ids unique by `id`) and a soft shadow.
 */
export function arenaCharacter(
  look: CharacterLook,
  frame: SpriteFrameName,
  id: string,
  cx: number,
  feetY: number,
  display: number,
  isFacingLeft: boolean,
  extraTransform = '',
): string {
  const art = characterArt(look, id);
  const scale = display / CHARACTER_FRAME_SIZE;
  const flip = isFacingLeft ? -1 : 1;
  const transform = `translate(${cx} ${feetY}) ${extraTransform} scale(${scale * flip} ${scale}) translate(${-CHARACTER_FRAME_SIZE / 2} ${-GROUND_Y})`;
  return (
    el('defs', {}, art.defs) +
    el('ellipse', {
      cx,
      cy: feetY - 1,
      rx: display * 0.3,
      ry: display * 0.06,
      fill: '#000000',
      opacity: 0.25,
    }) +
    el('g', { transform }, art.frame(frame, id))
  );
}

/** A screen-space health bar: dark track, coloured fill of `share` (0..1). */
export function healthBar(
  x: number,
  y: number,
  width: number,
  share: number,
  color: string,
  isRightAligned: boolean,
): string {
  const fill = Math.max(0, Math.min(1, share)) * (width - 6);
  return (
    el('rect', {
      x,
      y,
      width,
      height: 22,
      rx: 6,
      fill: '#1b1d33',
      'fill-opacity': 0.8,
      stroke: '#ffffff',
      'stroke-width': 3,
    }) +
    el('rect', {
      x: isRightAligned ? x + width - 3 - fill : x + 3,
      y: y + 3,
      width: fill,
      height: 16,
      rx: 4,
      fill: color,
    })
  );
}
