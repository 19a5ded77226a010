/**
 * Features a player names as part of a place, drawn in front of it on a strip of ground: a
 * checked picnic blanket with its basket, a campfire, camping tents, boulders, rain puddles.
 * The feature the player named stands in the first fifth of the strip, where an upright phone
 * sees it when the game starts.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { box, dot, halo, line, oval, poly, ridge, spread } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** Where the named feature stands: near the strip's start. */
export const firstSpot = (ctx: StripContext): number => ctx.w * ctx.random.range(0.14, 0.2);

/** The strip's ground: a low band of the layer's colour with a soft top edge. */
export const groundBand = (ctx: StripContext, top: number): string =>
  ridge(ctx, top, [[6, 3, 0.6]], ctx.color);

/** A checked cloth seen at a slant: rows of squares in two colours. */
function checkedCloth(ctx: StripContext, cx: number, y: number, width: number): string {
  const red = ctx.tone('#d8343a');
  const white = ctx.tone('#fbf4ea');
  const rows = 4;
  const columns = 8;
  const depth = width * 0.22;
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const t0 = r / rows;
      const t1 = (r + 1) / rows;
      // Each row is a little wider than the one behind it: the cloth lies on the ground.
      const at = (t: number, k: number): number =>
        cx - (width / 2) * (0.8 + 0.2 * t) + (k / columns) * width * (0.8 + 0.2 * t);
      out += poly(
        [
          [at(t0, c), y + depth * t0],
          [at(t0, c + 1), y + depth * t0],
          [at(t1, c + 1), y + depth * t1],
          [at(t1, c), y + depth * t1],
        ],
        (r + c) % 2 === 0 ? red : white,
      );
    }
  return out;
}

/** A wicker picnic basket with its handle. */
function basket(ctx: StripContext, x: number, base: number): string {
  const wicker = ctx.tone('#c08a4a');
  return (
    line(['M', x - 26, base - 34, 'Q', x, base - 74, x + 26, base - 34], darken(wicker, 0.3), 6) +
    box(x - 34, base - 40, 68, 40, wicker, 6) +
    line(['M', x - 30, base - 26, 'L', x + 30, base - 26], darken(wicker, 0.25), 3) +
    line(['M', x - 30, base - 12, 'L', x + 30, base - 12], darken(wicker, 0.25), 3)
  );
}

/** A picnic on the grass: a big red-and-white checked blanket, a basket, fruit and cups. */
export const picnicBlanket: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  let out = groundBand(ctx, h * 0.55);
  const cx = firstSpot(ctx) + 40;
  const y = h * 0.66;
  out += checkedCloth(ctx, cx, y, 360);
  out += basket(ctx, cx + 90, y + 60);
  out +=
    dot(cx - 80, y + 40, 14, ctx.tone('#e8302a')) + dot(cx - 54, y + 46, 12, ctx.tone('#7ac040'));
  out += box(cx - 20, y + 22, 18, 26, ctx.tone('#f8f8f8'), 3);
  // A second, smaller blanket further along.
  out += checkedCloth(ctx, (cx + w * 0.55) % w, y + 10, 220);
  return out;
};

/** Flames: three tongues of fire, hot yellow inside orange. */
function flames(x: number, base: number, size: number): string {
  const tongue = (dx: number, height: number, fill: string): string =>
    el('path', {
      d: `M${x + dx - size * 0.3} ${base} Q${x + dx - size * 0.35} ${base - height * 0.5} ${x + dx} ${base - height} Q${x + dx + size * 0.35} ${base - height * 0.5} ${x + dx + size * 0.3} ${base}Z`,
      fill,
    });
  return (
    tongue(-size * 0.3, size * 1.1, '#ff6a1a') +
    tongue(size * 0.3, size * 1.2, '#ff6a1a') +
    tongue(0, size * 1.7, '#ff8a1a') +
    tongue(0, size * 1.0, '#ffd84a')
  );
}

/** A campfire: a ring of stones, crossed logs, tall flames and their glow; logs to sit on. */
export const campfire: StripDrawer = (ctx) => {
  const { h } = ctx;
  let out = groundBand(ctx, h * 0.62);
  const x = firstSpot(ctx) + 30;
  const base = h * 0.86;
  const wood = ctx.tone('#6a4028');
  out += halo(x, base - 90, 200, '#ffb040', 1.4);
  out +=
    line(['M', x - 80, base + 6, 'L', x + 80, base - 24], wood, 20) +
    line(['M', x - 80, base - 24, 'L', x + 80, base + 6], darken(wood, 0.2), 20);
  out += flames(x, base - 6, 90);
  for (let a = 0; a < 9; a++) {
    const angle = (a / 9) * Math.PI * 2;
    out += oval(
      x + Math.cos(angle) * 104,
      base + Math.sin(angle) * 14 + 10,
      18,
      11,
      ctx.tone('#8a8a90'),
    );
  }
  // Logs to sit on, either side of the fire.
  for (const dx of [-240, 240])
    out +=
      box(x + dx - 70, base - 18, 140, 30, wood, 14) +
      oval(x + dx + 66, base - 3, 10, 14, lighten(wood, 0.35));
  return out;
};

/** A camping tent: a triangle of canvas, its door flap open, a guy line to a peg. */
function tent(ctx: StripContext, x: number, base: number, size: number, canvas: string): string {
  return (
    poly(
      [
        [x - size, base],
        [x, base - size * 1.05],
        [x + size, base],
      ],
      canvas,
    ) +
    poly(
      [
        [x - size * 0.08, base],
        [x, base - size * 0.8],
        [x + size * 0.35, base],
      ],
      darken(canvas, 0.45),
    ) +
    line(['M', x, base - size * 1.05, 'L', x + size * 1.4, base], darken(canvas, 0.2), 2) +
    line(['M', x, base - size * 1.05, 'L', x, base - size * 1.2], darken(canvas, 0.4), 4)
  );
}

/** A campsite: bright tents pitched in a row on the grass. */
export const tents: StripDrawer = (ctx) => {
  const { h } = ctx;
  let out = groundBand(ctx, h * 0.5);
  const first = firstSpot(ctx);
  const colors = ['#e8682a', '#2a8ad8', '#f2c23a', '#3aa860', '#d8343a'];
  const spots = spread(ctx, 5, 0.15, first - ctx.w / 10);
  spots.forEach((x, i) => {
    const size = i === 0 ? 190 : ctx.random.range(110, 150);
    out += tent(
      ctx,
      x,
      h * 0.92,
      size,
      mix(ctx.tone(colors[i % colors.length] ?? '#e8682a'), ctx.color, 0.1),
    );
  });
  return out;
};

/** A boulder: a rounded lump of rock, lit from the top left, a crack or two. */
function boulder(ctx: StripContext, x: number, base: number, size: number): string {
  const rock = mix(ctx.tone('#8a8a90'), ctx.color, 0.4);
  return (
    el('path', {
      d: `M${x - size} ${base} Q${x - size * 1.05} ${base - size * 0.9} ${x - size * 0.2} ${base - size * 1.1} Q${x + size * 0.9} ${base - size * 1.05} ${x + size} ${base}Z`,
      fill: rock,
    }) +
    oval(x - size * 0.35, base - size * 0.75, size * 0.35, size * 0.18, lighten(rock, 0.25)) +
    line(
      [
        'M',
        x + size * 0.2,
        base - size * 0.9,
        'L',
        x + size * 0.05,
        base - size * 0.5,
        'L',
        x + size * 0.3,
        base - size * 0.3,
      ],
      darken(rock, 0.35),
      3,
    )
  );
}

/** Boulders: big rocks on the ground, the biggest first, smaller ones piled beside them. */
export const boulders: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  let out = groundBand(ctx, h * 0.6);
  const first = firstSpot(ctx);
  out += boulder(ctx, first, h, 190) + boulder(ctx, first + 210, h, 100);
  for (const x of spread(ctx, 4, 0.2, w * 0.2).filter((x) => x < w - 80))
    out += boulder(ctx, x + 200, h, ctx.random.range(40, 90));
  return out;
};

/** Rain puddles on the ground, each a slice of the sky with a ripple and a glint. */
export const puddles: StripDrawer = (ctx) => {
  const { h } = ctx;
  let out = groundBand(ctx, h * 0.5);
  const sky = ctx.tone(mix(ctx.palette.skyBottom, '#9ac4e0', 0.5));
  const first = firstSpot(ctx);
  const spots = [first, ...spread(ctx, 4, 0.3, ctx.w * 0.15).map((x) => x + ctx.w * 0.2)];
  spots.forEach((x, i) => {
    const y = h - ctx.random.range(40, 110);
    const rx = i === 0 ? 130 : ctx.random.range(50, 90);
    out += oval(x, y + 4, rx, rx * 0.24, darken(ctx.color, 0.25));
    out += oval(x, y, rx * 0.94, rx * 0.2, sky);
    out += el('ellipse', {
      cx: x,
      cy: y,
      rx: rx * 0.4,
      ry: rx * 0.08,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 2,
      'stroke-opacity': 0.6,
    });
    out += line(['M', x - rx * 0.6, y - 3, 'L', x - rx * 0.2, y - 3], '#ffffff', 3, 0.7);
  });
  return out;
};
