/**
 * Litter of a polluted place, standing on the strip's bottom edge: bottles lying and standing,
 * crushed cans, plastic bags, a tyre, wrappers, over a murky oily stain.
 */
import { darken, lighten } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { box, dot, line, oval, poly, spread } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

const BOTTLE_GLASS = ['#4a9a5a', '#8a5a2a', '#7ab8d8'] as const;
const CAN_COLORS = ['#d83a3a', '#3a6ad8', '#e8c030', '#9aa4ae'] as const;
const BAG_COLORS = ['#f4f4f0', '#dfe8f0', '#4a6ad0'] as const;

/** A bottle lying on its side (neck to the right), or standing. */
function bottle(ctx: StripContext, x: number, floor: number): string {
  const glass = ctx.tone(ctx.random.pick(BOTTLE_GLASS));
  if (ctx.random.chance(0.5))
    return (
      box(x - 34, floor - 22, 50, 22, glass, 10, 0.9) +
      box(x + 12, floor - 16, 22, 10, glass, 4, 0.9) +
      box(x + 32, floor - 18, 6, 14, ctx.tone('#e8e4d8'), 2) +
      box(x - 26, floor - 18, 30, 5, lighten(glass, 0.45), 2, 0.7)
    );
  return (
    box(x - 12, floor - 56, 24, 56, glass, 8, 0.9) +
    box(x - 5, floor - 76, 10, 24, glass, 3, 0.9) +
    box(x - 6, floor - 80, 12, 6, ctx.tone('#e8e4d8'), 2) +
    box(x - 7, floor - 40, 14, 16, ctx.tone('#f4f0e4'), 2)
  );
}

/** A can crushed on the ground, its rim showing. */
function can(ctx: StripContext, x: number, floor: number): string {
  const color = ctx.tone(ctx.random.pick(CAN_COLORS));
  return (
    poly(
      [
        [x - 16, floor],
        [x - 18, floor - 26],
        [x - 6, floor - 20],
        [x + 6, floor - 28],
        [x + 18, floor - 24],
        [x + 16, floor],
      ],
      color,
    ) +
    oval(x, floor - 26, 16, 5, ctx.tone('#c8ccd0')) +
    box(x - 14, floor - 16, 28, 5, ctx.tone('#f4f4f0'), 2, 0.8)
  );
}

/** A plastic bag slumped on the ground, its handles up. */
function bag(ctx: StripContext, x: number, floor: number): string {
  const color = ctx.tone(ctx.random.pick(BAG_COLORS));
  return (
    line(['M', x - 16, floor - 40, 'Q', x - 10, floor - 62, x - 2, floor - 40], color, 5) +
    line(['M', x + 4, floor - 40, 'Q', x + 12, floor - 60, x + 18, floor - 40], color, 5) +
    poly(
      [
        [x - 34, floor],
        [x - 26, floor - 40],
        [x + 26, floor - 42],
        [x + 36, floor],
      ],
      color,
      0.95,
    ) +
    line(['M', x - 18, floor - 30, 'L', x - 6, floor - 6], darken(color, 0.2), 3)
  );
}

/** An old tyre on its side. */
function tyre(ctx: StripContext, x: number, floor: number): string {
  return (
    oval(x, floor - 14, 40, 16, ctx.tone('#2a2a2c')) +
    oval(x, floor - 16, 20, 7, ctx.tone('#6a6258'))
  );
}

/** A crumpled wrapper or paper ball. */
function wrapper(ctx: StripContext, x: number, floor: number): string {
  return (
    dot(x, floor - 12, 12, ctx.tone(ctx.random.pick(['#f4f0e4', '#f0a030', '#e84a5a']))) +
    line(['M', x - 6, floor - 16, 'L', x + 5, floor - 8], ctx.tone('#8a8478'), 2)
  );
}

const ITEMS = [bottle, can, bag, bottle, can, tyre, wrapper] as const;

/** Litter strewn over a murky stain: bottles, cans, bags, a tyre, wrappers. */
export const litter: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  let out = box(0, h - 14, w, 14, ctx.tone('#3a3a30'), 0, 0.45);
  for (const x of spread(ctx, 9, 0.4)) {
    const floor = h - ctx.random.range(0, 26);
    const item = ctx.random.pick(ITEMS)(ctx, x, floor);
    out += el(
      'g',
      { transform: `translate(${x} ${floor}) scale(2.2) translate(${-x} ${-floor})` },
      item,
    );
  }
  return out;
};
