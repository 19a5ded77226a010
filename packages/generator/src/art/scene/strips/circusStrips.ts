/**
 * The circus: the big top inside (striped canvas, bunting, a trapeze, full stands and the ring)
 * and out on the fairground (the tent, a Ferris wheel, a roller coaster, game stalls).
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { beam, box, bulbs, dot, dotCrowd, line, oval, poly, spread, starPoints } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

const FLAG_COLORS = ['#e8403a', '#f2b43a', '#3a8ad8', '#3aa86a', '#b04ad8'] as const;
const CROWD_COLORS = ['#e8b088', '#c88a5a', '#8a5a3a', '#f2d0a8', '#5a3a2a'] as const;

/** A string of triangle flags sagging from (x0, y0) to (x1, y1). */
export function bunting(
  ctx: StripContext,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  size = 18,
): string {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2 + sag * 2;
  let out = line(['M', x0, y0, 'Q', cx, cy, x1, y1], ctx.tone('#5a4a3a'), 2);
  const count = Math.max(2, Math.round(Math.abs(x1 - x0) / (size * 1.6)));
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    out += poly(
      [
        [x - size * 0.55, y],
        [x + size * 0.55, y],
        [x, y + size * 1.2],
      ],
      ctx.tone(FLAG_COLORS[i % FLAG_COLORS.length] ?? '#e8403a'),
    );
  }
  return out;
}

/** Tiered benches full of people, from `top` down to the strip's bottom. */
function bleachers(ctx: StripContext, top: number, bench: string): string {
  const { w, h } = ctx;
  let out = box(0, top, w, h - top, darken(bench, 0.35));
  const dots: [number, number, number, string][] = [];
  for (let row = 0, y = top + 16; y < h; row++, y += 30) {
    out += box(0, y + 8, w, 8, bench);
    for (let x = (row % 2) * 14 + 8; x < w; x += 28)
      if (ctx.random.chance(0.8))
        dots.push([x + ctx.random.range(-4, 4), y - 2, 9, ctx.tone(ctx.random.pick(CROWD_COLORS))]);
  }
  return out + dotCrowd(dots);
}

/** Inside the big top: red and cream canvas, poles and ropes, a trapeze, bunting, full stands. */
export const circusTent: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const red = ctx.color;
  const cream = ctx.tone('#f6e6cc');
  let out = box(0, 0, w, h, cream);
  for (let x = 0; x < w; x += 128) out += box(x, 0, 64, h, red);
  // The canvas slopes up to the king poles: darker towards the peak.
  out += box(0, 0, w, h * 0.12, darken(red, 0.45), 0, 0.55);
  for (let x = 0; x < w; x += 128)
    out += el('path', {
      d: `M${x} ${h * 0.12} Q${x + 64} ${h * 0.26} ${x + 128} ${h * 0.12}Z`,
      fill: ctx.tone('#f2b43a'),
    });
  for (let x = 0; x < w; x += 16) out += box(x + 4, h * 0.12, 5, 10, ctx.tone('#c8841a'), 2);
  const poles = [w * 0.25, w * 0.75];
  for (const px of poles) {
    out += box(px - 9, 0, 18, h, ctx.tone('#c8a070'));
    for (let y = 10; y < h; y += 46) out += box(px - 9, y, 18, 16, ctx.tone('#e8403a'));
    out += line(
      ['M', px, h * 0.05, 'L', px - 230, h * 0.6, 'M', px, h * 0.05, 'L', px + 230, h * 0.6],
      ctx.tone('#8a6a4a'),
      2,
      0.7,
    );
  }
  // The trapeze between the poles, and bunting swinging from pole to pole.
  const tx = w * 0.5;
  out +=
    line(
      [
        'M',
        tx - 40,
        h * 0.18,
        'L',
        tx - 34,
        h * 0.42,
        'M',
        tx + 40,
        h * 0.18,
        'L',
        tx + 34,
        h * 0.42,
      ],
      ctx.tone('#6a5a4a'),
      2.5,
    ) + box(tx - 40, h * 0.42 - 3, 80, 7, ctx.tone('#c8a070'), 3);
  out += bunting(ctx, poles[0] ?? 0, h * 0.2, poles[1] ?? w, h * 0.2, 40);
  out += bunting(ctx, (poles[1] ?? w) - w, h * 0.2, poles[0] ?? 0, h * 0.2, 40);
  out += bunting(ctx, poles[1] ?? w, h * 0.2, (poles[0] ?? 0) + w, h * 0.2, 40);
  // Spotlights from high up, always on under the canvas.
  for (const x of [w * 0.1, w * 0.6])
    out += beam(x, h * 0.14, x + 160, h * 0.76, 180, '#fff4c0', ctx.lit ? 0.2 : 0.13);
  return out + bleachers(ctx, h * 0.58, ctx.tone('#6a3a5a'));
};

/** A circus pedestal: a drum with a star, for the animals and acrobats to stand on. */
function pedestal(
  ctx: StripContext,
  x: number,
  floor: number,
  height: number,
  color: string,
): string {
  const gold = ctx.tone('#f2c23a');
  const top = floor - height;
  return (
    box(x - 50, top, 100, height, color) +
    box(x - 50, top + height * 0.45, 100, 8, gold) +
    oval(x, top, 50, 12, lighten(color, 0.25)) +
    poly(starPoints(x, top + height * 0.72, 13), gold)
  );
}

/** The ring: pedestals, a big star ball and a hoop behind a painted curb, on sawdust. */
export const circusRing: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const floor = h - 40;
  const colors = ['#3a6ad8', '#e8403a', '#3aa86a', '#b04ad8'].map(ctx.tone);
  let out = box(0, floor - 4, w, h - floor + 4, ctx.color);
  const [a, b, c] = spread(ctx, 3, 0.08);
  out += pedestal(ctx, a ?? 170, floor - 40, 120, colors[0] ?? '#3a6ad8');
  out += pedestal(ctx, (a ?? 170) + 120, floor - 40, 80, colors[1] ?? '#e8403a');
  // A big ball with stars.
  const bx = b ?? 512;
  out +=
    dot(bx, floor - 120, 80, ctx.tone('#f2f0ea')) +
    el('path', {
      d: `M${bx - 80} ${floor - 120} A80 80 0 0 1 ${bx + 80} ${floor - 120}Z`,
      fill: ctx.tone('#e8403a'),
    }) +
    poly(starPoints(bx, floor - 118, 24), ctx.tone('#f2c23a')) +
    dot(bx - 30, floor - 160, 14, '#ffffff', 0.45);
  // A hoop on a stand.
  const hx = c ?? 850;
  out +=
    box(hx - 5, floor - 120, 10, 80, ctx.tone('#8a8a98')) +
    el('ellipse', {
      cx: hx,
      cy: floor - 190,
      rx: 56,
      ry: 72,
      fill: 'none',
      stroke: ctx.tone('#f2b43a'),
      'stroke-width': 12,
    });
  for (let s = 0; s < 8; s++) {
    const t = (s / 8) * Math.PI * 2;
    out += box(
      hx + Math.cos(t) * 56 - 5,
      floor - 190 + Math.sin(t) * 72 - 5,
      10,
      10,
      ctx.tone('#e8403a'),
      2,
    );
  }
  // The curb of the ring, in front: red, with a gold rim and stars.
  const curb = ctx.tone('#d8303a');
  out += box(0, floor - 56, w, 56, curb) + box(0, floor - 60, w, 10, ctx.tone('#f2c23a'), 3);
  for (let x = 40; x < w; x += 128) out += poly(starPoints(x, floor - 24, 14), ctx.tone('#ffffff'));
  return out + box(0, floor, w, 5, darken(ctx.color, 0.2));
};

/** The big top from outside, a Ferris wheel and a roller coaster, strung with lights. */
export const fairground: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const red = mix(ctx.tone('#e8403a'), ctx.color, 0.2);
  const white = mix(ctx.tone('#f8f0e4'), ctx.color, 0.15);
  let out = '';
  // Roller coaster: a wavy track on trestles along the back.
  const track: [number, number][] = [];
  for (let x = 0; x <= w; x += 16)
    track.push([
      x,
      h * (0.42 + 0.12 * Math.sin((x / w) * Math.PI * 4) + 0.06 * Math.sin((x / w) * Math.PI * 6)),
    ]);
  const steel = mix(ctx.tone('#c8ccd8'), ctx.color, 0.4);
  for (const [x, y] of track.filter((_, i) => i % 3 === 0))
    out += line(['M', x, y, 'L', x, h], steel, 3, 0.8);
  out += line(
    track.flatMap(([x, y], i) => [i === 0 ? 'M' : 'L', x, y]),
    steel,
    7,
  );
  // Ferris wheel.
  const fx = w * ctx.random.range(0.7, 0.8);
  const r = h * 0.34;
  const fy = h - r - h * 0.1;
  const frame = mix(ctx.tone('#f4f4f8'), ctx.color, 0.3);
  out += line(['M', fx - 80, h, 'L', fx, fy, 'L', fx + 80, h], frame, 8);
  out += el('circle', { cx: fx, cy: fy, r, fill: 'none', stroke: frame, 'stroke-width': 6 });
  const rim: [number, number][] = [];
  for (let s = 0; s < 12; s++) {
    const t = (s / 12) * Math.PI * 2;
    const x = fx + Math.cos(t) * r;
    const y = fy + Math.sin(t) * r;
    rim.push([x, y]);
    out += line(['M', fx, fy, 'L', x, y], frame, 2);
    out += box(
      x - 13,
      y + 2,
      26,
      20,
      ctx.tone(FLAG_COLORS[s % FLAG_COLORS.length] ?? '#e8403a'),
      4,
    );
  }
  out +=
    dot(fx, fy, 12, frame) +
    bulbs(
      ctx,
      rim.map(([x, y]) => [x, y - 2]),
      4,
    );
  // The big top.
  const tx = w * ctx.random.range(0.17, 0.22);
  const half = 190;
  const eave = h * 0.55;
  const peak = h * 0.1;
  const wallStripes = 10;
  for (let i = 0; i < wallStripes; i++) {
    const x = tx - half + (i * 2 * half) / wallStripes;
    out += box(x, eave, (2 * half) / wallStripes + 0.5, h - eave, i % 2 === 0 ? red : white);
  }
  for (let i = 0; i < wallStripes; i++) {
    const x0 = tx - half - 16 + (i * (2 * half + 32)) / wallStripes;
    const x1 = tx - half - 16 + ((i + 1) * (2 * half + 32)) / wallStripes;
    out += poly(
      [
        [tx - 3 + (i * 6) / wallStripes, peak],
        [x0, eave],
        [x1, eave],
        [tx - 3 + ((i + 1) * 6) / wallStripes, peak],
      ],
      i % 2 === 0 ? red : white,
    );
  }
  for (let x = tx - half - 16; x < tx + half + 16; x += 38)
    out += el('path', {
      d: `M${x} ${eave} Q${x + 19} ${eave + 26} ${x + 38} ${eave}Z`,
      fill: ctx.tone('#f2b43a'),
    });
  out +=
    poly(
      [
        [tx - 50, h],
        [tx, h * 0.68],
        [tx + 50, h],
      ],
      darken(red, 0.55),
    ) +
    line(['M', tx, peak, 'L', tx, peak - 46], frame, 4) +
    poly(
      [
        [tx + 2, peak - 46],
        [tx + 40, peak - 36],
        [tx + 2, peak - 26],
      ],
      ctx.tone('#f2c23a'),
    );
  const edge: [number, number][] = [];
  for (let t = 0; t <= 1; t += 0.1) {
    edge.push([tx + (-half - 16) * t, peak + (eave - peak) * t]);
    edge.push([tx + (half + 16) * t, peak + (eave - peak) * t]);
  }
  out += bulbs(ctx, edge, 4);
  return out;
};

/** Game booths with striped awnings, balloons and bunting along the midway. */
export const fairStalls: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const floor = h * 0.96;
  let out = box(0, floor, w, h - floor, ctx.color);
  const xs = spread(ctx, 3, 0.06);
  const awnings = ['#e8403a', '#3a8ad8', '#3aa86a'].map(ctx.tone);
  xs.forEach((x, i) => {
    const color = awnings[i % awnings.length] ?? '#e8403a';
    const white = ctx.tone('#fbf6ee');
    const wood = ctx.tone('#c8925a');
    const top = h * 0.3;
    out += box(x - 110, top, 220, floor - top, darken(wood, 0.35));
    // Prizes on the back shelf: teddies and stars.
    for (let p = 0; p < 4; p++) {
      const px = x - 78 + p * 52;
      out +=
        dot(px, top + 96, 18, ctx.tone(FLAG_COLORS[(p + i) % FLAG_COLORS.length] ?? '#f2b43a')) +
        dot(
          px - 12,
          top + 80,
          7,
          ctx.tone(FLAG_COLORS[(p + i) % FLAG_COLORS.length] ?? '#f2b43a'),
        ) +
        dot(px + 12, top + 80, 7, ctx.tone(FLAG_COLORS[(p + i) % FLAG_COLORS.length] ?? '#f2b43a'));
    }
    out +=
      box(x - 118, floor - 90, 236, 90, wood) +
      box(x - 124, floor - 96, 248, 12, lighten(wood, 0.2), 3);
    for (let s = 0; s < 8; s++)
      out += box(x - 120 + s * 30, top - 50, 30, 50, s % 2 === 0 ? color : white);
    for (let s = 0; s < 8; s++)
      out += el('path', {
        d: `M${x - 120 + s * 30} ${top} Q${x - 105 + s * 30} ${top + 22} ${x - 90 + s * 30} ${top}Z`,
        fill: s % 2 === 0 ? color : white,
      });
    out +=
      box(x - 60, top - 92, 120, 38, ctx.tone('#f2c23a'), 6) +
      box(x - 50, top - 82, 100, 18, color, 4);
    if (ctx.lit)
      out += bulbs(
        ctx,
        Array.from({ length: 7 }, (_, b) => [x - 60 + b * 20, top - 92] as const),
        3,
      );
  });
  // Bunting between the booths and a bunch of balloons.
  for (let i = 0; i < xs.length; i++) {
    const x0 = (xs[i] ?? 0) + 124;
    const x1 = (xs[(i + 1) % xs.length] ?? 0) - 124 + (i === xs.length - 1 ? w : 0);
    out += box(x0 + 4, h * 0.06, 6, floor - h * 0.06, ctx.tone('#8a6a4a'));
    out += bunting(ctx, x0 + 7, h * 0.08, x1 - 7, h * 0.08, 30, 16);
    const bx = (x0 + x1) / 2;
    for (let b = 0; b < 4; b++) {
      const ex = bx - 30 + b * 20;
      const ey = h * 0.36 + (b % 2) * 26;
      out +=
        line(['M', ex, ey + 24, 'L', bx, floor - 40], ctx.tone('#6a6a70'), 1.5) +
        oval(ex, ey, 18, 23, ctx.tone(FLAG_COLORS[b % FLAG_COLORS.length] ?? '#e8403a')) +
        dot(ex - 6, ey - 8, 4, '#ffffff', 0.6);
    }
  }
  return out;
};
