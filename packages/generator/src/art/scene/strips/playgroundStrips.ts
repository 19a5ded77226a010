/**
 * A playground, drawn in front of its place: a round trampoline with its safety net first
 * (where an upright phone sees it when the game starts), then a swing set, a slide and a seesaw.
 */
import { darken, lighten } from '../../../color/colorMath.js';
import { box, line, oval, poly } from './shapes.js';
import { firstSpot, groundBand } from './featureStrips.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** A round trampoline seen at a slant: legs, a blue pad ring, the black mat, net poles. */
function trampoline(ctx: StripContext, x: number, base: number, size: number): string {
  const frame = ctx.tone('#5a6470');
  const pad = ctx.tone('#2a8ad8');
  const top = base - size * 0.34;
  let legs = '';
  for (const dx of [-0.85, -0.3, 0.3, 0.85])
    legs += line(['M', x + dx * size, top, 'L', x + dx * size * 1.02, base], frame, 8);
  let poles = '';
  for (const dx of [-0.92, -0.3, 0.3, 0.92])
    poles += line(['M', x + dx * size, top, 'L', x + dx * size, top - size * 0.6], frame, 6);
  return (
    legs +
    oval(x, top, size, size * 0.26, pad) +
    oval(x, top, size * 0.84, size * 0.2, ctx.tone('#222428')) +
    oval(x - size * 0.25, top - size * 0.05, size * 0.3, size * 0.05, ctx.tone('#4a4c52')) +
    poles +
    line(
      [
        'M',
        x - size * 0.92,
        top - size * 0.6,
        'Q',
        x,
        top - size * 0.8,
        x + size * 0.92,
        top - size * 0.6,
      ],
      lighten(frame, 0.3),
      4,
      0.8,
    )
  );
}

/** A swing set: an A-frame, a top bar and two seats on chains. */
function swings(ctx: StripContext, x: number, base: number, size: number): string {
  const frame = ctx.tone('#d8343a');
  const top = base - size;
  const chain = ctx.tone('#8a8e94');
  let out =
    line(
      ['M', x - size * 0.8, base, 'L', x - size * 0.6, top, 'L', x - size * 0.4, base],
      frame,
      10,
    ) +
    line(
      ['M', x + size * 0.4, base, 'L', x + size * 0.6, top, 'L', x + size * 0.8, base],
      frame,
      10,
    ) +
    line(['M', x - size * 0.62, top, 'L', x + size * 0.62, top], frame, 10);
  for (const dx of [-0.25, 0.25]) {
    const seat = base - size * 0.3;
    out +=
      line(['M', x + (dx - 0.1) * size, top, 'L', x + (dx - 0.1) * size, seat], chain, 3) +
      line(['M', x + (dx + 0.1) * size, top, 'L', x + (dx + 0.1) * size, seat], chain, 3) +
      box(x + (dx - 0.14) * size, seat - 4, size * 0.28, 10, ctx.tone('#f2c23a'), 3);
  }
  return out;
}

/** A slide: a ladder up to a platform and a yellow chute curving down. */
function slide(ctx: StripContext, x: number, base: number, size: number): string {
  const steel = ctx.tone('#8a8e94');
  const top = base - size;
  let rungs = '';
  for (let i = 1; i < 5; i++)
    rungs += line(
      ['M', x - size * 0.5, top + i * size * 0.2, 'L', x - size * 0.3, top + i * size * 0.2],
      steel,
      4,
    );
  const chute = ctx.tone('#f2a81e');
  return (
    line(['M', x - size * 0.5, base, 'L', x - size * 0.5, top], steel, 6) +
    line(['M', x - size * 0.3, base, 'L', x - size * 0.3, top], steel, 6) +
    rungs +
    box(x - size * 0.55, top - 8, size * 0.32, 12, steel, 3) +
    poly(
      [
        [x - size * 0.26, top - 6],
        [x - size * 0.2, top + 10],
        [x + size * 0.7, base - 4],
        [x + size * 0.8, base - 20],
      ],
      chute,
    ) +
    line(['M', x - size * 0.24, top - 8, 'L', x + size * 0.78, base - 22], darken(chute, 0.25), 4)
  );
}

/** A seesaw: a green plank tipped on a red pivot, a handle at each end. */
function seesaw(ctx: StripContext, x: number, base: number, size: number): string {
  const plank = ctx.tone('#3aa860');
  const pivotTop = base - size * 0.28;
  return (
    poly(
      [
        [x - size * 0.14, base],
        [x, pivotTop],
        [x + size * 0.14, base],
      ],
      ctx.tone('#d8343a'),
    ) +
    line(['M', x - size, base - size * 0.08, 'L', x + size, pivotTop - size * 0.2], plank, 12) +
    line(
      ['M', x - size * 0.85, base - size * 0.1, 'L', x - size * 0.85, base - size * 0.28],
      plank,
      6,
    ) +
    line(
      ['M', x + size * 0.85, pivotTop - size * 0.18, 'L', x + size * 0.85, pivotTop - size * 0.36],
      plank,
      6,
    )
  );
}

/** A playground on the grass: the trampoline first, then swings, a slide and a seesaw. */
export const playground: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const base = h * 0.9;
  const first = firstSpot(ctx);
  return (
    groundBand(ctx, h * 0.55) +
    trampoline(ctx, first, base, 150) +
    swings(ctx, first + w * 0.24, base, 200) +
    slide(ctx, first + w * 0.47, base, 170) +
    seesaw(ctx, first + w * 0.7, base, 110)
  );
};
