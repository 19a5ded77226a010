/**
 * City styles that many named cities share, each a skyline a player knows at a glance: tall
 * narrow gabled canal houses (Amsterdam, Bruges, Copenhagen), an old European town of red roofs,
 * towers and church spires (Prague, Vienna, Kraków), whitewashed cubes and blue domes
 * (Santorini, Mykonos), domes and minarets (Istanbul, Marrakesh), and an East Asian town of
 * curved roofs and a pagoda (Kyoto, Seoul). The style's tallest building stands in the first
 * fifth of the strip, where an upright phone sees it.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { fillerRow } from './landmarkStrips.js';
import { box, dot, line, pane, poly } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** A wall colour from the style's own, toned and mixed a little with the layer's colour. */
function wallOf(ctx: StripContext, colors: readonly string[], share = 0.3): string {
  return mix(ctx.tone(ctx.random.pick(colors)), ctx.color, share);
}

/** A row of panes over a facade, `columns` across, from `top` down to `bottom`. */
function panes(
  ctx: StripContext,
  x: number,
  width: number,
  top: number,
  bottom: number,
  columns: number,
  paneHeight: number,
): string {
  let out = '';
  const gap = width / columns;
  const paneWidth = Math.min(16, gap * 0.55);
  for (let y = top; y + paneHeight < bottom; y += paneHeight * 1.8)
    for (let c = 0; c < columns; c++)
      out += pane(ctx, x + gap * (c + 0.5) - paneWidth / 2, y, paneWidth, paneHeight);
  return out;
}

/** A canal house: tall, narrow, brick or painted, a stepped, bell or spout gable with a hoist. */
function canalHouse(ctx: StripContext, x: number, width: number, top: number): string {
  const wall = wallOf(ctx, ['#8a3a2a', '#6a3a2a', '#3a3a3a', '#e8dcc0', '#2a4a5a', '#a8502a']);
  const trim = ctx.tone('#f4f0e8');
  const mid = x + width / 2;
  let out = box(x, top, width, ctx.h - top, wall);
  const gable = ctx.random.pick(['step', 'bell', 'spout'] as const);
  if (gable === 'step')
    out += poly(
      [
        [x, top],
        [x, top - 14],
        [x + width * 0.2, top - 14],
        [x + width * 0.2, top - 28],
        [x + width * 0.35, top - 28],
        [x + width * 0.35, top - 42],
        [x + width * 0.65, top - 42],
        [x + width * 0.65, top - 28],
        [x + width * 0.8, top - 28],
        [x + width * 0.8, top - 14],
        [x + width, top - 14],
        [x + width, top],
      ],
      wall,
    );
  else if (gable === 'bell')
    out +=
      el('path', {
        d: `M${x} ${top} Q${x + width * 0.1} ${top - 30} ${mid - width * 0.22} ${top - 34} L${mid - width * 0.16} ${top - 52} Q${mid} ${top - 62} ${mid + width * 0.16} ${top - 52} L${mid + width * 0.22} ${top - 34} Q${x + width * 0.9} ${top - 30} ${x + width} ${top}Z`,
        fill: wall,
      }) +
      line(
        ['M', mid - width * 0.2, top - 50, 'Q', mid, top - 64, mid + width * 0.2, top - 50],
        trim,
        3,
      );
  else
    out += poly(
      [
        [x, top],
        [mid - width * 0.18, top - 40],
        [mid + width * 0.18, top - 40],
        [x + width, top],
      ],
      wall,
    );
  // The hoist beam under the gable's top and the white cornice.
  out +=
    box(mid - 2, top - (gable === 'spout' ? 44 : 30), 4, 10, trim) +
    box(x, top - 2, width, 4, trim);
  out += panes(ctx, x, width, top + 12, ctx.h - 40, width > 70 ? 3 : 2, 22);
  return out;
}

/** The canal city: a row of narrow gabled houses leaning shoulder to shoulder, a church spire. */
export const canalHouses: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const spire = w * ctx.random.range(0.16, 0.22);
  const stone = mix(ctx.tone('#7a6a5a'), ctx.color, 0.3);
  let out =
    box(spire - 26, h * 0.3, 52, h * 0.7, stone) +
    box(spire - 20, h * 0.2, 40, h * 0.12, lighten(stone, 0.1)) +
    poly(
      [
        [spire - 22, h * 0.2],
        [spire, h * 0.02],
        [spire + 22, h * 0.2],
      ],
      mix(ctx.tone('#3a6a5a'), ctx.color, 0.25),
    ) +
    dot(spire, h * 0.25, 12, ctx.tone('#f4e8c0'));
  let x = 0;
  while (x < w) {
    const width = ctx.random.range(40, 62);
    if (x + width > spire - 30 && x < spire + 30) {
      x = spire + 30;
      continue;
    }
    out += canalHouse(ctx, x, Math.min(width, w - x) - 2, h * ctx.random.range(0.36, 0.5));
    x += width;
  }
  return out;
};

/** An old-town house: plaster in warm colours under a steep red-tile roof with a dormer. */
function oldTownHouse(ctx: StripContext, x: number, width: number, top: number): string {
  const wall = wallOf(ctx, ['#f0d8a0', '#e8c0a0', '#f4e8d0', '#d8e0c0', '#f0b890', '#e0d0f0']);
  const roof = mix(ctx.tone('#b8402a'), ctx.color, 0.25);
  let out = box(x, top, width, ctx.h - top, wall);
  out += poly(
    [
      [x - 4, top],
      [x + width * 0.5, top - width * 0.6],
      [x + width + 4, top],
    ],
    roof,
  );
  out += box(x + width * 0.42, top - width * 0.3, width * 0.16, width * 0.16, lighten(roof, 0.2));
  out += panes(ctx, x, width, top + 14, ctx.h - 30, 3, 18);
  return out;
}

/** A church tower: a square stone tower, a clock, a baroque onion or a needle spire on top. */
function churchTower(ctx: StripContext, x: number, top: number, width: number): string {
  const stone = mix(ctx.tone('#e8dcc0'), ctx.color, 0.3);
  const copper = mix(ctx.tone('#4a8a70'), ctx.color, 0.25);
  const { h } = ctx;
  let out = box(x - width / 2, top, width, h - top, stone);
  out +=
    dot(x, top + 40, width * 0.28, ctx.tone('#f8f0d8')) + dot(x, top + 40, 3, darken(stone, 0.5));
  out += line(['M', x, top + 40, 'L', x, top + 28], darken(stone, 0.5), 2);
  out += poly(
    [
      [x - width * 0.45, top],
      [x, top - width * 1.9],
      [x + width * 0.45, top],
    ],
    copper,
  );
  out += dot(x, top - width * 0.45, width * 0.32, copper);
  for (let y = top + 80; y < h - 40; y += 60) out += pane(ctx, x - 7, y, 14, 30);
  return out;
}

/** The old European town: towers and spires over red roofs, a castle on the hill behind. */
export const oldTown: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const first = w * ctx.random.range(0.14, 0.2);
  const stone = mix(ctx.tone('#c8c0b0'), ctx.color, 0.35);
  // The castle on its hill, far back on the other side of the strip.
  const castleX = (first + w * 0.5) % w;
  let out =
    el('path', {
      d: `M${castleX - 240} ${h} Q${castleX} ${h * 0.1} ${castleX + 240} ${h}Z`,
      fill: mix(ctx.tone('#6a8a5a'), ctx.color, 0.4),
    }) +
    box(castleX - 90, h * 0.28, 180, h * 0.32, stone) +
    box(castleX - 100, h * 0.2, 30, h * 0.2, stone) +
    box(castleX + 70, h * 0.2, 30, h * 0.2, stone) +
    poly(
      [
        [castleX - 104, h * 0.2],
        [castleX - 85, h * 0.1],
        [castleX - 66, h * 0.2],
      ],
      mix(ctx.tone('#b8402a'), ctx.color, 0.3),
    );
  out += fillerRow(ctx, 0, w, 0.48, 0.62, [first - 70, first + 70], (x, width, top) =>
    oldTownHouse(ctx, x, width, top),
  );
  // Twin towers of the town church in front, a lone spire further on.
  out += churchTower(ctx, first - 34, h * 0.28, 44) + churchTower(ctx, first + 34, h * 0.3, 44);
  out += churchTower(ctx, (first + w * 0.72) % w, h * 0.4, 36);
  return out;
};

/** A whitewashed house: a white cube, a blue door and shutters, sometimes a blue dome. */
function whiteHouse(ctx: StripContext, x: number, width: number, top: number): string {
  const white = mix(ctx.tone('#fbfbf6'), ctx.color, 0.15);
  const blue = ctx.tone(ctx.random.pick(['#1f5fb8', '#2a78c8', '#1a4a9a']));
  let out = box(x, top, width, ctx.h - top, white, 4);
  out += box(x + width * 0.15, ctx.h - 34, 14, 34, blue, 2);
  out += box(x + width * 0.6, top + 18, 16, 18, blue, 1);
  if (ctx.random.chance(0.25))
    out += el('path', {
      d: `M${x + width * 0.2} ${top} A${width * 0.3} ${width * 0.3} 0 0 1 ${x + width * 0.8} ${top}Z`,
      fill: blue,
    });
  return out;
}

/** The whitewashed Mediterranean town: white cubes stepping up a hill, blue domes, the sea below. */
export const whiteTown: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const cliff = mix(ctx.tone('#a87a5a'), ctx.color, 0.35);
  let out = el('path', {
    d: `M0 ${h} L0 ${h * 0.55} Q${w * 0.25} ${h * 0.3} ${w * 0.5} ${h * 0.45} Q${w * 0.75} ${h * 0.6} ${w} ${h * 0.55} L${w} ${h}Z`,
    fill: cliff,
  });
  // Terraces of houses: higher up the hill, smaller and further back.
  for (const [top, bottom] of [
    [0.4, 0.55],
    [0.56, 0.7],
    [0.72, 0.86],
  ] as const)
    for (let x = ctx.random.range(0, 20); x < w; x += ctx.random.range(50, 80)) {
      const width = ctx.random.range(40, 62);
      out += whiteHouse(ctx, x, width, h * ctx.random.range(top, bottom));
    }
  // The blue-domed church near the strip's start, its bell tower beside it.
  const cx = w * ctx.random.range(0.15, 0.2);
  const white = mix(ctx.tone('#ffffff'), ctx.color, 0.12);
  const blue = ctx.tone('#1f5fb8');
  out +=
    box(cx - 60, h * 0.42, 120, h * 0.58, white, 4) +
    el('path', { d: `M${cx - 48} ${h * 0.42} A48 52 0 0 1 ${cx + 48} ${h * 0.42}Z`, fill: blue }) +
    line(
      ['M', cx, h * 0.32, 'L', cx, h * 0.24, 'M', cx - 8, h * 0.27, 'L', cx + 8, h * 0.27],
      white,
      4,
    ) +
    box(cx + 62, h * 0.36, 40, h * 0.64, white, 3) +
    box(cx + 72, h * 0.4, 20, 26, darken(blue, 0.2), 8) +
    dot(cx + 82, h * 0.44, 5, ctx.tone('#e8c050'));
  return out;
};

/** A flat-roofed house of sand-coloured plaster with arched windows. */
function sandHouse(ctx: StripContext, x: number, width: number, top: number): string {
  const wall = wallOf(ctx, ['#e8c890', '#d8a870', '#f0dcb0', '#c89060', '#e8b8a0'], 0.3);
  let out =
    box(x, top, width, ctx.h - top, wall) + box(x - 3, top - 6, width + 6, 8, lighten(wall, 0.2));
  for (let y = top + 18; y < ctx.h - 36; y += 46)
    for (let wx = x + 10; wx < x + width - 16; wx += 24)
      out += el('path', {
        d: `M${wx} ${y + 26} L${wx} ${y + 8} A6 8 0 0 1 ${wx + 12} ${y + 8} L${wx + 12} ${y + 26}Z`,
        fill: ctx.lit && ctx.random.chance(0.6) ? '#ffd36e' : darken(wall, 0.45),
      });
  return out;
}

/** A minaret: a slender tower with a balcony and a pencil-point cap. */
function minaret(ctx: StripContext, x: number, top: number, stone: string): string {
  const cap = mix(ctx.tone('#5a6a8a'), ctx.color, 0.25);
  return (
    box(x - 9, top, 18, ctx.h - top, stone) +
    box(x - 14, top + 40, 28, 7, darken(stone, 0.15), 2) +
    box(x - 14, top + 110, 28, 7, darken(stone, 0.15), 2) +
    poly(
      [
        [x - 10, top],
        [x, top - 46],
        [x + 10, top],
      ],
      cap,
    )
  );
}

/** The city of domes and minarets: a great domed mosque among flat roofs and palms. */
export const domedCity: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const cx = w * ctx.random.range(0.18, 0.22);
  const stone = mix(ctx.tone('#ece0c8'), ctx.color, 0.3);
  const dome = mix(ctx.tone('#8a9ab0'), ctx.color, 0.25);
  let out = fillerRow(ctx, 0, w, 0.55, 0.72, [cx - 200, cx + 200], (x, width, top) =>
    sandHouse(ctx, x, width, top),
  );
  // The mosque: a great dome over half domes, a minaret at each side.
  out +=
    box(cx - 150, h * 0.52, 300, h * 0.48, stone) +
    el('path', { d: `M${cx - 150} ${h * 0.52} A60 46 0 0 1 ${cx - 40} ${h * 0.52}Z`, fill: dome }) +
    el('path', { d: `M${cx + 40} ${h * 0.52} A60 46 0 0 1 ${cx + 150} ${h * 0.52}Z`, fill: dome }) +
    box(cx - 80, h * 0.4, 160, h * 0.14, stone) +
    el('path', { d: `M${cx - 84} ${h * 0.41} A84 90 0 0 1 ${cx + 84} ${h * 0.41}Z`, fill: dome }) +
    line(['M', cx, h * 0.24, 'L', cx, h * 0.17], ctx.tone('#e8c050'), 4) +
    dot(cx, h * 0.165, 6, ctx.tone('#e8c050'));
  for (let a = cx - 120; a <= cx + 120; a += 40)
    out += el('path', {
      d: `M${a - 12} ${h * 0.86} L${a - 12} ${h * 0.7} A12 14 0 0 1 ${a + 12} ${h * 0.7} L${a + 12} ${h * 0.86}Z`,
      fill: ctx.lit ? '#ffd36e' : darken(stone, 0.4),
    });
  out += minaret(ctx, cx - 180, h * 0.16, stone) + minaret(ctx, cx + 180, h * 0.16, stone);
  // A lone minaret and a small dome further along.
  const far = (cx + w * 0.58) % w;
  out +=
    minaret(ctx, far, h * 0.3, stone) +
    el('path', {
      d: `M${far + 30} ${h * 0.64} A46 42 0 0 1 ${far + 122} ${h * 0.64}Z`,
      fill: dome,
    }) +
    box(far + 30, h * 0.64, 92, h * 0.36, stone);
  return out;
};

/** A curved East Asian roof: wide eaves turned up at the tips. */
function curvedRoof(x: number, y: number, width: number, rise: number, fill: string): string {
  return el('path', {
    d: `M${x - width / 2} ${y} Q${x - width * 0.35} ${y - rise * 0.25} ${x - width * 0.3} ${y - rise} L${x + width * 0.3} ${y - rise} Q${x + width * 0.35} ${y - rise * 0.25} ${x + width / 2} ${y} Q${x} ${y - rise * 0.35} ${x - width / 2} ${y}Z`,
    fill,
  });
}

/** A town house of dark timber and white plaster under a grey curved roof. */
function tiledHouse(ctx: StripContext, x: number, width: number, top: number): string {
  const plaster = mix(ctx.tone('#f0e8d8'), ctx.color, 0.25);
  const timber = mix(ctx.tone('#5a3a2a'), ctx.color, 0.2);
  const roof = mix(ctx.tone('#4a5060'), ctx.color, 0.25);
  let out = box(x + 4, top, width - 8, ctx.h - top, plaster);
  for (let px = x + 4; px < x + width - 8; px += 18) out += box(px, top, 3, ctx.h - top, timber);
  out += box(x + 4, top + 30, width - 8, 4, timber);
  out += pane(ctx, x + width * 0.3, top + 42, width * 0.4, 18);
  out += curvedRoof(x + width / 2, top + 4, width + 18, 22, roof);
  return out;
}

/** The East Asian pagoda town: tiled roofs, a five-storey pagoda and a red torii gate. */
export const pagodaTown: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const cx = w * ctx.random.range(0.16, 0.2);
  const red = mix(ctx.tone('#c8302a'), ctx.color, 0.2);
  const roof = mix(ctx.tone('#3a4050'), ctx.color, 0.25);
  let out = fillerRow(ctx, 0, w, 0.62, 0.74, [cx - 90, cx + 90], (x, width, top) =>
    tiledHouse(ctx, x, width, top),
  );
  // The pagoda: five storeys, each narrower, a spire of rings on top.
  const floors = 5;
  const storey = h * 0.14;
  for (let i = 0; i < floors; i++) {
    const base = h - i * storey;
    const width = 120 - i * 16;
    out += box(cx - width * 0.35, base - storey, width * 0.7, storey, red);
    out += curvedRoof(cx, base - storey + 6, width + 30, 22, roof);
  }
  const top = h - floors * storey;
  out += line(['M', cx, top, 'L', cx, top - 50], ctx.tone('#c8a040'), 5);
  for (let r = 0; r < 4; r++) out += box(cx - 8, top - 12 - r * 10, 16, 4, ctx.tone('#c8a040'));
  // A torii gate further along.
  const gate = (cx + w * 0.55) % w;
  out +=
    box(gate - 60, h * 0.58, 12, h * 0.42, red) +
    box(gate + 48, h * 0.58, 12, h * 0.42, red) +
    box(gate - 70, h * 0.64, 140, 10, red) +
    curvedRoof(gate, h * 0.58, 170, 12, darken(red, 0.3));
  return out;
};

/** A bicycle leaning on a railing: two wheels, a frame, handlebars. */
function bicycle(x: number, base: number, color: string): string {
  const wheel = (cx: number): string =>
    el('circle', { cx, cy: base - 14, r: 13, fill: 'none', stroke: '#2a2a2a', 'stroke-width': 3 });
  return (
    wheel(x - 20) +
    wheel(x + 20) +
    line(
      [
        'M',
        x - 20,
        base - 14,
        'L',
        x - 4,
        base - 34,
        'L',
        x + 14,
        base - 34,
        'L',
        x + 20,
        base - 14,
        'M',
        x - 4,
        base - 34,
        'L',
        x,
        base - 14,
        'L',
        x - 20,
        base - 14,
      ],
      color,
      3,
    ) +
    line(['M', x + 14, base - 34, 'L', x + 10, base - 42, 'L', x + 18, base - 44], '#2a2a2a', 3)
  );
}

/** The canal in front of the canal houses: a low brick bridge lined with bicycles, moored boats. */
export const houseCanal: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const surface = h * 0.6;
  const water = ctx.color;
  let out = box(0, surface, w, h - surface, water);
  for (let i = 0; i < 18; i++)
    out += box(
      ctx.random.range(0, w),
      ctx.random.range(surface + 12, h),
      ctx.random.range(30, 90),
      3,
      lighten(water, 0.25),
      1,
      0.5,
    );
  // The quay wall along the far side.
  const brick = mix(ctx.tone('#8a4a3a'), ctx.color, 0.2);
  out += box(0, surface - 18, w, 20, brick) + box(0, surface - 22, w, 5, ctx.tone('#6a6a6a'));
  // A low brick bridge with a wide arch, bicycles along its railing.
  const bx = w * ctx.random.range(0.3, 0.4);
  out +=
    el('path', {
      d: `M${bx - 180} ${h} L${bx - 180} ${surface - 60} L${bx + 180} ${surface - 60} L${bx + 180} ${h} L${bx + 120} ${h} Q${bx} ${surface - 20} ${bx - 120} ${h}Z`,
      fill: brick,
    }) + box(bx - 184, surface - 70, 368, 10, ctx.tone('#5a5a5a'));
  const bikes = ['#2a4aa8', '#c8303a', '#2a2a2a', '#e8e0d0'].map(ctx.tone);
  for (let i = 0; i < 5; i++)
    out += bicycle(bx - 140 + i * 70, surface - 70, bikes[i % bikes.length] ?? '#2a2a2a');
  // Low canal boats moored along the quay.
  for (const x of [w * 0.06, bx + 260, bx + 470].filter((x) => x < w - 100)) {
    const hull = ctx.tone(ctx.random.pick(['#2a5a3a', '#3a3a5a', '#7a2a2a']));
    out +=
      el('path', {
        d: `M${x} ${surface + 18} L${x + 170} ${surface + 18} L${x + 150} ${surface + 46} L${x + 16} ${surface + 46}Z`,
        fill: hull,
      }) +
      box(x + 40, surface - 4, 90, 22, ctx.tone('#f0e8d8'), 4) +
      pane(ctx, x + 50, surface, 18, 12) +
      pane(ctx, x + 80, surface, 18, 12);
  }
  return out;
};
