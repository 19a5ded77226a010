/** Ground that stands on the horizon: hills, peaks, dunes, mesas, volcanoes, sea, ice, craters. */
import { darken, hexToHsl, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { box, dot, halo, line, oval, poly, ridge, spread } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

const phase = (ctx: StripContext): number => ctx.random.range(0, Math.PI * 2);

export const hills: StripDrawer = (ctx) => {
  const back = lighten(ctx.color, 0.16);
  let out = ridge(
    ctx,
    ctx.h * 0.42,
    [
      [ctx.h * 0.14, 2, phase(ctx)],
      [ctx.h * 0.06, 5, phase(ctx)],
    ],
    back,
  );
  out += ridge(
    ctx,
    ctx.h * 0.58,
    [
      [ctx.h * 0.12, 3, phase(ctx)],
      [ctx.h * 0.04, 7, phase(ctx)],
    ],
    ctx.color,
  );
  const bush = ctx.snowy ? ctx.tone('#f4f8ff') : lighten(ctx.color, 0.14);
  for (const x of spread(ctx, 9, 0.4)) {
    const y = ctx.h * ctx.random.range(0.74, 0.9);
    out += oval(x, y, ctx.random.range(18, 34), ctx.random.range(7, 12), bush, 0.7);
  }
  if (ctx.snowy)
    out += ridge(ctx, ctx.h * 0.6, [[ctx.h * 0.12, 3, 0]], ctx.tone('#f4f8ff'), ctx.h * 0.64);
  return out;
};

/** One peak with its shaded side and a snow cap (a big one when it snows). */
/** Warm rock (volcanoes, Mars, canyons) gets paler rock on its peaks, not snow, unless it snows. */
function isWarmRock(ctx: StripContext): boolean {
  const { h: hue, s: saturation } = hexToHsl(ctx.color);
  return !ctx.snowy && saturation > 0.15 && (hue < 45 || hue > 320);
}

function peak(ctx: StripContext, x: number, top: number, half: number, color: string): string {
  const { h } = ctx;
  const shade = darken(color, 0.14);
  const snow = isWarmRock(ctx) ? lighten(color, 0.22) : ctx.tone('#f6f9ff');
  const cap = (h - top) * (ctx.snowy ? 0.42 : 0.2);
  const capHalf = (half * cap) / (h - top);
  const jag = (i: number) => top + cap * (i % 2 === 0 ? 1 : 0.72);
  return (
    poly(
      [
        [x - half, h],
        [x - 8, top + 6],
        [x, top],
        [x + 8, top + 6],
        [x + half, h],
      ],
      color,
    ) +
    poly(
      [
        [x, top],
        [x + half, h],
        [x + half * 0.25, h],
      ],
      shade,
    ) +
    poly(
      [
        [x, top],
        [x + capHalf, top + cap],
        [x + capHalf * 0.5, jag(1)],
        [x + capHalf * 0.1, jag(2)],
        [x - capHalf * 0.35, jag(1)],
        [x - capHalf, top + cap],
      ],
      snow,
    ) +
    poly(
      [
        [x, top],
        [x + capHalf, top + cap],
        [x + capHalf * 0.5, jag(1)],
        [x + capHalf * 0.15, top + cap * 0.9],
      ],
      darken(snow, 0.08),
    )
  );
}

export const mountains: StripDrawer = (ctx) => {
  let out = '';
  const back = lighten(ctx.color, 0.14);
  for (const x of spread(ctx, 4, 0.3, ctx.w / 8))
    out += peak(
      ctx,
      x,
      ctx.h * ctx.random.range(0.15, 0.35),
      ctx.w * ctx.random.range(0.12, 0.18),
      back,
    );
  for (const x of spread(ctx, 5, 0.3))
    out += peak(
      ctx,
      x,
      ctx.h * ctx.random.range(0.05, 0.3),
      ctx.w * ctx.random.range(0.1, 0.16),
      ctx.color,
    );
  return out + box(0, ctx.h - 6, ctx.w, 6, ctx.color);
};

export const dunes: StripDrawer = (ctx) => {
  const light = lighten(ctx.color, 0.18);
  const dark = darken(ctx.color, 0.08);
  let out = ridge(
    ctx,
    ctx.h * 0.5,
    [
      [ctx.h * 0.1, 2, phase(ctx)],
      [ctx.h * 0.03, 5, phase(ctx)],
    ],
    light,
  );
  out += ridge(
    ctx,
    ctx.h * 0.64,
    [
      [ctx.h * 0.08, 3, phase(ctx)],
      [ctx.h * 0.03, 1, phase(ctx)],
    ],
    ctx.color,
  );
  for (let i = 0; i < 14; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = ctx.h * ctx.random.range(0.72, 0.95);
    out += line(['M', x - 40, y, 'Q', x, y - 8, x + 40, y], dark, 3, 0.6);
  }
  return out;
};

/** Flat-topped buttes with stripes of rock (deserts, canyons). */
export const mesas: StripDrawer = (ctx) => {
  const { h } = ctx;
  const band = darken(ctx.color, 0.12);
  const light = lighten(ctx.color, 0.12);
  let out = '';
  for (const x of spread(ctx, 4, 0.3)) {
    const width = ctx.w * ctx.random.range(0.12, 0.22);
    const top = h * ctx.random.range(0.25, 0.5);
    const slope = ctx.random.range(20, 50);
    out += poly(
      [
        [x - width / 2 - slope, h],
        [x - width / 2, top],
        [x + width / 2, top],
        [x + width / 2 + slope, h],
      ],
      ctx.color,
    );
    out += poly(
      [
        [x + width * 0.2, top],
        [x + width / 2, top],
        [x + width / 2 + slope, h],
        [x + width * 0.3, h],
      ],
      band,
    );
    for (let s = 1; s < 4; s++)
      out += box(
        x - width / 2 - slope * (s / 4),
        top + ((h - top) * s) / 4,
        width + slope * 2 * (s / 4),
        5,
        band,
        0,
        0.6,
      );
    out += box(x - width / 2, top, width, 6, light);
  }
  return out + ridge(ctx, h * 0.88, [[h * 0.03, 4, phase(ctx)]], ctx.color);
};

/** One big volcano with a glowing crater, lava runs and a smoke plume, among smaller peaks. */
export const volcano: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const lava = '#ff7a2a';
  const glow = '#ffd04a';
  const cx = w * ctx.random.range(0.35, 0.6);
  const top = h * 0.26;
  const crater = 46;
  let out = '';
  for (const x of spread(ctx, 3, 0.2, w / 6))
    if (Math.abs(x - cx) > 220)
      out += poly(
        [
          [x - 170, h],
          [x, h * 0.55],
          [x + 170, h],
        ],
        lighten(ctx.color, 0.1),
      );
  for (let i = 0; i < 5; i++)
    out += oval(
      cx + i * 34 - 40,
      top - 40 - i * 46,
      40 + i * 12,
      26 + i * 8,
      '#6a5a60',
      0.55 - i * 0.08,
    );
  out += halo(cx, top, 130, glow, 1.1);
  out += poly(
    [
      [cx - 330, h],
      [cx - crater, top],
      [cx + crater, top],
      [cx + 330, h],
    ],
    ctx.color,
  );
  out += poly(
    [
      [cx + 10, top],
      [cx + crater, top],
      [cx + 330, h],
      [cx + 110, h],
    ],
    darken(ctx.color, 0.16),
  );
  out += oval(cx, top, crater, 10, glow);
  out += line(
    ['M', cx - 20, top + 4, 'Q', cx - 60, top + 100, cx - 40, top + 170, 'T', cx - 90, h - 40],
    lava,
    12,
  );
  out += line(['M', cx + 24, top + 4, 'Q', cx + 40, top + 80, cx + 90, top + 150], lava, 9);
  out += line(['M', cx - 20, top + 4, 'Q', cx - 60, top + 100, cx - 40, top + 170], glow, 4);
  return out + box(0, h - 8, w, 8, ctx.color);
};

/** Jagged black rocks with glowing cracks (around a volcano). */
export const lavaRocks: StripDrawer = (ctx) => {
  const { h } = ctx;
  let out = box(0, h * 0.8, ctx.w, h * 0.2, ctx.color);
  for (const x of spread(ctx, 9, 0.35)) {
    const top = h * ctx.random.range(0.3, 0.65);
    const half = ctx.random.range(40, 80);
    out += poly(
      [
        [x - half, h],
        [x - half * 0.6, top + 30],
        [x - 10, top],
        [x + half * 0.4, top + 20],
        [x + half, h],
      ],
      ctx.color,
    );
    out += line(['M', x - 6, top + 20, 'L', x + 6, top + 70, 'L', x - 8, top + 110], '#ff8a3a', 4);
  }
  for (let i = 0; i < 4; i++) {
    const x = ctx.random.range(0, ctx.w);
    out +=
      oval(x, h * 0.9, ctx.random.range(50, 90), 9, '#ff7a2a') +
      oval(x, h * 0.9, ctx.random.range(20, 40), 4, '#ffd04a');
  }
  return out;
};

/** The open sea to the horizon: lighter far water, wave crests, a sail far out. */
export const sea: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const horizon = h * 0.45;
  const foam = ctx.tone('#ffffff');
  let out = box(0, horizon, w, h - horizon, lighten(ctx.color, 0.18));
  out += box(0, horizon + (h - horizon) * 0.35, w, (h - horizon) * 0.65, ctx.color);
  out += box(0, horizon + (h - horizon) * 0.7, w, (h - horizon) * 0.3, darken(ctx.color, 0.08));
  for (let i = 0; i < 26; i++) {
    const y = horizon + ctx.random.range(0.08, 0.95) * (h - horizon);
    const x = ctx.random.range(0, w);
    const len = 10 + ((y - horizon) / (h - horizon)) * 40;
    out += line(['M', x - len, y, 'Q', x, y - 6, x + len, y], foam, 3, 0.55);
  }
  const sx = w * ctx.random.range(0.1, 0.9);
  out += poly(
    [
      [sx - 18, horizon + 8],
      [sx + 18, horizon + 8],
      [sx + 12, horizon + 16],
      [sx - 12, horizon + 16],
    ],
    ctx.tone('#7a4a30'),
  );
  out += poly(
    [
      [sx - 2, horizon + 6],
      [sx - 2, horizon - 30],
      [sx + 16, horizon + 4],
    ],
    ctx.tone('#ffffff'),
  );
  if (ctx.lit) out += box(0, horizon, w, 3, '#fff0b0', 0, 0.4);
  return out;
};

/** Sea with white icebergs and floes. */
export const icebergs: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const water = ctx.tone('#3f7fb0');
  const ice = ctx.color;
  const shade = ctx.tone('#a9cbe6');
  let out = box(0, h * 0.62, w, h * 0.38, water);
  for (const x of spread(ctx, 4, 0.3)) {
    const top = h * ctx.random.range(0.2, 0.45);
    const half = ctx.random.range(70, 130);
    out += poly(
      [
        [x - half, h * 0.66],
        [x - half * 0.6, top + 40],
        [x - 10, top],
        [x + half * 0.3, top + 30],
        [x + half, h * 0.66],
      ],
      ice,
    );
    out += poly(
      [
        [x - 10, top],
        [x + half * 0.3, top + 30],
        [x + half, h * 0.66],
        [x + 10, h * 0.66],
      ],
      shade,
    );
    out += oval(x, h * 0.67, half * 1.1, 8, darken(water, 0.2), 0.6);
  }
  for (let i = 0; i < 8; i++)
    out += oval(
      ctx.random.range(0, w),
      h * ctx.random.range(0.75, 0.95),
      ctx.random.range(30, 70),
      8,
      ice,
    );
  return out;
};

/** Rolling snow with an igloo and a few snowy firs. */
export const snowDrifts: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const snow = ctx.color;
  const shade = mix(snow, '#9ab8d8', 0.35);
  let out = ridge(
    ctx,
    h * 0.6,
    [
      [h * 0.08, 2, phase(ctx)],
      [h * 0.03, 5, phase(ctx)],
    ],
    shade,
  );
  out += ridge(ctx, h * 0.7, [[h * 0.06, 3, phase(ctx)]], snow);
  const ix = w * ctx.random.range(0.2, 0.8);
  const iy = h * 0.76;
  out += el('path', {
    d: `M${ix - 70} ${iy} A70 62 0 0 1 ${ix + 70} ${iy}Z`,
    fill: ctx.tone('#eef5ff'),
  });
  out += el('path', {
    d: `M${ix + 28} ${iy} A22 26 0 0 1 ${ix + 72} ${iy}Z`,
    fill: ctx.tone('#3a5a7a'),
  });
  for (let r = 1; r < 4; r++)
    out += line(['M', ix - 70 + r * 8, iy - r * 16, 'L', ix + 70 - r * 8, iy - r * 16], shade, 2);
  for (const x of spread(ctx, 5, 0.3)) {
    if (Math.abs(x - ix) < 110) continue;
    const base = h * 0.72;
    out += box(x - 5, base - 24, 10, 24, ctx.tone('#5a3a28'));
    for (let t = 0; t < 3; t++) {
      const y = base - 30 - t * 34;
      out += poly(
        [
          [x, y - 40],
          [x + 42 - t * 9, y],
          [x - 42 + t * 9, y],
        ],
        ctx.tone('#2f6a58'),
      );
      out += poly(
        [
          [x, y - 40],
          [x + 18 - t * 4, y - 22],
          [x - 18 + t * 4, y - 22],
        ],
        snow,
      );
    }
  }
  return out;
};

/** Grey moon-like ground with craters and boulders (the Moon, Mars, asteroids). */
export const craters: StripDrawer = (ctx) => {
  const { h } = ctx;
  const light = lighten(ctx.color, 0.16);
  const dark = darken(ctx.color, 0.2);
  let out = ridge(
    ctx,
    h * 0.5,
    [
      [h * 0.12, 2, phase(ctx)],
      [h * 0.05, 5, phase(ctx)],
    ],
    light,
  );
  out += ridge(ctx, h * 0.66, [[h * 0.06, 3, phase(ctx)]], ctx.color);
  for (let i = 0; i < 9; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = h * ctx.random.range(0.75, 0.95);
    const rx = ctx.random.range(24, 60);
    out +=
      oval(x, y, rx, rx * 0.28, dark) +
      oval(x + rx * 0.1, y + rx * 0.06, rx * 0.8, rx * 0.18, darken(dark, 0.15));
    out += el('path', {
      d: `M${x - rx} ${y} A${rx} ${rx * 0.28} 0 0 0 ${x + rx} ${y}`,
      fill: 'none',
      stroke: light,
      'stroke-width': 3,
    });
  }
  for (let i = 0; i < 7; i++) {
    const x = ctx.random.range(0, ctx.w);
    const s = ctx.random.range(10, 24);
    out +=
      oval(x, h * 0.98 - s * 0.3, s, s * 0.7, darken(ctx.color, 0.1)) +
      oval(x - s * 0.3, h * 0.98 - s * 0.6, s * 0.4, s * 0.25, light);
  }
  return out;
};

/** A cave's back wall: rough rock with dark hollows and a few glowing crystals. */
export const caveBack: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const dark = darken(ctx.color, 0.35);
  let out = box(0, 0, w, h, ctx.color);
  for (const x of spread(ctx, 5, 0.3)) {
    const width = ctx.random.range(80, 150);
    const top = h * ctx.random.range(0.35, 0.6);
    out += el('path', {
      d: `M${x - width / 2} ${h} L${x - width / 2} ${top + width * 0.4} Q${x} ${top - width * 0.2} ${x + width / 2} ${top + width * 0.4} L${x + width / 2} ${h}Z`,
      fill: dark,
    });
  }
  for (let i = 0; i < 40; i++)
    out += oval(
      ctx.random.range(0, w),
      ctx.random.range(0, h),
      ctx.random.range(10, 40),
      ctx.random.range(5, 14),
      lighten(ctx.color, 0.08),
      0.7,
    );
  const crystal = ctx.palette.accent;
  for (let i = 0; i < 6; i++) {
    const x = ctx.random.range(0, w);
    const y = h * ctx.random.range(0.2, 0.8);
    out +=
      halo(x, y, 36, crystal, 0.8) +
      poly(
        [
          [x - 6, y + 10],
          [x, y - 16],
          [x + 6, y + 10],
        ],
        lighten(crystal, 0.3),
      );
  }
  return out;
};

/** Glowing crystal clusters on the layer's rock floor (caves). */
export const crystals: StripDrawer = (ctx) => {
  const { h } = ctx;
  const crystal = ctx.tone('#9a7af0');
  const light = lighten(crystal, 0.4);
  let out = '';
  for (const x of spread(ctx, 8, 0.35)) {
    out += halo(x, h * 0.75, 90, crystal, 0.6);
    for (let s = -1; s <= 1; s++) {
      const height = h * ctx.random.range(0.25, 0.6) * (s === 0 ? 1 : 0.65);
      const half = ctx.random.range(12, 22);
      const cx = x + s * half * 1.3;
      const lean = s * 12;
      out += poly(
        [
          [cx - half, h],
          [cx - half, h - height * 0.75],
          [cx + lean, h - height],
          [cx + half, h - height * 0.75],
          [cx + half, h],
        ],
        crystal,
      );
      out += poly(
        [
          [cx - half, h - height * 0.75],
          [cx + lean, h - height],
          [cx, h - height * 0.7],
          [cx, h],
          [cx - half, h],
        ],
        light,
      );
    }
  }
  return out + ridge(ctx, h * 0.92, [[h * 0.02, 5, 0.4]], ctx.color);
};

/** Floating grassy islands with rocky undersides and waterfalls (sky kingdoms). */
export const floatingIslands: StripDrawer = (ctx) => {
  const grass = ctx.tone('#7fd06a');
  const rock = ctx.color;
  let out = '';
  for (const x of spread(ctx, 3, 0.25)) {
    const y = ctx.h * ctx.random.range(0.25, 0.5);
    const half = ctx.random.range(80, 130);
    out += poly(
      [
        [x - half, y],
        [x + half, y],
        [x + half * 0.5, y + 50],
        [x + 10, y + 120],
        [x - half * 0.4, y + 60],
      ],
      rock,
    );
    out += box(x - half - 4, y - 12, half * 2 + 8, 18, grass, 9);
    out += box(x + half * 0.4, y + 4, 10, ctx.h - y, ctx.tone('#bfe8ff'), 4, 0.55);
    out +=
      dot(x - half * 0.4, y - 30, 26, darken(grass, 0.1)) +
      box(x - half * 0.4 - 4, y - 14, 8, 14, ctx.tone('#7a5030'));
  }
  return out;
};

/** Big puffy clouds piled up from the bottom (walkable cloud land). */
export const cloudBanks: StripDrawer = (ctx) => {
  const { h } = ctx;
  const shade = mix(ctx.color, '#b8c8f0', 0.35);
  let out = box(0, h * 0.75, ctx.w, h * 0.25, ctx.color);
  for (const x of spread(ctx, 9, 0.3)) {
    const r = ctx.random.range(50, 90);
    out +=
      dot(x, h * 0.78 - r * 0.2, r, shade) + dot(x - 10, h * 0.8 - r * 0.1, r * 0.95, ctx.color);
  }
  return out;
};
