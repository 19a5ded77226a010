/** Small drawing helpers shared by the strip drawers. */
import { darken, lighten } from '../../../color/colorMath.js';
import { d, el, num } from '../../svg.js';
import type { StripContext } from './stripTypes.js';

export type Point = readonly [number, number];

/** A filled polygon. */
export function poly(points: readonly Point[], fill: string, opacity?: number): string {
  const data = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join(' ');
  return el('path', { d: `${data} Z`, fill, 'fill-opacity': opacity });
}

/** A filled rectangle, optionally rounded and see-through. */
export function box(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  radius = 0,
  opacity?: number,
): string {
  return el('rect', {
    x,
    y,
    width: Math.max(0, width),
    height: Math.max(0, height),
    rx: radius || undefined,
    fill,
    'fill-opacity': opacity,
  });
}

export function dot(cx: number, cy: number, r: number, fill: string, opacity?: number): string {
  return el('circle', { cx, cy, r, fill, 'fill-opacity': opacity });
}

export function oval(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  opacity?: number,
): string {
  return el('ellipse', { cx, cy, rx, ry, fill, 'fill-opacity': opacity });
}

/** A stroked open path. */
export function line(
  parts: readonly (string | number)[],
  stroke: string,
  width: number,
  opacity?: number,
): string {
  return el('path', {
    d: d(parts),
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'stroke-opacity': opacity,
  });
}

/** A glowing outline: a wide faint stroke under a thin bright one (neon signs, lit edges). */
export function neon(parts: readonly (string | number)[], color: string, width = 3): string {
  return (
    line(parts, color, width * 4, 0.18) +
    line(parts, color, width * 2, 0.35) +
    line(parts, lighten(color, 0.55), width)
  );
}

/** A soft round glow (lamps, lit windows at night, the sun's halo). */
export function halo(cx: number, cy: number, r: number, color: string, strength = 1): string {
  return (
    dot(cx, cy, r, color, 0.1 * strength) +
    dot(cx, cy, r * 0.66, color, 0.14 * strength) +
    dot(cx, cy, r * 0.38, color, 0.2 * strength)
  );
}

/**
 * A periodic ridge across the whole strip: y = base − Σ amplitude·sin(periods·2πx/w + phase),
 * closed down to the bottom. Whole numbers of periods keep the strip tileable.
 */
export function ridge(
  ctx: StripContext,
  base: number,
  waves: readonly (readonly [number, number, number])[],
  fill: string,
  bottom = ctx.h,
): string {
  const parts: (string | number)[] = ['M', 0, bottom];
  for (let x = 0; x <= ctx.w; x += 8) {
    let y = base;
    for (const [amplitude, periods, phase] of waves)
      y -= amplitude * Math.sin((x / ctx.w) * Math.PI * 2 * periods + phase);
    parts.push('L', x, y);
  }
  parts.push('L', ctx.w, bottom, 'Z');
  return el('path', { d: d(parts), fill });
}

/** `count` x positions spread over the strip, each nudged by up to `jitter` of its slot. */
export function spread(ctx: StripContext, count: number, jitter = 0.3, offset = 0): number[] {
  const slot = ctx.w / count;
  return Array.from(
    { length: count },
    (_, i) => offset + (i + 0.5) * slot + ctx.random.range(-jitter, jitter) * slot,
  );
}

/** A window pane: glowing warm when the scene is lit, else sky-blue glass with a glint. */
export function pane(
  ctx: StripContext,
  x: number,
  y: number,
  width: number,
  height: number,
  isLitNow = ctx.random.chance(0.65),
): string {
  if (ctx.lit && isLitNow) {
    const glow = ctx.atmosphere.mood === 'neon' ? '#ffe07a' : '#ffd36e';
    return (
      box(x, y, width, height, glow, 1) +
      box(x, y + height * 0.6, width, height * 0.4, '#f5a94a', 0, 0.5)
    );
  }
  const glass = ctx.lit ? darken(ctx.tone('#9ac4e0'), 0.45) : ctx.tone('#a9d4ef');
  return (
    box(x, y, width, height, glass, 1) +
    poly(
      [
        [x + width * 0.15, y + height],
        [x + width * 0.55, y],
        [x + width * 0.8, y],
        [x + width * 0.4, y + height],
      ],
      '#ffffff',
      ctx.lit ? 0.06 : 0.25,
    )
  );
}

/** Rectangles merged into one path per colour: cheap for librsvg, same picture. */
function rects(list: readonly (readonly [number, number, number, number])[]): string {
  return list
    .map(([x, y, w, h]) => `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}z`)
    .join('');
}

/**
 * A grid of window panes over a facade, drawn as a few merged paths: lit ones glowing warm at
 * night or under neon, the rest glass (dark at night) with a glint by day.
 */
export function windowGrid(
  ctx: StripContext,
  x: number,
  y: number,
  width: number,
  height: number,
  paneWidth: number,
  paneHeight: number,
  gapX: number,
  gapY: number,
): string {
  const lit: [number, number, number, number][] = [];
  const dark: [number, number, number, number][] = [];
  const columns = Math.max(1, Math.floor((width - gapX) / (paneWidth + gapX)));
  const used = columns * paneWidth + (columns - 1) * gapX;
  const left = x + (width - used) / 2;
  for (let wy = y + gapY; wy + paneHeight <= y + height - gapY * 0.5; wy += paneHeight + gapY)
    for (let c = 0; c < columns; c++) {
      const pane: [number, number, number, number] = [
        left + c * (paneWidth + gapX),
        wy,
        paneWidth,
        paneHeight,
      ];
      (ctx.lit && ctx.random.chance(0.65) ? lit : dark).push(pane);
    }
  const glass = ctx.lit ? darken(ctx.tone('#9ac4e0'), 0.45) : ctx.tone('#a9d4ef');
  let out = dark.length > 0 ? el('path', { d: rects(dark), fill: glass }) : '';
  if (lit.length > 0) {
    out += el('path', {
      d: rects(lit),
      fill: ctx.atmosphere.mood === 'neon' ? '#ffe07a' : '#ffd36e',
    });
    out += el('path', {
      d: rects(lit.map(([lx, ly, lw, lh]) => [lx, ly + lh * 0.6, lw, lh * 0.4] as const)),
      fill: '#f5a94a',
      'fill-opacity': 0.5,
    });
  } else if (!ctx.lit && dark.length > 0) {
    out += el('path', {
      d: rects(dark.map(([dx, dy, dw, dh]) => [dx + dw * 0.5, dy, dw * 0.3, dh] as const)),
      fill: '#ffffff',
      'fill-opacity': 0.22,
    });
  }
  return out;
}

/** Many dots of a few colours as one path per colour (crowds): cheap for librsvg. */
export function dotCrowd(dots: readonly (readonly [number, number, number, string])[]): string {
  const byColor = new Map<string, string[]>();
  for (const [x, y, r, color] of dots) {
    const list = byColor.get(color) ?? [];
    list.push(
      `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0z`,
    );
    byColor.set(color, list);
  }
  return [...byColor]
    .map(([color, parts]) => el('path', { d: parts.join(''), fill: color }))
    .join('');
}

/** The neon colours signs and outlines cycle through. */
export const NEON_COLORS = ['#ff3fd8', '#35f0ff', '#fff04a', '#7dff6a', '#ff7a3a'] as const;

export function neonColor(ctx: StripContext): string {
  return ctx.random.pick(NEON_COLORS);
}

/** The corners of a five-pointed star of radius r centred on (cx, cy), point up. */
export function starPoints(cx: number, cy: number, r: number): [number, number][] {
  return Array.from({ length: 10 }, (_, i): [number, number] => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
  });
}

/** A snow cap along the top of a box-like roof. */
export function snowCap(x: number, y: number, width: number, ctx: StripContext): string {
  if (!ctx.snowy) return '';
  const snow = ctx.tone('#f4f8ff');
  return box(x - 2, y - 4, width + 4, 7, snow, 3);
}

/** Light bulbs at `points`, glowing warm when the scene is lit (or always, on a stage). */
export function bulbs(
  ctx: StripContext,
  points: readonly (readonly [number, number])[],
  r = 4,
  isAlwaysOn = false,
): string {
  const isOn = isAlwaysOn || ctx.lit;
  const color = isOn ? '#fff2b0' : ctx.tone('#f4ecd0');
  const glow = isOn
    ? el(
        'g',
        { opacity: 0.25 },
        dotCrowd(points.map(([x, y]) => [x, y, r * 2.6, '#ffe08a'] as const)),
      )
    : '';
  return glow + dotCrowd(points.map(([x, y]) => [x, y, r, color] as const));
}

/** A cone of light from (x, y) down to the floor, `width` wide at the bottom. */
export function beam(
  x: number,
  y: number,
  toX: number,
  bottom: number,
  width: number,
  color: string,
  opacity: number,
): string {
  return poly(
    [
      [x - 6, y],
      [x + 6, y],
      [toX + width / 2, bottom],
      [toX - width / 2, bottom],
    ],
    color,
    opacity,
  );
}
