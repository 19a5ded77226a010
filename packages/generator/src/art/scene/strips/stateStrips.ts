/**
 * What has become of a place (`atmosphere.state`), drawn in front of its own layers: flames and
 * smoke, broken walls and rubble, mud puddles, clutter on the floor, floodwater, weeds and
 * boarded fences, ice. Each stands on the strip's bottom edge like any ground strip.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { box, dot, halo, line, oval, poly, ridge, spread, type Point } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

const FLAME_COLORS = ['#ff5a1e', '#ff8a1e', '#ffc83a'] as const;

/** A tongue of fire `height` tall on (x, base): three nested flames, red to yellow. */
function flame(ctx: StripContext, x: number, base: number, width: number, height: number): string {
  let out = '';
  FLAME_COLORS.forEach((color, layer) => {
    const scale = 1 - layer * 0.3;
    const w = width * scale;
    const top = base - height * scale;
    const lean = ctx.random.range(-0.25, 0.25) * w;
    const points: Point[] = [
      [x - w / 2, base],
      [x - w * 0.45, base - height * scale * 0.45],
      [x - w * 0.18 + lean, top + height * 0.2],
      [x + lean, top],
      [x + w * 0.2 + lean, top + height * 0.25],
      [x + w * 0.45, base - height * scale * 0.4],
      [x + w / 2, base],
    ];
    out += poly(points, color, layer === 0 ? 0.95 : 1);
  });
  return out;
}

/** A column of smoke rising from (x, y): puffs that grow and fade as they climb. */
function smoke(ctx: StripContext, x: number, y: number, rise: number): string {
  let out = '';
  const color = ctx.tone('#4a4448');
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const drift = t * t * ctx.random.range(40, 90);
    const r = 26 + t * 60;
    out += oval(
      x + drift,
      y - t * rise,
      r,
      r * 0.8,
      mix(color, '#8a8488', t * 0.6),
      0.75 - t * 0.4,
    );
  }
  return out;
}

/** Embers in the air above the fires. */
const embers = (ctx: StripContext, count: number, top: number): string =>
  Array.from({ length: count }, () =>
    dot(
      ctx.random.range(0, ctx.w),
      ctx.random.range(top, ctx.h - 40),
      ctx.random.range(2, 4),
      '#ffb03a',
      0.9,
    ),
  ).join('');

/** A burning house: a charred frame with glowing windows, fire through its roof, smoke above. */
function burningHouse(ctx: StripContext, x: number, width: number): string {
  const { h } = ctx;
  const wall = ctx.tone('#3a2c28');
  const top = h - width * ctx.random.range(0.7, 1);
  let out = smoke(ctx, x + width / 2, top - 60, 300);
  out += box(x, top, width, h - top, wall);
  out += poly(
    [
      [x - 10, top],
      [x + width * 0.4, top - width * 0.35],
      [x + width * 0.55, top - width * 0.1],
      [x + width + 10, top],
    ],
    darken(wall, 0.3),
  );
  for (let i = 0; i < 2; i++) {
    const wx = x + width * (0.2 + i * 0.45);
    out +=
      box(wx, top + 24, width * 0.22, 30, '#ffa22a') +
      halo(wx + width * 0.11, top + 39, 34, '#ff8a1e', 0.6);
  }
  out += flame(ctx, x + width * 0.5, top + 10, width * 1.1, width * 0.9);
  out += flame(ctx, x + width * 0.15, h, width * 0.5, width * 0.55);
  return out;
}

/** Burning buildings: charred houses on fire, smoke columns, embers (a burning village or city). */
export const fireHouses: StripDrawer = (ctx) => {
  let out = '';
  for (const x of spread(ctx, 3, 0.2)) out += burningHouse(ctx, x - 70, ctx.random.range(130, 170));
  for (const x of spread(ctx, 5, 0.4, 60))
    out += flame(ctx, x, ctx.h, 90, ctx.random.range(70, 130));
  return out + embers(ctx, 40, 120);
};

/** A wildfire: blackened trunks in flames, smoke and embers (a burning forest). */
export const fireTrees: StripDrawer = (ctx) => {
  const { h } = ctx;
  let out = '';
  for (const x of spread(ctx, 6, 0.3)) {
    const height = ctx.random.range(200, 300);
    out += smoke(ctx, x, h - height - 40, 260);
    out += box(x - 9, h - height, 18, height, ctx.tone('#241a18'));
    out += line(['M', x, h - height * 0.6, 'L', x + 50, h - height * 0.8], ctx.tone('#241a18'), 8);
    out += line(['M', x, h - height * 0.45, 'L', x - 44, h - height * 0.7], ctx.tone('#241a18'), 7);
    out += flame(ctx, x, h - height * 0.35, 150, height * 0.75);
  }
  for (const x of spread(ctx, 8, 0.4, 30)) out += flame(ctx, x, h, 110, ctx.random.range(60, 120));
  return out + embers(ctx, 50, 100);
};

/** A room on fire: flames along the floor and smoke under the ceiling. */
export const fireRoom: StripDrawer = (ctx) => {
  let out = '';
  for (const x of spread(ctx, 4, 0.3)) out += smoke(ctx, x, ctx.h - 200, 220);
  for (const x of spread(ctx, 7, 0.4)) out += flame(ctx, x, ctx.h, 130, ctx.random.range(110, 200));
  return out + embers(ctx, 30, 160);
};

/** A broken wall: a stub with a jagged top, brick courses, empty window holes and a crack. */
function brokenWall(ctx: StripContext, x: number, width: number, height: number): string {
  const { h } = ctx;
  const stone = ctx.tone(mix(ctx.color, '#b0a490', 0.7));
  const steps = 6;
  const top: Point[] = Array.from({ length: steps + 1 }, (_, i) => [
    x + (width * i) / steps,
    h - height + ctx.random.range(0, height * 0.5) * (i % 2 === 0 ? 1 : 0.3),
  ]);
  let out = poly([[x, h], ...top, [x + width, h]], darken(stone, 0.35));
  out += poly(
    [[x + 6, h], ...top.map(([px, py]): Point => [px + 6, py + 8]), [x + width - 6, h]],
    stone,
  );
  for (let y = h - 28; y > h - height; y -= 28)
    out += line(['M', x + 8, y, 'L', x + width - 8, y], darken(stone, 0.2), 2);
  for (const [wx, wy] of [
    [0.2, 0.55],
    [0.58, 0.55],
    [0.2, 0.3],
    [0.58, 0.3],
  ] as const)
    if (height * (1 - wy) > 40 && height > 120)
      out += box(
        x + width * wx,
        h - height * (1 - wy) + 20,
        width * 0.24,
        34,
        ctx.tone('#1e1a18'),
        3,
      );
  out += line(
    [
      'M',
      x + width * 0.7,
      h - height * 0.5,
      'L',
      x + width * 0.62,
      h - height * 0.3,
      'L',
      x + width * 0.74,
      h - height * 0.15,
    ],
    darken(stone, 0.45),
    3,
  );
  return out;
}

/** A heap of broken stones and bricks. */
function rubbleHeap(ctx: StripContext, x: number, width: number): string {
  const { h } = ctx;
  const stone = ctx.tone(mix(ctx.color, '#9a8e7c', 0.6));
  let out = oval(x, h, width / 2, width * 0.22, darken(stone, 0.15));
  for (let i = 0; i < 9; i++) {
    const bx = x + ctx.random.range(-width * 0.4, width * 0.4);
    const by = h - ctx.random.range(4, width * 0.18);
    out += poly(
      [
        [bx - 12, by + 8],
        [bx - 6, by - 10],
        [bx + 14, by - 6],
        [bx + 10, by + 10],
      ],
      i % 3 === 0 ? ctx.tone('#b0583a') : lighten(stone, ctx.random.range(0, 0.2)),
    );
  }
  return out;
}

/** Ruins: broken walls with empty windows, a fallen column, heaps of rubble, dust. */
export const ruins: StripDrawer = (ctx) => {
  let out = '';
  for (const x of spread(ctx, 4, 0.2))
    out += brokenWall(ctx, x - 60, ctx.random.range(110, 160), ctx.random.range(140, 280));
  out += box(ctx.w * 0.42, ctx.h - 34, 180, 30, ctx.tone('#c8bca8'), 12);
  for (const x of spread(ctx, 5, 0.3, 50)) out += rubbleHeap(ctx, x, ctx.random.range(90, 150));
  for (let i = 0; i < 8; i++)
    out += oval(
      ctx.random.range(0, ctx.w),
      ctx.h - ctx.random.range(60, 200),
      60,
      24,
      ctx.tone('#d8ccb4'),
      0.25,
    );
  return out;
};

/** Mud: a brown bank with puddles that mirror the sky, splashes and boot prints. */
export const mudPuddles: StripDrawer = (ctx) => {
  const { h } = ctx;
  const mud = ctx.tone('#6b4a2e');
  let out = ridge(
    ctx,
    h - 110,
    [
      [10, 3, 0.5],
      [6, 7, 1.2],
    ],
    mud,
  );
  for (const x of spread(ctx, 6, 0.35)) {
    const y = h - ctx.random.range(20, 80);
    const rx = ctx.random.range(50, 95);
    out += oval(x, y, rx, rx * 0.22, darken(mud, 0.25));
    out += oval(
      x,
      y - 2,
      rx * 0.9,
      rx * 0.17,
      ctx.tone(mix(ctx.palette.skyBottom, '#8a7a62', 0.45)),
      0.9,
    );
    out += line(['M', x - rx * 0.5, y - 4, 'L', x - rx * 0.1, y - 4], '#ffffff', 2, 0.5);
  }
  for (let i = 0; i < 30; i++)
    out += dot(
      ctx.random.range(0, ctx.w),
      h - ctx.random.range(0, 120),
      ctx.random.range(3, 7),
      lighten(mud, 0.12),
    );
  for (let i = 0; i < 12; i++) {
    const x = ctx.random.range(0, ctx.w);
    out +=
      oval(x, h - 12, 8, 14, darken(mud, 0.35), 0.8) +
      oval(x + 22, h - 30, 8, 14, darken(mud, 0.35), 0.8);
  }
  return out;
};

const CLOTHES = ['#e84a5a', '#4a8ae8', '#f0c030', '#5ac87a', '#a060d8', '#ff8ab8'] as const;

/** A crumpled T-shirt dropped on the floor. */
function shirt(ctx: StripContext, x: number, floor: number): string {
  const color = ctx.tone(ctx.random.pick(CLOTHES));
  return (
    poly(
      [
        [x - 40, floor],
        [x - 46, floor - 26],
        [x - 20, floor - 36],
        [x + 24, floor - 34],
        [x + 48, floor - 22],
        [x + 40, floor],
      ],
      color,
    ) +
    line(['M', x - 20, floor - 30, 'Q', x, floor - 18, x + 20, floor - 28], darken(color, 0.25), 3)
  );
}

/** Mess on a floor: clothes, socks, books, a pizza box, paper balls, toy blocks and a ball. */
export const clutter: StripDrawer = (ctx) => {
  const { h } = ctx;
  let out = '';
  for (const x of spread(ctx, 10, 0.4)) {
    const kind = ctx.random.int(0, 6);
    const floor = h - ctx.random.range(0, 30);
    let item = '';
    if (kind === 0) item += shirt(ctx, x, floor);
    if (kind === 1) {
      const sock = ctx.tone(ctx.random.pick(CLOTHES));
      item += box(x - 8, floor - 44, 16, 36, sock, 6) + box(x - 8, floor - 16, 34, 16, sock, 8);
    }
    if (kind === 2)
      for (let i = 0; i < 3; i++)
        item += box(
          x - 34 + i * 5,
          floor - 14 - i * 14,
          68,
          13,
          ctx.tone(ctx.random.pick(CLOTHES)),
          2,
        );
    if (kind === 3)
      item +=
        box(x - 50, floor - 14, 100, 14, ctx.tone('#d8a868'), 2) +
        box(x - 40, floor - 26, 80, 12, ctx.tone('#c89858'), 2);
    if (kind === 4)
      item +=
        dot(x, floor - 14, 14, ctx.tone('#f4f0e4')) +
        line(['M', x - 8, floor - 18, 'L', x + 6, floor - 10], '#b8b4a8', 2);
    if (kind === 5)
      item +=
        box(x - 18, floor - 30, 30, 30, ctx.tone(ctx.random.pick(CLOTHES)), 4) +
        box(x + 8, floor - 22, 22, 22, ctx.tone(ctx.random.pick(CLOTHES)), 4);
    if (kind === 6)
      item +=
        dot(x, floor - 22, 22, ctx.tone('#ff6a3a')) +
        line(['M', x - 22, floor - 22, 'Q', x, floor - 34, x + 22, floor - 22], '#ffffff', 3);
    out += el(
      'g',
      { transform: `translate(${x} ${floor}) scale(1.7) translate(${-x} ${-floor})` },
      item,
    );
  }
  return out;
};

/** Floodwater up to the knees: murky water with ripples and floating planks, a barrel, a chair. */
export const floodWater: StripDrawer = (ctx) => {
  const { h } = ctx;
  const water = ctx.tone('#5a7a8a');
  const surface = h - 150;
  let out = ridge(
    ctx,
    surface,
    [
      [5, 4, 0],
      [3, 9, 1],
    ],
    water,
  );
  for (let i = 0; i < 24; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = ctx.random.range(surface + 10, h - 10);
    out += line(['M', x - 30, y, 'Q', x, y - 6, x + 30, y], lighten(water, 0.3), 3, 0.7);
  }
  for (const x of spread(ctx, 4, 0.3)) {
    const kind = ctx.random.int(0, 2);
    if (kind === 0) out += box(x - 50, surface - 6, 100, 14, ctx.tone('#8a6a44'), 3);
    if (kind === 1)
      out +=
        box(x - 22, surface - 34, 44, 48, ctx.tone('#8a5a2a'), 8) +
        line(['M', x - 22, surface - 20, 'L', x + 22, surface - 20], ctx.tone('#4a3a2a'), 3);
    if (kind === 2)
      out +=
        box(x - 20, surface - 60, 8, 60, ctx.tone('#a07040')) +
        box(x - 20, surface - 20, 44, 8, ctx.tone('#a07040'));
  }
  out += line(['M', 0, surface, 'L', ctx.w, surface], lighten(water, 0.45), 3, 0.8);
  return out;
};

/** Left to rot: tall weeds, a broken boarded fence, climbing vines, an old tyre. */
export const overgrowth: StripDrawer = (ctx) => {
  const { h } = ctx;
  const weed = ctx.tone('#5a7a3a');
  const board = ctx.tone('#8a7a62');
  let out = '';
  for (const x of spread(ctx, 3, 0.2)) {
    for (let i = 0; i < 5; i++) {
      const px = x - 90 + i * 38;
      out += box(
        px,
        h - ctx.random.range(90, 150),
        26,
        160,
        i === 2 ? darken(board, 0.2) : board,
        2,
      );
    }
    out += line(['M', x - 96, h - 120, 'L', x + 96, h - 50], darken(board, 0.3), 12);
    out += line(['M', x - 96, h - 50, 'L', x + 96, h - 120], darken(board, 0.3), 12);
  }
  for (const x of spread(ctx, 22, 0.5)) {
    const height = ctx.random.range(40, 130);
    out += poly(
      [
        [x - 10, h],
        [x - 2, h - height],
        [x + 4, h - height * 0.4],
        [x + 14, h - height * 0.8],
        [x + 12, h],
      ],
      ctx.random.chance(0.5) ? weed : darken(weed, 0.2),
    );
  }
  for (const x of spread(ctx, 4, 0.4, 80))
    out += line(['M', x, h, 'C', x + 30, h - 80, x - 30, h - 160, x + 10, h - 240], weed, 5, 0.9);
  const tyre = ctx.random.range(0, ctx.w);
  out += oval(tyre, h - 26, 40, 26, ctx.tone('#2a2a2a')) + oval(tyre, h - 26, 18, 11, weed);
  return out;
};

/** Frozen over: a sheet of pale ice with cracks and shine, shards and frost crystals. */
export const iceSheet: StripDrawer = (ctx) => {
  const { h } = ctx;
  const ice = ctx.tone('#cfeaf8');
  let out = ridge(
    ctx,
    h - 90,
    [
      [8, 2, 0.3],
      [4, 5, 1],
    ],
    ice,
  );
  for (let i = 0; i < 10; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = h - ctx.random.range(10, 70);
    out += line(
      ['M', x, y, 'L', x + 30, y - 10, 'L', x + 50, y + 6, 'L', x + 80, y - 4],
      darken(ice, 0.2),
      2,
    );
    out += line(['M', x - 40, y + 20, 'L', x + 20, y + 2], '#ffffff', 4, 0.7);
  }
  for (const x of spread(ctx, 7, 0.4)) {
    const height = ctx.random.range(40, 110);
    out += poly(
      [
        [x - 22, h - 60],
        [x - 6, h - 60 - height],
        [x + 6, h - 60 - height * 0.7],
        [x + 22, h - 60],
      ],
      lighten(ice, 0.15),
      0.9,
    );
    out += line(['M', x - 4, h - 64, 'L', x - 4, h - 50 - height], '#ffffff', 3, 0.8);
  }
  return out;
};
