/** Places people work and travel through: a mine tunnel, rice terraces, a runway, a gas station, a zoo fence. */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { box, dot, halo, line, pane, poly, ridge, spread } from './shapes.js';
import type { StripDrawer } from './stripTypes.js';

/** Timber frames down a tunnel, gold ore in the rock, rails on the floor and a loaded cart first. */
export const mineTunnel: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const wood = ctx.tone('#8a5a32');
  const gold = ctx.tone('#f2c040');
  const steel = ctx.tone('#9aa0a8');
  let out = box(0, 0, w, h, ctx.color);
  for (let i = 0; i < 40; i++) {
    const x = ctx.random.range(10, w - 10);
    const y = ctx.random.range(h * 0.08, h * 0.7);
    out += dot(x, y, ctx.random.range(4, 9), gold) + dot(x - 2, y - 2, 2, lighten(gold, 0.5));
  }
  for (const x of spread(ctx, 4, 0.05, -w / 8)) {
    out += box(x - 14, h * 0.18, 28, h * 0.72, wood) + box(x + 186, h * 0.18, 28, h * 0.72, wood);
    out += box(x - 24, h * 0.14, 248, 30, darken(wood, 0.1));
    if (ctx.lit || ctx.random.chance(0.6))
      out += halo(x + 100, h * 0.26, 60, '#ffcf6a') + dot(x + 100, h * 0.24, 8, '#ffe08a');
  }
  out += box(0, h * 0.9, w, h * 0.1, darken(ctx.color, 0.25));
  for (let x = 8; x < w; x += 40) out += box(x, h * 0.92, 22, 10, wood);
  out += box(0, h * 0.91, w, 5, steel) + box(0, h * 0.97, w, 5, steel);
  const cx = w * 0.2;
  out +=
    poly(
      [
        [cx - 70, h * 0.74],
        [cx + 70, h * 0.74],
        [cx + 56, h * 0.88],
        [cx - 56, h * 0.88],
      ],
      ctx.tone('#5a5a62'),
    ) +
    dot(cx - 36, h * 0.9, 12, steel) +
    dot(cx + 36, h * 0.9, 12, steel);
  for (let i = -2; i <= 2; i++) out += dot(cx + i * 22, h * 0.73, 16, gold);
  return out;
};

/** Terraced paddies stepping down a hill, each a flooded ledge with rows of green shoots. */
export const paddyTerraces: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const water = ctx.tone('#9ad0e0');
  const shoot = ctx.tone('#6ac040');
  let out = '';
  const steps = 4;
  for (let s = 0; s < steps; s++) {
    const top = h * (0.3 + s * 0.17);
    const earth = mix(ctx.color, '#5a4a2a', 0.15 + s * 0.08);
    out += ridge(ctx, top, [[h * 0.03, 2, s]], earth);
    out += ridge(ctx, top + 8, [[h * 0.03, 2, s]], water, top + h * 0.09);
    for (let x = (s % 2) * 12; x < w; x += 24)
      out += line(['M', x, top + h * 0.06, 'L', x + 4, top + h * 0.02], shoot, 4);
  }
  return out;
};

/** A glass terminal with a control tower, a plane waiting on the striped runway in front. */
export const runway: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const glass = ctx.tone('#bfe0f0');
  const white = ctx.tone('#f4f6fa');
  let out = box(0, h * 0.5, w, h * 0.26, ctx.color, 0);
  for (let x = 10; x < w; x += 46) out += pane(ctx, x, h * 0.54, 36, h * 0.16, ctx.lit);
  out += box(0, h * 0.46, w, 18, darken(ctx.color, 0.2));
  const tx = w * 0.72;
  out +=
    box(tx - 12, h * 0.12, 24, h * 0.38, white) +
    poly(
      [
        [tx - 44, h * 0.04],
        [tx + 44, h * 0.04],
        [tx + 30, h * 0.14],
        [tx - 30, h * 0.14],
      ],
      glass,
    ) +
    box(tx - 46, h * 0.02, 92, 8, darken(white, 0.3));
  out += box(0, h * 0.76, w, h * 0.24, ctx.tone('#4a4e58'));
  for (let x = 0; x < w; x += 96) out += box(x + 20, h * 0.87, 56, 8, white);
  const px = w * 0.22;
  out +=
    poly(
      [
        [px - 130, h * 0.8],
        [px + 120, h * 0.78],
        [px + 150, h * 0.82],
        [px + 120, h * 0.86],
        [px - 130, h * 0.85],
      ],
      white,
    ) +
    poly(
      [
        [px - 20, h * 0.82],
        [px + 50, h * 0.82],
        [px - 40, h * 0.96],
        [px - 70, h * 0.96],
      ],
      darken(white, 0.12),
    ) +
    poly(
      [
        [px - 130, h * 0.8],
        [px - 100, h * 0.64],
        [px - 84, h * 0.64],
        [px - 96, h * 0.82],
      ],
      ctx.tone('#3a7ae0'),
    );
  for (let i = 0; i < 8; i++) out += dot(px - 60 + i * 20, h * 0.815, 4, glass);
  return out;
};

/** A gas station forecourt: the canopy with its stripe, pumps beneath and a tall price sign. */
export const gasStation: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const red = ctx.tone('#e8403a');
  const white = ctx.tone('#f4f4f0');
  const light = ctx.lit ? '#fff6c0' : white;
  let out = box(0, h * 0.92, w, h * 0.08, ctx.tone('#4a4e58'));
  for (const x of spread(ctx, 2, 0.05, w * -0.1)) {
    out += box(x - 200, h * 0.42, 400, 34, white) + box(x - 200, h * 0.42 + 24, 400, 10, red);
    if (ctx.lit) out += halo(x, h * 0.5, 220, '#fff6c0');
    out += box(x - 170, h * 0.42 + 34, 14, h * 0.5 - 34, white);
    out += box(x + 156, h * 0.42 + 34, 14, h * 0.5 - 34, white);
    for (const dx of [-80, 40]) {
      out += box(x + dx, h * 0.68, 44, h * 0.24, red, 6) + box(x + dx + 8, h * 0.72, 28, 22, light);
      out += line(
        ['M', x + dx + 44, h * 0.76, 'Q', x + dx + 64, h * 0.8, x + dx + 54, h * 0.9],
        '#2a2a2a',
        5,
      );
    }
  }
  const sx = w * 0.9;
  out += box(sx - 6, h * 0.2, 12, h * 0.72, ctx.tone('#6a6a70'));
  out +=
    box(sx - 50, h * 0.08, 100, 110, red, 8) +
    box(sx - 40, h * 0.16, 80, 22, light) +
    box(sx - 40, h * 0.24, 80, 22, light);
  return out;
};

/** A zoo: an enclosure fence with posts, a keeper's hut and a direction sign. */
export const zooFence: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const wood = ctx.tone('#9a6a3a');
  let out = ridge(ctx, h * 0.88, [[h * 0.02, 3, 0]], ctx.color);
  out += box(0, h * 0.66, w, 10, wood) + box(0, h * 0.76, w, 10, wood);
  for (let x = 10; x < w; x += 64) out += box(x, h * 0.6, 12, h * 0.3, darken(wood, 0.15));
  const hx = w * 0.62;
  out +=
    box(hx - 70, h * 0.5, 140, h * 0.4, ctx.tone('#c89a5a')) +
    poly(
      [
        [hx - 90, h * 0.52],
        [hx, h * 0.36],
        [hx + 90, h * 0.52],
      ],
      ctx.tone('#7a4a2a'),
    ) +
    box(hx - 18, h * 0.68, 36, h * 0.22, darken(wood, 0.3));
  const sx = w * 0.16;
  out +=
    box(sx - 4, h * 0.46, 8, h * 0.44, wood) +
    box(sx - 50, h * 0.44, 100, 34, ctx.tone('#3a8a4a'), 4);
  return out;
};
