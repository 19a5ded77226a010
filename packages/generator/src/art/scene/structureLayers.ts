/** Upright shapes: buildings, trees, pipes and crystals. */
import { darken, lighten } from '../../color/colorMath.js';
import { circle, d, el, path, rect } from '../svg.js';
import type { LayerDrawer } from './layerTypes.js';

export const buildings: LayerDrawer = (layer, area, random) => {
  const { top } = area;
  const window = lighten(layer.color, 0.35);
  let out = '';
  for (let x = -10; x < area.width;) {
    const w = random.range(50, 95);
    const y = top + random.range(0, 90);
    out += rect(x, y, w - 6, area.bottom - y, 3, layer.color);
    if (random.chance(0.35))
      out += path(
        d(['M', x - 4, y + 1, 'L', x + (w - 6) / 2, y - 22, 'L', x + w - 2, y + 1, 'Z']),
        layer.color,
      );
    for (let wy = y + 12; wy < area.bottom - 20; wy += 22) {
      for (let wx = x + 9; wx < x + w - 18; wx += 16) {
        if (random.chance(0.7)) out += rect(wx, wy, 8, 10, 1.5, window);
      }
    }
    x += w;
  }
  return out;
};

export const trees: LayerDrawer = (layer, area, random) => {
  const { top } = area;
  const base = area.bottom;
  const trunk = darken(layer.color, 0.3);
  const light = lighten(layer.color, 0.15);
  const isPine = random.chance(0.4);
  let out = rect(-10, base - (base - top) * 0.35, area.width + 20, base, 0, layer.color);
  for (let x = random.range(-20, 20); x < area.width + 40; x += random.range(44, 80)) {
    const h = (base - top) * random.range(0.65, 1);
    const y = base - h;
    const r = random.range(22, 34);
    if (isPine) {
      out += rect(x - 4, base - h * 0.3, 8, h * 0.3, 1, trunk);
      for (let i = 0; i < 3; i++) {
        const tierY = y + i * h * 0.22;
        const half = r * (0.55 + i * 0.28);
        out += path(
          d(['M', x, tierY, 'L', x + half, tierY + h * 0.32, 'L', x - half, tierY + h * 0.32, 'Z']),
          i === 0 ? light : layer.color,
        );
      }
    } else {
      out += rect(x - 4, y + r, 8, h - r, 3, trunk);
      out +=
        circle(x, y + r, r, layer.color) +
        circle(x - r * 0.6, y + r * 1.4, r * 0.7, layer.color) +
        circle(x + r * 0.6, y + r * 1.35, r * 0.72, layer.color);
      out += el('ellipse', {
        cx: x - r * 0.3,
        cy: y + r * 0.7,
        rx: r * 0.45,
        ry: r * 0.3,
        fill: light,
        opacity: 0.8,
      });
    }
  }
  return out;
};

export const pipes: LayerDrawer = (layer, area, random) => {
  const { top } = area;
  const rim = lighten(layer.color, 0.2);
  const shade = darken(layer.color, 0.15);
  let out = '';
  for (let x = random.range(-20, 30); x < area.width + 20; x += random.range(70, 130)) {
    const w = random.range(34, 52);
    const y = top + random.range(0, 80);
    out +=
      rect(x, y + 10, w, area.bottom - y, 0, layer.color) +
      rect(x + w * 0.65, y + 10, w * 0.2, area.bottom - y, 0, shade);
    out += rect(x - 6, y, w + 12, 16, 3, rim) + rect(x - 6, y + 12, w + 12, 4, 0, shade);
    if (random.chance(0.5))
      out +=
        rect(x + w, y + 60, random.range(30, 70), 18, 2, layer.color) +
        rect(x + w, y + 72, 40, 6, 0, shade);
  }
  return out;
};

export const crystals: LayerDrawer = (layer, area, random) => {
  const { top } = area;
  const light = lighten(layer.color, 0.35);
  let out = '';
  for (let x = random.range(-10, 40); x < area.width + 30; x += random.range(60, 120)) {
    for (let i = -1; i <= 1; i++) {
      const h = (area.bottom - top) * random.range(0.5, 1) * (i === 0 ? 1 : 0.65);
      const w = random.range(14, 22);
      const cx = x + i * w * 0.9;
      const lean = i * 8;
      out += path(
        d([
          'M',
          cx - w / 2,
          area.bottom,
          'L',
          cx - w / 2 + lean,
          area.bottom - h + 10,
          'L',
          cx + lean,
          area.bottom - h - 6,
          'L',
          cx + w / 2 + lean,
          area.bottom - h + 10,
          'L',
          cx + w / 2,
          area.bottom,
          'Z',
        ]),
        layer.color,
      );
      out += path(
        d([
          'M',
          cx - w / 2 + lean,
          area.bottom - h + 10,
          'L',
          cx + lean,
          area.bottom - h - 6,
          'L',
          cx + lean * 0.6,
          area.bottom,
          'L',
          cx - w / 2,
          area.bottom,
          'Z',
        ]),
        light,
      );
    }
  }
  return out;
};
