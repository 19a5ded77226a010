/**
 * Shores and rivers: a rocky headland with its lighthouse over the sea, dark rocks with surf
 * breaking on them, and a river running between grassy banks. The lighthouse stands in the
 * first fifth of its strip, where an upright phone sees it when the game starts.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { box, dot, halo, line, poly, ridge, type Point } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** A lighthouse: a white tapering tower with red bands, its lamp room lit at night. */
function lighthouse(ctx: StripContext, x: number, base: number, height: number): string {
  const white = ctx.tone('#f4f0ea');
  const red = ctx.tone('#d8403a');
  const top = base - height;
  const half = (y: number): number => 26 - ((base - y) / height) * 10;
  let out = poly(
    [
      [x - half(base), base],
      [x - half(top), top],
      [x + half(top), top],
      [x + half(base), base],
    ],
    white,
  );
  for (let b = 0; b < 3; b++) {
    const y0 = base - height * (0.12 + b * 0.3);
    const y1 = y0 - height * 0.13;
    out += poly(
      [
        [x - half(y0), y0],
        [x + half(y0), y0],
        [x + half(y1), y1],
        [x - half(y1), y1],
      ],
      red,
    );
  }
  const lamp = ctx.lit ? '#ffe49a' : ctx.tone('#cfe8f0');
  out +=
    box(x - 22, top - 6, 44, 8, darken(white, 0.3), 2) +
    box(x - 14, top - 34, 28, 28, lamp) +
    line(['M', x, top - 34, 'L', x, top - 6], darken(white, 0.4), 2) +
    poly(
      [
        [x - 20, top - 34],
        [x, top - 54],
        [x + 20, top - 34],
      ],
      red,
    ) +
    dot(x, top - 56, 4, red);
  if (ctx.lit)
    out +=
      halo(x, top - 20, 70, '#fff0b0', 1.4) +
      poly(
        [
          [x + 12, top - 28],
          [x + 260, top - 70],
          [x + 260, top + 20],
          [x + 12, top - 12],
        ],
        '#fff0b0',
        0.22,
      );
  return out + box(x - 10, base - 30, 20, 30, darken(white, 0.45), 8);
}

/** A jagged rock outline from `left` to `right` standing on `base`, peaking at `peak`. */
function crag(ctx: StripContext, left: number, right: number, base: number, peak: number): Point[] {
  const points: Point[] = [[left, base]];
  const steps = Math.max(3, Math.round((right - left) / 40));
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const rise = Math.sin(t * Math.PI) ** 0.6;
    points.push([
      left + t * (right - left),
      base - (base - peak) * rise * ctx.random.range(0.82, 1),
    ]);
  }
  points.push([right, base]);
  return points;
}

/**
 * A rocky headland over the sea: grey cliffs with grass on top, a lighthouse on the first one,
 * sea stacks offshore, the sea at their feet. Tiles: cliffs come and go within the strip.
 */
export const seaCliffs: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const rock = ctx.color;
  const grass = mix(ctx.tone('#6a9a4a'), rock, 0.25);
  const water = ctx.tone('#2f88c0');
  let out = box(0, h * 0.72, w, h * 0.28, water);
  // The headland with the lighthouse, first fifth of the strip.
  const head = w * 0.12;
  const cliffTop = h * 0.42;
  out +=
    poly(
      [
        [head - 150, h],
        [head - 130, cliffTop + 30],
        [head - 90, cliffTop + 4],
        [head + 60, cliffTop],
        [head + 120, cliffTop + 20],
        [head + 170, h * 0.7],
        [head + 200, h],
      ],
      rock,
    ) +
    poly(
      [
        [head - 96, cliffTop + 8],
        [head + 70, cliffTop - 4],
        [head + 116, cliffTop + 18],
        [head - 120, cliffTop + 30],
      ],
      grass,
    );
  for (let i = 0; i < 5; i++) {
    const y = cliffTop + 50 + i * 34;
    out += line(
      ['M', head - 120 + i * 8, y, 'L', head + 120 - i * 6, y + 10],
      darken(rock, 0.18),
      3,
      0.6,
    );
  }
  out += lighthouse(ctx, head, cliffTop + 6, h * 0.32);
  // A keeper's cottage beside it.
  out +=
    box(head + 40, cliffTop - 34, 56, 36, ctx.tone('#e8e0d0')) +
    poly(
      [
        [head + 34, cliffTop - 34],
        [head + 68, cliffTop - 58],
        [head + 102, cliffTop - 34],
      ],
      darken(rock, 0.25),
    );
  // Further cliffs and sea stacks along the coast.
  out += poly(crag(ctx, w * 0.42, w * 0.78, h, h * 0.5), darken(rock, 0.08));
  out += poly(crag(ctx, w * 0.5, w * 0.62, h * 0.56, h * 0.52), grass);
  out += poly(crag(ctx, w * 0.86, w * 0.94, h, h * 0.6), lighten(rock, 0.06));
  for (const x of [w * 0.34, w * 0.82, w * 0.98])
    out += line(
      ['M', x - 30, h * 0.8, 'Q', x, h * 0.76, x + 30, h * 0.8],
      ctx.tone('#ffffff'),
      4,
      0.7,
    );
  return out;
};

/** Dark wet rocks along the shore with white surf breaking over them, a rock pool or two. */
export const shoreRocks: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const rock = ctx.color;
  const foam = ctx.tone('#ffffff');
  let out = box(0, h * 0.55, w, h * 0.45, ctx.tone('#2a78b0'));
  out += ridge(
    ctx,
    h * 0.72,
    [
      [10, 4, 0.4],
      [6, 9, 1.3],
    ],
    lighten(ctx.tone('#2a78b0'), 0.2),
    h,
  );
  let x = -20;
  while (x < w) {
    const width = ctx.random.range(90, 190);
    const top = h * ctx.random.range(0.42, 0.66);
    const shade = ctx.random.pick([rock, darken(rock, 0.12), lighten(rock, 0.08)]);
    out += poly(crag(ctx, x, Math.min(w + 20, x + width), h, top), shade);
    out += line(
      ['M', x + width * 0.25, top + 18, 'L', x + width * 0.5, top + 6],
      lighten(shade, 0.25),
      4,
      0.7,
    );
    // Surf breaking on the rock's seaward side.
    out +=
      el('path', {
        d: `M${x - 10} ${h * 0.8} Q${x + width * 0.2} ${top + 30} ${x + width * 0.45} ${h * 0.74} Q${x + width * 0.3} ${h * 0.86} ${x - 10} ${h * 0.86}Z`,
        fill: foam,
        'fill-opacity': 0.75,
      }) + dot(x + width * 0.2, top + 20, 5, foam, 0.8);
    x += width + ctx.random.range(40, 110);
  }
  for (let i = 0; i < 3; i++) {
    const px = ctx.random.range(0, w);
    out += el('ellipse', {
      cx: px,
      cy: h * 0.94,
      rx: 40,
      ry: 8,
      fill: lighten(ctx.tone('#2a78b0'), 0.3),
    });
  }
  return out;
};

/**
 * A river running across the strip between grassy banks: the far bank with reeds, the water
 * with ripples and a floating leaf or two, the near bank's edge at the bottom.
 */
export const river: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const water = ctx.color;
  const bank = mix(ctx.tone('#6aa84a'), ctx.palette.groundAccent, 0.3);
  let out = ridge(
    ctx,
    h * 0.34,
    [
      [8, 3, 0.2],
      [5, 7, 1.1],
    ],
    bank,
    h * 0.5,
  );
  out += box(0, h * 0.46, w, h * 0.54, water);
  out += ridge(ctx, h * 0.5, [[4, 5, 0.6]], lighten(water, 0.12), h * 0.62);
  for (let i = 0; i < 24; i++) {
    const y = ctx.random.range(h * 0.55, h * 0.92);
    const rx = ctx.random.range(0, w);
    const len = ctx.random.range(20, 60);
    out += line(['M', rx - len, y, 'Q', rx, y - 5, rx + len, y], lighten(water, 0.35), 3, 0.6);
  }
  for (let i = 0; i < 10; i++) {
    const rx = ctx.random.range(0, w);
    out += line(['M', rx, h * 0.4, 'L', rx - 6, h * 0.24], darken(bank, 0.2), 4);
    out += line(['M', rx + 8, h * 0.4, 'L', rx + 12, h * 0.28], darken(bank, 0.15), 4);
  }
  // The near bank's lip, so the water reads as a river, not the open sea.
  out += ridge(
    ctx,
    h * 0.97,
    [
      [6, 4, 0.9],
      [4, 11, 0.3],
    ],
    darken(bank, 0.05),
    h,
  );
  return out;
};
