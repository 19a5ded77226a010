/**
 * The near edge of a flat city roof, seen from on it: a brick parapet with an iron railing, a
 * water tower on its legs, vents and planters of greens along the top, so the city's skyline
 * behind reads as seen from a rooftop (rooftop gardens, roof terraces, balconies).
 */
import { darken, lighten } from '../../../color/colorMath.js';
import { box, dot, line, oval, poly, spread } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** A wooden water tank on four legs, with its cone roof. */
function waterTower(ctx: StripContext, x: number, base: number): string {
  const wood = ctx.tone('#8a5a3a');
  const iron = ctx.tone('#3a3f48');
  const [width, height] = [70, 80];
  const top = base - 70 - height;
  let out = '';
  for (const dx of [-28, -10, 10, 28]) out += box(x + dx - 3, base - 70, 6, 70, iron);
  out += line(['M', x - 28, base - 10, 'L', x + 28, base - 60], iron, 3);
  out += box(x - width / 2, top, width, height, wood, 4);
  for (let y = top + 16; y < top + height; y += 20)
    out += box(x - width / 2, y, width, 3, darken(wood, 0.3));
  out += poly(
    [
      [x - width / 2 - 6, top + 2],
      [x, top - 36],
      [x + width / 2 + 6, top + 2],
    ],
    darken(wood, 0.2),
  );
  if (ctx.snowy) out += oval(x, top - 4, width / 2, 8, ctx.tone('#f6f9ff'));
  return out;
}

/** A long planter box along the parapet, with leafy greens growing out of it. */
function planter(ctx: StripContext, x: number, top: number): string {
  const greens = [ctx.tone('#4f9a4a'), ctx.tone('#6cc050'), ctx.tone('#3f8a3a')];
  let out = '';
  for (let i = 0; i < 7; i++)
    out += dot(
      x - 48 + i * 16,
      top - 6 - ctx.random.range(0, 12),
      ctx.random.range(12, 18),
      greens[i % 3] as string,
    );
  out += box(x - 60, top - 4, 120, 26, ctx.tone('#9a6a44'), 4);
  return out + box(x - 60, top - 4, 120, 5, ctx.tone('#b8845a'), 2);
}

export const roofEdge: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const wallTop = h * 0.72;
  const brick = ctx.color;
  let out = '';
  for (const x of spread(ctx, 2, 0.2, w / 4)) out += waterTower(ctx, x, wallTop);
  for (const x of spread(ctx, 3, 0.2, w / 8))
    out +=
      box(x - 22, wallTop - 46, 44, 46, ctx.tone('#9aa0aa'), 3) +
      box(x - 16, wallTop - 40, 32, 6, ctx.tone('#6a707a')) +
      box(x - 16, wallTop - 28, 32, 6, ctx.tone('#6a707a'));
  // The railing on top of the parapet.
  const iron = ctx.tone('#2f3440');
  out += box(0, wallTop - 58, w, 6, iron);
  for (let x = 8; x < w; x += 28) out += box(x, wallTop - 58, 4, 58, iron);
  // The brick parapet, its coping and courses.
  out += box(0, wallTop, w, h - wallTop, brick);
  out += box(0, wallTop - 6, w, 12, lighten(brick, 0.25), 2);
  for (let y = wallTop + 22, row = 0; y < h; y += 22, row++) {
    out += box(0, y, w, 3, darken(brick, 0.25));
    for (let x = (row % 2) * 24; x < w; x += 48) out += box(x, y - 19, 3, 19, darken(brick, 0.25));
  }
  for (const x of spread(ctx, 4, 0.15, w / 10)) out += planter(ctx, x, wallTop - 6);
  return out;
};
