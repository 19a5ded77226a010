/**
 * Public halls: a hotel lobby (a revolving door, a chandelier, the key rack behind the
 * reception desk, a brass luggage cart, potted palms) and an assembly hall (the UN's or a
 * parliament's: a great seal, flags on poles, a podium with microphones, rows of seats). What
 * names the place stands in the first fifth of each strip.
 */
import { darken, lighten } from '../../../color/colorMath.js';
import * as P from './props.js';
import type { Prop } from './props.js';
import { rowStrip, wallStrip } from './roomStrips.js';
import { box, dot, halo, line, oval, poly } from './shapes.js';
import type { StripContext } from './stripTypes.js';
import * as F from './wallFeatures.js';
import type { WallFeature } from './wallFeatures.js';

const BRASS = '#d8a83a';

/** A revolving door: a glass drum in a brass frame, its wings seen edge-on, a canopy above. */
const revolvingDoor: WallFeature = (ctx, x, area) => {
  const brass = ctx.tone(BRASS);
  const glass = ctx.tone('#cfe8f4');
  const top = area.top + 40;
  const bottom = area.bottom + 80;
  const half = 80;
  return (
    box(x - half - 14, top - 30, (half + 14) * 2, 30, darken(brass, 0.25), 6) +
    box(x - half, top, half * 2, bottom - top, glass, 0, 0.85) +
    box(x - half, top, 10, bottom - top, brass) +
    box(x + half - 10, top, 10, bottom - top, brass) +
    box(x - 5, top, 10, bottom - top, brass) +
    line(['M', x - half, top + 20, 'L', x - 20, bottom - 20], lighten(glass, 0.4), 6, 0.6) +
    oval(x, bottom, half, 12, darken(brass, 0.2))
  );
};

/** A crystal chandelier hung high: brass arms, candle bulbs, drops of crystal, a warm glow. */
const chandelier: WallFeature = (ctx, x, area) => {
  const brass = ctx.tone(BRASS);
  const y = area.top + 60;
  let out = halo(x, y + 10, 110, '#fff0c0', ctx.lit ? 1.6 : 0.7);
  out += line(['M', x, 0, 'L', x, y - 30], darken(brass, 0.3), 3);
  out += line(['M', x - 80, y, 'Q', x, y + 40, x + 80, y], brass, 8);
  out += line(['M', x - 50, y - 24, 'Q', x, y + 4, x + 50, y - 24], brass, 6);
  for (let i = -2; i <= 2; i++) {
    const bx = x + i * 38;
    const by = y + 8 - Math.abs(i) * 8;
    out +=
      box(bx - 4, by - 22, 8, 20, ctx.tone('#fbf6e8'), 2) +
      dot(bx, by - 26, 6, '#ffe49a') +
      dot(bx, by + 16, 4, ctx.tone('#e8f4ff')) +
      dot(bx, by + 28, 3, ctx.tone('#e8f4ff'));
  }
  return out + dot(x, y + 34, 9, ctx.tone('#e8f4ff'));
};

/** The key rack behind reception: pigeonholes with keys on hooks, a clock over it. */
const keyRack: WallFeature = (ctx, x, area) => {
  const wood = ctx.tone('#6a3a22');
  const top = area.top + 70;
  let out = box(x - 110, top, 220, 130, wood, 4);
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 6; c++) {
      const cx = x - 96 + c * 36;
      const cy = top + 12 + r * 40;
      out += box(cx, cy, 30, 32, darken(wood, 0.3), 2) + dot(cx + 15, cy + 12, 4, ctx.tone(BRASS));
    }
  return out + F.clock(ctx, x, { top: area.top - 30, bottom: area.bottom });
};

/** The reception desk: a long polished counter, a brass bell, a RECEPTION sign on its front. */
const receptionDesk: Prop = {
  width: 320,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#7a3a22');
    const top = floor - 170;
    const marble = ctx.tone('#f0ece4');
    const brass = ctx.tone(BRASS);
    return (
      box(x, top + 16, 320, 154, wood, 4) +
      box(x + 14, top + 36, 292, 16, darken(wood, 0.25), 3) +
      box(x - 8, top, 336, 18, marble, 4) +
      box(x + 90, top + 70, 140, 40, brass, 4) +
      box(x + 98, top + 78, 124, 24, darken(brass, 0.35), 2) +
      box(x + 112, top + 86, 96, 8, lighten(brass, 0.3), 2) +
      oval(x + 260, top - 2, 20, 5, darken(brass, 0.2)) +
      deskBell(ctx, x + 260, top - 4) +
      box(x + 30, top - 40, 60, 40, ctx.tone('#3a3a48'), 3) +
      box(x + 36, top - 34, 48, 26, ctx.tone('#8ac8e8'), 2)
    );
  },
};

/** The bell on the desk: a brass dome with its button. */
function deskBell(ctx: StripContext, x: number, y: number): string {
  const brass = ctx.tone(BRASS);
  return (
    poly(
      [
        [x - 18, y],
        [x - 14, y - 14],
        [x - 6, y - 20],
        [x + 6, y - 20],
        [x + 14, y - 14],
        [x + 18, y],
      ],
      brass,
    ) + dot(x, y - 24, 4, darken(brass, 0.3))
  );
}

/** A brass luggage cart: a gold frame over a red-carpeted base, stacked suitcases. */
const luggageCart: Prop = {
  width: 200,
  draw: (ctx, x, floor) => {
    const brass = ctx.tone(BRASS);
    const cases = ['#3a5a8a', '#8a3a3a', '#c8a060', '#3a6a4a'].map(ctx.tone);
    const base = floor - 40;
    let out =
      box(x + 10, base, 180, 16, ctx.tone('#b02a2a'), 3) +
      dot(x + 36, floor - 12, 12, ctx.tone('#2a2a30')) +
      dot(x + 164, floor - 12, 12, ctx.tone('#2a2a30')) +
      line(['M', x + 20, base, 'L', x + 20, floor - 300], brass, 8) +
      line(['M', x + 180, base, 'L', x + 180, floor - 300], brass, 8) +
      line(['M', x + 20, floor - 300, 'Q', x + 100, floor - 360, x + 180, floor - 300], brass, 8);
    let y = base;
    [
      [150, 60],
      [120, 56],
      [96, 64],
    ].forEach(([width = 100, height = 50], i) => {
      const left = x + 100 - width / 2;
      const color = cases[i] ?? '#3a5a8a';
      out +=
        box(left, y - height, width, height, color, 6) +
        box(left + width / 2 - 14, y - height - 8, 28, 10, darken(color, 0.3), 3) +
        box(left + 6, y - height / 2 - 3, width - 12, 6, darken(color, 0.2), 2);
      y -= height;
    });
    return out + box(x + 60, y - 40, 40, 40, cases[3] ?? '#3a6a4a', 18);
  },
};

/** A great round seal over the hall: a white globe's lines in a laurel wreath, on blue and gold. */
const seal: WallFeature = (ctx, x, area) => {
  const y = area.top + (area.bottom - area.top) * 0.42;
  const r = Math.min(90, (area.bottom - area.top) * 0.4);
  const blue = ctx.tone('#3a7ac8');
  const white = ctx.tone('#f4f6fa');
  const g = r * 0.5;
  let out = dot(x, y, r + 10, ctx.tone('#e8c050')) + dot(x, y, r, blue);
  out += dot(x, y, g + 4, white) + dot(x, y, g, blue);
  out += line(['M', x - g, y, 'L', x + g, y, 'M', x, y - g, 'L', x, y + g], white, 3);
  out += line(
    ['M', x - g * 0.9, y - g * 0.45, 'Q', x, y - g * 0.2, x + g * 0.9, y - g * 0.45],
    white,
    3,
  );
  out += line(
    ['M', x - g * 0.9, y + g * 0.45, 'Q', x, y + g * 0.7, x + g * 0.9, y + g * 0.45],
    white,
    3,
  );
  // The laurel: leaves round the lower three quarters of the ring.
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * (-0.15 + i * 0.13);
    out += oval(x + Math.cos(a) * r * 0.78, y + Math.sin(a) * r * 0.78, 7, 7, white);
  }
  return out;
};

/** A tall window with heavy drapes either side (the hall's daylight). */
const drapedWindow: WallFeature = (ctx, x, area) => {
  const drape = ctx.tone('#8a2a3a');
  return (
    F.archWindow(ctx, x, area) +
    box(x - 78, area.top, 30, area.bottom - area.top, drape, 8) +
    box(x + 48, area.top, 30, area.bottom - area.top, drape, 8)
  );
};

const FLAG_COLORS: readonly (readonly [string, string, string])[] = [
  ['#d8303a', '#f4f4f4', '#2a4aa8'],
  ['#2a8a4a', '#f4f4f4', '#e8603a'],
  ['#f2c23a', '#2a4aa8', '#d8303a'],
  ['#2a2a30', '#d8303a', '#f2c23a'],
  ['#3a8ad8', '#f4f4f4', '#3a8ad8'],
  ['#d8303a', '#f4f4f4', '#d8303a'],
];

/** Flags of many nations on poles, in a row (three stripes each, some across, some down). */
function flagRow(count: number): Prop {
  const width = count * 54;
  return {
    width,
    draw: (ctx, x, floor) => {
      let out = '';
      for (let i = 0; i < count; i++) {
        const px = x + 20 + i * 54;
        const top = floor - 330 + (i % 2) * 16;
        const colors = (
          FLAG_COLORS[(i + Math.floor(x / 97)) % FLAG_COLORS.length] ?? [
            '#d8303a',
            '#f4f4f4',
            '#2a4aa8',
          ]
        ).map(ctx.tone);
        out += line(['M', px, floor, 'L', px, top - 10], ctx.tone(BRASS), 5);
        out += dot(px, top - 12, 6, ctx.tone(BRASS));
        for (let s = 0; s < 3; s++)
          out +=
            i % 2 === 0
              ? box(px + 3, top + s * 22, 48, 22, colors[s] ?? '#f4f4f4')
              : box(px + 3 + s * 16, top, 16, 66, colors[s] ?? '#f4f4f4');
        out += oval(px, floor - 2, 16, 5, darken(ctx.tone(BRASS), 0.3));
      }
      return out;
    },
  };
}

/** The speaker's podium: a wooden lectern with a seal on its front and two microphones. */
const podium: Prop = {
  width: 150,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#6a3a22');
    const top = floor - 190;
    const mic = ctx.tone('#2a2a30');
    return (
      poly(
        [
          [x + 20, floor],
          [x + 10, top + 20],
          [x + 140, top + 20],
          [x + 130, floor],
        ],
        wood,
      ) +
      box(x, top, 150, 26, lighten(wood, 0.15), 4) +
      dot(x + 75, top + 90, 30, ctx.tone('#e8c050')) +
      dot(x + 75, top + 90, 24, ctx.tone('#3a7ac8')) +
      line(['M', x + 50, top, 'Q', x + 40, top - 50, x + 60, top - 70], mic, 4) +
      line(['M', x + 100, top, 'Q', x + 110, top - 50, x + 90, top - 70], mic, 4) +
      dot(x + 60, top - 72, 8, mic) +
      dot(x + 90, top - 72, 8, mic)
    );
  },
};

/** Rows of delegates' seats rising behind curved desks, seen from the floor. */
const seatRows: Prop = {
  width: 300,
  draw: (ctx, x, floor) => {
    const desk = ctx.tone('#8a5a32');
    const seat = ctx.tone('#2a5a9a');
    let out = '';
    for (let r = 0; r < 3; r++) {
      const y = floor - r * 58;
      const inset = r * 16;
      out += box(x + inset, y - 150, 300 - inset * 2, 70, darken(seat, r * 0.08), 10);
      for (let s = 0; s < 5; s++)
        out += box(x + inset + 16 + s * ((268 - inset * 2) / 5), y - 172, 40, 30, seat, 8);
      out +=
        box(x + inset - 6, y - 90, 312 - inset * 2, 36, desk, 4) +
        box(x + inset - 6, y - 90, 312 - inset * 2, 6, lighten(desk, 0.3), 3);
    }
    return out;
  },
};

export const CIVIC_STRIPS = {
  lobbyWall: wallStrip({
    upper: 'panels',
    lower: 'panels',
    lowerHeight: 0.22,
    features: [revolvingDoor, chandelier, keyRack, chandelier],
  }),
  lobbyFloor: rowStrip([receptionDesk, luggageCart, P.planterPalm, P.armchair]),
  assemblyWall: wallStrip({
    upper: 'panels',
    lower: 'panels',
    lowerHeight: 0.2,
    features: [seal, drapedWindow, seal, drapedWindow],
  }),
  assemblyFloor: rowStrip([podium, flagRow(4), seatRows, flagRow(3)]),
};
