/** Sky phenomena hung over the time and weather: the aurora, a rainbow, an eclipse, a blood moon, hail, a sandstorm. */
import { lighten, mix } from '../../../color/colorMath.js';
import { box, dot, halo, line } from './shapes.js';
import type { StripDrawer } from './stripTypes.js';

/** A wave across the whole strip (whole periods, so it tiles), as path parts. */
function wave(
  w: number,
  y: number,
  amplitude: number,
  periods: number,
  phase: number,
): (string | number)[] {
  const parts: (string | number)[] = [];
  for (let x = 0; x <= w; x += 16)
    parts.push(
      x === 0 ? 'M' : 'L',
      x,
      y + amplitude * Math.sin((x / w) * Math.PI * 2 * periods + phase),
    );
  return parts;
}

/** Green and violet curtains of light rippling across the top of the night sky. */
export const aurora: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  let out = '';
  const bands: readonly (readonly [string, number, number])[] = [
    ['#5affb0', 0.2, 0],
    ['#3ad0ff', 0.3, 1.4],
    ['#b06aff', 0.14, 2.6],
  ];
  for (const [color, y, phase] of bands) {
    const parts = wave(w, h * y, h * 0.06, 3, phase);
    out += line(parts, color, h * 0.16, 0.16) + line(parts, color, h * 0.07, 0.3);
    out += line(parts, lighten(color, 0.5), h * 0.015, 0.6);
    for (let x = 24; x < w; x += 48)
      out += box(x, h * y + h * 0.02 * Math.sin(x * 0.05 + phase), 6, h * 0.18, color, 3, 0.14);
  }
  return out;
};

/** A rainbow arching up from the horizon over the first part of the screen. */
export const rainbow: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const colors = ['#ff4a4a', '#ff9a3a', '#ffe04a', '#5ad05a', '#4aa0ff', '#8a5aff'];
  const cx = w * 0.26;
  return colors
    .map((color, i) => {
      const r = h * 0.62 - i * h * 0.035;
      return line(['M', cx - r, h, 'A', r, r, 0, 0, 1, cx + r, h], color, h * 0.035, 0.7);
    })
    .join('');
};

/** The sun hidden behind the moon: a black disc in a white corona. */
export const eclipse: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const cx = w * 0.3;
  const cy = h * 0.3;
  const r = h * 0.1;
  return (
    halo(cx, cy, r * 3, '#fff8d8', 1.4) +
    dot(cx, cy, r * 1.15, '#fffbe8', 0.9) +
    dot(cx, cy, r, '#0a0a14')
  );
};

/** A huge copper-red moon with a red glow. */
export const bloodMoon: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const cx = w * 0.28;
  const cy = h * 0.3;
  const r = h * 0.14;
  let out = halo(cx, cy, r * 3, '#ff3a2a', 1.3) + dot(cx, cy, r, '#c8301e');
  for (let i = 0; i < 5; i++)
    out += dot(
      cx + ctx.random.range(-0.6, 0.6) * r,
      cy + ctx.random.range(-0.6, 0.6) * r,
      r * 0.14,
      '#8a1e14',
      0.6,
    );
  return out;
};

/** Blowing sand: an ochre haze thick at the horizon with streaks racing sideways. */
export const sandstorm: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const sand = mix(ctx.color, '#d8a860', 0.6);
  let out =
    box(0, h * 0.35, w, h * 0.65, sand, 0, 0.35) + box(0, h * 0.6, w, h * 0.4, sand, 0, 0.35);
  for (let i = 0; i < 44; i++) {
    const x = ctx.random.range(0, w - 200);
    const y = ctx.random.range(h * 0.1, h * 0.95);
    out += box(
      x,
      y,
      ctx.random.range(80, 220),
      ctx.random.range(3, 7),
      lighten(sand, 0.25),
      3,
      0.6,
    );
  }
  return out;
};

/** Hail: dark clouds dropping white hailstones in slanted lines. */
export const hail: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  let out = box(0, 0, w, h * 0.22, ctx.color, 0, 0.85);
  for (let x = 30; x < w; x += 90) out += dot(x, h * 0.22, h * 0.08, ctx.color, 0.85);
  for (let i = 0; i < 90; i++) {
    const x = ctx.random.range(0, w);
    const y = ctx.random.range(h * 0.28, h * 0.98);
    out +=
      line(['M', x + 10, y - 22, 'L', x, y], '#ffffff', 2, 0.35) +
      dot(x, y, ctx.random.range(3, 6), '#f4f8ff');
  }
  return out;
};
