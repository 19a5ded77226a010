/**
 * Cities on famous bays, by their landmark: San Francisco's Golden Gate Bridge over the water,
 * Rio's Christ the Redeemer on Corcovado above Sugarloaf, Sydney's Opera House sails before the
 * Harbour Bridge.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { tower } from './builtStrips.js';
import { fillerRow } from './landmarkStrips.js';
import { box, dot, halo, line, poly, ridge, spread } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** Water from `top` down, with light glinting on it. */
function bay(ctx: StripContext, top: number): string {
  const water = mix(ctx.tone('#3a7ab8'), ctx.color, 0.25);
  let out = box(0, top, ctx.w, ctx.h - top, water);
  for (let i = 0; i < 16; i++)
    out += box(
      ctx.random.range(0, ctx.w),
      ctx.random.range(top + 6, ctx.h - 4),
      ctx.random.range(24, 70),
      3,
      lighten(water, 0.3),
      1,
      0.6,
    );
  return out;
}

/** One tower of the Golden Gate: two legs joined by portals, stepping in as it rises. */
function gateTower(x: number, deck: number, top: number, bottom: number, color: string): string {
  const dark = darken(color, 0.2);
  let out = box(x - 34, top, 18, bottom - top, color) + box(x + 16, top, 18, bottom - top, color);
  out +=
    box(x - 26, top, 8, bottom - top, dark, 0, 0.5) +
    box(x + 24, top, 8, bottom - top, dark, 0, 0.5);
  for (const y of [top + 4, top + (deck - top) * 0.3, top + (deck - top) * 0.6])
    out += box(x - 34, y, 68, 14, color) + box(x - 22, y + 14, 44, 8, color, 4);
  return out + box(x - 40, bottom - 20, 80, 20, dark);
}

export const sanFrancisco: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const orange = ctx.tone('#d0482a');
  const water = h * 0.8;
  const deck = h * 0.6;
  const top = h * 0.08;
  let out = '';
  // Marin's hills behind, and the city with the Transamerica Pyramid on the near shore.
  out += ridge(
    ctx,
    h * 0.56,
    [
      [h * 0.08, 1, 0.4],
      [h * 0.04, 3, 1.2],
    ],
    mix(ctx.tone('#8aa070'), ctx.color, 0.45),
    water,
  );
  const cx = w * ctx.random.range(0.32, 0.4);
  const x1 = cx - 220;
  const x2 = cx + 220;
  const px = (cx + w * 0.52) % w;
  out += fillerRow(ctx, px - 200, px + 200, 0.5, 0.7, [px - 24, px + 24], (x, width, t) =>
    tower(ctx, x, width, t, mix(ctx.tone('#e8e0d0'), ctx.color, 0.4)),
  );
  out += poly(
    [
      [px - 26, water],
      [px, h * 0.12],
      [px + 26, water],
    ],
    mix(ctx.tone('#f2f0ea'), ctx.color, 0.25),
  );
  out += bay(ctx, water);
  // Main cables sag between the towers; side cables run down to the ends.
  const sag = 2 * (deck - 14) - (top + 6);
  const cable: (string | number)[] = [
    'M',
    cx - w / 2,
    deck - 6,
    'Q',
    x1 - 110,
    top + 40,
    x1,
    top + 6,
  ];
  cable.push('Q', cx, sag, x2, top + 6, 'Q', x2 + 110, top + 40, cx + w / 2, deck - 6);
  for (let x = x1 + 16; x < x2; x += 18) {
    const t = (x - x1) / (x2 - x1);
    const y = (1 - t) * (1 - t) * (top + 6) + 2 * (1 - t) * t * sag + t * t * (top + 6);
    out += line(['M', x, y, 'L', x, deck], orange, 1.5, 0.8);
  }
  const sides: [number, number][][] = [
    [
      [x2, top + 6],
      [x2 + 110, top + 40],
      [cx + w / 2, deck - 6],
    ],
    [
      [cx - w / 2, deck - 6],
      [x1 - 110, top + 40],
      [x1, top + 6],
    ],
  ];
  for (const [p0, c, p1] of sides)
    for (let t = 0.06; t < 1; t += 0.06) {
      const x =
        (1 - t) * (1 - t) * (p0?.[0] ?? 0) +
        2 * (1 - t) * t * (c?.[0] ?? 0) +
        t * t * (p1?.[0] ?? 0);
      const y =
        (1 - t) * (1 - t) * (p0?.[1] ?? 0) +
        2 * (1 - t) * t * (c?.[1] ?? 0) +
        t * t * (p1?.[1] ?? 0);
      out += line(['M', x, y, 'L', x, deck], orange, 1.5, 0.8);
    }
  out += line(cable, orange, 5);
  // The deck with its truss, on the piers.
  out += box(0, deck, w, 16, orange) + box(0, deck + 16, w, 8, darken(orange, 0.3));
  for (let x = 0; x < w; x += 20)
    out += line(['M', x, deck + 16, 'L', x + 10, deck + 24], darken(orange, 0.45), 2);
  out += gateTower(x1, deck, top, water + 4, orange) + gateTower(x2, deck, top, water + 4, orange);
  if (ctx.lit) {
    for (let x = 0; x < w; x += 40) out += dot(x, deck + 4, 3, '#fff0b0');
    out += halo(x1, top, 40, '#ff6a4a', 1) + halo(x2, top, 40, '#ff6a4a', 1);
  }
  return out;
};

/** Christ the Redeemer: a white robed figure, arms wide, on a pedestal. */
function redeemer(ctx: StripContext, x: number, base: number, s: number): string {
  const white = ctx.tone('#f4f2ec');
  const shade = darken(white, 0.14);
  return (
    box(x - 9 * s, base - 12 * s, 18 * s, 12 * s, shade) +
    poly(
      [
        [x - 7 * s, base - 12 * s],
        [x - 4 * s, base - 54 * s],
        [x + 4 * s, base - 54 * s],
        [x + 7 * s, base - 12 * s],
      ],
      white,
    ) +
    box(x - 36 * s, base - 54 * s, 72 * s, 6 * s, white, 2 * s) +
    poly(
      [
        [x - 8 * s, base - 56 * s],
        [x + 8 * s, base - 56 * s],
        [x + 5 * s, base - 40 * s],
        [x - 5 * s, base - 40 * s],
      ],
      white,
    ) +
    dot(x, base - 61 * s, 5 * s, white) +
    (ctx.lit ? halo(x, base - 40 * s, 40 * s, '#f8f4ff', 0.8) : '')
  );
}

export const rio: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const green = mix(ctx.tone('#3a8a4a'), ctx.color, 0.35);
  const rock = mix(ctx.tone('#7a8478'), ctx.color, 0.35);
  const water = h * 0.84;
  const cx = w * ctx.random.range(0.16, 0.22);
  let out = ridge(ctx, h * 0.7, [[h * 0.05, 2, 0.3]], lighten(green, 0.12), water);
  // Corcovado: a steep green peak with the statue on its summit.
  const summit = h * 0.3;
  out += el('path', {
    d: `M${cx - 300} ${water} Q${cx - 160} ${h * 0.56} ${cx - 40} ${summit + 20} L${cx - 10} ${summit} L${cx + 20} ${summit + 6} Q${cx + 60} ${h * 0.5} ${cx + 250} ${water}Z`,
    fill: green,
  });
  out += poly(
    [
      [cx - 40, summit + 20],
      [cx - 10, summit],
      [cx + 20, summit + 6],
      [cx + 34, h * 0.36],
      [cx - 20, h * 0.4],
    ],
    rock,
  );
  out += redeemer(ctx, cx, summit + 2, 1.9);
  // A favela of little bright houses on the lower slope.
  const houses = ['#e8503a', '#f2b43a', '#3a8ad8', '#8ad870', '#ff8ac0', '#f4f0e8'].map(ctx.tone);
  for (let i = 0; i < 26; i++) {
    const hx = cx - 280 + ctx.random.range(0, 180);
    const slope = (hx - (cx - 300)) / 260;
    const hy = water - 20 - slope * h * 0.2 * ctx.random.range(0.1, 1);
    out +=
      box(hx, hy, 22, 18, ctx.random.pick(houses)) + box(hx + 6, hy + 6, 6, 6, darken(green, 0.5));
  }
  // Sugarloaf: a rounded dome of rock by the water, with its cable car.
  const sx = cx + w * 0.44;
  out += el('path', {
    d: `M${sx - 110} ${water} C${sx - 110} ${h * 0.5} ${sx - 70} ${h * 0.3} ${sx} ${h * 0.3} C${sx + 60} ${h * 0.3} ${sx + 100} ${h * 0.5} ${sx + 120} ${water}Z`,
    fill: rock,
  });
  out += el('path', {
    d: `M${sx - 60} ${h * 0.44} C${sx - 40} ${h * 0.34} ${sx} ${h * 0.32} ${sx + 30} ${h * 0.34}`,
    fill: 'none',
    stroke: green,
    'stroke-width': 16,
    'stroke-opacity': 0.7,
  });
  const ux = sx - 230;
  out += el('path', {
    d: `M${ux - 90} ${water} C${ux - 80} ${h * 0.62} ${ux + 60} ${h * 0.6} ${ux + 90} ${water}Z`,
    fill: green,
  });
  out += line(['M', ux, h * 0.62, 'L', sx - 6, h * 0.31], ctx.tone('#3a3a44'), 1.5);
  out += box(ux + 110, h * 0.5, 18, 14, ctx.tone('#e8403a'), 3);
  out += bay(ctx, water);
  // Sailboats in the bay.
  for (const bx of spread(ctx, 3, 0.3)) {
    const by = water + (h - water) * 0.5;
    out +=
      poly(
        [
          [bx, by - 40],
          [bx, by - 4],
          [bx + 26, by - 4],
        ],
        ctx.tone('#ffffff'),
      ) + box(bx - 14, by - 4, 44, 6, ctx.tone('#7a4a30'), 2);
  }
  return out;
};

/** One white shell of the Opera House's roof, `width` at its foot, rising to a point. */
function shell(
  x: number,
  base: number,
  width: number,
  height: number,
  facing: number,
  color: string,
  rib: string,
): string {
  const s = facing;
  const tip: [number, number] = [x + width * 0.15 * s, base - height];
  let out = el('path', {
    d: `M${x} ${base} L${x + width * s} ${base} Q${x + width * 0.78 * s} ${base - height * 0.55} ${tip[0]} ${tip[1]} Q${x - width * 0.04 * s} ${base - height * 0.5} ${x} ${base}Z`,
    fill: color,
  });
  for (let r = 1; r < 4; r++)
    out += line(
      [
        'M',
        x + width * (0.2 + r * 0.2) * s,
        base,
        'Q',
        x + width * (0.35 + r * 0.12) * s,
        base - height * 0.45,
        tip[0],
        tip[1],
      ],
      rib,
      2,
      0.5,
    );
  return out;
}

export const sydney: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const water = h * 0.84;
  const cx = w * ctx.random.range(0.24, 0.28);
  const steel = mix(ctx.tone('#6a7080'), ctx.color, 0.35);
  let out = '';
  // City towers behind.
  const bx = cx + w * 0.48;
  out += fillerRow(ctx, bx - 480, bx - 260, 0.3, 0.56, [0, 0], (x, width, t) =>
    tower(ctx, x, width, t, mix(ctx.color, '#000000', ctx.random.range(0.02, 0.14))),
  );
  // The Harbour Bridge: a steel arch between granite pylons.
  const half = 230;
  const deck = h * 0.6;
  const arch = (lift: number): (string | number)[] => [
    'M',
    bx - half,
    deck + 10 - lift,
    'Q',
    bx,
    h * 0.08 - lift * 2,
    bx + half,
    deck + 10 - lift,
  ];
  for (let t = -0.9; t <= 0.9; t += 0.1) {
    const x = bx + t * half;
    const yTop = deck + 10 + (h * 0.08 - (deck + 10)) * (1 - t * t);
    out += line(['M', x, yTop + 20, 'L', x, deck], steel, 2);
  }
  out += line(arch(0), steel, 10) + line(arch(-24), steel, 6);
  out += box(0, deck, w, 14, steel) + box(0, deck + 14, w, 6, darken(steel, 0.3));
  const granite = mix(ctx.tone('#c8b898'), ctx.color, 0.3);
  for (const px of [bx - half - 20, bx + half + 20])
    out +=
      box(px - 28, h * 0.4, 56, water - h * 0.4, granite) +
      box(px - 32, h * 0.4, 64, 10, lighten(granite, 0.15));
  out += bay(ctx, water);
  // The Opera House: white sails on a sandstone podium, in pairs back to back.
  const podium = mix(ctx.tone('#d8b890'), ctx.color, 0.25);
  out +=
    box(cx - 260, h * 0.74, 520, water - h * 0.74 + 6, podium) +
    box(cx - 270, h * 0.74, 540, 8, lighten(podium, 0.15));
  const white = mix(ctx.tone('#f8f6f0'), ctx.color, 0.12);
  const rib = darken(white, 0.2);
  const shells: [number, number, number, number][] = [
    [-240, 110, 0.5, 1],
    [-170, 140, 0.6, 1],
    [-80, 160, 0.62, 1],
    [-10, 130, 0.5, -1],
    [40, 110, 0.44, 1],
    [110, 130, 0.52, 1],
    [180, 96, 0.38, -1],
  ];
  for (const [dx, width, height, facing] of shells)
    out += shell(
      cx + dx + (facing < 0 ? width : 0),
      h * 0.75,
      width,
      h * height * 0.62,
      facing,
      white,
      rib,
    );
  return out;
};
