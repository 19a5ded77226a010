/**
 * The castle-rock town (Edinburgh, Stirling, Budapest's Buda, Český Krumlov): a fortress on a dark
 * crag above a steep town of tall stone tenements and chimneys. The castle on its rock stands
 * in the first fifth of the strip, where an upright phone sees it when the game starts.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { fillerRow } from './landmarkStrips.js';
import { box, pane, poly } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** A castle of grey stone along the top of the crag: a curtain wall, a keep and towers. */
function fortress(ctx: StripContext, x: number, base: number): string {
  const stone = mix(ctx.tone('#a8a094'), ctx.color, 0.25);
  const shade = darken(stone, 0.18);
  const roof = mix(ctx.tone('#5a6a7a'), ctx.color, 0.2);
  let out = box(x - 150, base - 60, 300, 60, shade);
  for (let bx = x - 150; bx < x + 150; bx += 24) out += box(bx, base - 72, 14, 12, shade);
  // The keep and its great hall, a tower each side with a slate cone.
  out += box(x - 70, base - 140, 110, 140, stone);
  for (let bx = x - 70; bx < x + 40; bx += 22) out += box(bx, base - 152, 13, 12, stone);
  out +=
    box(x + 50, base - 110, 70, 50, stone) +
    poly(
      [
        [x + 46, base - 110],
        [x + 85, base - 140],
        [x + 124, base - 110],
      ],
      roof,
    );
  for (const tx of [x - 140, x + 130]) {
    out += box(tx - 18, base - 120, 36, 120, stone);
    out += poly(
      [
        [tx - 22, base - 120],
        [tx, base - 160],
        [tx + 22, base - 120],
      ],
      roof,
    );
  }
  for (let i = 0; i < 4; i++) out += pane(ctx, x - 58 + i * 26, base - 120, 12, 22);
  for (let i = 0; i < 3; i++) out += pane(ctx, x - 58 + i * 36, base - 70, 12, 20);
  // A flag on the keep.
  out += box(x - 16, base - 196, 4, 44, darken(stone, 0.4));
  out += poly(
    [
      [x - 12, base - 196],
      [x + 22, base - 188],
      [x - 12, base - 178],
    ],
    ctx.tone('#2a5ab8'),
  );
  return out;
}

/** A tall stone tenement: sandstone darkened by age, rows of windows, chimneys on the roof. */
function tenement(ctx: StripContext, x: number, width: number, top: number): string {
  const stone = mix(
    ctx.tone(ctx.random.pick(['#8a7a68', '#9a8a74', '#7a6e62', '#a89680'])),
    ctx.color,
    0.3,
  );
  const roof = mix(ctx.tone('#4a4a52'), ctx.color, 0.25);
  let out = box(x, top, width, ctx.h - top, stone);
  out += poly(
    [
      [x - 3, top],
      [x + width * 0.15, top - 18],
      [x + width * 0.85, top - 18],
      [x + width + 3, top],
    ],
    roof,
  );
  for (const cx of [x + width * 0.2, x + width * 0.7])
    out +=
      box(cx, top - 34, 12, 20, darken(stone, 0.15)) +
      box(cx - 2, top - 36, 16, 4, darken(stone, 0.3));
  const columns = Math.max(2, Math.round(width / 26));
  for (let y = top + 14; y < ctx.h - 30; y += 34)
    for (let c = 0; c < columns; c++)
      out += pane(ctx, x + (width / columns) * (c + 0.5) - 6, y, 12, 20);
  return out;
}

/** The castle on its crag over the stone town, a church spire and crown further along. */
export const castleTown: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const rock = mix(ctx.tone('#4a4640'), ctx.color, 0.2);
  const rockX = w * 0.14;
  const crest = h * 0.36;
  // The volcanic crag: a sheer cliff on the sea side, a slope down to the town.
  let out = poly(
    [
      [rockX - 220, h],
      [rockX - 200, h * 0.7],
      [rockX - 170, crest + 20],
      [rockX - 150, crest],
      [rockX + 160, crest],
      [rockX + 200, crest + 60],
      [rockX + 300, h * 0.78],
      [rockX + 360, h],
    ],
    rock,
  );
  for (let i = 0; i < 6; i++)
    out += poly(
      [
        [rockX - 190 + i * 60, crest + 30 + i * 6],
        [rockX - 170 + i * 60, h * 0.8],
        [rockX - 180 + i * 60, h * 0.8],
      ],
      lighten(rock, 0.1),
    );
  out += fortress(ctx, rockX, crest);
  // The old town climbing away from the rock, tall tenements packed along the ridge.
  out += fillerRow(ctx, rockX + 240, w - 20, 0.44, 0.6, [0, 0], (x, width, top) =>
    tenement(ctx, x, width, top),
  );
  // A crowned church spire over the roofs.
  const sx = w * 0.66;
  const spire = mix(ctx.tone('#8a7e70'), ctx.color, 0.3);
  out += box(sx - 24, h * 0.3, 48, h * 0.7, spire);
  out += poly(
    [
      [sx - 30, h * 0.3],
      [sx, h * 0.12],
      [sx + 30, h * 0.3],
    ],
    darken(spire, 0.2),
  );
  out += box(sx - 4, h * 0.08, 8, h * 0.05, darken(spire, 0.3));
  return out;
};
