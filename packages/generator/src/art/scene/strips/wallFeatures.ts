/**
 * Things on a room's back wall, each centred on x: windows (showing the time and weather
 * outside), frames, clocks, shelves, boards, banners, torches, portholes.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { box, dot, halo, line, neon, neonColor, oval, pane, poly } from './shapes.js';
import type { StripContext } from './stripTypes.js';

/** The wall area a feature may use: from `top` down to `bottom` (where the lower wall starts). */
export interface WallArea {
  top: number;
  bottom: number;
}

export type WallFeature = (ctx: StripContext, x: number, area: WallArea) => string;

/** What a window shows outside: sky of the hour, moon and stars, rain, snow, a skyline. */
function outside(
  ctx: StripContext,
  x: number,
  y: number,
  width: number,
  height: number,
  view: 'sky' | 'city',
): string {
  const { timeOfDay, weather, mood } = ctx.atmosphere;
  const clip = `${ctx.id}-win${Math.round(x)}-${Math.round(y)}`;
  const skyTop =
    timeOfDay === 'night' || mood === 'neon'
      ? '#0d1436'
      : timeOfDay === 'sunset'
        ? '#6a3f8a'
        : weather === 'storm'
          ? '#3a4256'
          : weather === 'rain'
            ? '#7a8898'
            : '#6ab8f0';
  const skyBottom =
    timeOfDay === 'night' || mood === 'neon'
      ? '#2a3a78'
      : timeOfDay === 'sunset'
        ? '#ff9a5a'
        : timeOfDay === 'sunrise'
          ? '#ffc8a0'
          : weather === 'storm'
            ? '#5a6478'
            : weather === 'fog'
              ? '#e0e4e8'
              : '#d8f0ff';
  let view$ = el(
    'defs',
    {},
    el(
      'linearGradient',
      { id: `${clip}-g`, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': skyTop }) +
        el('stop', { offset: 1, 'stop-color': skyBottom }),
    ),
  );
  view$ += box(x, y, width, height, `url(#${clip}-g)`);
  if (timeOfDay === 'night' || mood === 'neon') {
    for (let i = 0; i < 6; i++)
      view$ += dot(
        x + ctx.random.range(0, width),
        y + ctx.random.range(0, height * 0.6),
        1.6,
        '#ffffff',
      );
    view$ += dot(x + width * 0.7, y + height * 0.25, Math.min(width, height) * 0.12, '#f6f1d8');
  } else if (weather === 'clear' && timeOfDay === 'day') {
    view$ +=
      dot(x + width * 0.3, y + height * 0.3, 10, '#ffffff', 0.9) +
      dot(x + width * 0.3 + 12, y + height * 0.3 + 2, 8, '#ffffff', 0.9);
  }
  if (view === 'city') {
    for (let bx = x; bx < x + width; bx += 18) {
      const top = y + height * ctx.random.range(0.45, 0.75);
      view$ += box(
        bx,
        top,
        16,
        y + height - top,
        timeOfDay === 'night' ? '#1a2048' : ctx.tone('#8a9ab8'),
      );
      if (timeOfDay === 'night') view$ += box(bx + 4, top + 6, 4, 4, '#ffd36e');
    }
  } else {
    view$ += el('path', {
      d: `M${x} ${y + height} Q${x + width * 0.4} ${y + height * 0.7} ${x + width} ${y + height * 0.82} L${x + width} ${y + height}Z`,
      fill: ctx.tone(weather === 'snow' ? '#f2f6fc' : '#6cb86a'),
    });
  }
  if (weather === 'rain' || weather === 'storm')
    for (let i = 0; i < 8; i++) {
      const rx = x + ctx.random.range(0, width);
      const ry = y + ctx.random.range(0, height * 0.8);
      view$ += line(['M', rx, ry, 'L', rx - 4, ry + 14], '#d8e8ff', 1.5, 0.7);
    }
  if (weather === 'snow')
    for (let i = 0; i < 10; i++)
      view$ += dot(x + ctx.random.range(0, width), y + ctx.random.range(0, height), 2.2, '#ffffff');
  return (
    el('clipPath', { id: clip }, box(x, y, width, height, '#000')) +
    el('g', { 'clip-path': `url(#${clip})` }, view$)
  );
}

function windowFrame(
  ctx: StripContext,
  x: number,
  y: number,
  width: number,
  height: number,
  view: 'sky' | 'city',
  frameColor: string,
  curtains: string | null,
): string {
  let out = box(x - 8, y - 8, width + 16, height + 16, frameColor, 4);
  out += outside(ctx, x, y, width, height, view);
  out += line(
    [
      'M',
      x + width / 2,
      y,
      'L',
      x + width / 2,
      y + height,
      'M',
      x,
      y + height / 2,
      'L',
      x + width,
      y + height / 2,
    ],
    frameColor,
    6,
  );
  out += box(x - 14, y + height + 4, width + 28, 10, darken(frameColor, 0.1), 3);
  if (ctx.lit) out += box(x, y, width, height, '#1a2050', 0, 0.15);
  if (curtains) {
    out += el('path', {
      d: `M${x - 16} ${y - 14} L${x + width * 0.22} ${y - 14} Q${x + width * 0.05} ${y + height * 0.5} ${x + width * 0.18} ${y + height + 10} L${x - 16} ${y + height + 10}Z`,
      fill: curtains,
    });
    out += el('path', {
      d: `M${x + width + 16} ${y - 14} L${x + width * 0.78} ${y - 14} Q${x + width * 0.95} ${y + height * 0.5} ${x + width * 0.82} ${y + height + 10} L${x + width + 16} ${y + height + 10}Z`,
      fill: curtains,
    });
    out += box(x - 24, y - 20, width + 48, 8, darken(curtains, 0.3), 4);
  }
  return out;
}

export const window: WallFeature = (ctx, x, area) => {
  const height = Math.min(170, (area.bottom - area.top) * 0.6);
  return windowFrame(
    ctx,
    x - 70,
    area.top + (area.bottom - area.top - height) * 0.45,
    140,
    height,
    'sky',
    ctx.tone('#f4f0ea'),
    null,
  );
};

export const curtainWindow: WallFeature = (ctx, x, area) => {
  const height = Math.min(170, (area.bottom - area.top) * 0.6);
  return windowFrame(
    ctx,
    x - 65,
    area.top + (area.bottom - area.top - height) * 0.45,
    130,
    height,
    'sky',
    ctx.tone('#f4f0ea'),
    ctx.tone(ctx.random.pick(['#d8504a', '#4a8ad8', '#f2b43a', '#8a5ad8'])),
  );
};

export const cityWindow: WallFeature = (ctx, x, area) => {
  const height = (area.bottom - area.top) * 0.78;
  return windowFrame(
    ctx,
    x - 95,
    area.top + (area.bottom - area.top - height) * 0.4,
    190,
    height,
    'city',
    ctx.tone('#c8d0d8'),
    null,
  );
};

/** A tall pointed window with stone surround (castle halls, museums). */
export const archWindow: WallFeature = (ctx, x, area) => {
  const width = 90;
  const top = area.top + 20;
  const bottom = area.bottom - 40;
  const clip = `${ctx.id}-arch${Math.round(x)}`;
  const shape = `M${x - width / 2} ${bottom} L${x - width / 2} ${top + width * 0.6} Q${x - width / 2} ${top} ${x} ${top - 10} Q${x + width / 2} ${top} ${x + width / 2} ${top + width * 0.6} L${x + width / 2} ${bottom}Z`;
  let out = el('path', { d: shape, fill: 'none', stroke: ctx.tone('#8a8498'), 'stroke-width': 18 });
  out += el('clipPath', { id: clip }, el('path', { d: shape, fill: '#000' }));
  out += el(
    'g',
    { 'clip-path': `url(#${clip})` },
    outside(ctx, x - width / 2, top - 10, width, bottom - top + 10, 'sky'),
  );
  out += line(
    [
      'M',
      x,
      top,
      'L',
      x,
      bottom,
      'M',
      x - width / 2,
      (top + bottom) / 2,
      'L',
      x + width / 2,
      (top + bottom) / 2,
    ],
    ctx.tone('#5a5468'),
    4,
  );
  return out;
};

export const clock: WallFeature = (ctx, x, area) => {
  const y = area.top + 50;
  const face = ctx.tone('#fbf8f0');
  return (
    dot(x, y, 34, ctx.tone('#3a3a48')) +
    dot(x, y, 28, face) +
    line(['M', x, y, 'L', x, y - 18, 'M', x, y, 'L', x + 13, y + 4], ctx.tone('#2a2a30'), 3) +
    [0, 1, 2, 3]
      .map((i) =>
        dot(
          x + Math.cos((i * Math.PI) / 2) * 22,
          y + Math.sin((i * Math.PI) / 2) * 22,
          2.5,
          ctx.tone('#2a2a30'),
        ),
      )
      .join('')
  );
};

/** A framed painting: a little landscape, a sunset or an abstract of colour blocks. */
export const painting: WallFeature = (ctx, x, area) => {
  const width = ctx.random.range(90, 130);
  const height = ctx.random.range(70, 110);
  const y = area.top + (area.bottom - area.top - height) * 0.4;
  const gold = ctx.tone('#c89a3a');
  const kind = ctx.random.int(0, 2);
  let art = '';
  const left = x - width / 2;
  if (kind === 0) {
    art =
      box(left, y, width, height, ctx.tone('#8ac8f0')) +
      el('path', {
        d: `M${left} ${y + height} Q${x} ${y + height * 0.45} ${left + width} ${y + height * 0.8} L${left + width} ${y + height}Z`,
        fill: ctx.tone('#5aa85a'),
      }) +
      dot(left + width * 0.75, y + height * 0.3, 10, ctx.tone('#ffd23f'));
  } else if (kind === 1) {
    art =
      box(left, y, width, height, ctx.tone('#f2e6d0')) +
      dot(x, y + height * 0.45, height * 0.26, ctx.tone('#c86a4a')) +
      box(
        x - height * 0.22,
        y + height * 0.65,
        height * 0.44,
        height * 0.35,
        ctx.tone('#4a5a8a'),
        height * 0.1,
      );
  } else {
    art =
      box(left, y, width, height, ctx.tone('#f6f0e0')) +
      box(left + 8, y + 8, width * 0.4, height * 0.5, ctx.tone('#d8403a')) +
      box(left + width * 0.55, y + 8, width * 0.38, height * 0.3, ctx.tone('#3a6ad8')) +
      box(left + width * 0.3, y + height * 0.62, width * 0.6, height * 0.3, ctx.tone('#f2c23a'));
  }
  let out = box(left - 9, y - 9, width + 18, height + 18, gold, 3) + art;
  if (ctx.lit)
    out += poly(
      [
        [x - 20, area.top],
        [x + 20, area.top],
        [x + width * 0.7, y + height],
        [x - width * 0.7, y + height],
      ],
      '#fff0c0',
      0.12,
    );
  return out;
};

export const shelf: WallFeature = (ctx, x, area) => {
  const y = area.top + (area.bottom - area.top) * 0.45;
  const wood = ctx.tone('#9a6a42');
  let out = box(x - 80, y, 160, 10, wood, 2);
  const colors = ['#d8504a', '#f2b43a', '#4a8ad8', '#6ab86a', '#f4f0ea'].map(ctx.tone);
  for (let i = 0; i < 6; i++) {
    const px = x - 70 + i * 26;
    const kind = ctx.random.int(0, 2);
    if (kind === 0)
      out +=
        box(px, y - 34, 18, 34, ctx.random.pick(colors), 4) +
        box(px + 2, y - 40, 14, 7, ctx.tone('#c8a070'), 2);
    else if (kind === 1)
      out +=
        box(px, y - 44, 10, 44, ctx.random.pick(colors), 1) +
        box(px + 11, y - 38, 9, 38, ctx.random.pick(colors), 1);
    else
      out +=
        box(px + 2, y - 18, 16, 18, ctx.tone('#b06a3a'), 3) +
        dot(px + 10, y - 26, 12, ctx.tone('#5aa85a'));
  }
  return out;
};

/** Kitchen wall cupboards with knobs. */
export const cupboards: WallFeature = (ctx, x, area) => {
  const y = area.top + 6;
  const height = (area.bottom - area.top) * 0.42;
  const wood = ctx.tone('#e8d8b8');
  let out = box(x - 120, y, 240, height, darken(wood, 0.12), 4);
  for (let d = 0; d < 3; d++) {
    out +=
      box(x - 114 + d * 78, y + 6, 72, height - 12, wood, 4) +
      box(x - 104 + d * 78, y + 14, 52, height - 28, lighten(wood, 0.1), 3);
    out += dot(x - 114 + d * 78 + (d % 2 ? 10 : 62), y + height - 22, 4, ctx.tone('#6a6a70'));
  }
  return out;
};

/** Pans and ladles hanging from a rail. */
export const hangingPans: WallFeature = (ctx, x, area) => {
  const y = area.top + (area.bottom - area.top) * 0.5;
  const steel = ctx.tone('#8a9098');
  const copper = ctx.tone('#c8703a');
  let out = box(x - 90, y, 180, 6, steel, 3);
  out +=
    line(['M', x - 60, y + 3, 'L', x - 60, y + 60], steel, 4) +
    dot(x - 60, y + 80, 26, copper) +
    dot(x - 60, y + 80, 19, darken(copper, 0.15));
  out += line(['M', x, y + 3, 'L', x, y + 90], steel, 5) + oval(x, y + 96, 12, 8, steel);
  out +=
    line(['M', x + 55, y + 3, 'L', x + 55, y + 50], steel, 4) +
    dot(x + 55, y + 68, 20, darken(steel, 0.3)) +
    dot(x + 55, y + 68, 14, darken(steel, 0.45));
  return out;
};

export const chalkboard: WallFeature = (ctx, x, area) => {
  const y = area.top + 20;
  const height = (area.bottom - area.top) * 0.6;
  const green = ctx.tone('#2f5a46');
  const chalk = ctx.tone('#f0f4ee');
  let out =
    box(x - 170, y - 10, 340, height + 20, ctx.tone('#9a6a42'), 4) +
    box(x - 160, y, 320, height, green);
  out += line(
    ['M', x - 130, y + 30, 'L', x - 40, y + 30, 'M', x - 130, y + 55, 'L', x - 70, y + 55],
    chalk,
    3,
    0.85,
  );
  out += line(
    [
      'M',
      x + 20,
      y + height * 0.7,
      'L',
      x + 60,
      y + height * 0.3,
      'L',
      x + 100,
      y + height * 0.7,
      'Z',
    ],
    chalk,
    3,
    0.85,
  );
  out += el('circle', {
    cx: x - 60,
    cy: y + height * 0.65,
    r: 22,
    fill: 'none',
    stroke: chalk,
    'stroke-width': 3,
    'stroke-opacity': 0.8,
  });
  out += line(
    [
      'M',
      x - 10,
      y + height * 0.55,
      'L',
      x - 10,
      y + height * 0.78,
      'M',
      x - 22,
      y + height * 0.66,
      'L',
      x + 2,
      y + height * 0.66,
    ],
    chalk,
    3,
    0.85,
  );
  return out + box(x - 160, y + height, 320, 8, ctx.tone('#8a5a3a'));
};

export const whiteboard: WallFeature = (ctx, x, area) => {
  const y = area.top + 30;
  const height = (area.bottom - area.top) * 0.5;
  const ink = ['#d8403a', '#3a6ad8', '#2a9a5a'].map(ctx.tone);
  let out =
    box(x - 120, y, 240, height, ctx.tone('#c8ccd4'), 4) +
    box(x - 114, y + 6, 228, height - 12, ctx.tone('#fbfcfe'), 2);
  out += line(
    [
      'M',
      x - 90,
      y + height * 0.75,
      'L',
      x - 40,
      y + height * 0.45,
      'L',
      x + 10,
      y + height * 0.6,
      'L',
      x + 70,
      y + height * 0.25,
    ],
    ink[0] ?? '#d8403a',
    4,
  );
  for (let b = 0; b < 4; b++)
    out += box(
      x - 90 + b * 40,
      y + height * 0.85 - b * 14,
      24,
      b * 14 + 8,
      ink[b % 3] ?? '#3a6ad8',
      2,
      0.8,
    );
  return out;
};

export const poster: WallFeature = (ctx, x, area) => {
  const y = area.top + ctx.random.range(20, 60);
  const bg = ctx.tone(ctx.random.pick(['#ffd23f', '#7ac8f0', '#ff9ad0', '#9ae0a0']));
  return (
    box(x - 40, y, 80, 110, bg, 2) +
    dot(x, y + 45, 22, ctx.tone(ctx.random.pick(['#d8403a', '#3a6ad8', '#ffffff']))) +
    box(x - 28, y + 80, 56, 8, ctx.tone('#2a2a30'), 2, 0.6) +
    dot(x - 36, y + 4, 3, ctx.tone('#d8403a'))
  );
};

export const banner: WallFeature = (ctx, x, area) => {
  const color = ctx.palette.primary;
  const y = area.top - 4;
  const height = (area.bottom - area.top) * 0.7;
  return (
    box(x - 44, y, 88, 8, ctx.tone('#c89a3a'), 3) +
    poly(
      [
        [x - 36, y + 6],
        [x + 36, y + 6],
        [x + 36, y + height],
        [x, y + height - 30],
        [x - 36, y + height],
      ],
      color,
    ) +
    poly(
      [
        [x - 16, y + 50],
        [x + 16, y + 50],
        [x + 16, y + 80],
        [x, y + 96],
        [x - 16, y + 80],
      ],
      ctx.tone('#f2c23a'),
    )
  );
};

export const torch: WallFeature = (ctx, x, area) => {
  const y = area.top + (area.bottom - area.top) * 0.45;
  return (
    halo(x, y - 20, 90, '#ffb040', ctx.lit ? 1.4 : 0.9) +
    poly(
      [
        [x - 8, y],
        [x + 8, y],
        [x + 4, y + 40],
        [x - 4, y + 40],
      ],
      ctx.tone('#5a3a24'),
    ) +
    el('path', {
      d: `M${x} ${y - 44} Q${x + 16} ${y - 18} ${x} ${y} Q${x - 16} ${y - 18} ${x} ${y - 44}Z`,
      fill: '#ff8a2a',
    }) +
    el('path', {
      d: `M${x} ${y - 28} Q${x + 8} ${y - 12} ${x} ${y} Q${x - 8} ${y - 12} ${x} ${y - 28}Z`,
      fill: '#ffe07a',
    })
  );
};

export const shield: WallFeature = (ctx, x, area) => {
  const y = area.top + (area.bottom - area.top) * 0.3;
  const metal = ctx.tone('#b8bcc8');
  return (
    line(
      ['M', x - 50, y - 20, 'L', x + 50, y + 80, 'M', x + 50, y - 20, 'L', x - 50, y + 80],
      metal,
      6,
    ) +
    el('path', {
      d: `M${x - 34} ${y} L${x + 34} ${y} L${x + 34} ${y + 36} Q${x + 34} ${y + 70} ${x} ${y + 84} Q${x - 34} ${y + 70} ${x - 34} ${y + 36}Z`,
      fill: ctx.palette.secondary,
    }) +
    line(
      ['M', x, y + 4, 'L', x, y + 78, 'M', x - 30, y + 34, 'L', x + 30, y + 34],
      ctx.tone('#f2c23a'),
      6,
    )
  );
};

export const porthole: WallFeature = (ctx, x, area) => {
  const y = area.top + (area.bottom - area.top) * 0.42;
  const r = 56;
  const clip = `${ctx.id}-port${Math.round(x)}`;
  let view = box(x - r, y - r, r * 2, r * 2, '#050a24');
  for (let i = 0; i < 14; i++)
    view += dot(
      x + ctx.random.range(-r, r),
      y + ctx.random.range(-r, r),
      ctx.random.range(0.8, 2),
      '#ffffff',
    );
  view +=
    dot(x + r * 0.3, y + r * 0.2, r * 0.35, ctx.tone('#4a8ad8')) +
    dot(x + r * 0.22, y + r * 0.12, r * 0.12, ctx.tone('#6ac86a'));
  return (
    dot(x, y, r + 14, ctx.tone('#8a94a8')) +
    el('clipPath', { id: clip }, dot(x, y, r, '#000')) +
    el('g', { 'clip-path': `url(#${clip})` }, view) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => dot(x + Math.cos(i) * (r + 7), y + Math.sin(i) * (r + 7), 3, ctx.tone('#5a6478')))
      .join('')
  );
};

/** A wall screen with a glowing graph (labs, ships, offices). */
export const screen: WallFeature = (ctx, x, area) => {
  const y = area.top + 30;
  const glow = ctx.tone('#3af0c8');
  let out =
    box(x - 80, y, 160, 100, ctx.tone('#2a3040'), 6) + box(x - 72, y + 8, 144, 84, '#0a1a2a', 3);
  out += line(
    [
      'M',
      x - 64,
      y + 76,
      'L',
      x - 30,
      y + 50,
      'L',
      x,
      y + 62,
      'L',
      x + 30,
      y + 30,
      'L',
      x + 62,
      y + 40,
    ],
    glow,
    3,
  );
  for (let b = 0; b < 5; b++)
    out += box(x - 64 + b * 12, y + 22, 8, 4, ctx.tone('#ff6a9a'), 1, 0.8);
  return out + halo(x, y + 50, 90, glow, 0.4);
};

export const mirror: WallFeature = (ctx, x, area) => {
  const y = area.top + 30;
  const glass = mix(ctx.tone('#cfe8f4'), ctx.palette.skyBottom, 0.3);
  return (
    oval(x, y + 70, 64, 82, ctx.tone('#c8a060')) +
    oval(x, y + 70, 56, 74, glass) +
    line(['M', x - 30, y + 30, 'L', x - 10, y + 10], '#ffffff', 5, 0.7)
  );
};

export const frameCrooked: WallFeature = (ctx, x, area) => {
  const y = area.top + 40;
  const angle = ctx.random.range(-12, 12);
  return el(
    'g',
    { transform: `rotate(${angle} ${x} ${y + 50})` },
    box(x - 44, y, 88, 110, ctx.tone('#5a4030'), 2) +
      box(x - 36, y + 8, 72, 94, ctx.tone('#3a3048')) +
      oval(x, y + 46, 18, 24, ctx.tone('#c8c0b0')) +
      dot(x - 6, y + 42, 3, '#ffe07a') +
      dot(x + 6, y + 42, 3, '#ffe07a'),
  );
};

export const cobweb: WallFeature = (ctx, x, area) => {
  const silk = ctx.tone('#e8e4f0');
  let out = '';
  for (let s = 0; s < 6; s++) {
    const a = (s / 5) * (Math.PI / 2);
    out += line(
      [
        'M',
        x - 60,
        area.top - 4,
        'L',
        x - 60 + Math.cos(a) * 120,
        area.top - 4 + Math.sin(a) * 120,
      ],
      silk,
      1.5,
      0.7,
    );
  }
  for (let r = 1; r < 4; r++)
    out += el('path', {
      d: `M${x - 60 + r * 30} ${area.top - 4} A${r * 30} ${r * 30} 0 0 1 ${x - 60} ${area.top - 4 + r * 30}`,
      fill: 'none',
      stroke: silk,
      'stroke-width': 1.5,
      'stroke-opacity': 0.6,
    });
  return out;
};

export const barredWindow: WallFeature = (ctx, x, area) => {
  const y = area.top + 20;
  let out = box(x - 40, y, 80, 60, ctx.lit ? '#1a2048' : ctx.tone('#8ab8e0'));
  if (ctx.lit) out += dot(x + 14, y + 18, 8, '#f6f1d8');
  for (let b = 0; b < 5; b++) out += box(x - 36 + b * 17, y, 5, 60, ctx.tone('#3a3a40'));
  return out + box(x - 48, y + 60, 96, 8, ctx.tone('#6a6470'));
};

export const chains: WallFeature = (ctx, x, area) => {
  const iron = ctx.tone('#4a4a54');
  let out = '';
  for (let l = 0; l < 7; l++)
    out += el('ellipse', {
      cx: x + (l % 2) * 2,
      cy: area.top + 40 + l * 18,
      rx: 6,
      ry: 10,
      fill: 'none',
      stroke: iron,
      'stroke-width': 3,
    });
  return (
    out +
    el('circle', {
      cx: x,
      cy: area.top + 176,
      r: 14,
      fill: 'none',
      stroke: iron,
      'stroke-width': 5,
    })
  );
};

export const bookcase: WallFeature = (ctx, x, area) => {
  const wood = ctx.tone('#7a4a2a');
  const top = area.top - 10;
  const bottom = area.bottom + 40;
  const books = ['#c8403a', '#3a6ab8', '#3a9a5a', '#e8b43a', '#8a4ab8', '#e8e0d0', '#2a4a6a'].map(
    ctx.tone,
  );
  let out = box(x - 110, top, 220, bottom - top, wood, 3);
  for (let y = top + 12; y < bottom - 50; y += 66) {
    out += box(x - 100, y, 200, 56, darken(wood, 0.35));
    for (let bx = x - 98; bx < x + 92;) {
      const width = ctx.random.range(8, 16);
      const height = ctx.random.range(36, 54);
      out += box(bx, y + 56 - height, width - 1, height, ctx.random.pick(books), 1);
      bx += width;
    }
    out += box(x - 104, y + 56, 208, 8, wood);
  }
  return out;
};

export const column: WallFeature = (ctx, x, area) => {
  const marble = ctx.tone('#f0ebe0');
  const shade = darken(marble, 0.1);
  const top = area.top - 20;
  let out = box(x - 34, top, 68, area.bottom + 60 - top, marble);
  for (let f = 0; f < 4; f++)
    out += box(x - 26 + f * 16, top + 24, 5, area.bottom + 20 - top, shade);
  return out + box(x - 44, top, 88, 24, shade, 3) + box(x - 44, area.bottom + 40, 88, 24, shade, 3);
};

export const spotlight: WallFeature = (ctx, x, area) =>
  poly(
    [
      [x - 12, area.top - 20],
      [x + 12, area.top - 20],
      [x + 90, area.bottom + 40],
      [x - 90, area.bottom + 40],
    ],
    '#fff8e0',
    ctx.lit ? 0.16 : 0.1,
  ) + box(x - 14, area.top - 30, 28, 16, ctx.tone('#2a2a30'), 4);

export const pendantLamp: WallFeature = (ctx, x, area) => {
  const y = area.top + 40;
  const shade = ctx.tone(ctx.random.pick(['#2f5a46', '#c8403a', '#e8b43a']));
  return (
    line(['M', x, -10, 'L', x, y], ctx.tone('#2a2a30'), 2) +
    el('path', { d: `M${x - 34} ${y + 30} Q${x} ${y - 16} ${x + 34} ${y + 30}Z`, fill: shade }) +
    dot(x, y + 30, 9, '#fff0b0') +
    halo(x, y + 36, 70, '#ffd890', ctx.lit ? 1.3 : 0.6)
  );
};

export const menuBoard: WallFeature = (ctx, x, area) => {
  const y = area.top + 30;
  const chalk = ctx.tone('#f0f0e8');
  let out =
    box(x - 80, y, 160, 130, ctx.tone('#8a5a3a'), 4) +
    box(x - 72, y + 8, 144, 114, ctx.tone('#2a2a2a'));
  for (let r = 0; r < 5; r++)
    out += line(
      [
        'M',
        x - 58,
        y + 28 + r * 20,
        'L',
        x + 10 + ctx.random.range(-20, 20),
        y + 28 + r * 20,
        'M',
        x + 36,
        y + 28 + r * 20,
        'L',
        x + 56,
        y + 28 + r * 20,
      ],
      chalk,
      3,
      0.8,
    );
  return out;
};

export const redCross: WallFeature = (ctx, x, area) => {
  const y = area.top + 40;
  const red = ctx.tone('#e8403a');
  return (
    dot(x, y + 40, 52, ctx.tone('#ffffff')) +
    box(x - 12, y + 4, 24, 72, red, 3) +
    box(x - 36, y + 28, 72, 24, red, 3)
  );
};

export const flaskShelf: WallFeature = (ctx, x, area) => {
  const y = area.top + (area.bottom - area.top) * 0.5;
  const liquids = ['#3af0c8', '#ff6ad0', '#ffd23f', '#7a9aff'].map(ctx.tone);
  let out = box(x - 90, y, 180, 8, ctx.tone('#8a94a8'), 2);
  for (let i = 0; i < 5; i++) {
    const fx = x - 70 + i * 35;
    const liquid = ctx.random.pick(liquids);
    out += el('path', {
      d: `M${fx - 4} ${y - 40} L${fx - 4} ${y - 24} L${fx - 14} ${y} L${fx + 14} ${y} L${fx + 4} ${y - 24} L${fx + 4} ${y - 40}Z`,
      fill: ctx.tone('#e8f4fa'),
      'fill-opacity': 0.8,
    });
    out +=
      poly(
        [
          [fx - 11, y - 6],
          [fx + 11, y - 6],
          [fx + 14, y],
          [fx - 14, y],
        ],
        liquid,
      ) + halo(fx, y - 6, 20, liquid, 0.5);
  }
  return out;
};

export const vent: WallFeature = (ctx, x, area) => {
  const y = area.top + 20;
  let out = box(x - 40, y, 80, 50, ctx.tone('#8a94a8'), 3);
  for (let s = 0; s < 5; s++) out += box(x - 34, y + 6 + s * 9, 68, 4, ctx.tone('#4a5468'), 1);
  return out;
};

export const shopFront: WallFeature = (ctx, x, area) => {
  const awnings = ['#e8403a', '#3a8ad8', '#f2b43a', '#3aa86a', '#b04ad8', '#ff7ab0'].map(ctx.tone);
  const awning = ctx.random.pick(awnings);
  const top = area.top + 10;
  const height = (area.bottom - area.top) * 0.8;
  let out = box(x - 110, top, 220, height, ctx.tone('#f4f2ee'));
  out += box(
    x - 100,
    top + 44,
    200,
    height - 50,
    ctx.lit ? '#ffe8a8' : mix(ctx.tone('#bfe0f4'), ctx.palette.skyBottom, 0.2),
  );
  for (let s = 0; s < 8; s++)
    out += poly(
      [
        [x - 110 + s * 27.5, top],
        [x - 82.5 + s * 27.5, top],
        [x - 82.5 + s * 27.5, top + 36],
        [x - 96 + s * 27.5, top + 44],
        [x - 110 + s * 27.5, top + 36],
      ],
      s % 2 ? awning : ctx.tone('#ffffff'),
    );
  for (let i = 0; i < 4; i++)
    out += box(
      x - 80 + i * 44,
      top + height - 60,
      26,
      54,
      ctx.tone(ctx.random.pick(['#d8504a', '#4a8ad8', '#f2b43a', '#8a5ad8'])),
      4,
      0.9,
    );
  if (ctx.atmosphere.mood === 'neon')
    out += neon(['M', x - 60, top + 18, 'L', x + 60, top + 18], neonColor(ctx), 3);
  return out;
};

export const lockers: WallFeature = (ctx, x, area) => {
  const color = ctx.tone(ctx.random.pick(['#4a8ad8', '#d8504a', '#3aa86a']));
  const top = area.top + 30;
  let out = '';
  for (let l = 0; l < 4; l++) {
    out +=
      box(x - 84 + l * 42, top, 40, area.bottom + 40 - top, color, 2) +
      box(x - 76 + l * 42, top + 14, 24, 4, darken(color, 0.3)) +
      box(x - 76 + l * 42, top + 24, 24, 4, darken(color, 0.3));
  }
  return out;
};

export const mapChart: WallFeature = (ctx, x, area) => {
  const y = area.top + 40;
  const sea = ctx.tone('#8ac8e8');
  const land = ctx.tone('#9ad08a');
  return (
    box(x - 70, y, 140, 90, sea, 2) +
    el('path', {
      d: `M${x - 50} ${y + 30} Q${x - 20} ${y + 10} ${x} ${y + 30} T${x + 40} ${y + 40} L${x + 30} ${y + 70} Q${x} ${y + 80} ${x - 40} ${y + 60}Z`,
      fill: land,
    }) +
    box(x - 74, y - 4, 148, 6, ctx.tone('#8a5a3a'))
  );
};

export const windowsRow: WallFeature = (ctx, x, area) =>
  pane(ctx, x - 30, area.top + 20, 60, 40, true) + pane(ctx, x + 40, area.top + 20, 60, 40, true);
