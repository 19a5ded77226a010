/** Layers that hang from the top of the sky: clouds, stars and moon, sunsets, planets, rays. */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { box, dot, halo, line, oval, poly, spread } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

function puff(cx: number, cy: number, s: number, color: string, shade: string): string {
  return (
    oval(cx, cy + s * 0.35, s * 2.1, s * 0.55, shade) +
    dot(cx - s, cy, s * 0.75, color) +
    dot(cx, cy - s * 0.35, s, color) +
    dot(cx + s, cy, s * 0.8, color) +
    oval(cx, cy + s * 0.2, s * 1.9, s * 0.5, color)
  );
}

export const clouds: StripDrawer = (ctx) => {
  const shade = darken(ctx.color, 0.08);
  return spread(ctx, 6, 0.3)
    .map((x) =>
      puff(
        x,
        ctx.h * ctx.random.range(0.22, 0.7),
        ctx.h * ctx.random.range(0.07, 0.12),
        ctx.color,
        shade,
      ),
    )
    .join('');
};

/** A heavy cloud deck over the top of the sky with a lumpy underside. */
function cloudDeck(ctx: StripContext, depth: number, lumps: number): string {
  const dark = darken(ctx.color, 0.25);
  const light = lighten(ctx.color, 0.12);
  let out = box(0, 0, ctx.w, ctx.h * depth, ctx.color);
  for (const x of spread(ctx, lumps, 0.25)) {
    const s = ctx.h * ctx.random.range(0.08, 0.15);
    const y = ctx.h * depth + ctx.random.range(-0.04, 0.02) * ctx.h;
    out += oval(x, y + s * 0.35, s * 1.6, s * 0.45, dark) + dot(x, y, s, ctx.color);
    out += oval(x - s * 0.3, y - s * 0.45, s * 0.55, s * 0.25, light, 0.5);
  }
  return out;
}

export const stormClouds: StripDrawer = (ctx) =>
  cloudDeck(ctx, 0.34, 9) +
  spread(ctx, 4, 0.3)
    .map((x) => puff(x, ctx.h * 0.55, ctx.h * 0.07, darken(ctx.color, 0.1), darken(ctx.color, 0.3)))
    .join('');

export const rainClouds: StripDrawer = (ctx) =>
  cloudDeck(ctx, 0.26, 8) +
  spread(ctx, 5, 0.3)
    .map((x) => {
      const y = ctx.h * 0.4;
      return line(
        [
          'M',
          x - 30,
          y,
          'L',
          x - 60,
          y + 120,
          'M',
          x,
          y,
          'L',
          x - 30,
          y + 130,
          'M',
          x + 30,
          y,
          'L',
          x,
          y + 110,
        ],
        darken(ctx.color, 0.1),
        10,
        0.18,
      );
    })
    .join('');

/** Stars scattered over the strip; `bright` of them get a four-point sparkle. */
function starField(ctx: StripContext, count: number, bright: number, bottom: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = ctx.random.range(0, ctx.h * bottom);
    out += dot(x, y, ctx.random.range(0.9, 2.4), ctx.color, ctx.random.range(0.45, 1));
  }
  for (let i = 0; i < bright; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = ctx.random.range(0, ctx.h * bottom * 0.8);
    const r = ctx.random.range(6, 11);
    out += el('path', {
      d: `M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r}Z`,
      fill: ctx.color,
    });
  }
  return out;
}

function moon(cx: number, cy: number, r: number): string {
  const face = '#f6f1d8';
  return (
    halo(cx, cy, r * 2.6, '#fdf6c8', 0.9) +
    dot(cx, cy, r, face) +
    dot(cx - r * 0.3, cy - r * 0.2, r * 0.22, '#e2dcbc') +
    dot(cx + r * 0.35, cy + r * 0.25, r * 0.16, '#e2dcbc') +
    dot(cx + r * 0.1, cy - r * 0.45, r * 0.1, '#e2dcbc')
  );
}

export const nightSky: StripDrawer = (ctx) => {
  const isSpooky = ctx.atmosphere.mood === 'spooky';
  const r = isSpooky ? ctx.h * 0.13 : ctx.h * 0.085;
  return starField(ctx, 110, 7, 1) + moon(ctx.w * ctx.random.range(0.55, 0.8), ctx.h * 0.26, r);
};

/** A big low sun with its halo and long lit cloud streaks (sunrise and sunset). */
export const sunsetSky: StripDrawer = (ctx) => {
  const cx = ctx.w * ctx.random.range(0.3, 0.7);
  const cy = ctx.h * (ctx.atmosphere.timeOfDay === 'sunrise' ? 0.42 : 0.56);
  const r = ctx.h * 0.11;
  const streak = mix(ctx.color, '#ff7a8a', 0.45);
  let out = halo(cx, cy, r * 3.4, ctx.color, 1.3) + dot(cx, cy, r, lighten(ctx.color, 0.35));
  for (let i = 0; i < 7; i++) {
    const y = ctx.h * ctx.random.range(0.2, 0.7);
    const x = ctx.random.range(0, ctx.w);
    const length = ctx.random.range(160, 360);
    out += box(x, y, length, ctx.random.range(5, 11), streak, 5, 0.55);
    out += box(x + length * 0.15, y + 9, length * 0.6, 4, lighten(streak, 0.3), 2, 0.45);
  }
  return out;
};

function planet(cx: number, cy: number, r: number, body: string, ring: string | null): string {
  const shadow = darken(body, 0.35);
  let out = '';
  if (ring)
    out += el('ellipse', {
      cx,
      cy,
      rx: r * 1.9,
      ry: r * 0.45,
      fill: 'none',
      stroke: ring,
      'stroke-width': r * 0.18,
      'stroke-opacity': 0.8,
      transform: `rotate(-14 ${cx} ${cy})`,
    });
  out += dot(cx, cy, r, body);
  out += el('path', {
    d: `M${cx} ${cy - r} A${r} ${r} 0 0 1 ${cx} ${cy + r} A${r * 0.55} ${r} 0 0 0 ${cx} ${cy - r}Z`,
    fill: shadow,
    'fill-opacity': 0.55,
  });
  out += oval(cx - r * 0.2, cy - r * 0.25, r * 0.6, r * 0.12, lighten(body, 0.25), 0.6);
  out += oval(cx - r * 0.05, cy + r * 0.2, r * 0.7, r * 0.1, lighten(body, 0.15), 0.5);
  if (ring)
    out += el('path', {
      d: `M${cx - r * 1.85} ${cy + r * 0.3} Q${cx} ${cy + r * 0.75} ${cx + r * 1.85} ${cy - r * 0.45}`,
      fill: 'none',
      stroke: ring,
      'stroke-width': r * 0.18,
      'stroke-opacity': 0.9,
    });
  return out;
}

export const spaceSky: StripDrawer = (ctx) => {
  const nebula = ctx.atmosphere.mood === 'cute' ? '#ff9ad8' : '#b04aff';
  let out = '';
  for (const x of spread(ctx, 3, 0.3)) {
    const y = ctx.h * ctx.random.range(0.25, 0.6);
    out +=
      oval(x, y, ctx.w * 0.16, ctx.h * 0.12, nebula, 0.08) +
      oval(x + 40, y - 10, ctx.w * 0.09, ctx.h * 0.07, '#4ad8ff', 0.08);
  }
  out += starField(ctx, 130, 9, 1);
  out += planet(ctx.w * 0.7, ctx.h * 0.3, ctx.h * 0.09, '#e39a5a', '#f2d6a0');
  out += planet(ctx.w * 0.22, ctx.h * 0.62, ctx.h * 0.035, '#7ab8f0', null);
  return out;
};

/** The Moon's black sky with the Earth rising. */
export const earthSky: StripDrawer = (ctx) => {
  const cx = ctx.w * 0.68;
  const cy = ctx.h * 0.3;
  const r = ctx.h * 0.1;
  const land = '#5fbf6a';
  const earth =
    halo(cx, cy, r * 1.8, '#7ac8ff', 0.8) +
    dot(cx, cy, r, '#2f7ad8') +
    poly(
      [
        [cx - r * 0.6, cy - r * 0.5],
        [cx - r * 0.1, cy - r * 0.7],
        [cx + r * 0.1, cy - r * 0.2],
        [cx - r * 0.3, cy + r * 0.2],
        [cx - r * 0.7, cy],
      ],
      land,
    ) +
    poly(
      [
        [cx + r * 0.3, cy + r * 0.1],
        [cx + r * 0.75, cy + r * 0.2],
        [cx + r * 0.5, cy + r * 0.7],
        [cx + r * 0.2, cy + r * 0.5],
      ],
      land,
    ) +
    oval(cx, cy - r * 0.85, r * 0.5, r * 0.12, '#ffffff', 0.85) +
    el('path', {
      d: `M${cx + r * 0.2} ${cy - r * 0.98} A${r} ${r} 0 0 1 ${cx + r * 0.2} ${cy + r * 0.98} A${r * 0.7} ${r} 0 0 0 ${cx + r * 0.2} ${cy - r * 0.98}Z`,
      fill: '#041030',
      'fill-opacity': 0.55,
    });
  return starField(ctx, 120, 8, 1) + earth;
};

/** Mars by day: a small pale sun in a dusty butterscotch sky and a faint moon. */
export const marsSky: StripDrawer = (ctx) => {
  const cx = ctx.w * ctx.random.range(0.55, 0.8);
  let out =
    halo(cx, ctx.h * 0.28, ctx.h * 0.12, '#fff4e0', 0.8) +
    dot(cx, ctx.h * 0.28, ctx.h * 0.03, '#fffaf0');
  out += dot(ctx.w * 0.2, ctx.h * 0.2, ctx.h * 0.018, '#f0d8c0', 0.7);
  for (let i = 0; i < 6; i++)
    out += box(
      ctx.random.range(0, ctx.w),
      ctx.h * ctx.random.range(0.35, 0.75),
      ctx.random.range(200, 420),
      ctx.random.range(6, 14),
      ctx.color,
      6,
      0.22,
    );
  return out;
};

/** Underwater: light shafts from the surface and rising bubbles. */
export const lightRays: StripDrawer = (ctx) => {
  let out = box(0, 0, ctx.w, 14, ctx.color, 0, 0.35);
  for (const x of spread(ctx, 6, 0.3)) {
    const width = ctx.random.range(40, 90);
    out += poly(
      [
        [x, 0],
        [x + width, 0],
        [x + width * 2.2 + 120, ctx.h],
        [x + 120, ctx.h],
      ],
      ctx.color,
      0.13,
    );
  }
  for (let i = 0; i < 26; i++) {
    const x = ctx.random.range(0, ctx.w);
    const y = ctx.random.range(ctx.h * 0.2, ctx.h);
    const r = ctx.random.range(3, 9);
    out += el('circle', {
      cx: x,
      cy: y,
      r,
      fill: 'none',
      stroke: ctx.color,
      'stroke-width': 2,
      'stroke-opacity': 0.55,
    });
  }
  return out;
};

/** A rocky cave ceiling with hanging stalactites. */
export const stalactites: StripDrawer = (ctx) => {
  const dark = darken(ctx.color, 0.2);
  let out = box(0, 0, ctx.w, ctx.h * 0.12, ctx.color);
  for (const x of spread(ctx, 16, 0.4)) {
    const length = ctx.h * ctx.random.range(0.15, 0.55);
    const half = ctx.random.range(14, 30);
    out += poly(
      [
        [x - half, ctx.h * 0.1],
        [x + half, ctx.h * 0.1],
        [x + 2, ctx.h * 0.1 + length],
        [x - 2, ctx.h * 0.1 + length],
      ],
      ctx.color,
    );
    out += poly(
      [
        [x + half * 0.2, ctx.h * 0.1],
        [x + half, ctx.h * 0.1],
        [x + 2, ctx.h * 0.1 + length],
      ],
      dark,
    );
  }
  out += ridgeBottom(ctx, ctx.h * 0.12, dark);
  return out;
};

function ridgeBottom(ctx: StripContext, y: number, color: string): string {
  let out = '';
  for (const x of spread(ctx, 22, 0.4))
    out += oval(x, y, ctx.random.range(20, 40), ctx.random.range(8, 16), color);
  return out;
}
