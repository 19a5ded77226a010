import type { Palette, SpriteFrameName } from '@promptplay/contracts';
import type { CharacterLook, GoalConcept, ItemConcept } from '../analyze/types.js';
import { characterArt, goalArtFor, itemArtFor } from '../art/castArt.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { GROUND_Y } from '../art/character/rig.js';
import { LAYER_DRAWERS } from '../art/scene/backgroundLayers.js';
import { sceneBackdrop, type SceneBackground } from '../art/scene/sceneBackdrop.js';
import { el, linearGradient } from '../art/svg.js';
import type { SeededRandom } from '../random/seededRandom.js';

/** Building blocks of the genre screenshots (collectible, merge, farming). */

const SKY_SHAPES: ReadonlySet<string> = new Set(['clouds', 'stars']);

export interface Drawing {
  defs: string;
  body: string;
}

/**
 * Sky gradient plus the world's background: its scene's strips (as the runtime shows them) or,
 * for an older theme, its layer shapes; ground layers standing on `horizonY`.
 */
export function backdropArt(
  palette: Palette,
  background: SceneBackground,
  width: number,
  height: number,
  horizonY: number,
  random: SeededRandom,
  id: string,
): Drawing {
  const scene = sceneBackdrop(palette, background, width, height, horizonY, id);
  if (scene) return scene;
  const drawn = background.layers.map((layer, index) => {
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
  return {
    defs: linearGradient(`${id}-sky`, [
      [0, palette.skyTop],
      [1, palette.skyBottom],
    ]),
    body: el('rect', { x: 0, y: 0, width, height, fill: `url(#${id}-sky)` }) + drawn.join(''),
  };
}

/** A character that can be stamped at several places: `place` puts its feet on (x, feetY). */
export function characterStamp(
  look: CharacterLook,
  id: string,
): {
  defs: string;
  place: (
    x: number,
    feetY: number,
    size: number,
    frame: SpriteFrameName,
    isFacingLeft?: boolean,
  ) => string;
} {
  const art = characterArt(look, id);
  let count = 0;
  return {
    defs: art.defs,
    place: (x, feetY, size, frame, isFacingLeft = false) => {
      const scale = size / CHARACTER_FRAME_SIZE;
      const flip = isFacingLeft ? -1 : 1;
      const transform = `translate(${x} ${feetY}) scale(${scale * flip} ${scale}) translate(${-CHARACTER_FRAME_SIZE / 2} ${-GROUND_Y})`;
      count += 1;
      return (
        el('ellipse', {
          cx: x,
          cy: feetY - 1,
          rx: size * 0.3,
          ry: size * 0.07,
          fill: '#000000',
          opacity: 0.25,
        }) + el('g', { transform }, art.frame(frame, `${id}${count}`))
      );
    },
  };
}

/** An item sprite (64×64 art) stamped centred on (x, y) at `size` pixels. */
export function itemStamp(
  item: ItemConcept,
  id: string,
): { defs: string; place: (x: number, y: number, size: number) => string } {
  const art = itemArtFor(item, id);
  return {
    defs: art.defs,
    place: (x, y, size) =>
      el(
        'g',
        { transform: `translate(${x - size / 2} ${y - size / 2}) scale(${size / 64})` },
        art.body,
      ),
  };
}

/** A goal sprite (96×96 art standing on y = 92) stamped with its base on (x, bottomY). */
export function goalStamp(
  goal: GoalConcept,
  id: string,
): { defs: string; place: (x: number, bottomY: number, size: number) => string } {
  const art = goalArtFor(goal, id);
  return {
    defs: art.defs,
    place: (x, bottomY, size) =>
      el(
        'g',
        {
          transform: `translate(${x - size / 2} ${bottomY - (size * GROUND_Y) / 96}) scale(${size / 96})`,
        },
        art.body,
      ),
  };
}
