/** Trees and plants: woods, pines, palms, jungle, bare spooky trees, swamp, flowers, farms, reefs. */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { d, el } from '../../svg.js';
import { box, dot, line, oval, poly, ridge, spread } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

const ground = (ctx: StripContext, top: number, color = ctx.color): string =>
  ridge(ctx, ctx.h * top, [[ctx.h * 0.015, 6, 0.7]], color);

function roundTree(ctx: StripContext, x: number, height: number, color: string): string {
  const { h } = ctx;
  const r = height * 0.27;
  const trunk = ctx.tone('#6b4a2e');
  const light = lighten(color, 0.16);
  let out = box(x - 6, h - height * 0.5, 12, height * 0.5, trunk, 3);
  out +=
    dot(x, h - height * 0.7, r, color) +
    dot(x - r * 0.65, h - height * 0.55, r * 0.75, color) +
    dot(x + r * 0.65, h - height * 0.55, r * 0.78, color);
  out += dot(x - r * 0.3, h - height * 0.78, r * 0.4, light, 0.8);
  if (ctx.snowy) out += oval(x, h - height * 0.7 - r * 0.7, r * 0.8, r * 0.3, ctx.tone('#f6f9ff'));
  return out;
}

function pine(ctx: StripContext, x: number, height: number, color: string): string {
  const { h } = ctx;
  let out = box(x - 5, h - height * 0.22, 10, height * 0.22, ctx.tone('#5a3a24'));
  for (let t = 0; t < 3; t++) {
    const top = h - height + t * height * 0.22;
    const half = height * (0.16 + t * 0.06);
    out += poly(
      [
        [x, top],
        [x + half, top + height * 0.34],
        [x - half, top + height * 0.34],
      ],
      t === 0 ? lighten(color, 0.08) : color,
    );
    if (ctx.snowy)
      out += poly(
        [
          [x, top],
          [x + half * 0.45, top + height * 0.15],
          [x - half * 0.45, top + height * 0.15],
        ],
        ctx.tone('#f6f9ff'),
      );
  }
  return out;
}

/** Leaf colours a season mixes into its trees, one per tree (summer: the layer's own). */
const SEASON_LEAVES = {
  autumn: ['#e0602a', '#f0a030', '#c83a26', '#e8c040', '#b85a24'],
  spring: ['#f7b8d2', '#ffffff', '#f49ac0', '#8ed070'],
  summer: ['#2e9a3a', '#3aa848', '#268a32', '#48b050'],
} as const;

export const trees: StripDrawer = (ctx) => {
  let out = '';
  const season = ctx.atmosphere.season;
  // Evergreens stay green whatever the season; leafy trees take its colours.
  const pineColor = season ? ctx.tone('#3f7a4f') : darken(ctx.color, 0.05);
  for (const x of spread(ctx, 13, 0.35)) {
    const height = ctx.h * ctx.random.range(0.5, 0.95);
    const leaves = season
      ? mix(ctx.color, ctx.tone(ctx.random.pick(SEASON_LEAVES[season])), 0.6)
      : ctx.color;
    out += ctx.random.chance(0.3)
      ? pine(ctx, x, height, pineColor)
      : roundTree(ctx, x, height, leaves);
  }
  return out + ground(ctx, 0.94, ctx.snowy ? ctx.tone('#eef4fc') : ctx.color);
};

export const pines: StripDrawer = (ctx) => {
  let out = '';
  for (const x of spread(ctx, 16, 0.3))
    out += pine(ctx, x, ctx.h * ctx.random.range(0.5, 0.95), ctx.color);
  return out + ground(ctx, 0.94, ctx.snowy ? ctx.tone('#eef4fc') : ctx.color);
};

function palm(ctx: StripContext, x: number, height: number, lean: number, leaf: string): string {
  const { h } = ctx;
  const trunk = ctx.tone('#a07040');
  const topX = x + lean;
  const topY = h - height;
  let out = line(['M', x, h, 'Q', x + lean * 0.2, h - height * 0.5, topX, topY], trunk, 14);
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const px = x + lean * t * t;
    const py = h - height * t;
    out += line(['M', px - 7, py, 'L', px + 7, py + 4], darken(trunk, 0.2), 3);
  }
  const fronds: [number, number][] = [
    [-95, 20],
    [-60, -30],
    [0, -45],
    [60, -30],
    [95, 20],
    [40, 40],
    [-40, 40],
  ];
  for (const [dx, dy] of fronds)
    out += line(
      ['M', topX, topY, 'Q', topX + dx * 0.5, topY + dy - 25, topX + dx, topY + dy + 20],
      leaf,
      18,
    );
  out +=
    dot(topX - 6, topY + 8, 8, ctx.tone('#6a4a2a')) +
    dot(topX + 7, topY + 10, 8, ctx.tone('#6a4a2a'));
  return out;
}

/** Palms standing on the layer's ground (sand on a beach, green in a jungle). */
export const palms: StripDrawer = (ctx) => {
  const leaf = ctx.tone('#3f9f5a');
  let out = '';
  for (const x of spread(ctx, 6, 0.3))
    out += palm(ctx, x, ctx.h * ctx.random.range(0.55, 0.9), ctx.random.range(-60, 60), leaf);
  for (const x of spread(ctx, 8, 0.4)) out += oval(x, ctx.h * 0.95, 50, 18, darken(leaf, 0.1));
  return out + ground(ctx, 0.95, ctx.color);
};

/** Flat-topped acacias over tall dry grass: the savanna. */
export const acacias: StripDrawer = (ctx) => {
  const { h } = ctx;
  const trunk = ctx.tone('#5a3a22');
  const canopy = ctx.tone('#5a7a34');
  let out = '';
  for (const x of spread(ctx, 4, 0.35)) {
    const height = h * ctx.random.range(0.45, 0.75);
    const top = h - height;
    const width = height * ctx.random.range(0.7, 0.95);
    out += line(['M', x, h, 'Q', x - 6, top + height * 0.5, x - width * 0.22, top + 12], trunk, 9);
    out += line(
      ['M', x, h - height * 0.45, 'Q', x + 10, top + height * 0.3, x + width * 0.25, top + 12],
      trunk,
      7,
    );
    out += oval(x, top + 6, width * 0.55, height * 0.09, darken(canopy, 0.12));
    out += oval(x - width * 0.12, top, width * 0.4, height * 0.07, canopy);
    out += oval(x + width * 0.18, top + 2, width * 0.32, height * 0.06, lighten(canopy, 0.08));
  }
  for (const x of spread(ctx, 40, 0.5))
    out += line(
      ['M', x, h, 'l', -4, -h * 0.12, 'M', x, h, 'l', 5, -h * 0.1],
      darken(ctx.color, 0.08),
      3,
    );
  return out + ground(ctx, 0.93, ctx.color);
};

/** A dense jungle wall: big leaves, trunks and hanging vines. */
export const jungle: StripDrawer = (ctx) => {
  const { h } = ctx;
  const dark = darken(ctx.color, 0.22);
  const light = lighten(ctx.color, 0.14);
  let out = '';
  for (const x of spread(ctx, 8, 0.4))
    out += box(x - 10, h * 0.2, 20, h * 0.8, ctx.tone('#5a3f2a'));
  for (let i = 0; i < 34; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = h * ctx.random.range(0.05, 0.7);
    out += dot(x, y, ctx.random.range(40, 80), i % 3 === 0 ? dark : ctx.color);
  }
  for (const x of spread(ctx, 12, 0.4)) {
    const length = h * ctx.random.range(0.3, 0.7);
    out += line(
      ['M', x, h * 0.3, 'Q', x + 14, h * 0.3 + length / 2, x - 4, h * 0.3 + length],
      darken(ctx.color, 0.3),
      4,
    );
    out += oval(x - 4, h * 0.3 + length, 9, 5, light);
  }
  for (let i = 0; i < 16; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = h * ctx.random.range(0.6, 0.95);
    const s = ctx.random.range(30, 60);
    out += poly(
      [
        [x, y],
        [x - s, y - s * 0.5],
        [x - s * 0.4, y - s],
        [x, y - s * 0.3],
        [x + s * 0.4, y - s],
        [x + s, y - s * 0.5],
      ],
      light,
    );
  }
  return out + ground(ctx, 0.93, dark);
};

function bareTree(ctx: StripContext, x: number, height: number, color: string): string {
  const { h } = ctx;
  const branch = (
    x0: number,
    y0: number,
    angle: number,
    length: number,
    width: number,
    depth: number,
  ): string => {
    const x1 = x0 + Math.cos(angle) * length;
    const y1 = y0 - Math.sin(angle) * length;
    let out = line(['M', x0, y0, 'L', x1, y1], color, width);
    if (depth > 0) {
      out += branch(
        x1,
        y1,
        angle + ctx.random.range(0.3, 0.7),
        length * 0.68,
        width * 0.62,
        depth - 1,
      );
      out += branch(
        x1,
        y1,
        angle - ctx.random.range(0.3, 0.7),
        length * 0.7,
        width * 0.62,
        depth - 1,
      );
    }
    return out;
  };
  return branch(x, h, Math.PI / 2 + ctx.random.range(-0.15, 0.15), height * 0.42, 16, 3);
}

export const bareTrees: StripDrawer = (ctx) => {
  let out = '';
  for (const x of spread(ctx, 7, 0.35))
    out += bareTree(ctx, x, ctx.h * ctx.random.range(0.6, 1), ctx.color);
  return out + ground(ctx, 0.93);
};

/** Drooping swamp cypresses with hanging moss over dark water. */
export const swampTrees: StripDrawer = (ctx) => {
  const { h } = ctx;
  const moss = mix(ctx.color, '#b8c890', 0.45);
  const bark = darken(ctx.color, 0.28);
  const water = ctx.tone('#3a4a3a');
  const waterline = h * 0.86;
  let out = '';
  for (const x of spread(ctx, 5, 0.3)) {
    const height = h * ctx.random.range(0.65, 0.95);
    const top = h - height;
    const fork = top + height * 0.38;
    // A bald cypress: flared, buttressed base, a crooked trunk, branches and hanging moss.
    out += el('path', {
      d: d([
        'M',
        x - 46,
        waterline + 6,
        'Q',
        x - 14,
        waterline - 30,
        x - 10,
        fork,
        'L',
        x + 8,
        fork,
        'Q',
        x + 14,
        waterline - 30,
        x + 50,
        waterline + 6,
        'Z',
      ]),
      fill: bark,
    });
    const tips: [number, number][] = [];
    for (let b = 0; b < 4; b++) {
      const tx = x + (b - 1.5) * ctx.random.range(34, 50);
      const ty = top + ctx.random.range(0, 50) + Math.abs(b - 1.5) * 18;
      tips.push([tx, ty]);
      out += line(['M', x, fork, 'Q', (x + tx) / 2, fork - 10, tx, ty], bark, 7);
    }
    for (const [tx, ty] of tips) {
      out += oval(tx, ty, ctx.random.range(40, 60), ctx.random.range(18, 26), ctx.color);
      out += oval(tx - 10, ty - 6, 24, 10, lighten(ctx.color, 0.1), 0.8);
      for (let m = 0; m < 3; m++) {
        const mx = tx + ctx.random.range(-34, 34);
        const my = ty + 12;
        out += line(
          ['M', mx, my, 'Q', mx + 5, my + 40, mx - 2, my + ctx.random.range(50, 120)],
          moss,
          4,
          0.9,
        );
      }
    }
    for (let k = 0; k < 3; k++) {
      const kx = x + ctx.random.range(-90, 90);
      out += poly(
        [
          [kx - 8, waterline + 4],
          [kx, waterline - ctx.random.range(14, 26)],
          [kx + 8, waterline + 4],
        ],
        bark,
      );
    }
  }
  out += box(0, h * 0.86, ctx.w, h * 0.14, water);
  for (let i = 0; i < 10; i++)
    out += box(
      ctx.random.range(0, ctx.w),
      h * ctx.random.range(0.88, 0.98),
      ctx.random.range(30, 80),
      3,
      lighten(water, 0.2),
      1,
      0.6,
    );
  return out;
};

/** Reeds, cattails, lily pads and a log in murky water. */
export const reeds: StripDrawer = (ctx) => {
  const { h } = ctx;
  const water = ctx.tone('#4a5a3a');
  let out = box(0, h * 0.7, ctx.w, h * 0.3, water);
  for (let i = 0; i < 60; i++) {
    const x = ctx.random.range(0, ctx.w);
    const top = h * ctx.random.range(0.3, 0.6);
    out += line(
      [
        'M',
        x,
        h * 0.76,
        'Q',
        x + ctx.random.range(-10, 10),
        (top + h) / 2,
        x + ctx.random.range(-20, 20),
        top,
      ],
      ctx.color,
      4,
    );
    if (ctx.random.chance(0.25)) out += box(x - 4, top + 20, 8, 30, ctx.tone('#6a3f25'), 4);
  }
  for (let i = 0; i < 8; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = h * ctx.random.range(0.8, 0.96);
    out +=
      oval(x, y, 26, 8, ctx.tone('#5f9a4a')) +
      (ctx.random.chance(0.3) ? dot(x + 6, y - 6, 6, ctx.tone('#ffb0d0')) : '');
  }
  const lx = ctx.random.range(100, ctx.w - 200);
  out +=
    box(lx, h * 0.74, 160, 28, ctx.tone('#6a4a30'), 14) +
    oval(lx + 150, h * 0.74 + 14, 10, 12, ctx.tone('#8a6a48'));
  return out;
};

/** Grass with flower clumps, bushes and a little fence (meadows, gardens, villages). */
export const flowers: StripDrawer = (ctx) => {
  const { h } = ctx;
  const petals = ['#ff6b8a', '#ffd23f', '#ffffff', '#b38aff', '#ff9a3a'].map(ctx.tone);
  let out = ridge(ctx, h * 0.62, [[h * 0.04, 3, 1.2]], ctx.color);
  for (const x of spread(ctx, 6, 0.3))
    out += dot(x, h * 0.62, ctx.random.range(40, 70), darken(ctx.color, 0.08));
  const fence = ctx.tone('#f2e6d0');
  for (let x = 0; x < ctx.w; x += 64) out += box(x + 26, h * 0.55, 12, h * 0.3, fence, 3);
  out += box(0, h * 0.6, ctx.w, 9, fence) + box(0, h * 0.72, ctx.w, 9, fence);
  for (let i = 0; i < 70; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = h * ctx.random.range(0.7, 0.98);
    out +=
      line(['M', x, y, 'L', x, y + 16], darken(ctx.color, 0.2), 2) +
      dot(x, y, ctx.random.range(4, 8), ctx.random.pick(petals));
  }
  return out + box(0, h * 0.96, ctx.w, h * 0.04, ctx.color);
};

/** Trimmed hedges, topiary balls and a rose arch (gardens, parks). */
export const hedges: StripDrawer = (ctx) => {
  const { h } = ctx;
  const light = lighten(ctx.color, 0.12);
  let out = box(0, h * 0.55, ctx.w, h * 0.45, ctx.color, 0);
  for (let x = 0; x < ctx.w; x += 48) out += dot(x + 24, h * 0.56, 26, ctx.color);
  for (const x of spread(ctx, 4, 0.2)) {
    out += box(x - 5, h * 0.2, 10, h * 0.35, ctx.tone('#6b4a2e'));
    out += dot(x, h * 0.2, 44, light) + dot(x, h * 0.2, 30, ctx.color, 0.4);
  }
  const ax = ctx.w * ctx.random.range(0.3, 0.7);
  out += line(
    ['M', ax - 60, h, 'L', ax - 60, h * 0.35, 'Q', ax, h * 0.1, ax + 60, h * 0.35, 'L', ax + 60, h],
    darken(ctx.color, 0.15),
    18,
  );
  for (let i = 0; i < 10; i++)
    out += dot(
      ax + ctx.random.range(-70, 70),
      h * ctx.random.range(0.2, 0.6),
      7,
      ctx.tone('#ff6b8a'),
    );
  return out;
};

/** Fields, a red barn with a silo, a windmill and a fence. */
export const farm: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const field = ctx.color;
  let out = ridge(ctx, h * 0.66, [[h * 0.04, 2, 0.4]], field);
  for (let r = 0; r < 5; r++)
    out += box(0, h * (0.7 + r * 0.06), w, 6, darken(field, 0.12 + r * 0.02), 0, 0.7);
  const bx = w * ctx.random.range(0.15, 0.35);
  const red = ctx.tone('#c8463a');
  const white = ctx.tone('#f6efe4');
  out +=
    box(bx, h * 0.42, 170, h * 0.3, red) +
    poly(
      [
        [bx - 12, h * 0.43],
        [bx + 85, h * 0.26],
        [bx + 182, h * 0.43],
      ],
      darken(red, 0.25),
    );
  out +=
    box(bx + 60, h * 0.55, 50, h * 0.17, darken(red, 0.35)) +
    line(
      [
        'M',
        bx + 60,
        h * 0.55,
        'L',
        bx + 110,
        h * 0.72,
        'M',
        bx + 110,
        h * 0.55,
        'L',
        bx + 60,
        h * 0.72,
      ],
      white,
      4,
    );
  out += box(bx + 72, h * 0.34, 26, 24, ctx.lit ? '#ffd36e' : white);
  out +=
    box(bx + 185, h * 0.3, 46, h * 0.42, ctx.tone('#a9b4c0')) +
    dot(bx + 208, h * 0.3, 23, ctx.tone('#8a96a6'));
  if (ctx.snowy)
    out += poly(
      [
        [bx - 12, h * 0.43],
        [bx + 85, h * 0.26],
        [bx + 182, h * 0.43],
        [bx + 85, h * 0.3],
      ],
      ctx.tone('#f6f9ff'),
    );
  const mx = bx + w * 0.45;
  out += poly(
    [
      [mx - 26, h * 0.72],
      [mx - 12, h * 0.3],
      [mx + 12, h * 0.3],
      [mx + 26, h * 0.72],
    ],
    white,
  );
  for (let b = 0; b < 4; b++) {
    const a = (b * Math.PI) / 2 + 0.4;
    out += line(
      ['M', mx, h * 0.3, 'L', mx + Math.cos(a) * 90, h * 0.3 + Math.sin(a) * 90],
      ctx.tone('#8a6a4a'),
      10,
    );
  }
  out += dot(mx, h * 0.3, 9, ctx.tone('#6a4a30'));
  const fence = ctx.tone('#e8dcc4');
  for (let x = 0; x < w; x += 56) out += box(x + 22, h * 0.76, 10, h * 0.2, fence, 2);
  out += box(0, h * 0.8, w, 7, fence) + box(0, h * 0.88, w, 7, fence);
  return out + box(0, h * 0.95, w, h * 0.05, field);
};

/** Saguaro cacti and rocks on sand (deserts, canyons). */
export const cactus: StripDrawer = (ctx) => {
  const { h } = ctx;
  const green = ctx.tone('#4a9a5a');
  let out = ridge(ctx, h * 0.82, [[h * 0.03, 3, 0.5]], ctx.color);
  for (const x of spread(ctx, 5, 0.3)) {
    const height = h * ctx.random.range(0.35, 0.6);
    out += line(['M', x, h * 0.9, 'L', x, h * 0.9 - height], green, 26);
    out += line(
      [
        'M',
        x,
        h * 0.9 - height * 0.45,
        'L',
        x - 34,
        h * 0.9 - height * 0.45,
        'L',
        x - 34,
        h * 0.9 - height * 0.75,
      ],
      green,
      18,
    );
    out += line(
      [
        'M',
        x,
        h * 0.9 - height * 0.6,
        'L',
        x + 30,
        h * 0.9 - height * 0.6,
        'L',
        x + 30,
        h * 0.9 - height * 0.85,
      ],
      green,
      18,
    );
    out += line(
      ['M', x - 6, h * 0.9, 'L', x - 6, h * 0.9 - height + 8],
      lighten(green, 0.2),
      3,
      0.7,
    );
  }
  for (let i = 0; i < 6; i++) {
    const x = ctx.random.range(0, ctx.w);
    out += oval(x, h * 0.92, ctx.random.range(20, 40), 14, darken(ctx.color, 0.25));
  }
  return out;
};

/** Tall bamboo stalks with leaves. */
export const bamboo: StripDrawer = (ctx) => {
  const { h } = ctx;
  const light = lighten(ctx.color, 0.2);
  let out = '';
  for (let i = 0; i < 28; i++) {
    const x = ctx.random.range(0, ctx.w);
    const top = h * ctx.random.range(0, 0.3);
    out += box(x - 7, top, 14, h - top, i % 2 ? ctx.color : darken(ctx.color, 0.12), 4);
    for (let y = top + 40; y < h; y += 60) out += box(x - 9, y, 18, 5, light, 2);
    for (let l = 0; l < 3; l++) {
      const y = top + ctx.random.range(20, 200);
      const dir = l % 2 ? 1 : -1;
      out += poly(
        [
          [x, y],
          [x + dir * 50, y - 12],
          [x + dir * 60, y - 4],
          [x + dir * 10, y + 6],
        ],
        light,
      );
    }
  }
  return out;
};

/** Branching corals, sea fans, brain corals and swaying kelp on sand. */
export const coral: StripDrawer = (ctx) => {
  const { h } = ctx;
  const sand = ctx.color;
  const hues = ['#ff7a8a', '#ffb04a', '#b07aff', '#ff6ad0'].map(ctx.tone);
  let out = '';
  for (let i = 0; i < 10; i++) {
    const x = ctx.random.range(0, ctx.w);
    const height = h * ctx.random.range(0.4, 0.85);
    out += line(
      ['M', x, h, 'Q', x + 30, h - height / 2, x - 10, h - height],
      ctx.tone('#3aa86a'),
      12,
      0.9,
    );
  }
  for (const x of spread(ctx, 7, 0.3)) {
    const color = ctx.random.pick(hues);
    const kind = ctx.random.int(0, 2);
    if (kind === 0) {
      for (let b = -2; b <= 2; b++)
        out += line(
          ['M', x, h * 0.92, 'Q', x + b * 20, h * 0.75, x + b * 30, h * 0.55 - Math.abs(b) * -10],
          color,
          14,
        );
    } else if (kind === 1) {
      out += seaFan(x, h * 0.92, color);
    } else {
      out +=
        oval(x, h * 0.88, 60, 40, color) +
        line(['M', x - 40, h * 0.86, 'Q', x, h * 0.78, x + 40, h * 0.86], darken(color, 0.2), 4);
    }
  }
  return out + ridge(ctx, h * 0.9, [[h * 0.02, 4, 0.3]], sand);
};

function seaFan(x: number, base: number, color: string): string {
  let out = '';
  for (let a = -4; a <= 4; a++) {
    const angle = -Math.PI / 2 + a * 0.17;
    out += line(
      ['M', x, base, 'L', x + Math.cos(angle) * 130, base + Math.sin(angle) * 130],
      color,
      6,
    );
  }
  return out + line(['M', x - 90, base - 90, 'Q', x, base - 150, x + 90, base - 90], color, 8, 0.7);
}

/** Dark reef rocks and arches far out in the blue. */
export const reefRocks: StripDrawer = (ctx) => {
  const { h } = ctx;
  let out = ridge(
    ctx,
    h * 0.7,
    [
      [h * 0.08, 2, 0.3],
      [h * 0.04, 5, 1.1],
    ],
    ctx.color,
  );
  for (const x of spread(ctx, 4, 0.3)) {
    const top = h * ctx.random.range(0.2, 0.45);
    out += poly(
      [
        [x - 90, h],
        [x - 70, top + 40],
        [x - 20, top],
        [x + 40, top + 20],
        [x + 90, h],
      ],
      ctx.color,
    );
    out += oval(x, h * 0.85, 34, 50, darken(ctx.color, 0.3));
  }
  return out;
};
