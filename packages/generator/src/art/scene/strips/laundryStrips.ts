/**
 * The laundry room and laundromat: a tiled wall with shelves of detergent, and a packed row of
 * front-loading washing machines (clothes tumbling behind round doors), stacked dryers, baskets
 * of washing and a folding table.
 */
import { darken, lighten } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import type { Prop } from './props.js';
import { wallStrip } from './roomStrips.js';
import { box, dot, line, oval, poly } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';
import * as F from './wallFeatures.js';
import type { WallFeature } from './wallFeatures.js';

const CLOTHES = ['#e8403a', '#3a8ad8', '#f2b43a', '#3aa86a', '#ff8ac0', '#ffffff'] as const;

/** A shelf of detergent bottles and boxes. */
const detergentShelf: WallFeature = (ctx, x, area) => {
  const y = area.top + (area.bottom - area.top) * 0.45;
  let out = box(x - 110, y, 220, 10, ctx.tone('#c8ccd4'), 2);
  const colors = ['#3a8ad8', '#f2b43a', '#e8403a', '#3aa86a', '#8a4ad8'];
  for (let b = 0; b < 5; b++) {
    const bx = x - 96 + b * 42;
    const color = ctx.tone(colors[b] ?? '#3a8ad8');
    out +=
      b % 2 === 0
        ? box(bx, y - 64, 32, 64, color, 8) +
          box(bx + 8, y - 76, 16, 14, lighten(color, 0.3), 3) +
          box(bx + 4, y - 42, 24, 16, '#ffffff', 3, 0.8)
        : box(bx - 2, y - 50, 38, 50, color, 2) + box(bx + 4, y - 38, 26, 14, '#ffffff', 2, 0.8);
  }
  return out;
};

/** A notice board of pinned notes: prices, lost socks. */
const noticeBoard: WallFeature = (ctx, x, area) => {
  const y = area.top + 30;
  let out =
    box(x - 80, y, 160, 120, ctx.tone('#b08050'), 4) +
    box(x - 72, y + 8, 144, 104, ctx.tone('#d8a870'), 2);
  for (let n = 0; n < 4; n++) {
    const nx = x - 62 + (n % 2) * 70;
    const ny = y + 16 + Math.floor(n / 2) * 46;
    out +=
      box(
        nx,
        ny,
        52,
        38,
        ctx.tone(['#fff8c0', '#ffffff', '#c8f0ff', '#ffd8e8'][n] ?? '#ffffff'),
        1,
      ) + dot(nx + 26, ny + 3, 3, ctx.tone('#e8403a'));
  }
  return out;
};

/** A front-loading washing machine: panel, dial, round door with tumbling clothes. */
function washer(
  ctx: StripContext,
  x: number,
  top: number,
  width: number,
  height: number,
  isDryer: boolean,
): string {
  const body = ctx.tone(isDryer ? '#e8ecf0' : '#f6f8fa');
  const rim = ctx.tone('#a8b0bc');
  const cx = x + width / 2;
  const cy = top + height * 0.58;
  const r = Math.min(width, height) * 0.3;
  let out =
    box(x + 2, top, width - 4, height, body, 8) +
    box(x + 2, top, width - 4, height * 0.2, darken(body, 0.06), 8);
  out +=
    dot(x + width * 0.25, top + height * 0.1, height * 0.055, rim) +
    box(x + width * 0.45, top + height * 0.06, width * 0.3, height * 0.08, ctx.tone('#2a3a48'), 3) +
    box(x + width * 0.48, top + height * 0.08, width * 0.12, height * 0.04, ctx.tone('#5af0a0'), 1);
  out += dot(cx, cy, r + 10, rim) + dot(cx, cy, r, ctx.tone(isDryer ? '#3a3a48' : '#5ab0e8'));
  const clip = `${ctx.id}-door${Math.round(x)}-${Math.round(top)}`;
  let inside = '';
  for (let c = 0; c < 5; c++) {
    const a = (c / 5) * Math.PI * 2 + ctx.random.range(0, 1);
    inside += oval(
      cx + Math.cos(a) * r * 0.45,
      cy + Math.sin(a) * r * 0.45,
      r * 0.42,
      r * 0.22,
      ctx.tone(ctx.random.pick(CLOTHES)),
    );
  }
  if (!isDryer) inside += box(cx - r, cy + r * 0.25, r * 2, r, ctx.tone('#7ac8f0'), 0, 0.55);
  out +=
    el('clipPath', { id: clip }, dot(cx, cy, r, '#000')) +
    el('g', { 'clip-path': `url(#${clip})` }, inside);
  out += el('path', {
    d: `M${cx - r * 0.6} ${cy - r * 0.5} A${r * 0.8} ${r * 0.8} 0 0 1 ${cx + r * 0.1} ${cy - r * 0.78}`,
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': 5,
    'stroke-opacity': 0.6,
  });
  return out + box(cx + r + 2, cy - 10, 8, 20, rim, 3);
}

const washingMachine: Prop = {
  width: 150,
  draw: (ctx, x, floor) => washer(ctx, x, floor - 170, 150, 170, false),
};

const dryerStack: Prop = {
  width: 150,
  draw: (ctx, x, floor) =>
    washer(ctx, x, floor - 340, 150, 166, true) + washer(ctx, x, floor - 170, 150, 170, true),
};

const laundryBasket: Prop = {
  width: 150,
  draw: (ctx, x, floor) => {
    const wicker = ctx.tone('#d8a860');
    const top = floor - 100;
    let out = '';
    for (let c = 0; c < 5; c++)
      out += oval(
        x + 30 + c * 22,
        top + ctx.random.range(-8, 6),
        28,
        18,
        ctx.tone(CLOTHES[(c + 2) % CLOTHES.length] ?? '#ffffff'),
      );
    out += line(
      ['M', x + 40, top - 4, 'Q', x + 70, top - 60, x + 96, top - 14],
      ctx.tone('#ff8ac0'),
      10,
    );
    out += poly(
      [
        [x + 8, top],
        [x + 142, top],
        [x + 128, floor],
        [x + 22, floor],
      ],
      wicker,
    );
    for (let y = top + 16; y < floor; y += 16)
      out += line(['M', x + 14, y, 'L', x + 136, y], darken(wicker, 0.2), 3);
    return out + box(x + 2, top - 6, 146, 12, darken(wicker, 0.1), 6);
  },
};

const foldingTable: Prop = {
  width: 220,
  draw: (ctx, x, floor) => {
    const top = floor - 120;
    let out =
      box(x + 10, top, 8, floor - top, ctx.tone('#8a94a8')) +
      box(x + 202, top, 8, floor - top, ctx.tone('#8a94a8'));
    out += box(x, top - 12, 220, 14, ctx.tone('#d8dce4'), 3);
    for (let pile = 0; pile < 2; pile++)
      for (let f = 0; f < 4; f++)
        out += box(
          x + 20 + pile * 100,
          top - 24 - f * 14,
          80,
          13,
          ctx.tone(CLOTHES[(f + pile * 3) % CLOTHES.length] ?? '#3a8ad8'),
          3,
        );
    return out;
  },
};

/** The laundry room's tiled wall: shelves of detergent, a clock, a notice board, a window. */
export const laundryWall: StripDrawer = wallStrip({
  upper: 'tiles',
  lower: 'tiles',
  lowerHeight: 0.3,
  features: [detergentShelf, F.window, noticeBoard, F.clock, detergentShelf],
});

/** Washers and dryers side by side along the wall, with baskets and the folding table. */
export const washers: StripDrawer = (ctx) => {
  const floor = ctx.h - 30;
  let out = box(0, floor - 2, ctx.w, ctx.h - floor + 2, ctx.color);
  const pieces: Prop[] = [
    washingMachine,
    washingMachine,
    dryerStack,
    laundryBasket,
    washingMachine,
    foldingTable,
  ];
  const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
  const gap = (ctx.w - total) / pieces.length;
  let x = gap / 2;
  for (const piece of pieces) {
    out +=
      oval(x + piece.width / 2, floor, piece.width * 0.55, 8, '#000000', 0.12) +
      piece.draw(ctx, x, floor);
    x += piece.width + gap;
  }
  return out + box(0, floor, ctx.w, 4, darken(ctx.color, 0.2));
};
