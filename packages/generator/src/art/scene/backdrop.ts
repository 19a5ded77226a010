import type { PlatformerWorld } from '@promptplay/contracts';
import type { SeededRandom } from '../../random/seededRandom.js';
import { el } from '../svg.js';
import { LAYER_DRAWERS } from './backgroundLayers.js';
import { sceneBackdrop } from './sceneBackdrop.js';

/** Shapes that hang from the top of the sky instead of standing on the horizon (as in the runtime). */
const SKY_SHAPES: ReadonlySet<string> = new Set(['clouds', 'stars']);

/**
 * Sky gradient and background layers in screen space: the composed scene's strips, or for an
 * older theme its shapes (sky fill `url(#sky)`); ground layers stand on the horizon and are
 * filled in below it, sky layers hang from the top.
 */
export function drawBackdrop(
  world: PlatformerWorld,
  width: number,
  height: number,
  horizonY: number,
  random: SeededRandom,
): string {
  const scene = sceneBackdrop(world.palette, world.background, width, height, horizonY, 'scene');
  if (scene) return el('defs', {}, scene.defs) + scene.body;
  const layers = world.background.layers.map((layer, index) => {
    const band = layer.height * height;
    const layerRandom = random.fork(`layer-${index}`);
    if (SKY_SHAPES.has(layer.shape)) {
      return LAYER_DRAWERS[layer.shape](layer, { width, top: 0, bottom: band }, layerRandom);
    }
    const bottom = Math.min(height, Math.max(band, horizonY));
    return (
      LAYER_DRAWERS[layer.shape](layer, { width, top: bottom - band, bottom }, layerRandom) +
      el('rect', { x: 0, y: bottom - 1, width, height: height - bottom + 1, fill: layer.color })
    );
  });
  return el('rect', { x: 0, y: 0, width, height, fill: 'url(#sky)' }) + layers.join('');
}
