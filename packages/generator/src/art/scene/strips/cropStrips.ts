/**
 * Fields named by what grows in them, in rows running back to the hills: sunflowers, golden
 * wheat, corn, tulips in coloured stripes, lavender, vines with grapes, apple trees, pumpkins,
 * strawberries. The field is the layer's colour; the plants keep their own.
 */
import { darken, lighten } from '../../../color/colorMath.js';
import { box, dot, line, oval, poly, ridge } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** Draws one plant standing on (x, y) at `s` times its full size, in row `row` (far to near). */
type Plant = (ctx: StripContext, x: number, y: number, s: number, row: number) => string;

const ROWS = 5;
const FIELD_TOP = 0.42;

/** A field of `plant` in ROWS rows, far and small to near and big, `spacing` apart at full size. */
function cropField(plant: Plant, spacing: number, soil?: string): StripDrawer {
  return (ctx) => {
    const { w, h } = ctx;
    const field = soil ? ctx.tone(soil) : ctx.color;
    let out = ridge(ctx, h * FIELD_TOP, [[h * 0.02, 2, 0.4]], field);
    for (let row = 0; row < ROWS; row++) {
      const t = row / (ROWS - 1);
      const y = h * (FIELD_TOP + 0.08 + t * (0.96 - FIELD_TOP - 0.08));
      const s = 0.3 + t * 0.7;
      out += box(0, y - 4 * s, w, 8 * s, darken(field, 0.14), 0, 0.6);
      const step = spacing * s;
      const offset = (row % 2) * step * 0.5;
      for (let x = offset; x < w; x += step) out += plant(ctx, x, y, s, row);
    }
    return out;
  };
}

const stem = (ctx: StripContext, x: number, y: number, height: number, s: number): string =>
  line(['M', x, y, 'L', x, y - height], ctx.tone('#4a8a3a'), Math.max(2, 5 * s));

const sunflower: Plant = (ctx, x, y, s) => {
  const top = y - 120 * s;
  return (
    stem(ctx, x, y, 120 * s, s) +
    oval(x - 12 * s, y - 60 * s, 14 * s, 6 * s, ctx.tone('#5a9a40')) +
    oval(x + 12 * s, y - 80 * s, 14 * s, 6 * s, ctx.tone('#5a9a40')) +
    dot(x, top, 24 * s, ctx.tone('#ffcc1e')) +
    dot(x, top, 11 * s, ctx.tone('#6a3a1a'))
  );
};

const wheat: Plant = (ctx, x, y, s) => {
  const gold = ctx.tone('#e8b840');
  let out = '';
  for (const dx of [-8, 0, 8]) {
    const height = (70 + dx * 1.5) * s;
    out += line(
      ['M', x + dx * s, y, 'L', x + dx * s * 1.6, y - height],
      darken(gold, 0.1),
      2.5 * s + 1,
    );
    out += oval(x + dx * s * 1.6, y - height - 10 * s, 5 * s, 14 * s, gold);
  }
  return out;
};

const corn: Plant = (ctx, x, y, s) => {
  const leaf = ctx.tone('#5aa040');
  const top = y - 150 * s;
  return (
    stem(ctx, x, y, 150 * s, s) +
    line(
      ['M', x, y - 50 * s, 'Q', x - 30 * s, y - 70 * s, x - 40 * s, y - 50 * s],
      leaf,
      4 * s + 1,
    ) +
    line(
      ['M', x, y - 90 * s, 'Q', x + 30 * s, y - 110 * s, x + 42 * s, y - 92 * s],
      leaf,
      4 * s + 1,
    ) +
    oval(x + 8 * s, y - 75 * s, 7 * s, 20 * s, ctx.tone('#f4d040')) +
    line(
      ['M', x, top, 'L', x - 8 * s, top - 16 * s, 'M', x, top, 'L', x + 8 * s, top - 16 * s],
      ctx.tone('#d8b060'),
      2 * s + 1,
    )
  );
};

const TULIP_COLORS = ['#e8323a', '#ff8ab8', '#ffd02a', '#ff7a1e', '#a04ad8'] as const;

/** Tulip fields come in stripes: one colour per row. */
const tulip: Plant = (ctx, x, y, s, row) => {
  const color = ctx.tone(TULIP_COLORS[row % TULIP_COLORS.length] ?? '#e8323a');
  const top = y - 70 * s;
  return (
    stem(ctx, x, y, 70 * s, s) +
    poly(
      [
        [x - 14 * s, top],
        [x - 15 * s, top - 22 * s],
        [x - 5 * s, top - 14 * s],
        [x, top - 25 * s],
        [x + 5 * s, top - 14 * s],
        [x + 15 * s, top - 22 * s],
        [x + 14 * s, top],
      ],
      color,
    ) +
    oval(x, top, 14 * s, 8 * s, color)
  );
};

const lavender: Plant = (ctx, x, y, s) => {
  const purple = ctx.tone('#8a5ad0');
  let out = oval(x, y - 14 * s, 34 * s, 20 * s, ctx.tone('#6a8a5a'));
  for (const dx of [-24, -12, 0, 12, 24])
    out += oval(
      x + dx * s,
      y - (36 + Math.abs(dx) * -0.4) * s,
      5 * s,
      16 * s,
      dx === 0 ? lighten(purple, 0.1) : purple,
    );
  return out;
};

const vine: Plant = (ctx, x, y, s) =>
  box(x - 3 * s, y - 80 * s, 6 * s, 80 * s, ctx.tone('#7a5a3a')) +
  oval(x, y - 58 * s, 34 * s, 26 * s, ctx.tone('#4a8a3a')) +
  dot(x - 12 * s, y - 44 * s, 7 * s, ctx.tone('#6a2a7a')) +
  dot(x - 6 * s, y - 36 * s, 6 * s, ctx.tone('#6a2a7a')) +
  dot(x + 14 * s, y - 46 * s, 7 * s, ctx.tone('#7a3a8a'));

const appleTree: Plant = (ctx, x, y, s) => {
  let out = box(x - 6 * s, y - 70 * s, 12 * s, 70 * s, ctx.tone('#7a5236'));
  out += dot(x, y - 90 * s, 42 * s, ctx.tone('#4f9a48'));
  for (const [dx, dy] of [
    [-20, -96],
    [14, -104],
    [0, -76],
    [24, -82],
    [-14, -116],
  ] as const)
    out += dot(x + dx * s, y + dy * s, 6 * s, ctx.tone('#e8322a'));
  return out;
};

const pumpkin: Plant = (ctx, x, y, s) => {
  const orange = ctx.tone('#f07a1a');
  return (
    oval(x - 26 * s, y - 10 * s, 16 * s, 8 * s, ctx.tone('#4a8a3a')) +
    oval(x, y - 18 * s, 26 * s, 19 * s, orange) +
    oval(x, y - 18 * s, 10 * s, 19 * s, darken(orange, 0.12)) +
    box(x - 3 * s, y - 42 * s, 6 * s, 8 * s, ctx.tone('#5a7a2a'))
  );
};

const strawberry: Plant = (ctx, x, y, s) =>
  oval(x, y - 14 * s, 30 * s, 16 * s, ctx.tone('#3f8a3a')) +
  poly(
    [
      [x - 14 * s, y - 16 * s],
      [x - 4 * s, y - 16 * s],
      [x - 9 * s, y - 2 * s],
    ],
    ctx.tone('#e8223a'),
  ) +
  poly(
    [
      [x + 6 * s, y - 20 * s],
      [x + 16 * s, y - 20 * s],
      [x + 11 * s, y - 6 * s],
    ],
    ctx.tone('#e8223a'),
  );

export const sunflowerRows = cropField(sunflower, 64);
export const wheatRows = cropField(wheat, 34, '#d8a83a');
export const cornRows = cropField(corn, 70);
export const tulipRows = cropField(tulip, 40);
export const lavenderRows = cropField(lavender, 80, '#7a8a5a');
export const vineRows = cropField(vine, 86, '#8a7a4a');
export const orchardRows = cropField(appleTree, 120);
export const pumpkinRows = cropField(pumpkin, 90, '#7a6a3a');
export const strawberryRows = cropField(strawberry, 70, '#6a5a3a');
