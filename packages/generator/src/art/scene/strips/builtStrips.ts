/** Built places outside: skylines, streets, villages, castles, stands, docks, sites, graves. */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import {
  box,
  dot,
  dotCrowd,
  halo,
  line,
  neon,
  neonColor,
  oval,
  pane,
  poly,
  ridge,
  snowCap,
  spread,
  windowGrid,
} from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** A tower block with windows, a rooftop detail and, under neon, a glowing outline and sign. */
export function tower(
  ctx: StripContext,
  x: number,
  width: number,
  top: number,
  color: string,
): string {
  const { h } = ctx;
  let out = box(x, top, width, h - top, color);
  out += box(x + width * 0.78, top, width * 0.22, h - top, darken(color, 0.12));
  out += windowGrid(ctx, x + 4, top + 6, width - 8, h - top - 20, 9, 12, 7, 9);
  const roof = ctx.random.int(0, 3);
  if (roof === 0)
    out +=
      box(x + width * 0.3, top - 26, 3, 26, color) +
      dot(x + width * 0.3 + 1.5, top - 27, 3, ctx.lit ? '#ff4a4a' : color);
  if (roof === 1)
    out +=
      box(x + width * 0.55, top - 24, 22, 18, darken(color, 0.1)) +
      poly(
        [
          [x + width * 0.55 - 3, top - 24],
          [x + width * 0.55 + 11, top - 36],
          [x + width * 0.55 + 25, top - 24],
        ],
        darken(color, 0.1),
      );
  if (roof === 2) out += box(x + 6, top - 8, width - 12, 8, darken(color, 0.08));
  out += snowCap(x, top, width, ctx);
  if (ctx.atmosphere.mood === 'neon') {
    const glow = neonColor(ctx);
    out += neon(['M', x, h, 'L', x, top, 'L', x + width, top, 'L', x + width, h], glow, 2);
    if (ctx.random.chance(0.5)) {
      const sy = top + ctx.random.range(20, Math.max(30, (h - top) * 0.5));
      const sign = neonColor(ctx);
      out +=
        box(x + width * 0.2, sy, width * 0.6, 26, '#1a0f30', 4) +
        neon(
          [
            'M',
            x + width * 0.2,
            sy,
            'L',
            x + width * 0.8,
            sy,
            'L',
            x + width * 0.8,
            sy + 26,
            'L',
            x + width * 0.2,
            sy + 26,
            'Z',
          ],
          sign,
          2,
        );
      out += neon(['M', x + width * 0.3, sy + 13, 'L', x + width * 0.7, sy + 13], sign, 2.5);
    }
  }
  return out;
}

export const skyline: StripDrawer = (ctx) => {
  let out = '';
  for (let x = 0; x < ctx.w;) {
    const width = ctx.random.range(48, 96);
    const top = ctx.h * ctx.random.range(0.12, 0.6);
    out += tower(ctx, x, width - 4, top, mix(ctx.color, '#000000', ctx.random.range(0, 0.15)));
    x += width;
  }
  return out;
};

function lampPost(ctx: StripContext, x: number, base: number, height: number): string {
  const iron = ctx.tone('#2f3440');
  let out =
    box(x - 3, base - height, 6, height, iron) + box(x - 10, base - height - 4, 20, 8, iron, 3);
  out += dot(x, base - height + 10, 9, ctx.lit ? '#ffe49a' : ctx.tone('#f2f0e0'));
  if (ctx.lit) out += halo(x, base - height + 10, 60, '#ffd36e', 1);
  return out;
}

/** The street in front: lamp posts, trees in planters, benches, hydrants. */
export const street: StripDrawer = (ctx) => {
  const { h } = ctx;
  const walk = ctx.color;
  let out =
    box(0, h * 0.86, ctx.w, h * 0.14, walk) + box(0, h * 0.86, ctx.w, 6, lighten(walk, 0.15));
  for (const x of spread(ctx, 4, 0.1)) out += lampPost(ctx, x, h * 0.87, h * 0.55);
  for (const x of spread(ctx, 4, 0.15, ctx.w / 8)) {
    out +=
      box(x - 4, h * 0.55, 8, h * 0.32, ctx.tone('#6b4a2e')) +
      dot(x, h * 0.5, 46, ctx.tone('#4f9a5a')) +
      dot(x - 20, h * 0.56, 30, ctx.tone('#3f8a4a'));
    if (ctx.snowy) out += oval(x, h * 0.44, 40, 12, ctx.tone('#f6f9ff'));
  }
  const bx = ctx.random.range(80, ctx.w - 160);
  out +=
    box(bx, h * 0.8, 90, 10, ctx.tone('#8a5a3a'), 3) +
    box(bx, h * 0.74, 90, 8, ctx.tone('#8a5a3a'), 3) +
    box(bx + 8, h * 0.8, 6, h * 0.07, ctx.tone('#2f3440')) +
    box(bx + 76, h * 0.8, 6, h * 0.07, ctx.tone('#2f3440'));
  return out;
};

/** Low village houses with pitched roofs, chimneys, doors and a church steeple. */
export const houses: StripDrawer = (ctx) => {
  const { h } = ctx;
  const walls = ['#f2e2c4', '#f6d6c0', '#e8e0d0', '#f0e8b8'].map(ctx.tone);
  const roofs = ['#b8503a', '#8a4a3a', '#5a6a8a', '#a0603a'].map(ctx.tone);
  let out = '';
  const steeple = ctx.random.int(1, 5);
  let i = 0;
  for (let x = 10; x < ctx.w - 60; i++) {
    const width = ctx.random.range(90, 140);
    const top = h * ctx.random.range(0.45, 0.62);
    const wall = ctx.random.pick(walls);
    const roof = ctx.random.pick(roofs);
    if (i === steeple) {
      out +=
        box(x + 20, h * 0.18, 60, h * 0.82, wall) +
        poly(
          [
            [x + 14, h * 0.19],
            [x + 50, h * 0.02],
            [x + 86, h * 0.19],
          ],
          roof,
        );
      out +=
        dot(x + 50, h * 0.28, 14, ctx.tone('#ffffff')) +
        el('path', {
          d: `M${x + 38} ${h} L${x + 38} ${h * 0.78} A12 12 0 0 1 ${x + 62} ${h * 0.78} L${x + 62} ${h}Z`,
          fill: ctx.tone('#6a4a30'),
        });
      x += 110;
      continue;
    }
    out += box(x + width * 0.65, top - 40, 16, 40, darken(roof, 0.2));
    if (ctx.lit) out += dot(x + width * 0.65 + 8, top - 52, 10, '#9aa0b0', 0.35);
    out += box(x, top, width, h - top, wall);
    out += poly(
      [
        [x - 10, top + 2],
        [x + width / 2, top - width * 0.42],
        [x + width + 10, top + 2],
      ],
      roof,
    );
    if (ctx.snowy)
      out += poly(
        [
          [x - 10, top + 2],
          [x + width / 2, top - width * 0.42],
          [x + width + 10, top + 2],
          [x + width / 2, top - width * 0.34],
        ],
        ctx.tone('#f6f9ff'),
      );
    out += box(x + width * 0.4, h - 62, 26, 62, ctx.tone('#7a4a30'), 3);
    out += pane(ctx, x + 14, top + 22, 24, 24) + pane(ctx, x + width - 38, top + 22, 24, 24);
    x += width + ctx.random.range(16, 40);
  }
  return out;
};

/** A stone castle: curtain walls with battlements, round towers with cone roofs and flags, a keep. */
export const castle: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const stone = ctx.color;
  const shade = darken(stone, 0.14);
  const roof = ctx.tone('#3a4a8a');
  const flag = ctx.palette.primary;
  const cx = w * ctx.random.range(0.4, 0.6);
  let out = '';
  const battlements = (x: number, y: number, width: number, color: string): string => {
    let b = box(x, y, width, 16, color);
    for (let bx = x; bx < x + width - 10; bx += 24) b += box(bx, y - 14, 14, 16, color);
    return b;
  };
  const slit = (x: number, y: number) =>
    ctx.lit ? box(x, y, 8, 22, '#ffd36e', 3) : box(x, y, 8, 22, darken(stone, 0.45), 3);
  // Town wall across the strip.
  out += box(0, h * 0.72, w, h * 0.28, shade) + battlements(0, h * 0.72, w, shade);
  const towerAt = (x: number, width: number, top: number) => {
    let t =
      box(x - width / 2, top, width, h - top, stone) +
      box(x + width * 0.2, top, width * 0.3, h - top, shade);
    t += poly(
      [
        [x - width / 2 - 10, top + 2],
        [x, top - width * 1.3],
        [x + width / 2 + 10, top + 2],
      ],
      roof,
    );
    if (ctx.snowy)
      t += poly(
        [
          [x - width * 0.2, top - width * 0.8],
          [x, top - width * 1.3],
          [x + width * 0.2, top - width * 0.8],
        ],
        ctx.tone('#f6f9ff'),
      );
    t += line(['M', x, top - width * 1.3, 'L', x, top - width * 1.3 - 40], ctx.tone('#3a3030'), 3);
    t += poly(
      [
        [x, top - width * 1.3 - 40],
        [x + 34, top - width * 1.3 - 32],
        [x, top - width * 1.3 - 24],
      ],
      flag,
    );
    t += slit(x - 4, top + 40) + slit(x - 4, top + 110);
    return t;
  };
  // Keep, flanking walls and towers.
  out +=
    box(cx - 200, h * 0.42, 400, h * 0.58, stone) + battlements(cx - 200, h * 0.42, 400, stone);
  out +=
    box(cx - 80, h * 0.2, 160, h * 0.8, lighten(stone, 0.06)) +
    battlements(cx - 80, h * 0.2, 160, lighten(stone, 0.06));
  out += el('path', {
    d: `M${cx - 40} ${h} L${cx - 40} ${h * 0.72} A40 40 0 0 1 ${cx + 40} ${h * 0.72} L${cx + 40} ${h}Z`,
    fill: darken(stone, 0.5),
  });
  for (let g = 0; g < 5; g++)
    out += box(cx - 36 + g * 17, h * 0.66, 4, h * 0.34, ctx.tone('#3a3030'), 0, 0.8);
  out +=
    slit(cx - 40, h * 0.3) + slit(cx + 32, h * 0.3) + pane(ctx, cx - 14, h * 0.27, 28, 40, true);
  out +=
    towerAt(cx - 210, 70, h * 0.3) +
    towerAt(cx + 210, 70, h * 0.3) +
    towerAt(cx - 120, 50, h * 0.34) +
    towerAt(cx + 120, 50, h * 0.34);
  const banner = ctx.palette.primary;
  out += poly(
    [
      [cx - 30, h * 0.42],
      [cx + 30, h * 0.42],
      [cx + 30, h * 0.55],
      [cx, h * 0.5],
      [cx - 30, h * 0.55],
    ],
    banner,
  );
  // Small towers along the town wall, away from the castle.
  for (const x of [cx + w / 2 - 40, cx + w / 2 + 40]) out += towerAt(x, 44, h * 0.58);
  if (ctx.lit && ctx.atmosphere.mood !== 'neon') out += halo(cx, h * 0.3, 110, '#ffd36e', 0.5);
  return out;
};

/** Grandstands full of fans under a roof, with floodlights and flags (racetracks). */
export const stands: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const crowd = ['#ff5a5a', '#ffd23f', '#4ab0ff', '#ffffff', '#7ad06a', '#ff9ad0'].map(ctx.tone);
  let out = box(0, h * 0.4, w, h * 0.6, ctx.color);
  for (let row = 0; row < 7; row++) {
    const y = h * 0.44 + row * 30;
    out += box(0, y + 18, w, 6, darken(ctx.color, 0.2));
    const fans: [number, number, number, string][] = [];
    for (let x = 6 + (row % 2) * 8; x < w; x += 16)
      fans.push([x, y + 8, 6, ctx.random.pick(crowd)]);
    out += dotCrowd(fans);
  }
  out += poly(
    [
      [0, h * 0.3],
      [w, h * 0.3],
      [w, h * 0.38],
      [0, h * 0.38],
    ],
    darken(ctx.color, 0.3),
  );
  for (const x of spread(ctx, 4, 0.05)) {
    out +=
      box(x - 4, h * 0.02, 8, h * 0.3, ctx.tone('#6a7080')) +
      box(x - 30, h * 0.02, 60, 26, ctx.tone('#dfe4ea'), 4);
    if (ctx.lit) out += halo(x, h * 0.04, 90, '#fff4c0', 1.2);
    out +=
      line(['M', x + 30, h * 0.3, 'L', x + 30, h * 0.16], ctx.tone('#3a3030'), 3) +
      poly(
        [
          [x + 30, h * 0.16],
          [x + 62, h * 0.2],
          [x + 30, h * 0.24],
        ],
        ctx.random.pick(crowd),
      );
  }
  return out;
};

/** A stadium bowl: tiers of fans and four floodlight towers. */
export const stadium: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const crowd = ['#ff5a5a', '#ffd23f', '#4ab0ff', '#ffffff', '#7ad06a'].map(ctx.tone);
  let out = box(0, h * 0.34, w, h * 0.66, ctx.color);
  for (let row = 0; row < 9; row++) {
    const y = h * 0.38 + row * 30;
    const fans: [number, number, number, string][] = [];
    for (let x = 6 + (row % 2) * 7; x < w; x += 14) fans.push([x, y, 5.5, ctx.random.pick(crowd)]);
    out += dotCrowd(fans);
    out += box(0, y + 10, w, 5, darken(ctx.color, 0.18));
  }
  out += box(0, h * 0.3, w, h * 0.05, lighten(ctx.color, 0.2));
  for (const x of spread(ctx, 3, 0.05)) {
    out += poly(
      [
        [x - 10, h * 0.34],
        [x - 4, h * 0.04],
        [x + 4, h * 0.04],
        [x + 10, h * 0.34],
      ],
      ctx.tone('#5a6070'),
    );
    out += box(x - 40, h * 0.0, 80, 40, ctx.tone('#e8ecf0'), 4);
    for (let l = 0; l < 6; l++)
      out += dot(
        x - 30 + (l % 3) * 30,
        h * 0.0 + 12 + Math.floor(l / 3) * 16,
        6,
        ctx.lit ? '#fffbe0' : ctx.tone('#c0c8d0'),
      );
    if (ctx.lit) out += halo(x, h * 0.04, 120, '#fff8d0', 1.2);
  }
  return out;
};

/** Trackside barriers: red and white kerbs, tyre stacks, a chequered banner. */
export const trackside: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  let out = box(0, h * 0.55, w, h * 0.45, ctx.color);
  for (let x = 0; x < w; x += 64)
    out +=
      box(x, h * 0.55, 32, 26, ctx.tone('#e8403a')) +
      box(x + 32, h * 0.55, 32, 26, ctx.tone('#ffffff'));
  for (const x of spread(ctx, 5, 0.3))
    for (let t = 0; t < 3; t++)
      out +=
        oval(x, h * 0.5 - t * 22, 30, 12, ctx.tone('#2a2a30')) +
        oval(x, h * 0.5 - t * 22, 14, 5, ctx.tone('#555560'));
  const bx = ctx.random.range(60, w - 300);
  for (let c = 0; c < 16; c++)
    for (let r = 0; r < 2; r++)
      out += box(
        bx + c * 14,
        h * 0.2 + r * 14,
        14,
        14,
        (c + r) % 2 ? ctx.tone('#ffffff') : ctx.tone('#1a1a20'),
      );
  out +=
    box(bx - 4, h * 0.2, 4, h * 0.35, ctx.tone('#5a5a60')) +
    box(bx + 224, h * 0.2, 4, h * 0.35, ctx.tone('#5a5a60'));
  return out;
};

/** Harbour cranes, stacked containers and a lighthouse. */
export const harbor: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const crate = ['#d8503a', '#3a7ad8', '#f2b43a', '#3aa86a', '#8a4ad8'].map(ctx.tone);
  let out = box(0, h * 0.82, w, h * 0.18, ctx.color);
  for (const x of spread(ctx, 2, 0.1)) {
    const steel = ctx.tone('#e8a03a');
    out += line(
      ['M', x - 50, h * 0.82, 'L', x - 30, h * 0.2, 'M', x + 50, h * 0.82, 'L', x + 30, h * 0.2],
      steel,
      10,
    );
    out +=
      line(['M', x - 160, h * 0.2, 'L', x + 120, h * 0.2], steel, 14) +
      line(['M', x - 40, h * 0.2, 'L', x, h * 0.06, 'L', x + 40, h * 0.2], steel, 6);
    out +=
      line(['M', x - 120, h * 0.21, 'L', x - 120, h * 0.5], ctx.tone('#3a3a40'), 2) +
      box(x - 140, h * 0.5, 40, 24, ctx.random.pick(crate));
  }
  for (let i = 0; i < 14; i++) {
    const x = ctx.random.range(0, w - 90);
    const stack = ctx.random.int(1, 3);
    for (let s = 0; s < stack; s++) {
      const color = ctx.random.pick(crate);
      out +=
        box(x, h * 0.82 - (s + 1) * 34, 88, 32, color) +
        line(
          [
            'M',
            x + 10,
            h * 0.82 - (s + 1) * 34 + 4,
            'L',
            x + 10,
            h * 0.82 - s * 34 - 4,
            'M',
            x + 30,
            h * 0.82 - (s + 1) * 34 + 4,
            'L',
            x + 30,
            h * 0.82 - s * 34 - 4,
          ],
          darken(color, 0.2),
          3,
        );
    }
  }
  const lx = ctx.random.range(w * 0.1, w * 0.9);
  out += poly(
    [
      [lx - 22, h * 0.82],
      [lx - 14, h * 0.24],
      [lx + 14, h * 0.24],
      [lx + 22, h * 0.82],
    ],
    ctx.tone('#f4f0ea'),
  );
  for (let b = 0; b < 3; b++)
    out += poly(
      [
        [lx - 20 + b * 1.5, h * (0.7 - b * 0.16)],
        [lx + 20 - b * 1.5, h * (0.7 - b * 0.16)],
        [lx + 19 - b * 1.5, h * (0.64 - b * 0.16)],
        [lx - 19 + b * 1.5, h * (0.64 - b * 0.16)],
      ],
      ctx.tone('#d8403a'),
    );
  out +=
    box(lx - 16, h * 0.16, 32, h * 0.08, ctx.lit ? '#ffe49a' : ctx.tone('#cfe8f0')) +
    poly(
      [
        [lx - 20, h * 0.16],
        [lx, h * 0.1],
        [lx + 20, h * 0.16],
      ],
      ctx.tone('#d8403a'),
    );
  if (ctx.lit)
    out +=
      poly(
        [
          [lx, h * 0.2],
          [lx + 400, h * 0.1],
          [lx + 400, h * 0.3],
        ],
        '#fff4c0',
        0.18,
      ) + halo(lx, h * 0.2, 70, '#fff4c0');
  return out;
};

/** Wooden piers on posts with moored boats over the water. */
export const docks: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const water = ctx.tone('#2f78b0');
  const wood = ctx.color;
  let out = box(0, h * 0.7, w, h * 0.3, water);
  for (let i = 0; i < 12; i++)
    out += box(
      ctx.random.range(0, w),
      h * ctx.random.range(0.74, 0.98),
      ctx.random.range(30, 70),
      3,
      lighten(water, 0.3),
      1,
      0.6,
    );
  for (const x of spread(ctx, 3, 0.2)) {
    const color = ctx.random.pick(['#d8503a', '#ffffff', '#3a7ad8', '#f2b43a']);
    out += poly(
      [
        [x - 70, h * 0.68],
        [x + 70, h * 0.68],
        [x + 50, h * 0.8],
        [x - 50, h * 0.8],
      ],
      ctx.tone(color),
    );
    out +=
      line(['M', x, h * 0.68, 'L', x, h * 0.3], ctx.tone('#5a4030'), 5) +
      poly(
        [
          [x + 4, h * 0.32],
          [x + 60, h * 0.62],
          [x + 4, h * 0.62],
        ],
        ctx.tone('#f8f4ec'),
      );
  }
  out += box(0, h * 0.62, w, 18, wood) + box(0, h * 0.62, w, 4, lighten(wood, 0.2));
  for (let x = 20; x < w; x += 90) out += box(x, h * 0.62, 14, h * 0.38, darken(wood, 0.2));
  return out;
};

/** A construction site far side: tower cranes and a half-built steel frame with scaffolding. */
export const cranes: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const yellow = ctx.tone('#f2b43a');
  const steel = ctx.color;
  let out = '';
  const fx = w * ctx.random.range(0.35, 0.6);
  for (let c = 0; c < 6; c++)
    out += line(['M', fx + c * 50, h, 'L', fx + c * 50, h * 0.3], steel, 8);
  for (let r = 0; r < 5; r++)
    out += line(['M', fx - 4, h * (0.3 + r * 0.15), 'L', fx + 254, h * (0.3 + r * 0.15)], steel, 8);
  for (let c = 0; c < 5; c++)
    out += line(['M', fx + c * 50, h * 0.45, 'L', fx + c * 50 + 50, h * 0.3], steel, 3, 0.8);
  for (const x of [fx - 200, fx + 420]) {
    out += box(x - 9, h * 0.12, 18, h * 0.88, yellow);
    for (let y = h * 0.15; y < h; y += 28)
      out += line(['M', x - 9, y, 'L', x + 9, y + 28], darken(yellow, 0.25), 2);
    out +=
      box(x - 120, h * 0.1, 320, 12, yellow) +
      box(x - 150, h * 0.1, 40, 30, ctx.tone('#6a6a70')) +
      poly(
        [
          [x - 9, h * 0.1],
          [x, h * 0.02],
          [x + 9, h * 0.1],
        ],
        yellow,
      );
    out +=
      line(['M', x + 150, h * 0.11, 'L', x + 150, h * 0.4], ctx.tone('#3a3a40'), 2) +
      box(x + 140, h * 0.4, 20, 14, ctx.tone('#3a3a40'));
    if (ctx.lit) out += dot(x, h * 0.02, 5, '#ff4a4a') + halo(x, h * 0.02, 20, '#ff4a4a');
  }
  return out;
};

/** Cones, striped barriers, brick piles and a digger in front. */
export const construction: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const orange = ctx.tone('#ff7a2a');
  const white = ctx.tone('#ffffff');
  let out = box(0, h * 0.9, w, h * 0.1, ctx.color);
  for (const x of spread(ctx, 6, 0.3))
    out +=
      poly(
        [
          [x - 16, h * 0.9],
          [x - 4, h * 0.72],
          [x + 4, h * 0.72],
          [x + 16, h * 0.9],
        ],
        orange,
      ) + box(x - 9, h * 0.8, 18, 6, white);
  for (const x of spread(ctx, 2, 0.2, w / 4)) {
    out += box(x - 70, h * 0.72, 140, 22, white);
    for (let s = 0; s < 5; s++)
      out += poly(
        [
          [x - 70 + s * 28, h * 0.72],
          [x - 56 + s * 28, h * 0.72],
          [x - 70 + s * 28 + 6, h * 0.72 + 22],
          [x - 84 + s * 28 + 6, h * 0.72 + 22],
        ],
        orange,
      );
    out +=
      box(x - 60, h * 0.72 + 22, 8, h * 0.16, white) +
      box(x + 52, h * 0.72 + 22, 8, h * 0.16, white);
  }
  const dx = ctx.random.range(120, w - 260);
  const yellow = ctx.tone('#f2b43a');
  out +=
    box(dx, h * 0.66, 150, 60, yellow, 8) +
    box(dx + 90, h * 0.5, 60, 60, yellow, 6) +
    pane(ctx, dx + 100, h * 0.53, 40, 30, false);
  out +=
    box(dx - 6, h * 0.8, 170, 30, ctx.tone('#3a3a40'), 15) +
    line(['M', dx + 10, h * 0.68, 'L', dx - 60, h * 0.45, 'L', dx - 110, h * 0.7], yellow, 16);
  out += poly(
    [
      [dx - 130, h * 0.66],
      [dx - 90, h * 0.66],
      [dx - 100, h * 0.76],
      [dx - 130, h * 0.76],
    ],
    darken(yellow, 0.3),
  );
  return out;
};

/** Heaps of scrap: old cars, tyres and crates behind a fence. */
export const junk: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const rust = ['#a0603a', '#7a8a9a', '#5a6a50', '#8a4a3a', '#b0a080'].map(ctx.tone);
  let out = '';
  for (const x of spread(ctx, 4, 0.3)) {
    out += poly(
      [
        [x - 180, h],
        [x - 60, h * ctx.random.range(0.2, 0.4)],
        [x + 40, h * 0.35],
        [x + 180, h],
      ],
      ctx.color,
    );
    for (let i = 0; i < 9; i++) {
      const px = x + ctx.random.range(-120, 120);
      const py = h * ctx.random.range(0.45, 0.9);
      const kind = ctx.random.int(0, 2);
      const color = ctx.random.pick(rust);
      if (kind === 0)
        out += oval(px, py, 22, 22, ctx.tone('#2a2a30')) + dot(px, py, 9, ctx.tone('#5a5a60'));
      else if (kind === 1)
        out += box(px - 40, py - 20, 80, 32, color, 8) + pane(ctx, px - 24, py - 16, 22, 12, false);
      else out += box(px - 16, py - 16, 32, 32, color);
    }
  }
  return out + box(0, h * 0.94, w, h * 0.06, darken(ctx.color, 0.1));
};

/** Tombstones and crosses on little mounds behind an iron fence. */
export const tombstones: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const stone = ctx.tone('#9a9aa8');
  let out = box(0, h * 0.82, w, h * 0.18, ctx.color);
  for (const x of spread(ctx, 9, 0.35)) {
    const height = ctx.random.range(60, 110);
    const base = h * ctx.random.range(0.84, 0.92);
    out += oval(x, base, 46, 12, darken(ctx.color, 0.12));
    if (ctx.random.chance(0.3))
      out +=
        box(x - 6, base - height, 12, height, stone) +
        box(x - 26, base - height * 0.75, 52, 12, stone);
    else
      out +=
        el('path', {
          d: `M${x - 24} ${base} L${x - 24} ${base - height + 24} A24 24 0 0 1 ${x + 24} ${base - height + 24} L${x + 24} ${base}Z`,
          fill: stone,
          transform: `rotate(${ctx.random.range(-8, 8)} ${x} ${base})`,
        }) +
        line(
          ['M', x - 10, base - height * 0.6, 'L', x + 10, base - height * 0.6],
          darken(stone, 0.2),
          3,
        );
  }
  const iron = ctx.tone('#2a2436');
  for (let x = 0; x < w; x += 28)
    out +=
      line(['M', x + 14, h, 'L', x + 14, h * 0.7], iron, 4) +
      poly(
        [
          [x + 9, h * 0.7],
          [x + 14, h * 0.66],
          [x + 19, h * 0.7],
        ],
        iron,
      );
  out += box(0, h * 0.74, w, 6, iron) + box(0, h * 0.94, w, 6, iron);
  return out;
};

/** A crooked haunted mansion on a hill with lit windows and bats. */
export const hauntedHouse: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const body = ctx.color;
  const dark = darken(body, 0.25);
  const glow = '#ffd36e';
  const cx = w * ctx.random.range(0.35, 0.65);
  let out = ridge(ctx, h * 0.82, [[h * 0.06, 1, 0.5]], darken(body, 0.1));
  out += el('path', {
    d: `M${cx - 300} ${h} Q${cx} ${h * 0.5} ${cx + 300} ${h}Z`,
    fill: darken(body, 0.15),
  });
  out +=
    box(cx - 120, h * 0.36, 240, h * 0.4, body) +
    poly(
      [
        [cx - 140, h * 0.37],
        [cx, h * 0.18],
        [cx + 140, h * 0.37],
      ],
      dark,
    );
  out +=
    box(cx + 70, h * 0.16, 60, h * 0.4, body) +
    poly(
      [
        [cx + 60, h * 0.17],
        [cx + 100, h * 0.02],
        [cx + 140, h * 0.17],
      ],
      dark,
    );
  out +=
    box(cx - 150, h * 0.26, 50, h * 0.3, body) +
    poly(
      [
        [cx - 160, h * 0.27],
        [cx - 125, h * 0.12],
        [cx - 90, h * 0.27],
      ],
      dark,
    );
  for (const [x, y] of [
    [cx - 80, h * 0.45],
    [cx - 20, h * 0.45],
    [cx + 40, h * 0.45],
    [cx + 88, h * 0.24],
    [cx - 136, h * 0.33],
  ] as const) {
    out +=
      box(x, y, 24, 34, glow, 2) +
      line(['M', x + 12, y, 'L', x + 12, y + 34, 'M', x, y + 17, 'L', x + 24, y + 17], dark, 3);
  }
  out += halo(cx, h * 0.5, 160, glow, 0.4);
  for (let b = 0; b < 5; b++) {
    const bx = cx + ctx.random.range(-260, 260);
    const by = h * ctx.random.range(0.05, 0.3);
    out += poly(
      [
        [bx, by],
        [bx - 14, by - 8],
        [bx - 24, by + 2],
        [bx - 10, by],
        [bx - 4, by + 6],
        [bx + 4, by + 6],
        [bx + 10, by],
        [bx + 24, by + 2],
        [bx + 14, by - 8],
      ],
      ctx.tone('#1a1424'),
    );
  }
  return out;
};

/** Pipes with rims and elbows (sewers, factories). */
export const pipes: StripDrawer = (ctx) => {
  const { h } = ctx;
  const light = lighten(ctx.color, 0.3);
  const dark = darken(ctx.color, 0.25);
  let out = '';
  for (const x of spread(ctx, 7, 0.3)) {
    const top = h * ctx.random.range(0.25, 0.7);
    const width = ctx.random.range(40, 60);
    out +=
      box(x, top, width, h - top, ctx.color) +
      box(x + width * 0.15, top, width * 0.16, h - top, light) +
      box(x + width * 0.75, top, width * 0.25, h - top, dark);
    out +=
      box(x - width * 0.15, top - 16, width * 1.3, 22, ctx.color, 3) +
      box(x - width * 0.1, top - 14, width * 0.2, 18, light);
    if (ctx.random.chance(0.5)) {
      const y = top + ctx.random.range(40, 120);
      out +=
        box(x + width, y, ctx.random.range(50, 110), 26, ctx.color) +
        box(x + width, y + 18, 90, 8, dark);
    }
    if (ctx.random.chance(0.4))
      out += oval(x + width / 2, h - 4, width * 0.7, 8, ctx.tone('#7ab060'), 0.8);
  }
  return out;
};

/** The park in front: benches, lamp posts, hedges and a fountain. */
export const parkNear: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  let out = box(0, h * 0.72, w, h * 0.28, ctx.color);
  for (let x = 0; x < w; x += 44) out += dot(x + 22, h * 0.72, 24, darken(ctx.color, 0.08));
  for (const x of spread(ctx, 3, 0.1)) out += lampPost(ctx, x, h * 0.9, h * 0.6);
  const fx = w * ctx.random.range(0.3, 0.6);
  const stone = ctx.tone('#c8c4bc');
  const water = ctx.tone('#7ac8f0');
  out +=
    box(fx - 90, h * 0.78, 180, 40, stone, 8) +
    box(fx - 80, h * 0.78, 160, 12, water) +
    box(fx - 10, h * 0.5, 20, h * 0.3, stone) +
    oval(fx, h * 0.5, 40, 10, stone);
  out += line(
    [
      'M',
      fx,
      h * 0.48,
      'Q',
      fx - 40,
      h * 0.36,
      fx - 70,
      h * 0.78,
      'M',
      fx,
      h * 0.48,
      'Q',
      fx + 40,
      h * 0.36,
      fx + 70,
      h * 0.78,
    ],
    water,
    5,
    0.8,
  );
  for (const x of [fx - 260, fx + 200])
    out +=
      box(x, h * 0.8, 100, 10, ctx.tone('#8a5a3a'), 3) +
      box(x, h * 0.73, 100, 8, ctx.tone('#8a5a3a'), 3) +
      box(x + 8, h * 0.8, 6, h * 0.1, ctx.tone('#2f3440')) +
      box(x + 86, h * 0.8, 6, h * 0.1, ctx.tone('#2f3440'));
  return out;
};
