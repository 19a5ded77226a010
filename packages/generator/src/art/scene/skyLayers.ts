/** Shapes that hang in the sky: clouds and stars. */
import { darken, lighten } from '../../color/colorMath.js';
import { circle, d, el, ellipse, path } from '../svg.js';
import type { LayerDrawer } from './layerTypes.js';

export const clouds: LayerDrawer = (layer, area, random) => {
  const band = area.bottom;
  let out = '';
  for (let x = random.range(-40, 60); x < area.width + 60; x += random.range(150, 260)) {
    const y = random.range(band * 0.15, band * 0.85);
    const s = random.range(0.7, 1.2);
    out += el(
      'g',
      { opacity: 0.92 },
      ellipse(x, y + 8 * s, 52 * s, 16 * s, layer.color) +
        circle(x - 22 * s, y, 18 * s, layer.color) +
        circle(x + 4 * s, y - 10 * s, 24 * s, layer.color) +
        circle(x + 28 * s, y + 2 * s, 16 * s, layer.color) +
        ellipse(x, y + 16 * s, 48 * s, 6 * s, darken(layer.color, 0.06)),
    );
  }
  return out;
};

export const stars: LayerDrawer = (layer, area, random) => {
  const band = area.bottom;
  const moonX = area.width * random.range(0.6, 0.85);
  let out =
    el('circle', { cx: moonX, cy: band * 0.22, r: 52, fill: layer.color, opacity: 0.12 }) +
    circle(moonX, band * 0.22, 34, lighten(layer.color, 0.1));
  for (let i = 0; i < 60; i++) {
    const x = random.range(0, area.width);
    const y = random.range(0, band);
    out += el('circle', {
      cx: x,
      cy: y,
      r: random.range(0.8, 2.2),
      fill: layer.color,
      opacity: random.range(0.5, 1),
    });
  }
  for (let i = 0; i < 6; i++) {
    const x = random.range(0, area.width);
    const y = random.range(0, band * 0.8);
    out += path(
      d([
        'M',
        x,
        y - 7,
        'L',
        x + 1.8,
        y - 1.8,
        'L',
        x + 7,
        y,
        'L',
        x + 1.8,
        y + 1.8,
        'L',
        x,
        y + 7,
        'L',
        x - 1.8,
        y + 1.8,
        'L',
        x - 7,
        y,
        'L',
        x - 1.8,
        y - 1.8,
        'Z',
      ]),
      layer.color,
    );
  }
  return out;
};
