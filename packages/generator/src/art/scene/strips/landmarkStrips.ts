/**
 * City skylines with the landmark that names the city, drawn once per strip: the Eiffel Tower,
 * Big Ben and the London Eye, the Empire State and Chrysler buildings and the Statue of Liberty,
 * Tokyo Tower under Mount Fuji, the pyramids of Giza.
 */
import { darken, hexToRgb, lighten, mix } from '../../../color/colorMath.js';
import { MONOCHROME_TINT, spriteSvgBody } from '../../library/index.js';
import { el } from '../../svg.js';
import { tower } from './builtStrips.js';
import { box, dot, halo, line, neon, neonColor, pane, poly, ridge, windowGrid } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** A row of filler buildings from x0 to x1, skipping the landmark's footprint. */
export function fillerRow(
  ctx: StripContext,
  from: number,
  to: number,
  minTop: number,
  maxTop: number,
  skip: readonly [number, number],
  draw: (x: number, width: number, top: number) => string,
): string {
  let out = '';
  for (let x = from; x < to;) {
    const width = ctx.random.range(56, 100);
    if (x + width > skip[0] && x < skip[1]) {
      x = skip[1];
      continue;
    }
    out += draw(x, Math.min(width, to - x) - 4, ctx.h * ctx.random.range(minTop, maxTop));
    x += width;
  }
  return out;
}

/** A Paris building: cream stone, blue-grey mansard roof, balconies and chimneys. */
function haussmann(ctx: StripContext, x: number, width: number, top: number): string {
  const { h } = ctx;
  const stone = mix(ctx.tone('#efe2c6'), ctx.color, 0.35);
  const roof = mix(ctx.tone('#6a7898'), ctx.color, 0.3);
  let out = box(x, top, width, h - top, stone);
  out += poly(
    [
      [x - 3, top],
      [x + 8, top - 34],
      [x + width - 8, top - 34],
      [x + width + 3, top],
    ],
    roof,
  );
  for (let cx = x + 14; cx < x + width - 10; cx += 26)
    out += box(cx, top - 28, 10, 16, lighten(roof, 0.3), 2);
  out +=
    box(x + width * 0.2, top - 48, 12, 16, darken(stone, 0.2)) +
    box(x + width * 0.7, top - 46, 10, 14, darken(stone, 0.2));
  for (let y = top + 16; y < h - 30; y += 40) {
    for (let cx = x + 8; cx < x + width - 14; cx += 20) out += pane(ctx, cx, y, 10, 22);
    out += box(x + 2, y + 22, width - 4, 3, darken(stone, 0.45));
  }
  return out;
}

function eiffelTower(ctx: StripContext, cx: number, color: string): string {
  const { h } = ctx;
  const top = h * 0.03;
  const light = lighten(color, 0.25);
  const outline =
    `M${cx - 125} ${h} Q${cx - 70} ${h * 0.72} ${cx - 34} ${h * 0.5} L${cx - 12} ${h * 0.2} L${cx - 4} ${h * 0.1} L${cx - 1.5} ${top} ` +
    `L${cx + 1.5} ${top} L${cx + 4} ${h * 0.1} L${cx + 12} ${h * 0.2} L${cx + 34} ${h * 0.5} Q${cx + 70} ${h * 0.72} ${cx + 125} ${h}` +
    `L${cx + 78} ${h} Q${cx} ${h * 0.68} ${cx - 78} ${h}Z`;
  let out = el('path', { d: outline, fill: color });
  out +=
    box(cx - 66, h * 0.72, 132, 12, darken(color, 0.15)) +
    box(cx - 40, h * 0.5, 80, 10, darken(color, 0.15)) +
    box(cx - 16, h * 0.2, 32, 8, darken(color, 0.15));
  for (let i = 0; i < 8; i++) {
    const y0 = h * (0.2 + i * 0.07);
    const half = 12 + i * 11;
    out += line(
      [
        'M',
        cx - half,
        y0,
        'L',
        cx + half * 0.9,
        y0 + h * 0.07,
        'M',
        cx + half,
        y0,
        'L',
        cx - half * 0.9,
        y0 + h * 0.07,
      ],
      light,
      2,
      0.45,
    );
  }
  if (ctx.lit) {
    for (let i = 0; i < 26; i++) {
      const t = ctx.random.range(0.05, 1);
      const half = (t < 0.5 ? 34 * t * 2 : 34 + 90 * (t - 0.5) * 2) * ctx.random.range(-1, 1);
      out += dot(cx + half * 0.9, top + (h - top) * t, 2.2, '#ffe9a0');
    }
    out += halo(cx, top, 40, '#fff0b0', 1.2);
  }
  return out;
}

export const paris: StripDrawer = (ctx) => {
  const cx = ctx.w * ctx.random.range(0.16, 0.22);
  const tower = mix(ctx.tone('#6a5a4a'), ctx.color, 0.45);
  let out = eiffelTower(ctx, cx, tower);
  out += fillerRow(ctx, 0, ctx.w, 0.6, 0.74, [cx - 150, cx + 150], (x, width, top) =>
    haussmann(ctx, x, width, top),
  );
  const dome = ctx.w * (ctx.random.chance(0.5) ? 0.62 : 0.86);
  const white = mix(ctx.tone('#f4f0e8'), ctx.color, 0.3);
  out +=
    box(dome - 50, ctx.h * 0.5, 100, ctx.h * 0.5, white) +
    el('path', {
      d: `M${dome - 40} ${ctx.h * 0.5} A40 52 0 0 1 ${dome + 40} ${ctx.h * 0.5}Z`,
      fill: white,
    });
  out += box(dome - 3, ctx.h * 0.34, 6, 20, white);
  return out;
};

function bigBen(ctx: StripContext, cx: number, color: string): string {
  const { h } = ctx;
  const stone = mix(ctx.tone('#c8a870'), color, 0.45);
  const dark = darken(stone, 0.2);
  const face = ctx.lit ? '#fff2b8' : ctx.tone('#f6f0dc');
  let out =
    box(cx - 30, h * 0.32, 60, h * 0.68, stone) + box(cx + 12, h * 0.32, 18, h * 0.68, dark);
  for (let y = h * 0.4; y < h; y += 30)
    out += box(cx - 22, y, 8, 18, dark) + box(cx + 14, y, 8, 18, dark);
  out +=
    box(cx - 38, h * 0.2, 76, h * 0.13, stone) +
    dot(cx, h * 0.265, 26, face) +
    line(
      ['M', cx, h * 0.265, 'L', cx, h * 0.225, 'M', cx, h * 0.265, 'L', cx + 14, h * 0.265],
      ctx.tone('#2a2020'),
      3,
    );
  if (ctx.lit) out += halo(cx, h * 0.265, 60, '#fff2b8', 0.9);
  out += box(cx - 30, h * 0.14, 60, h * 0.06, stone);
  out += poly(
    [
      [cx - 34, h * 0.14],
      [cx, h * 0.02],
      [cx + 34, h * 0.14],
    ],
    darken(stone, 0.25),
  );
  out += line(['M', cx, h * 0.02, 'L', cx, -4], darken(stone, 0.25), 3);
  // Parliament: a long gothic front with little pinnacles.
  out += box(cx + 30, h * 0.62, 300, h * 0.38, stone);
  for (let x = cx + 40; x < cx + 320; x += 30)
    out +=
      box(x, h * 0.56, 8, h * 0.06, stone) +
      poly(
        [
          [x - 2, h * 0.56],
          [x + 4, h * 0.52],
          [x + 10, h * 0.56],
        ],
        stone,
      ) +
      pane(ctx, x + 10, h * 0.68, 10, 30);
  return out;
}

function londonEye(ctx: StripContext, cx: number, color: string): string {
  const { h } = ctx;
  const r = h * 0.3;
  const cy = h - r - 20;
  const steel = mix(ctx.tone('#e8ecf0'), color, 0.4);
  let out = el('circle', { cx, cy, r, fill: 'none', stroke: steel, 'stroke-width': 6 });
  for (let s = 0; s < 16; s++) {
    const a = (s / 16) * Math.PI * 2;
    out += line(['M', cx, cy, 'L', cx + Math.cos(a) * r, cy + Math.sin(a) * r], steel, 1.5, 0.7);
    out += el('ellipse', {
      cx: cx + Math.cos(a) * r,
      cy: cy + Math.sin(a) * r,
      rx: 9,
      ry: 6,
      fill: ctx.lit ? '#bfe8ff' : steel,
    });
  }
  out += line(['M', cx - 60, h, 'L', cx, cy, 'L', cx + 60, h], steel, 7);
  if (ctx.lit)
    out += el('circle', {
      cx,
      cy,
      r,
      fill: 'none',
      stroke: '#7ac8ff',
      'stroke-width': 14,
      'stroke-opacity': 0.2,
    });
  return out;
}

export const london: StripDrawer = (ctx) => {
  const cx = ctx.w * ctx.random.range(0.2, 0.32);
  const eye = cx + ctx.w * 0.5;
  let out = londonEye(ctx, eye, ctx.color);
  out += fillerRow(ctx, 0, ctx.w, 0.62, 0.78, [cx - 50, cx + 340], (x, width, top) => {
    const brick = mix(
      ctx.tone(ctx.random.pick(['#a0583a', '#c8b8a0', '#8a6a5a'])),
      ctx.color,
      0.35,
    );
    let b =
      box(x, top, width, ctx.h - top, brick) +
      poly(
        [
          [x - 2, top],
          [x + width / 2, top - 26],
          [x + width + 2, top],
        ],
        darken(brick, 0.3),
      );
    for (let y = top + 14; y < ctx.h - 24; y += 36)
      for (let px = x + 8; px < x + width - 12; px += 22) b += pane(ctx, px, y, 12, 20);
    return b;
  });
  out += bigBen(ctx, cx, ctx.color);
  return out;
};

function empireState(ctx: StripContext, cx: number, color: string): string {
  const { h } = ctx;
  const steps: [number, number][] = [
    [70, 0.5],
    [54, 0.34],
    [40, 0.24],
    [24, 0.17],
    [12, 0.12],
  ];
  let out = '';
  for (const [half, top] of steps)
    out +=
      box(cx - half, h * top, half * 2, h * (1 - top), color) +
      box(cx + half * 0.5, h * top, half * 0.5, h * (1 - top), darken(color, 0.1));
  out += line(['M', cx, h * 0.12, 'L', cx, h * 0.0], color, 5);
  out += windowGrid(ctx, cx - 62, h * 0.52, 124, h * 0.46, 6, 9, 6, 7);
  out += windowGrid(ctx, cx - 46, h * 0.36, 92, h * 0.13, 6, 9, 6, 7);
  if (ctx.lit)
    out += halo(cx, h * 0.14, 70, ctx.atmosphere.mood === 'neon' ? neonColor(ctx) : '#ffe9a0', 1);
  return out;
}

function chrysler(ctx: StripContext, cx: number, color: string): string {
  const { h } = ctx;
  const steel = mix(ctx.tone('#d8dce4'), color, 0.5);
  let out =
    box(cx - 40, h * 0.36, 80, h * 0.64, color) +
    windowGrid(ctx, cx - 36, h * 0.4, 72, h * 0.58, 6, 9, 6, 7);
  for (let i = 0; i < 4; i++) {
    const r = 36 - i * 8;
    const y = h * 0.36 - i * 20;
    out += el('path', { d: `M${cx - r} ${y} A${r} ${r * 1.1} 0 0 1 ${cx + r} ${y}Z`, fill: steel });
    for (let t = 0; t < 5; t++)
      out += poly(
        [
          [cx - r * 0.7 + t * r * 0.35, y - r * 0.6],
          [cx - r * 0.6 + t * r * 0.35, y - r * 0.3],
          [cx - r * 0.8 + t * r * 0.35, y - r * 0.3],
        ],
        ctx.lit ? '#ffe9a0' : darken(steel, 0.2),
      );
  }
  out += line(['M', cx, h * 0.36 - 90, 'L', cx, h * 0.02], steel, 4);
  return out;
}

function liberty(ctx: StripContext, cx: number): string {
  const { h } = ctx;
  const copper = ctx.tone('#6ab8a0');
  const dark = darken(copper, 0.2);
  const stone = ctx.tone('#b8a890');
  let out =
    box(cx - 36, h * 0.76, 72, h * 0.24, stone) + box(cx - 26, h * 0.64, 52, h * 0.12, stone);
  out += poly(
    [
      [cx - 20, h * 0.64],
      [cx - 12, h * 0.38],
      [cx + 12, h * 0.38],
      [cx + 22, h * 0.64],
    ],
    copper,
  );
  out += poly(
    [
      [cx + 4, h * 0.38],
      [cx + 12, h * 0.38],
      [cx + 22, h * 0.64],
      [cx + 8, h * 0.64],
    ],
    dark,
  );
  out += dot(cx, h * 0.34, 11, copper);
  for (let s = -2; s <= 2; s++)
    out += line(['M', cx + s * 4, h * 0.32, 'L', cx + s * 9, h * 0.28], copper, 3);
  out +=
    line(['M', cx + 10, h * 0.4, 'L', cx + 22, h * 0.2], copper, 8) +
    poly(
      [
        [cx + 17, h * 0.2],
        [cx + 27, h * 0.2],
        [cx + 22, h * 0.16],
      ],
      copper,
    );
  out +=
    dot(cx + 22, h * 0.15, 7, '#ffc84a') +
    halo(cx + 22, h * 0.15, 26, '#ffc84a', ctx.lit ? 1.3 : 0.6);
  out += box(cx - 22, h * 0.44, 12, 20, dark, 2);
  return out;
}

export const newYork: StripDrawer = (ctx) => {
  const cx = ctx.w * ctx.random.range(0.14, 0.2);
  const cc = cx + 190;
  const libertyX = (cx + ctx.w * 0.55) % ctx.w;
  let out = '';
  out += fillerRow(ctx, 0, ctx.w, 0.28, 0.62, [libertyX - 50, libertyX + 50], (x, width, top) =>
    tower(ctx, x, width, top, mix(ctx.color, '#000000', ctx.random.range(0.02, 0.14))),
  );
  out +=
    empireState(ctx, cx, lighten(ctx.color, 0.06)) +
    chrysler(ctx, cc, lighten(ctx.color, 0.1)) +
    liberty(ctx, libertyX);
  return out;
};

function tokyoTower(ctx: StripContext, cx: number): string {
  const { h } = ctx;
  const red = ctx.tone('#e8502a');
  const white = ctx.tone('#f6f2ec');
  const legs = `M${cx - 90} ${h} Q${cx - 40} ${h * 0.7} ${cx - 20} ${h * 0.42} L${cx - 6} ${h * 0.16} L${cx - 2} ${h * 0.02} L${cx + 2} ${h * 0.02} L${cx + 6} ${h * 0.16} L${cx + 20} ${h * 0.42} Q${cx + 40} ${h * 0.7} ${cx + 90} ${h} L${cx + 54} ${h} Q${cx} ${h * 0.74} ${cx - 54} ${h}Z`;
  let out = el('path', { d: legs, fill: red });
  for (const [y, half] of [
    [0.62, 40],
    [0.34, 20],
    [0.16, 9],
  ] as const)
    out += box(cx - half, h * y, half * 2, 10, white);
  out +=
    box(cx - 34, h * 0.44, 68, 22, white) +
    box(cx - 30, h * 0.46, 60, 8, ctx.lit ? '#ffe9a0' : ctx.tone('#9ac4e0'));
  for (let i = 0; i < 7; i++) {
    const y0 = h * (0.42 + i * 0.08);
    const half = 20 + i * 11;
    out += line(
      [
        'M',
        cx - half,
        y0,
        'L',
        cx + half,
        y0 + h * 0.08,
        'M',
        cx + half,
        y0,
        'L',
        cx - half,
        y0 + h * 0.08,
      ],
      white,
      1.5,
      0.5,
    );
  }
  if (ctx.lit) out += halo(cx, h * 0.3, 110, '#ff8a4a', 0.8);
  return out;
}

export const tokyo: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const fuji = mix(ctx.tone('#8a9ac8'), ctx.color, 0.2);
  const fx = w * ctx.random.range(0.15, 0.3);
  let out = poly(
    [
      [fx - 330, h * 0.8],
      [fx - 46, h * 0.22],
      [fx + 46, h * 0.22],
      [fx + 330, h * 0.8],
    ],
    lighten(fuji, 0.1),
  );
  out += poly(
    [
      [fx - 46, h * 0.22],
      [fx + 46, h * 0.22],
      [fx + 90, h * 0.33],
      [fx + 50, h * 0.3],
      [fx + 20, h * 0.35],
      [fx - 20, h * 0.3],
      [fx - 60, h * 0.34],
      [fx - 90, h * 0.33],
    ],
    ctx.tone('#f6f9ff'),
  );
  const tx = fx + w * 0.45;
  out += tokyoTower(ctx, tx);
  out += fillerRow(ctx, 0, w, 0.46, 0.7, [tx - 100, tx + 100], (x, width, top) => {
    let b = tower(ctx, x, width, top, mix(ctx.color, '#000000', ctx.random.range(0.02, 0.16)));
    if (ctx.random.chance(0.6)) {
      const sign = ctx.lit
        ? neonColor(ctx)
        : ctx.tone(ctx.random.pick(['#e8402a', '#f2b43a', '#3a8ad8', '#ffffff']));
      const sy = top + 12;
      b += box(x + width - 18, sy, 14, Math.min(90, h - sy - 10), sign, 2);
      if (ctx.lit)
        b += neon(['M', x + width - 11, sy + 6, 'L', x + width - 11, sy + 80], sign, 1.5);
    }
    return b;
  });
  // A pagoda roofline in front of the tower's feet.
  const px = (tx + w * 0.3) % w;
  const roof = ctx.tone('#3a3a48');
  const wall = ctx.tone('#c84a3a');
  for (let t = 0; t < 3; t++) {
    const y = h * (0.62 + t * 0.12);
    const half = 50 + t * 16;
    out +=
      box(px - half * 0.6, y, half * 1.2, h * 0.12, wall) +
      poly(
        [
          [px - half - 14, y + 6],
          [px - half * 0.7, y - 16],
          [px + half * 0.7, y - 16],
          [px + half + 14, y + 6],
        ],
        roof,
      );
  }
  out += line(['M', px, h * 0.6, 'L', px, h * 0.5], roof, 4);
  return out;
};

export const pyramids: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const stone = ctx.color;
  const shade = darken(stone, 0.16);
  const cx = w * ctx.random.range(0.18, 0.26);
  let out = '';
  for (const [x, half, top] of [
    [cx + 260, 120, 0.5],
    [cx, 230, 0.1],
    [cx + 420, 80, 0.66],
  ] as const) {
    out +=
      poly(
        [
          [x - half, h * 0.92],
          [x, h * top],
          [x + half, h * 0.92],
        ],
        stone,
      ) +
      poly(
        [
          [x, h * top],
          [x + half, h * 0.92],
          [x + half * 0.2, h * 0.92],
        ],
        shade,
      );
    for (let r = 1; r < 8; r++) {
      const y = h * top + (h * 0.92 - h * top) * (r / 8);
      const halfAt = half * (r / 8);
      out += line(['M', x - halfAt, y, 'L', x + halfAt, y], darken(stone, 0.08), 2, 0.5);
    }
  }
  // The sphinx resting in front.
  const sx = cx - 330;
  out +=
    box(sx - 90, h * 0.8, 180, h * 0.12, stone, 10) +
    box(sx + 50, h * 0.7, 50, h * 0.14, stone, 8) +
    poly(
      [
        [sx + 46, h * 0.72],
        [sx + 75, h * 0.64],
        [sx + 104, h * 0.72],
        [sx + 104, h * 0.8],
        [sx + 46, h * 0.8],
      ],
      shade,
    );
  return out + ridge(ctx, h * 0.93, [[h * 0.015, 4, 0.2]], lighten(stone, 0.1));
};

/**
 * A landmark the prompt names, drawn from the art library (the Colosseum, a Moai, a temple):
 * once per strip, standing on a mound of the layer's ground, its colours toned like the rest of
 * the scene (darker at night, warmer at sunset) by an exact per-channel colour matrix.
 */
export const landmark: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const ground = ridge(ctx, h * 0.9, [[h * 0.02, 3, 0.8]], ctx.color);
  const sprite = ctx.sprite ? spriteSvgBody(ctx.sprite) : null;
  if (!sprite) return ground;
  const box$ = sprite.content;
  const spriteHeight = box$.maxY - box$.minY;
  const spriteWidth = box$.maxX - box$.minX;
  const scale = Math.min((h * 0.8) / spriteHeight, (w * 0.4) / spriteWidth);
  // Near the strip's start: an upright phone shows only its first third when the game starts.
  const cx = w * ctx.random.range(0.16, 0.24);
  const x = cx - ((box$.minX + box$.maxX) / 2) * scale;
  const y = h * 0.93 - box$.maxY * scale;
  const black = hexToRgb(ctx.tone('#000000'));
  const white = hexToRgb(ctx.tone('#ffffff'));
  const channel = (from: number, to: number) => [(to - from) / 255, from / 255] as const;
  const [r, rb] = channel(black.r, white.r);
  const [g, gb] = channel(black.g, white.g);
  const [b, bb] = channel(black.b, white.b);
  const filter = `${ctx.id}-tone`;
  const matrix = [r, 0, 0, 0, rb, 0, g, 0, 0, gb, 0, 0, b, 0, bb, 0, 0, 0, 1, 0]
    .map((v) => String(Math.round(v * 1000) / 1000))
    .join(' ');
  return (
    el(
      'filter',
      { id: filter, 'color-interpolation-filters': 'sRGB' },
      el('feColorMatrix', { type: 'matrix', values: matrix }),
    ) +
    el('ellipse', {
      cx,
      cy: h * 0.93,
      rx: spriteWidth * scale * 0.6,
      ry: 14,
      fill: '#000000',
      'fill-opacity': 0.15,
    }) +
    el(
      'g',
      {
        filter: `url(#${filter})`,
        color: MONOCHROME_TINT,
        transform: `translate(${Math.round(x * 100) / 100} ${Math.round(y * 100) / 100}) scale(${Math.round(scale * 1000) / 1000})`,
      },
      sprite.body,
    ) +
    ground
  );
};
