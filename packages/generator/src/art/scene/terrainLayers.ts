/** Rolling ground shapes: hills, mountains, dunes and waves. */
import { darken, lighten } from '../../color/colorMath.js';
import { d, el, path, rect } from '../svg.js';
import type { SeededRandom } from '../../random/seededRandom.js';
import type { LayerDrawer } from './layerTypes.js';

/** Ridge x positions from `start` until one lies past the right edge, so ridges never end in view. */
function ridgeColumns(
  width: number,
  start: number,
  minStep: number,
  maxStep: number,
  random: SeededRandom,
): number[] {
  const columns = [start];
  while ((columns[columns.length - 1] ?? start) < width + 40) {
    columns.push((columns[columns.length - 1] ?? start) + random.range(minStep, maxStep));
  }
  return columns;
}

function smoothRidge(
  points: readonly (readonly [number, number])[],
  bottom: number,
  width: number,
): string {
  const [first] = points;
  if (!first) return '';
  const parts: (string | number)[] = [
    'M',
    -10,
    bottom,
    'L',
    -10,
    first[1],
    'L',
    first[0],
    first[1],
  ];
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1] as readonly [number, number];
    const cur = points[i] as readonly [number, number];
    const mid = (prev[0] + cur[0]) / 2;
    parts.push('C', mid, prev[1], mid, cur[1], cur[0], cur[1]);
  }
  parts.push('L', width + 10, bottom, 'Z');
  return d(parts);
}

export const hills: LayerDrawer = (layer, area, random) => {
  const { top } = area;
  const points: [number, number][] = [];
  for (const x of ridgeColumns(area.width, -40, 110, 190, random)) {
    points.push([x, top + random.range(0, 40)]);
  }
  const ridge = smoothRidge(points, area.bottom, area.width);
  const bushes = points
    .slice(1, -1)
    .map(([x, y]) =>
      el('ellipse', {
        cx: x,
        cy: y + 18,
        rx: 26,
        ry: 10,
        fill: lighten(layer.color, 0.18),
        opacity: 0.6,
      }),
    )
    .join('');
  return path(ridge, layer.color) + bushes;
};

export const mountains: LayerDrawer = (layer, area, random) => {
  const { top } = area;
  const base = area.bottom;
  const snow = lighten(layer.color, 0.55);
  let out = '';
  for (let x = -60; x < area.width + 60; x += random.range(120, 200)) {
    const peak = top + random.range(0, 60);
    const half = random.range(90, 150);
    const capDepth = (base - peak) * 0.16;
    out += path(
      d([
        'M',
        x - half,
        base,
        'L',
        x - 6,
        peak + 4,
        'Q',
        x,
        peak - 2,
        x + 6,
        peak + 4,
        'L',
        x + half,
        base,
        'Z',
      ]),
      layer.color,
    );
    out += path(
      d([
        'M',
        x - half * (capDepth / (base - peak)),
        peak + capDepth,
        'L',
        x - 6,
        peak + 4,
        'Q',
        x,
        peak - 2,
        x + 6,
        peak + 4,
        'L',
        x + half * (capDepth / (base - peak)),
        peak + capDepth,
        'L',
        x + 8,
        peak + capDepth * 0.7,
        'L',
        x,
        peak + capDepth * 1.1,
        'L',
        x - 9,
        peak + capDepth * 0.75,
        'Z',
      ]),
      snow,
    );
    out += path(
      d(['M', x + 6, peak + 4, 'L', x + half, base, 'L', x + half * 0.35, base, 'Z']),
      darken(layer.color, 0.08),
    );
  }
  return out;
};

export const dunes: LayerDrawer = (layer, area, random) => {
  const { top } = area;
  const points: [number, number][] = [];
  for (const x of ridgeColumns(area.width, -60, 200, 300, random)) {
    points.push([x, top + random.range(0, 30)]);
  }
  return (
    path(smoothRidge(points, area.bottom, area.width), layer.color) +
    path(
      smoothRidge(
        points.map(([x, y]) => [x + 40, y + 24]),
        area.bottom,
        area.width,
      ),
      darken(layer.color, 0.06),
    )
  );
};

export const waves: LayerDrawer = (layer, area, random) => {
  const { top } = area;
  const foam = lighten(layer.color, 0.5);
  const parts: (string | number)[] = ['M', -10, area.bottom, 'L', -10, top];
  const phase = random.range(0, 40);
  for (let x = -10; x < area.width + 40; x += 40)
    parts.push('Q', x + 10 + (phase % 10), top - 10, x + 20, top, 'T', x + 40, top);
  parts.push('L', area.width + 40, area.bottom, 'Z');
  let out = path(d(parts), layer.color);
  for (let i = 0; i < 14; i++)
    out += rect(
      random.range(0, area.width),
      random.range(top + 14, top + 90),
      random.range(14, 40),
      3,
      1.5,
      foam,
    );
  return out;
};
