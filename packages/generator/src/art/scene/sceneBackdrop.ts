import type { BackgroundLayer, Palette } from '@promptplay/contracts';
import { createRandom, seedFromString } from '../../random/seededRandom.js';
import { el, linearGradient } from '../svg.js';
import { sceneOfTheme, type Scene } from './composeScene.js';
import { isSkyStrip } from './strips/index.js';
import { atmosphereStillSvg } from './atmosphereStill.js';
import { STRIP_HEIGHT, STRIP_WIDTH, stripBody } from './stripSvg.js';

export interface SceneBackground {
  theme: string;
  layers: readonly BackgroundLayer[];
}

export interface Drawing {
  defs: string;
  body: string;
}

/**
 * The sky and the composed scene's layer strips as the runtime lays them out, for a
 * `width`×`height` picture: sky layers hang from the top, ground layers stand on `horizonY`
 * (filled below in their colour), each strip scaled to its layer's height and tiled across;
 * then a still of the weather (rain streaks, snowflakes, fog). Null when the background is not
 * a composed scene (an older theme): draw its shapes instead.
 */
export function sceneBackdrop(
  palette: Palette,
  background: SceneBackground,
  width: number,
  height: number,
  horizonY: number,
  id: string,
): Drawing | null {
  const scene = sceneOfTheme(background.theme);
  if (!scene || scene.layers.length !== background.layers.length) return null;
  const defs = [
    linearGradient(`${id}-sky`, [
      [0, palette.skyTop],
      [1, palette.skyBottom],
    ]),
  ];
  let body = el('rect', { x: 0, y: 0, width, height, fill: `url(#${id}-sky)` });
  background.layers.forEach((layer, index) => {
    body += layerTiles(
      scene,
      index,
      layer,
      palette,
      { width, height, horizonY },
      `${id}-l${index}`,
      defs,
    );
  });
  body += atmosphereStillSvg(
    scene,
    width,
    height,
    createRandom(seedFromString(`${scene.key}|still`)),
  );
  return { defs: defs.join(''), body };
}

function layerTiles(
  scene: Scene,
  index: number,
  layer: BackgroundLayer,
  palette: Palette,
  view: { width: number; height: number; horizonY: number },
  id: string,
  defs: string[],
): string {
  const band = layer.height * view.height;
  const scale = band / STRIP_HEIGHT;
  const tile = STRIP_WIDTH * scale;
  const isSky = isSkyStrip(scene.layers[index]?.kind ?? 'clouds');
  const bottom = isSky ? band : Math.min(view.height, Math.max(band, view.horizonY));
  const top = bottom - band;
  defs.push(el('g', { id: `${id}-art` }, stripBody(scene, index, layer, palette, id)));
  let out = '';
  for (let x = -tile; x < view.width + tile; x += tile)
    out += el('use', { href: `#${id}-art`, transform: `translate(${x} ${top}) scale(${scale})` });
  if (!isSky)
    out += el('rect', {
      x: 0,
      y: bottom - 1,
      width: view.width,
      height: view.height - bottom + 1,
      fill: layer.color,
    });
  return out;
}
