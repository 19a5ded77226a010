/**
 * Growing places under glass (greenhouse, conservatory, palm house, polytunnel, nursery): the
 * glass house's white frame and panes overhead and all round, and the benches of potted
 * seedlings and flowers in front.
 */
import { darken, lighten } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { box, line, oval, poly } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** The glass house: a pitched roof of panes over glass walls, the white frame between them. */
export const glassHouse: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const frame = ctx.tone('#f4f8f4');
  const glass = ctx.tone('#d8f4ff');
  const eaves = h * 0.3;
  const bay = 128;
  let out = box(0, 0, w, h, glass, 0, 0.12);
  for (let x = 0; x < w; x += bay) {
    const ridgeX = x + bay / 2;
    // Each bay's pitched roof: two sloping panes meeting at a ridge.
    out += poly(
      [
        [x, eaves],
        [ridgeX, 0],
        [x + bay, eaves],
      ],
      lighten(glass, 0.3),
      0.35,
    );
    out += line(['M', x, eaves, 'L', ridgeX, 0, 'L', x + bay, eaves], frame, 9);
    for (const t of [0.33, 0.66])
      out += line(
        ['M', x + (bay / 2) * t, eaves * (1 - t), 'L', x + bay - (bay / 2) * t, eaves * (1 - t)],
        frame,
        3,
      );
    // The wall below: mullions, a transom, the glint of the panes.
    out +=
      line(['M', x, eaves, 'L', x, h], frame, 9) +
      line(['M', ridgeX, eaves, 'L', ridgeX, h], frame, 3);
    out += poly(
      [
        [x + 16, h * 0.95],
        [x + 40, eaves + 20],
        [x + 52, eaves + 20],
        [x + 28, h * 0.95],
      ],
      '#ffffff',
      0.18,
    );
  }
  out += box(0, eaves - 4, w, 8, frame) + box(0, h * 0.62, w, 5, frame);
  return out;
};

/** A clay pot with a plant: a seedling, a leafy bush or a flower. */
function pottedPlant(ctx: StripContext, x: number, base: number): string {
  const clay = ctx.tone('#c8683a');
  const leaf = ctx.tone(ctx.random.pick(['#3a9a3a', '#4ab04a', '#2a8a4a']));
  const kind = ctx.random.pick(['seedling', 'bush', 'flower'] as const);
  let out =
    poly(
      [
        [x - 16, base - 30],
        [x + 16, base - 30],
        [x + 11, base],
        [x - 11, base],
      ],
      clay,
    ) + box(x - 18, base - 34, 36, 7, darken(clay, 0.15), 2);
  if (kind === 'seedling')
    out +=
      line(['M', x, base - 34, 'L', x, base - 56], leaf, 3) +
      oval(x - 9, base - 56, 10, 5, leaf) +
      oval(x + 9, base - 58, 10, 5, leaf);
  else if (kind === 'bush')
    out += oval(x, base - 52, 22, 20, leaf) + oval(x - 10, base - 60, 12, 10, lighten(leaf, 0.15));
  else
    out +=
      line(['M', x, base - 34, 'L', x, base - 66], leaf, 3) +
      oval(x - 8, base - 46, 9, 5, leaf) +
      el('circle', {
        cx: x,
        cy: base - 70,
        r: 10,
        fill: ctx.tone(ctx.random.pick(['#e8343a', '#f2c23a', '#e86ab0'])),
      }) +
      el('circle', { cx: x, cy: base - 70, r: 4, fill: ctx.tone('#fff0a0') });
  return out;
}

/** Potting benches along the glass: slatted tables crowded with pots, a watering can. */
export const pottingBenches: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const wood = ctx.color;
  const top = h * 0.55;
  let out = box(0, h - 24, w, 24, darken(wood, 0.3));
  for (let x = 20; x < w; x += 340) {
    const width = 300;
    out += box(x, top, width, 14, wood, 2) + box(x, top + 40, width, 8, darken(wood, 0.15));
    for (const leg of [x + 10, x + width - 22])
      out += box(leg, top, 12, h - top - 20, darken(wood, 0.25));
    for (let px = x + 28; px < x + width - 20; px += 48) out += pottedPlant(ctx, px, top);
    out += pottedPlant(ctx, x + 60, h - 22) + pottedPlant(ctx, x + 200, h - 22);
  }
  // A green watering can on the first bench.
  const can = ctx.tone('#3a8a5a');
  out +=
    box(60, top - 40, 44, 40, can, 6) +
    line(['M', 104, top - 30, 'L', 134, top - 52], can, 6) +
    line(['M', 66, top - 40, 'Q', 82, top - 64, 98, top - 40], darken(can, 0.2), 4);
  return out;
};
