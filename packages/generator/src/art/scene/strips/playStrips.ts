/** Toy and sweet worlds: candy hills with lollipops and gumdrops, towers of toy blocks. */
import { darken, lighten } from '../../../color/colorMath.js';
import { box, dot, line, oval, ridge, spread } from './shapes.js';
import type { StripDrawer } from './stripTypes.js';

export const candyHills: StripDrawer = (ctx) => {
  const { h } = ctx;
  const sweets = ['#ff5aa8', '#5ab8ff', '#ffd23f', '#7ad06a', '#b07aff'].map(ctx.tone);
  let out = ridge(
    ctx,
    h * 0.5,
    [
      [h * 0.1, 2, 0.4],
      [h * 0.04, 5, 1.3],
    ],
    lighten(ctx.color, 0.16),
  );
  for (const x of spread(ctx, 6, 0.3)) {
    const top = h * ctx.random.range(0.1, 0.35);
    const color = ctx.random.pick(sweets);
    out +=
      box(x - 5, top, 10, h - top, ctx.tone('#ffffff'), 4) +
      dot(x, top, 40, color) +
      dot(x, top, 26, lighten(color, 0.35)) +
      dot(x, top, 12, color);
  }
  out += ridge(ctx, h * 0.66, [[h * 0.08, 3, 2.1]], ctx.color);
  for (let i = 0; i < 12; i++) {
    const x = ctx.random.range(0, ctx.w);
    const color = ctx.random.pick(sweets);
    out +=
      oval(x, h * ctx.random.range(0.8, 0.95), 24, 20, color) +
      oval(x - 6, h * 0.83, 8, 5, lighten(color, 0.5), 0.7);
  }
  for (let i = 0; i < 40; i++)
    out += box(
      ctx.random.range(0, ctx.w),
      h * ctx.random.range(0.7, 1),
      10,
      4,
      ctx.random.pick(sweets),
      2,
    );
  return out;
};

export const toyBlocks: StripDrawer = (ctx) => {
  const { h } = ctx;
  const colors = ['#e8403a', '#3a8ad8', '#f2b43a', '#3aa86a', '#b04ad8'].map(ctx.tone);
  let out = '';
  for (const x of spread(ctx, 7, 0.25)) {
    const levels = ctx.random.int(2, 6);
    for (let l = 0; l < levels; l++) {
      const size = 70 - l * 4;
      const color = ctx.random.pick(colors);
      const bx = x - size / 2 + ctx.random.range(-6, 6);
      const by = h - (l + 1) * 72;
      out +=
        box(bx, by, size, size, color, 5) +
        box(bx + 12, by + 12, size - 24, size - 24, lighten(color, 0.25), 4);
    }
    if (ctx.random.chance(0.5))
      out += line(
        ['M', x - 30, h - levels * 72, 'L', x, h - levels * 72 - 50, 'L', x + 30, h - levels * 72],
        darken(ctx.random.pick(colors), 0.1),
        10,
      );
  }
  return out + box(0, h - 10, ctx.w, 10, ctx.color);
};
