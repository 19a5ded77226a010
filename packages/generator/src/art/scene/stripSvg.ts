import type { BackgroundLayer, Palette } from '@promptplay/contracts';
import { createRandom, seedFromString } from '../../random/seededRandom.js';
import { el, svgDocument } from '../svg.js';
import { isLit, toneColor } from './atmosphere.js';
import type { Scene } from './composeScene.js';
import { STRIP_DRAWERS } from './strips/index.js';
import { STRIP_HEIGHT, STRIP_WIDTH, type StripContext } from './strips/stripTypes.js';

export { STRIP_HEIGHT, STRIP_WIDTH };

/**
 * The art of layer `index` of a composed scene, one strip wide, as SVG elements (ids prefixed
 * with `id`). Its randomness comes from the scene key, the layer and its colour, so the strip
 * the runtime shows and the screenshot draw the very same picture.
 */
export function stripBody(
  scene: Scene,
  index: number,
  layer: BackgroundLayer,
  palette: Palette,
  id: string,
): string {
  const spec = scene.layers[index];
  if (!spec) return '';
  const ctx: StripContext = {
    w: STRIP_WIDTH,
    h: STRIP_HEIGHT,
    color: layer.color,
    tone: (hex) =>
      spec.glows ? hex : toneColor(hex, scene.atmosphere, spec.depth, scene.isIndoor),
    atmosphere: scene.atmosphere,
    lit: isLit(scene.atmosphere),
    snowy: scene.isSnowy && !scene.isIndoor,
    palette,
    random: createRandom(seedFromString(`${scene.key}|${index}|${spec.kind}|${layer.color}`)),
    id,
    sprite: spec.sprite ?? null,
  };
  return STRIP_DRAWERS[spec.kind](ctx);
}

/**
 * One layer as a tileable strip picture (STRIP_WIDTH × STRIP_HEIGHT, transparent where the sky
 * shows): the art drawn at three offsets so whatever crosses an edge comes in at the other.
 */
export function layerStripSvg(
  scene: Scene,
  index: number,
  layer: BackgroundLayer,
  palette: Palette,
): string {
  const id = `s${index}`;
  const body = stripBody(scene, index, layer, palette, id);
  return svgDocument(
    STRIP_WIDTH,
    STRIP_HEIGHT,
    el('defs', {}, el('g', { id: `${id}-art` }, body)) +
      [-STRIP_WIDTH, 0, STRIP_WIDTH].map((x) => el('use', { href: `#${id}-art`, x })).join(''),
  );
}
