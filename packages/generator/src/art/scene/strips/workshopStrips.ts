/**
 * Workshops: Santa's toy workshop (wooden walls hung with garlands, a fireplace with stockings,
 * a bench of half-made toys, a Christmas tree) and a carpenter's (tool boards, workbenches,
 * stacked planks, a sawhorse).
 */
import { darken, lighten } from '../../../color/colorMath.js';
import * as P from './props.js';
import type { Prop } from './props.js';
import { rowStrip, wallStrip } from './roomStrips.js';
import { box, dot, halo, line, poly } from './shapes.js';
import * as F from './wallFeatures.js';
import type { WallFeature } from './wallFeatures.js';

const BAUBLES = ['#e8403a', '#f2c23a', '#3a8ad8', '#f4f0ea'] as const;

/** A swag of evergreen garland with red bows and baubles, hung high on the wall. */
const garland: WallFeature = (ctx, x, area) => {
  const y = area.top + 10;
  const green = ctx.tone('#2f7a3a');
  let out = line(['M', x - 120, y, 'Q', x, y + 70, x + 120, y], green, 22);
  for (let i = 0; i <= 6; i++) {
    const t = i / 6;
    const bx = x - 120 + t * 240;
    const by = y + 4 * 70 * t * (1 - t) * 0.5 + 14;
    out += dot(bx, by, 8, ctx.tone(BAUBLES[i % BAUBLES.length] ?? '#e8403a'));
  }
  const bow = ctx.tone('#d8243a');
  return (
    out +
    poly(
      [
        [x - 124, y - 16],
        [x - 100, y],
        [x - 124, y + 16],
      ],
      bow,
    ) +
    poly(
      [
        [x + 124, y - 16],
        [x + 100, y],
        [x + 124, y + 16],
      ],
      bow,
    )
  );
};

/** A pegboard of tools: a saw, a hammer, a wrench, pliers, hung on their pegs. */
const toolBoard: WallFeature = (ctx, x, area) => {
  const top = area.top + 20;
  const height = (area.bottom - area.top) * 0.62;
  const board = ctx.tone('#c8a070');
  const steel = ctx.tone('#9aa4ae');
  const handle = ctx.tone('#b0583a');
  return (
    box(x - 130, top, 260, height, board, 6) +
    box(x - 130, top, 260, height, darken(board, 0.3), 6, 0.15) +
    poly(
      [
        [x - 110, top + 30],
        [x - 30, top + 30],
        [x - 30, top + 60],
        [x - 110, top + 46],
      ],
      steel,
    ) +
    box(x - 30, top + 24, 26, 40, handle, 6) +
    box(x + 10, top + 30, 10, 90, handle, 3) +
    box(x - 4, top + 24, 38, 18, steel, 3) +
    line(['M', x + 60, top + 30, 'L', x + 60, top + 110], steel, 10) +
    dot(x + 60, top + 30, 14, steel) +
    dot(x + 60, top + 30, 6, board) +
    line(['M', x + 96, top + 34, 'L', x + 88, top + 100], handle, 8) +
    line(['M', x + 106, top + 34, 'L', x + 114, top + 100], handle, 8)
  );
};

/** A stone fireplace with a crackling fire and stockings hung from the mantel. */
const fireplace: Prop = {
  width: 240,
  draw: (ctx, x, floor) => {
    const stone = ctx.tone('#b0583a');
    const top = floor - 230;
    let stockings = '';
    for (let i = 0; i < 3; i++) {
      const sx = x + 50 + i * 60;
      const sock = ctx.tone(i % 2 === 0 ? '#d8243a' : '#2f7a3a');
      stockings +=
        box(sx, top + 34, 26, 50, sock, 4) +
        box(sx, top + 70, 44, 22, sock, 10) +
        box(sx - 2, top + 30, 30, 12, ctx.tone('#f4f0ea'), 4);
    }
    const lit = ctx.tone('#ff8a1e');
    return (
      box(x, top + 20, 240, 210, stone, 4) +
      box(x - 14, top, 268, 26, darken(stone, 0.3), 4) +
      box(x + 50, top + 100, 140, 130, ctx.tone('#2a1a14'), 30) +
      halo(x + 120, floor - 40, 70, '#ffb040', 0.8) +
      poly(
        [
          [x + 80, floor - 14],
          [x + 100, floor - 80],
          [x + 120, floor - 50],
          [x + 140, floor - 100],
          [x + 160, floor - 14],
        ],
        lit,
      ) +
      box(x + 70, floor - 18, 100, 14, ctx.tone('#6a4020'), 5) +
      stockings
    );
  },
};

/** A toymaker's bench: a wooden top on legs, a toy train, blocks and a rocking horse on it. */
const toyBench: Prop = {
  width: 280,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#9a6a3a');
    const top = floor - 110;
    return (
      box(x + 10, top, 20, 110, darken(wood, 0.25), 2) +
      box(x + 250, top, 20, 110, darken(wood, 0.25), 2) +
      box(x, top - 16, 280, 22, wood, 4) +
      box(x + 20, top - 56, 60, 40, ctx.tone('#e8403a'), 4) +
      box(x + 80, top - 46, 36, 30, ctx.tone('#3a8ad8'), 4) +
      dot(x + 40, top - 14, 10, ctx.tone('#2a2a2a')) +
      dot(x + 96, top - 14, 10, ctx.tone('#2a2a2a')) +
      box(x + 140, top - 46, 30, 30, ctx.tone('#f2c23a'), 3) +
      box(x + 150, top - 76, 30, 30, ctx.tone('#3aa860'), 3) +
      line(
        ['M', x + 200, top - 16, 'Q', x + 235, top - 4, x + 270, top - 16],
        ctx.tone('#8a4a2a'),
        6,
      ) +
      box(x + 210, top - 60, 50, 34, ctx.tone('#c87a3a'), 14) +
      box(x + 246, top - 86, 22, 34, ctx.tone('#c87a3a'), 8)
    );
  },
};

/** A Christmas tree: tiers of green, baubles, a star on top, presents under it. */
const christmasTree: Prop = {
  width: 180,
  draw: (ctx, x, floor) => {
    const green = ctx.tone('#2f7a3a');
    const cx = x + 90;
    let out = box(cx - 12, floor - 40, 24, 40, ctx.tone('#6a4020'));
    [0, 1, 2].forEach((tier) => {
      const base = floor - 30 - tier * 70;
      const half = 90 - tier * 22;
      out += poly(
        [
          [cx - half, base],
          [cx, base - 110],
          [cx + half, base],
        ],
        tier === 1 ? lighten(green, 0.08) : green,
      );
      for (let i = 0; i < 3; i++)
        out += dot(
          cx - half * 0.6 + i * half * 0.6,
          base - 12,
          8,
          ctx.tone(BAUBLES[(i + tier) % BAUBLES.length] ?? '#e8403a'),
        );
    });
    return (
      out +
      dot(cx, floor - 250, 16, ctx.tone('#ffd23f')) +
      box(x, floor - 36, 50, 36, ctx.tone('#d8243a'), 3) +
      box(x + 130, floor - 30, 44, 30, ctx.tone('#3a8ad8'), 3)
    );
  },
};

/** A carpenter's workbench: a thick top, a vice, a plank and a saw on it. */
const workbench: Prop = {
  width: 280,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#b07a42');
    const top = floor - 110;
    return (
      box(x + 10, top, 24, 110, darken(wood, 0.3), 2) +
      box(x + 246, top, 24, 110, darken(wood, 0.3), 2) +
      box(x + 10, floor - 40, 260, 12, darken(wood, 0.3), 2) +
      box(x, top - 24, 280, 28, wood, 3) +
      box(x - 14, top - 30, 30, 40, ctx.tone('#5a6470'), 4) +
      box(x + 40, top - 38, 150, 14, lighten(wood, 0.2), 2) +
      poly(
        [
          [x + 200, top - 24],
          [x + 260, top - 24],
          [x + 260, top - 40],
        ],
        ctx.tone('#9aa4ae'),
      )
    );
  },
};

/** Planks stacked on the floor, their ends showing. */
const plankStack: Prop = {
  width: 220,
  draw: (ctx, x, floor) => {
    let out = '';
    for (let i = 0; i < 6; i++) {
      const plank = ctx.tone(i % 2 === 0 ? '#c8965a' : '#b07a42');
      out += box(x + (i % 2) * 10, floor - 22 - i * 22, 200, 20, plank, 2);
    }
    return out;
  },
};

/** A sawhorse with a plank across it, half sawn. */
const sawhorse: Prop = {
  width: 200,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#9a6a3a');
    return (
      line(['M', x + 30, floor, 'L', x + 60, floor - 90, 'L', x + 90, floor], wood, 12) +
      line(['M', x + 110, floor, 'L', x + 140, floor - 90, 'L', x + 170, floor], wood, 12) +
      box(x, floor - 104, 200, 18, lighten(wood, 0.2), 2) +
      box(x + 150, floor - 150, 12, 50, ctx.tone('#9aa4ae'), 2) +
      box(x + 146, floor - 170, 20, 26, ctx.tone('#b0583a'), 5)
    );
  },
};

/** Strips of the two workshops, keyed by strip kind. */
export const WORKSHOP_STRIPS = {
  toyWorkshopWall: wallStrip({
    upper: 'panels',
    lower: 'panels',
    lowerHeight: 0.28,
    features: [garland, F.curtainWindow, garland, F.shelf, garland, F.clock],
  }),
  toyWorkshop: rowStrip([toyBench, fireplace, P.toyBox, christmasTree, P.teddy]),
  woodshopWall: wallStrip({
    upper: 'panels',
    lower: 'panels',
    lowerHeight: 0.24,
    features: [toolBoard, F.window, toolBoard],
  }),
  woodshop: rowStrip([workbench, plankStack, sawhorse, P.barrel]),
};
