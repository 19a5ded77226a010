/**
 * Asian cities by their landmark: Bangkok's temple spires and palace roofs (and a street of
 * tuk-tuks in front), the Great Wall over Beijing's hills and the Temple of Heaven, the Taj
 * Mahal over its reflecting pool in Agra, and Dubai's needle of the Burj Khalifa.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { tower } from './builtStrips.js';
import { fillerRow } from './landmarkStrips.js';
import { box, dot, halo, line, oval, poly, ridge, spread, windowGrid } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** A Thai temple roof: steep tiers with upturned horns at the gable ends. */
function thaiRoof(
  ctx: StripContext,
  cx: number,
  base: number,
  half: number,
  tiers: number,
): string {
  const orange = mix(ctx.tone('#d8602a'), ctx.color, 0.2);
  const green = mix(ctx.tone('#2a8a5a'), ctx.color, 0.2);
  const gold = ctx.tone('#f2c23a');
  let out = box(
    cx - half * 0.8,
    base,
    half * 1.6,
    ctx.h - base,
    mix(ctx.tone('#f4ead8'), ctx.color, 0.2),
  );
  for (let c = 0; c < 5; c++)
    out += box(cx - half * 0.7 + c * half * 0.32, base + 24, 14, ctx.h - base - 24, gold, 2);
  for (let t = 0; t < tiers; t++) {
    const y = base - t * 34;
    const w = half * (1 - t * 0.16);
    out +=
      poly(
        [
          [cx - w, y],
          [cx - w * 0.3, y - 64],
          [cx + w * 0.3, y - 64],
          [cx + w, y],
        ],
        t % 2 === 0 ? orange : green,
      ) +
      line(
        ['M', cx - w, y, 'L', cx - w * 0.3, y - 64, 'L', cx + w * 0.3, y - 64, 'L', cx + w, y],
        gold,
        3,
      );
    out +=
      line(['M', cx - w, y, 'q', -10, -6, -6, -24], gold, 4) +
      line(['M', cx + w, y, 'q', 10, -6, 6, -24], gold, 4);
  }
  const peak = base - (tiers - 1) * 34 - 64;
  return out + line(['M', cx, peak, 'L', cx, peak - 50], gold, 5);
}

/** A prang (Wat Arun's tower): stacked tiers narrowing to a spike, studded with colour. */
function prang(ctx: StripContext, cx: number, base: number, top: number, half: number): string {
  const white = mix(ctx.tone('#eee6d6'), ctx.color, 0.25);
  const tiers = 9;
  let out = '';
  for (let t = 0; t < tiers; t++) {
    const y0 = base - ((base - top) * t) / tiers;
    const y1 = base - ((base - top) * (t + 1)) / tiers;
    const w0 = half * (1 - t / tiers) ** 0.8;
    const w1 = half * (1 - (t + 1) / tiers) ** 0.8;
    out += el('path', {
      d: `M${cx - w0} ${y0} Q${cx - w0 * 1.05} ${(y0 + y1) / 2} ${cx - w1} ${y1} L${cx + w1} ${y1} Q${cx + w0 * 1.05} ${(y0 + y1) / 2} ${cx + w0} ${y0}Z`,
      fill: t % 2 === 0 ? white : darken(white, 0.08),
    });
    for (let s = -2; s <= 2; s++)
      out += dot(
        cx + s * w0 * 0.35,
        (y0 + y1) / 2,
        3,
        ctx.tone(['#e8503a', '#3a8ad8', '#3aa86a', '#f2b43a', '#e8503a'][s + 2] ?? '#3a8ad8'),
      );
  }
  return out + line(['M', cx, top, 'L', cx, top - 40], white, 4);
}

/** A golden chedi: a bell on a stepped base, tapering into a long spire. */
function chedi(ctx: StripContext, cx: number, base: number, size: number): string {
  const gold = mix(ctx.tone('#e8b830'), ctx.color, 0.15);
  let out = box(cx - size, base - size * 0.3, size * 2, size * 0.3, darken(gold, 0.1));
  out += el('path', {
    d: `M${cx - size * 0.85} ${base - size * 0.3} Q${cx - size * 0.9} ${base - size * 1.2} ${cx} ${base - size * 1.3} Q${cx + size * 0.9} ${base - size * 1.2} ${cx + size * 0.85} ${base - size * 0.3}Z`,
    fill: gold,
  });
  out += poly(
    [
      [cx - size * 0.2, base - size * 1.25],
      [cx, base - size * 2.8],
      [cx + size * 0.2, base - size * 1.25],
    ],
    gold,
  );
  return out + (ctx.lit ? halo(cx, base - size, size * 2, '#ffd870', 0.8) : '');
}

export const bangkok: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const cx = w * ctx.random.range(0.15, 0.2);
  let out = fillerRow(ctx, 0, w, 0.2, 0.5, [cx - 320, cx + 480], (x, width, top) =>
    tower(ctx, x, width, top, mix(ctx.color, '#000000', ctx.random.range(0.02, 0.14))),
  );
  out += prang(ctx, cx, h, h * 0.1, 86);
  out += prang(ctx, cx - 180, h, h * 0.5, 40) + prang(ctx, cx + 180, h, h * 0.5, 40);
  out += thaiRoof(ctx, cx + 360, h * 0.74, 120, 3);
  out += chedi(ctx, cx + 200 + 330, h, 40);
  return out;
};

/** A tuk-tuk: a three-wheeled taxi with a bright canopy. */
function tukTuk(ctx: StripContext, x: number, base: number, color: string): string {
  const dark = ctx.tone('#2a2a30');
  return (
    box(x, base - 90, 150, 10, color, 4) +
    box(x + 6, base - 84, 8, 50, dark) +
    box(x + 136, base - 84, 8, 50, dark) +
    box(x - 6, base - 40, 166, 26, color, 8) +
    box(x + 20, base - 58, 56, 20, ctx.tone('#7a3a5a'), 4) +
    poly(
      [
        [x + 130, base - 84],
        [x + 170, base - 40],
        [x + 130, base - 40],
      ],
      ctx.tone('#9ac4e0'),
      0.6,
    ) +
    dot(x + 20, base - 12, 14, dark) +
    dot(x + 128, base - 12, 14, dark) +
    dot(x + 20, base - 12, 5, ctx.tone('#c8ccd4')) +
    dot(x + 128, base - 12, 5, ctx.tone('#c8ccd4')) +
    dot(x + 162, base - 30, 6, ctx.lit ? '#fff0b0' : ctx.tone('#f4f0d8'))
  );
}

/** A busy Bangkok street: tuk-tuks, a food stall under an umbrella, strings of lanterns. */
export const tukTuks: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const road = h * 0.88;
  let out = box(0, road, w, h - road, ctx.color) + box(0, road, w, 5, lighten(ctx.color, 0.15));
  // Strings of lanterns overhead.
  for (let x = 0; x < w; x += 256) {
    out += line(
      ['M', x, h * 0.1, 'Q', x + 128, h * 0.26, x + 256, h * 0.1],
      ctx.tone('#3a3a44'),
      2,
    );
    for (let l = 1; l < 6; l++) {
      const t = l / 6;
      const lx = x + 256 * t;
      const ly = h * 0.1 + 4 * t * (1 - t) * h * 0.16 * 0.5 * 2;
      out += oval(
        lx,
        ly + 12,
        9,
        12,
        ctx.lit ? '#ffb04a' : ctx.tone(['#e8403a', '#f2b43a', '#ff8ac0'][l % 3] ?? '#e8403a'),
      );
      if (ctx.lit) out += halo(lx, ly + 12, 30, '#ffb04a', 0.8);
    }
  }
  // A food stall.
  const fx = w * ctx.random.range(0.42, 0.52);
  out +=
    box(fx - 70, road - 70, 140, 70, ctx.tone('#c8925a'), 3) +
    box(fx - 76, road - 76, 152, 10, ctx.tone('#f4f0e8'), 3) +
    oval(fx - 30, road - 80, 22, 8, ctx.tone('#3a3a44')) +
    box(fx - 3, h * 0.32, 6, road - 76 - h * 0.32, ctx.tone('#6a6a70')) +
    el('path', {
      d: `M${fx - 110} ${h * 0.4} Q${fx} ${h * 0.22} ${fx + 110} ${h * 0.4}Z`,
      fill: ctx.tone('#e8403a'),
    }) +
    el('path', {
      d: `M${fx - 36} ${h * 0.36} Q${fx} ${h * 0.22} ${fx + 36} ${h * 0.36}Z`,
      fill: ctx.tone('#f4f0e8'),
    });
  const colors = ['#3a8ad8', '#ff5a9a', '#3aa86a', '#f2b43a'].map(ctx.tone);
  for (const [i, x] of spread(ctx, 3, 0.1, w / 6).entries())
    if (Math.abs(x - fx) > 200)
      out += tukTuk(ctx, x - 75, road + 4, colors[i % colors.length] ?? '#3a8ad8');
  return out;
};

/** A height on the hills' crest at x (whole periods: the strip tiles). */
function crestAt(h: number, w: number, x: number): number {
  return (
    h * 0.42 -
    h * 0.14 * Math.sin((x / w) * Math.PI * 2 + 0.6) -
    h * 0.06 * Math.sin((x / w) * Math.PI * 6 + 1.1)
  );
}

/** The Great Wall snaking along green hill crests, with watchtowers. */
export const greatWall: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const stone = mix(ctx.tone('#b8a890'), ctx.color, 0.3);
  const dark = darken(stone, 0.2);
  let out = ridge(
    ctx,
    h * 0.42,
    [
      [h * 0.14, 1, 0.6],
      [h * 0.06, 3, 1.1],
    ],
    ctx.color,
  );
  const top: (string | number)[] = [];
  const bottom: (string | number)[] = [];
  for (let x = 0; x <= w; x += 8) {
    const y = crestAt(h, w, x) + 10;
    top.push(top.length === 0 ? 'M' : 'L', x, y - 22);
    bottom.unshift('L', x, y + 8);
  }
  out += el('path', {
    d: [...top, ...bottom, 'Z'].map((v) => (typeof v === 'number' ? Math.round(v) : v)).join(' '),
    fill: stone,
  });
  for (let x = 4; x < w; x += 16) {
    const y = crestAt(h, w, x) + 10 - 22;
    out += box(x, y - 9, 9, 10, stone);
  }
  for (const x of spread(ctx, 4, 0.15)) {
    const y = crestAt(h, w, x) + 10;
    out +=
      box(x - 28, y - 70, 56, 74, stone) +
      box(x - 32, y - 74, 64, 8, dark) +
      box(x - 8, y - 56, 16, 22, darken(stone, 0.45), 3);
    for (let c = 0; c < 4; c++) out += box(x - 30 + c * 17, y - 84, 9, 10, stone);
  }
  return out;
};

/** Upturned Chinese eaves: a sweeping roof with its corners lifting. */
function chineseRoof(cx: number, y: number, half: number, height: number, color: string): string {
  return el('path', {
    d: `M${cx - half - 20} ${y - 14} Q${cx - half} ${y} ${cx - half * 0.8} ${y - 4} L${cx - half * 0.55} ${y - height} L${cx + half * 0.55} ${y - height} L${cx + half * 0.8} ${y - 4} Q${cx + half} ${y} ${cx + half + 20} ${y - 14} Q${cx} ${y + 6} ${cx - half - 20} ${y - 14}Z`,
    fill: color,
  });
}

/** The Temple of Heaven: three round blue roofs over red walls on a white marble terrace. */
function templeOfHeaven(ctx: StripContext, cx: number): string {
  const { h } = ctx;
  const blue = mix(ctx.tone('#2a4a9a'), ctx.color, 0.2);
  const red = mix(ctx.tone('#b8302a'), ctx.color, 0.2);
  const marble = mix(ctx.tone('#f2efe8'), ctx.color, 0.2);
  const gold = ctx.tone('#f2c23a');
  let out = '';
  for (let t = 0; t < 3; t++)
    out += box(cx - 170 + t * 24, h * (0.9 - t * 0.05), 340 - t * 48, h * 0.05, marble, 2);
  const roofs: [number, number, number][] = [
    [0.78, 120, 0.2],
    [0.6, 96, 0.16],
    [0.44, 70, 0.14],
  ];
  for (const [y, half] of roofs) {
    out += box(cx - half * 0.72, h * y, half * 1.44, h * 0.2, red);
    for (let c = -3; c <= 3; c++)
      out += box(cx + c * half * 0.2 - 3, h * y + 6, 6, h * 0.12, gold, 0, 0.6);
  }
  for (const [y, half, height] of roofs)
    out += el('path', {
      d: `M${cx - half} ${h * y} Q${cx - half * 0.7} ${h * (y - height * 0.6)} ${cx} ${h * (y - height)} Q${cx + half * 0.7} ${h * (y - height * 0.6)} ${cx + half} ${h * y}Z`,
      fill: blue,
    });
  return out + dot(cx, h * 0.3, 12, gold) + line(['M', cx, h * 0.3, 'L', cx, h * 0.24], gold, 4);
}

export const beijing: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const cx = w * ctx.random.range(0.15, 0.2);
  const red = mix(ctx.tone('#b8302a'), ctx.color, 0.2);
  const yellow = mix(ctx.tone('#e8b030'), ctx.color, 0.2);
  // A gate of the Forbidden City: red walls under double golden roofs, lanterns at the eaves.
  const gx = (cx + w * 0.5) % w;
  let out = box(0, h * 0.78, w, h * 0.22, red) + box(0, h * 0.76, w, 10, yellow);
  out +=
    box(gx - 180, h * 0.5, 360, h * 0.3, red) +
    chineseRoof(gx, h * 0.5, 210, 40, yellow) +
    box(gx - 150, h * 0.34, 300, h * 0.12, red) +
    chineseRoof(gx, h * 0.34, 180, 40, yellow);
  for (const x of [gx - 60, gx + 10])
    out += el('path', {
      d: `M${x} ${h} L${x} ${h * 0.86} A25 28 0 0 1 ${x + 50} ${h * 0.86} L${x + 50} ${h}Z`,
      fill: darken(red, 0.5),
    });
  for (let c = 0; c < 6; c++)
    out += box(gx - 150 + c * 56, h * 0.54, 14, h * 0.22, darken(red, 0.2));
  for (const lx of [gx - 190, gx - 120, gx + 120, gx + 190]) {
    out +=
      line(['M', lx, h * 0.5, 'L', lx, h * 0.54], ctx.tone('#3a2a1a'), 2) +
      oval(lx, h * 0.58, 14, 18, ctx.tone('#e8302a')) +
      box(lx - 8, h * 0.54, 16, 4, yellow);
    if (ctx.lit) out += halo(lx, h * 0.58, 40, '#ff7a4a', 1);
  }
  return out + templeOfHeaven(ctx, cx);
};

/** A small domed pavilion (chhatri) of the Taj Mahal. */
function chhatri(x: number, y: number, r: number, color: string): string {
  return (
    box(x - r, y, r * 2, r * 0.9, color) +
    el('path', {
      d: `M${x - r} ${y} Q${x - r * 1.1} ${y - r * 1.1} ${x} ${y - r * 1.5} Q${x + r * 1.1} ${y - r * 1.1} ${x + r} ${y}Z`,
      fill: color,
    }) +
    line(['M', x, y - r * 1.5, 'L', x, y - r * 2], color, 2)
  );
}

/** The Taj Mahal: its great onion dome, arched front, four minarets, and the long pool. */
export const agra: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const cx = w * ctx.random.range(0.18, 0.22);
  const marble = mix(ctx.tone('#f6f2ea'), ctx.color, 0.22);
  const shade = darken(marble, 0.12);
  const recess = darken(marble, 0.3);
  let out = '';
  // Gardens to either side: rows of cypress-like trees.
  const tree = mix(ctx.tone('#3a7a4a'), ctx.color, 0.3);
  for (let x = 20; x < w; x += 46) {
    if (Math.abs(x - cx) < 300 || Math.abs(x - cx - w) < 300 || Math.abs(x - cx + w) < 300)
      continue;
    out += oval(x, h * 0.8, 16, 40, tree);
  }
  // The terrace and the minarets at its corners.
  out += box(cx - 280, h * 0.8, 560, h * 0.08, shade);
  for (const mx of [cx - 250, cx + 250]) {
    out += poly(
      [
        [mx - 13, h * 0.8],
        [mx - 9, h * 0.24],
        [mx + 9, h * 0.24],
        [mx + 13, h * 0.8],
      ],
      marble,
    );
    for (const y of [0.36, 0.52, 0.68]) out += box(mx - 16, h * y, 32, 7, shade, 2);
    out += chhatri(mx, h * 0.22, 13, marble);
  }
  // The main hall with its great arch, chamfered corners and small arches.
  out += box(cx - 150, h * 0.5, 300, h * 0.3, marble);
  out += box(cx - 150, h * 0.5, 22, h * 0.3, shade) + box(cx + 128, h * 0.5, 22, h * 0.3, shade);
  out += box(cx - 56, h * 0.48, 112, h * 0.32, lighten(marble, 0.04));
  out += el('path', {
    d: `M${cx - 40} ${h * 0.8} L${cx - 40} ${h * 0.62} Q${cx - 40} ${h * 0.53} ${cx} ${h * 0.51} Q${cx + 40} ${h * 0.53} ${cx + 40} ${h * 0.62} L${cx + 40} ${h * 0.8}Z`,
    fill: recess,
  });
  for (const side of [-1, 1])
    for (const y of [0.54, 0.68]) {
      const ax = cx + side * 95;
      out += el('path', {
        d: `M${ax - 16} ${h * (y + 0.1)} L${ax - 16} ${h * (y + 0.04)} Q${ax} ${h * (y - 0.01)} ${ax + 16} ${h * (y + 0.04)} L${ax + 16} ${h * (y + 0.1)}Z`,
        fill: recess,
      });
    }
  // The drum, the onion dome and its finial; chhatris beside it.
  out += chhatri(cx - 100, h * 0.46, 22, marble) + chhatri(cx + 100, h * 0.46, 22, marble);
  out += box(cx - 62, h * 0.4, 124, h * 0.1, marble);
  out += el('path', {
    d: `M${cx - 62} ${h * 0.41} C${cx - 110} ${h * 0.3} ${cx - 80} ${h * 0.16} ${cx} ${h * 0.1} C${cx + 80} ${h * 0.16} ${cx + 110} ${h * 0.3} ${cx + 62} ${h * 0.41}Z`,
    fill: marble,
  });
  out += el('path', {
    d: `M${cx + 20} ${h * 0.12} C${cx + 70} ${h * 0.18} ${cx + 90} ${h * 0.3} ${cx + 62} ${h * 0.41} L${cx + 40} ${h * 0.41} C${cx + 60} ${h * 0.3} ${cx + 50} ${h * 0.2} ${cx + 20} ${h * 0.12}Z`,
    fill: shade,
    'fill-opacity': 0.6,
  });
  out +=
    line(['M', cx, h * 0.1, 'L', cx, h * 0.03], ctx.tone('#c8a040'), 4) +
    dot(cx, h * 0.06, 4, ctx.tone('#c8a040'));
  // The long reflecting pool in front.
  const pool = mix(ctx.tone('#5ab0d8'), ctx.color, 0.2);
  out += box(0, h * 0.88, w, h * 0.12, mix(ctx.tone('#7aa860'), ctx.color, 0.3));
  out +=
    box(cx - 36, h * 0.88, 72, h * 0.12, pool) +
    box(cx - 8, h * 0.9, 16, h * 0.08, lighten(pool, 0.3), 0, 0.5);
  return out;
};

/** The Burj Khalifa: a needle of glass stepping in as it climbs to its spire. */
function burjKhalifa(ctx: StripContext, cx: number): string {
  const { h } = ctx;
  const glass = mix(ctx.tone('#8fa6c2'), ctx.color, 0.2);
  const light = lighten(glass, 0.4);
  const steps: [number, number][] = [
    [96, 0.7],
    [76, 0.56],
    [58, 0.43],
    [42, 0.32],
    [28, 0.22],
    [16, 0.13],
  ];
  let out = '';
  for (const [half, top] of steps)
    out +=
      box(cx - half, h * top, half * 2, h * (1 - top), glass) +
      box(cx - half * 0.2, h * top, half * 0.4, h * (1 - top), light);
  out += windowGrid(ctx, cx - 90, h * 0.72, 180, h * 0.26, 5, 6, 6, 8);
  out += poly(
    [
      [cx - 7, h * 0.13],
      [cx, -8],
      [cx + 7, h * 0.13],
    ],
    light,
  );
  return out + (ctx.lit ? dot(cx, 2, 4, '#ff4a4a') + halo(cx, h * 0.3, 80, '#bfe0ff', 0.7) : '');
}

/** The Burj Al Arab: a white sail on the sea. */
function burjAlArab(ctx: StripContext, x: number): string {
  const { h } = ctx;
  const white = mix(ctx.tone('#f4f4f4'), ctx.color, 0.25);
  let out = el('path', {
    d: `M${x} ${h} L${x} ${h * 0.24} Q${x + 110} ${h * 0.42} ${x + 120} ${h} Z`,
    fill: white,
  });
  out +=
    line(['M', x, h * 0.24, 'L', x - 8, h * 0.14], white, 5) +
    line(
      ['M', x + 4, h * 0.36, 'L', x + 100, h * 0.9, 'M', x + 100, h * 0.5, 'L', x + 6, h * 0.9],
      darken(white, 0.15),
      3,
    );
  return out + oval(x - 18, h * 0.42, 24, 6, darken(white, 0.1));
}

export const dubai: StripDrawer = (ctx) => {
  const { w } = ctx;
  const cx = w * ctx.random.range(0.15, 0.2);
  let out = fillerRow(ctx, 0, w, 0.56, 0.78, [cx - 110, cx + 110], (x, width, top) =>
    tower(
      ctx,
      x,
      width,
      top,
      mix(ctx.tone(ctx.random.pick(['#6a86a4', '#8a9ab0', '#5a7090'])), ctx.color, 0.45),
    ),
  );
  out += burjKhalifa(ctx, cx) + burjAlArab(ctx, (cx + w * 0.45) % w);
  return out;
};
