import type { Palette, SpriteFrameName } from '@promptplay/contracts';
import type { CharacterLook, ItemConcept } from '../../analyze/types.js';
import { characterArt, itemArtFor } from '../../art/castArt.js';
import { CHARACTER_FRAME_SIZE } from '../../art/character/drawCharacter.js';
import { GROUND_Y } from '../../art/character/rig.js';
import { LAYER_DRAWERS } from '../../art/scene/backgroundLayers.js';
import { sceneBackdrop, type SceneBackground } from '../../art/scene/sceneBackdrop.js';
import { el, linearGradient } from '../../art/svg.js';
import type { SeededRandom } from '../../random/seededRandom.js';

/** Shapes that hang from the top of the sky (as in the runtime's background). */
const SKY_SHAPES: ReadonlySet<string> = new Set(['clouds', 'stars']);

/** Sky gradient and the world's background layers over a `width`×`height` picture. */
export function arenaBackdrop(
  palette: Palette,
  background: SceneBackground,
  width: number,
  height: number,
  random: SeededRandom,
): { defs: string; body: string } {
  const scene = sceneBackdrop(palette, background, width, height, height, 'arena');
  if (scene) return scene;
  const drawn = background.layers.map((layer, index) => {
    const band = layer.height * height;
    const layerRandom = random.fork(`layer-${index}`);
    if (SKY_SHAPES.has(layer.shape))
      return LAYER_DRAWERS[layer.shape](layer, { width, top: 0, bottom: band }, layerRandom);
    return LAYER_DRAWERS[layer.shape](
      layer,
      { width, top: height - band, bottom: height },
      layerRandom,
    );
  });
  return {
    defs: linearGradient('arena-sky', [
      [0, palette.skyTop],
      [1, palette.skyBottom],
    ]),
    body: el('rect', { x: 0, y: 0, width, height, fill: 'url(#arena-sky)' }) + drawn.join(''),
  };
}

/** Draws one character look many times: defs once, then `place` per copy. */
export function characterStamp(look: CharacterLook, id: string) {
  const art = characterArt(look, id);
  let copies = 0;
  return {
    defs: art.defs,
    /** The character with its body centre at (cx, cy), `display` px tall. */
    place(cx: number, cy: number, display: number, frame: SpriteFrameName, isFacingLeft = false) {
      const scale = display / CHARACTER_FRAME_SIZE;
      const flip = isFacingLeft ? -1 : 1;
      const feetY = cy + display * 0.45;
      const transform = `translate(${cx} ${feetY}) scale(${scale * flip} ${scale}) translate(${-CHARACTER_FRAME_SIZE / 2} ${-GROUND_Y})`;
      copies += 1;
      return el('g', { transform }, art.frame(frame, `${id}${copies}`));
    },
  };
}

/** Draws one item many times, centred, `display` px wide. */
export function itemStamp(item: ItemConcept, id: string) {
  const art = itemArtFor(item, id);
  return {
    defs: art.defs,
    place(cx: number, cy: number, display: number, angle = 0) {
      const s = display / 64;
      return el(
        'g',
        { transform: `translate(${cx} ${cy}) rotate(${angle}) scale(${s}) translate(-32 -32)` },
        art.body,
      );
    },
  };
}
