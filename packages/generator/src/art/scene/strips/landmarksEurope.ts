/**
 * European cities by their landmark: Rome's Colosseum among terracotta roofs and cypresses,
 * Venice's palazzi, campanile and dome over the canal (and the canal in front with gondolas),
 * Moscow's onion domes of St Basil's and the Kremlin wall with its star-topped tower.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { fillerRow } from './landmarkStrips.js';
import { box, dot, halo, line, oval, pane, poly, spread, starPoints } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** A cypress: a tall narrow dark flame of a tree. */
function cypress(ctx: StripContext, x: number, base: number, height: number): string {
  const green = mix(ctx.tone('#2f5a3a'), ctx.color, 0.3);
  return (
    el('path', {
      d: `M${x} ${base - height} Q${x + 22} ${base - height * 0.5} ${x + 10} ${base} L${x - 10} ${base} Q${x - 22} ${base - height * 0.5} ${x} ${base - height}Z`,
      fill: green,
    }) + box(x - 3, base - 8, 6, 8, ctx.tone('#5a3a22'))
  );
}

/** A Roman house: warm plaster, a terracotta roof, shuttered windows. */
function romanHouse(ctx: StripContext, x: number, width: number, top: number): string {
  const wall = mix(
    ctx.tone(ctx.random.pick(['#e8b070', '#d8905a', '#f0c890', '#e0a080'])),
    ctx.color,
    0.35,
  );
  const roof = mix(ctx.tone('#b8502a'), ctx.color, 0.3);
  let out = box(x, top, width, ctx.h - top, wall);
  out += poly(
    [
      [x - 4, top],
      [x + width / 2, top - 18],
      [x + width + 4, top],
    ],
    roof,
  );
  for (let y = top + 14; y < ctx.h - 26; y += 34)
    for (let wx = x + 8; wx < x + width - 14; wx += 22)
      out += box(wx - 2, y, 16, 22, darken(wall, 0.25), 1) + pane(ctx, wx + 1, y + 2, 10, 18);
  return out;
}

/** The Colosseum: tiers of arches round an oval, its outer ring broken away on one side. */
function colosseum(ctx: StripContext, cx: number): string {
  const { h } = ctx;
  const stone = mix(ctx.tone('#dcc6a0'), ctx.color, 0.3);
  const shade = darken(stone, 0.22);
  // At night the arcades glow, lit from inside.
  const hole = ctx.lit ? mix('#f0b060', stone, 0.3) : darken(stone, 0.5);
  const half = 270;
  // The broken top: full height on the left, stepping down to the right.
  const topAt = (x: number): number => {
    const t = (x - cx) / half;
    if (t < 0.25) return h * 0.28;
    if (t < 0.45) return h * 0.36;
    if (t < 0.65) return h * 0.46;
    if (t < 0.85) return h * 0.56;
    return h * 0.64;
  };
  const outline: [number, number][] = [[cx - half, h]];
  for (let x = cx - half; x <= cx + half; x += 6) outline.push([x, topAt(x)]);
  outline.push([cx + half, h]);
  // The inner ring shows through where the outer one has fallen.
  let out = poly(
    [
      [cx + half * 0.2, h],
      [cx + half * 0.2, h * 0.34],
      [cx + half * 0.9, h * 0.4],
      [cx + half * 0.95, h],
    ],
    shade,
  );
  out += poly(outline, stone);
  const tiers = [0.28, 0.42, 0.6, 0.78, 0.97];
  for (let i = 0; i < tiers.length - 1; i++) {
    const y0 = h * (tiers[i] ?? 0);
    const y1 = h * (tiers[i + 1] ?? 1);
    for (let a = -1.3; a <= 1.3; a += 0.13) {
      const x = cx + Math.sin(a) * half;
      const width = 22 * Math.cos(a) + 3;
      const top = y0 + (y1 - y0) * 0.18;
      if (top < topAt(x) + 6) continue;
      if (i === 0) out += box(x - width * 0.3, top + 6, width * 0.6, (y1 - y0) * 0.35, hole, 1);
      else
        out += el('path', {
          d: `M${x - width / 2} ${y1 - 4} L${x - width / 2} ${top + width / 2} A${width / 2} ${width / 2} 0 0 1 ${x + width / 2} ${top + width / 2} L${x + width / 2} ${y1 - 4}Z`,
          fill: hole,
        });
    }
    out += box(cx - half, y1 - 4, half * 2, 5, shade);
  }
  out += box(cx - half, h * 0.28, half * 1.25, 5, shade);
  return out;
}

export const rome: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const cx = w * ctx.random.range(0.2, 0.26);
  // St Peter's dome far off to one side.
  const dx = (cx + w * 0.5) % w;
  const white = mix(ctx.tone('#efe6d6'), ctx.color, 0.35);
  let out =
    box(dx - 70, h * 0.42, 140, h * 0.58, white) +
    el('path', { d: `M${dx - 56} ${h * 0.42} A56 64 0 0 1 ${dx + 56} ${h * 0.42}Z`, fill: white }) +
    box(dx - 8, h * 0.22, 16, 24, white) +
    line(['M', dx, h * 0.22, 'L', dx, h * 0.16], white, 3);
  out += fillerRow(ctx, 0, w, 0.58, 0.74, [cx - 290, cx + 290], (x, width, top) =>
    romanHouse(ctx, x, width, top),
  );
  out += colosseum(ctx, cx);
  for (const x of [cx - 320, cx + 310, (cx + w * 0.62) % w, (cx + w * 0.7) % w])
    out += cypress(ctx, x, h, h * ctx.random.range(0.38, 0.5));
  return out;
};

/** A Venetian palazzo: coloured plaster, pointed gothic windows, a funnel chimney. */
function palazzo(ctx: StripContext, x: number, width: number, top: number, water: number): string {
  const wall = mix(
    ctx.tone(ctx.random.pick(['#e8a890', '#f0c080', '#d8704a', '#f2e0c0', '#e89a70'])),
    ctx.color,
    0.3,
  );
  const trim = lighten(wall, 0.3);
  let out = box(x, top, width, water - top, wall) + box(x - 3, top - 8, width + 6, 10, trim, 2);
  for (let y = top + 20; y < water - 40; y += 50) {
    for (let wx = x + 10; wx < x + width - 16; wx += 24) {
      out += el('path', {
        d: `M${wx} ${y + 30} L${wx} ${y + 8} Q${wx + 6} ${y} ${wx + 6} ${y - 4} Q${wx + 6} ${y} ${wx + 12} ${y + 8} L${wx + 12} ${y + 30}Z`,
        fill: ctx.lit && ctx.random.chance(0.6) ? '#ffd36e' : darken(wall, 0.45),
      });
    }
    out += box(x + 6, y + 30, width - 12, 4, trim);
  }
  const chimney = x + width * ctx.random.range(0.2, 0.8);
  out +=
    box(chimney - 4, top - 30, 8, 24, darken(wall, 0.2)) +
    poly(
      [
        [chimney - 12, top - 40],
        [chimney + 12, top - 40],
        [chimney + 4, top - 28],
        [chimney - 4, top - 28],
      ],
      darken(wall, 0.2),
    );
  return (
    out +
    box(x, water - 16, width, 16, darken(wall, 0.3)) +
    box(x + width * 0.35, water - 46, width * 0.3, 46, darken(wall, 0.55), 6)
  );
}

export const venice: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const water = h * 0.86;
  const cx = w * ctx.random.range(0.14, 0.2);
  // The Salute's dome across the water.
  const sx = (cx + w * 0.48) % w;
  const white = mix(ctx.tone('#f2ece0'), ctx.color, 0.3);
  let out =
    box(sx - 80, h * 0.46, 160, water - h * 0.46, white) +
    el('path', { d: `M${sx - 66} ${h * 0.46} A66 80 0 0 1 ${sx + 66} ${h * 0.46}Z`, fill: white }) +
    box(sx - 14, h * 0.24, 28, 22, white) +
    el('path', { d: `M${sx - 14} ${h * 0.24} A14 16 0 0 1 ${sx + 14} ${h * 0.24}Z`, fill: white });
  for (const vx of [sx - 96, sx + 96])
    out +=
      box(vx - 16, h * 0.52, 32, water - h * 0.52, white) +
      el('path', {
        d: `M${vx - 16} ${h * 0.52} A16 18 0 0 1 ${vx + 16} ${h * 0.52}Z`,
        fill: white,
      });
  out += fillerRow(ctx, 0, w, 0.42, 0.6, [cx - 40, cx + 40], (x, width, top) =>
    palazzo(ctx, x, width, top, water),
  );
  // The campanile: a tall brick tower, white belfry and green pyramid spire.
  const brick = mix(ctx.tone('#b8583a'), ctx.color, 0.25);
  out +=
    box(cx - 30, h * 0.2, 60, water - h * 0.2, brick) +
    box(cx - 34, h * 0.14, 68, h * 0.08, white) +
    box(cx - 22, h * 0.155, 12, h * 0.05, darken(brick, 0.4), 4) +
    box(cx + 10, h * 0.155, 12, h * 0.05, darken(brick, 0.4), 4) +
    poly(
      [
        [cx - 32, h * 0.14],
        [cx, h * 0.02],
        [cx + 32, h * 0.14],
      ],
      mix(ctx.tone('#4a9a7a'), ctx.color, 0.25),
    ) +
    dot(cx, h * 0.02, 5, ctx.tone('#f2c23a'));
  for (let y = h * 0.26; y < water - 20; y += 40)
    out += box(cx - 24, y, 6, 30, darken(brick, 0.15));
  // The canal at the palazzi's feet, their reflections wobbling in it.
  const canal = mix(ctx.tone('#3a8a8a'), ctx.color, 0.2);
  out += box(0, water, w, h - water, canal);
  for (let i = 0; i < 18; i++)
    out += box(
      ctx.random.range(0, w),
      water + ctx.random.range(6, h - water - 6),
      ctx.random.range(30, 80),
      3,
      lighten(canal, 0.25),
      1,
      0.6,
    );
  return out;
};

/** A gondola with its gondolier, rowing. */
function gondola(ctx: StripContext, x: number, y: number, flip: number): string {
  const black = ctx.tone('#1a1a22');
  const s = flip;
  let out = el('path', {
    d: `M${x - 130 * s} ${y - 30} Q${x - 100 * s} ${y + 12} ${x} ${y + 12} Q${x + 100 * s} ${y + 12} ${x + 140 * s} ${y - 40} Q${x + 90 * s} ${y - 4} ${x} ${y - 4} Q${x - 90 * s} ${y - 4} ${x - 130 * s} ${y - 30}Z`,
    fill: black,
  });
  // The ferro on the prow and a little red cushion seat.
  out += line(['M', x + 128 * s, y - 34, 'L', x + 138 * s, y - 62], ctx.tone('#d8d8e0'), 5);
  for (let t = 0; t < 3; t++)
    out += line(
      ['M', x + 134 * s, y - 40 - t * 7, 'L', x + 144 * s, y - 42 - t * 7],
      ctx.tone('#d8d8e0'),
      3,
    );
  out += box(x - 20, y - 16, 50, 14, ctx.tone('#c8303a'), 4);
  // The gondolier: striped shirt, straw hat, long oar.
  const gx = x - 84 * s;
  out +=
    line(['M', gx, y - 8, 'L', gx, y - 34], ctx.tone('#1a1a22'), 8) +
    box(gx - 11, y - 70, 22, 38, ctx.tone('#f4f4f4'), 4) +
    box(gx - 11, y - 62, 22, 6, ctx.tone('#2a3a8a')) +
    box(gx - 11, y - 50, 22, 6, ctx.tone('#2a3a8a')) +
    dot(gx, y - 80, 10, ctx.tone('#e8b088')) +
    oval(gx, y - 88, 17, 4, ctx.tone('#e8c878')) +
    box(gx - 8, y - 96, 16, 8, ctx.tone('#e8c878'), 2) +
    line(['M', gx - 40 * s, y - 100, 'L', gx + 34 * s, y + 20], ctx.tone('#8a5a32'), 4);
  return out;
}

/** A Venetian canal in front: green water, striped mooring poles, a stone bridge, gondolas. */
export const canal: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const surface = h * 0.58;
  const water = ctx.color;
  let out = box(0, surface, w, h - surface, water);
  for (let i = 0; i < 22; i++)
    out += box(
      ctx.random.range(0, w),
      ctx.random.range(surface + 10, h),
      ctx.random.range(30, 90),
      3,
      lighten(water, 0.25),
      1,
      0.55,
    );
  // A humped stone bridge over the canal.
  const bx = w * ctx.random.range(0.62, 0.75);
  const stone = ctx.tone('#e8e0d0');
  out +=
    el('path', {
      d: `M${bx - 200} ${h} L${bx - 200} ${surface - 30} Q${bx} ${surface - 150} ${bx + 200} ${surface - 30} L${bx + 200} ${h} L${bx + 150} ${h} Q${bx} ${surface - 50} ${bx - 150} ${h}Z`,
      fill: stone,
    }) +
    line(['M', bx - 200, surface - 56, 'Q', bx, surface - 176, bx + 200, surface - 56], stone, 8);
  for (let t = -0.8; t <= 0.8; t += 0.2) {
    const x = bx + t * 200;
    const y = surface - 30 - 60 * (1 - t * t);
    out += box(x - 4, y - 26, 8, 24, darken(stone, 0.12));
  }
  // Mooring poles, striped, with coloured caps.
  const stripes = ['#2a4aa8', '#c8303a', '#2a8a5a'].map(ctx.tone);
  for (const x of spread(ctx, 5, 0.3)) {
    if (Math.abs(x - bx) < 220) continue;
    const color = ctx.random.pick(stripes);
    out += box(x - 7, h * 0.16, 14, h * 0.84, ctx.tone('#f4f0ea'), 3);
    for (let y = h * 0.2; y < h * 0.7; y += 36)
      out += poly(
        [
          [x - 7, y],
          [x + 7, y - 10],
          [x + 7, y + 6],
          [x - 7, y + 16],
        ],
        color,
      );
    out += oval(x, h * 0.16, 10, 8, color);
  }
  const gx = w * ctx.random.range(0.18, 0.32);
  out += gondola(ctx, gx, surface + 50, 1);
  return out;
};

/** An onion dome with a swirled stripe, on its drum, with a cross on top. */
function onionDome(
  ctx: StripContext,
  cx: number,
  base: number,
  r: number,
  color: string,
  stripe: string,
  drumTo: number,
): string {
  const gold = ctx.tone('#f2c23a');
  const drum = mix(ctx.tone('#f0e4d0'), ctx.color, 0.2);
  let out = box(cx - r * 0.62, base, r * 1.24, drumTo - base, drum);
  for (let wy = base + 14; wy < drumTo - 20; wy += 40)
    out += el('path', {
      d: `M${cx - 5} ${wy + 22} L${cx - 5} ${wy + 6} A5 6 0 0 1 ${cx + 5} ${wy + 6} L${cx + 5} ${wy + 22}Z`,
      fill: darken(drum, 0.4),
    });
  const bulb = `M${cx - r * 0.62} ${base} C${cx - r * 1.35} ${base - r * 0.55} ${cx - r * 0.95} ${base - r * 1.45} ${cx} ${base - r * 2.1} C${cx + r * 0.95} ${base - r * 1.45} ${cx + r * 1.35} ${base - r * 0.55} ${cx + r * 0.62} ${base}Z`;
  out += el('path', { d: bulb, fill: color });
  for (let s = -1; s <= 1; s++)
    out += line(
      [
        'M',
        cx + s * r * 0.55 - r * 0.3,
        base - 2,
        'Q',
        cx + s * r * 0.9 + r * 0.4,
        base - r * 0.9,
        cx + s * r * 0.1,
        base - r * 2.0,
      ],
      stripe,
      r * 0.18,
    );
  return (
    out +
    line(['M', cx, base - r * 2.1, 'L', cx, base - r * 2.6], gold, 3) +
    line(['M', cx - r * 0.18, base - r * 2.45, 'L', cx + r * 0.18, base - r * 2.45], gold, 3)
  );
}

/** The Kremlin's Spasskaya tower: red tiers, a clock, a green spire and a red star. */
function spasskaya(ctx: StripContext, cx: number): string {
  const { h } = ctx;
  const red = mix(ctx.tone('#b8342a'), ctx.color, 0.25);
  const white = ctx.tone('#f2ece0');
  let out =
    box(cx - 50, h * 0.5, 100, h * 0.5, red) +
    box(cx - 40, h * 0.36, 80, h * 0.15, red) +
    box(cx - 46, h * 0.36, 92, 6, white) +
    dot(cx, h * 0.43, 22, white) +
    dot(cx, h * 0.43, 18, ctx.tone('#2a2a30')) +
    line(
      ['M', cx, h * 0.43, 'L', cx, h * 0.4, 'M', cx, h * 0.43, 'L', cx + 10, h * 0.43],
      ctx.tone('#f2c23a'),
      3,
    ) +
    box(cx - 28, h * 0.26, 56, h * 0.1, red);
  for (let a = 0; a < 3; a++) out += box(cx - 20 + a * 16, h * 0.28, 8, h * 0.05, white, 3);
  out += poly(
    [
      [cx - 30, h * 0.26],
      [cx, h * 0.08],
      [cx + 30, h * 0.26],
    ],
    mix(ctx.tone('#3a7a5a'), ctx.color, 0.2),
  );
  out += poly(starPoints(cx, h * 0.05, 16), ctx.tone('#e8303a'));
  if (ctx.lit) out += halo(cx, h * 0.05, 40, '#ff6a5a', 1.2);
  out += el('path', {
    d: `M${cx - 22} ${h} L${cx - 22} ${h * 0.76} A22 24 0 0 1 ${cx + 22} ${h * 0.76} L${cx + 22} ${h}Z`,
    fill: darken(red, 0.5),
  });
  return out;
}

export const moscow: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const red = mix(ctx.tone('#b8342a'), ctx.color, 0.25);
  const cx = w * ctx.random.range(0.2, 0.26);
  let out = '';
  // St Basil's: a tented central tower among striped onion domes of every colour.
  const body = mix(ctx.tone('#c8503a'), ctx.color, 0.2);
  const trim = ctx.tone('#f2ece0');
  out += box(cx - 200, h * 0.62, 400, h * 0.38, body) + box(cx - 200, h * 0.62, 400, 8, trim);
  for (let x = cx - 180; x < cx + 180; x += 40)
    out += el('path', {
      d: `M${x} ${h * 0.8} L${x} ${h * 0.7} A10 12 0 0 1 ${x + 20} ${h * 0.7} L${x + 20} ${h * 0.8}Z`,
      fill: darken(body, 0.45),
    });
  out +=
    box(cx - 34, h * 0.24, 68, h * 0.4, body) +
    poly(
      [
        [cx - 38, h * 0.26],
        [cx, h * 0.02],
        [cx + 38, h * 0.26],
      ],
      mix(ctx.tone('#3a8a5a'), ctx.color, 0.2),
    );
  for (let y = h * 0.06; y < h * 0.25; y += 18)
    out += box(
      cx - 30 + (y - h * 0.02) * 0.1,
      y,
      60 - (y - h * 0.02) * 0.2,
      3,
      ctx.tone('#f2c23a'),
      0,
      0.7,
    );
  const domes: [number, number, number, string, string][] = [
    [-150, 0.48, 34, '#e8403a', '#3aa86a'],
    [-86, 0.38, 40, '#3a6ad8', '#f4f4f4'],
    [86, 0.36, 42, '#f2b43a', '#3aa86a'],
    [150, 0.5, 32, '#3aa86a', '#e8403a'],
    [0, 0.5, 28, '#f2c23a', '#c8842a'],
  ];
  for (const [dx, top, r, color, stripe] of domes)
    out += onionDome(ctx, cx + dx, h * top, r, ctx.tone(color), ctx.tone(stripe), h * 0.64);
  // The Kremlin wall with its swallowtail battlements, and the Spasskaya tower.
  const sx = (cx + w * 0.45) % w;
  const wall = h * 0.8;
  out += box(0, wall, w, h - wall, red);
  for (let x = 0; x < w; x += 28)
    out += poly(
      [
        [x + 4, wall],
        [x + 4, wall - 22],
        [x + 12, wall - 14],
        [x + 20, wall - 22],
        [x + 20, wall],
      ],
      red,
    );
  return out + spasskaya(ctx, sx);
};
