/**
 * The dojo: paper sliding walls in dark wooden frames, a hanging scroll and a weapon rack, and
 * on the tatami a taiko drum, a bonsai, a wooden training dummy and a rack of staffs.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import type { Prop } from './props.js';
import { rowStrip } from './roomStrips.js';
import { box, line, oval, poly } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** One sliding paper screen: a wooden frame over a lattice of thin bars. */
function shoji(ctx: StripContext, x: number, top: number, width: number, bottom: number): string {
  const wood = ctx.tone('#5a3a22');
  const paper = mix(ctx.tone('#f8f0dc'), ctx.palette.skyBottom, 0.2);
  let out = box(x, top, width, bottom - top, paper);
  const bars: (string | number)[] = [];
  for (let c = 1; c < 4; c++)
    bars.push('M', x + (c * width) / 4, top, 'L', x + (c * width) / 4, bottom);
  for (let r = 1; r < 6; r++)
    bars.push(
      'M',
      x,
      top + (r * (bottom - top)) / 6,
      'L',
      x + width,
      top + (r * (bottom - top)) / 6,
    );
  out += line(bars, lighten(wood, 0.15), 3);
  return (
    out +
    el('rect', {
      x,
      y: top,
      width,
      height: bottom - top,
      fill: 'none',
      stroke: wood,
      'stroke-width': 10,
    })
  );
}

/** A hanging scroll with a brush stroke and a red seal. */
function scroll(ctx: StripContext, x: number, top: number, height: number): string {
  const paper = ctx.tone('#f6eedc');
  const ink = ctx.tone('#1a1a20');
  return (
    line(['M', x - 30, top - 26, 'L', x, top - 50, 'L', x + 30, top - 26], ctx.tone('#3a2a1a'), 2) +
    box(x - 54, top - 10, 108, height + 20, ctx.tone('#3a5a4a'), 3) +
    box(x - 44, top, 88, height, paper) +
    box(x - 60, top - 14, 120, 10, ctx.tone('#3a2a1a'), 5) +
    box(x - 60, top + height + 6, 120, 10, ctx.tone('#3a2a1a'), 5) +
    line(
      [
        'M',
        x - 14,
        top + 30,
        'Q',
        x + 20,
        top + 50,
        x - 4,
        top + 90,
        'M',
        x - 20,
        top + 120,
        'L',
        x + 18,
        top + 112,
        'M',
        x,
        top + 100,
        'Q',
        x - 6,
        top + 160,
        x + 10,
        top + height * 0.8,
      ],
      ink,
      9,
    ) +
    box(x + 16, top + height - 40, 16, 16, ctx.tone('#c8302a'), 2)
  );
}

/** Katanas resting on a wall rack. */
function swordRack(ctx: StripContext, x: number, y: number): string {
  const wood = ctx.tone('#4a2a1a');
  let out = box(x - 70, y - 10, 12, 120, wood, 3) + box(x + 58, y - 10, 12, 120, wood, 3);
  for (let s = 0; s < 3; s++) {
    const sy = y + s * 40;
    out +=
      line(['M', x - 90, sy + 6, 'Q', x + 10, sy - 6, x + 100, sy], ctx.tone('#c8ccd8'), 6) +
      line(
        ['M', x - 96, sy + 7, 'L', x - 40, sy + 3],
        ctx.tone(s === 1 ? '#c8302a' : '#1a1a20'),
        9,
      ) +
      box(x - 42, sy - 6, 6, 18, ctx.tone('#c8a040'), 2);
  }
  return out;
}

/** Paper screens between dark posts, a scroll and a sword rack, wooden wainscot below. */
export const dojoWall: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const wood = ctx.tone('#5a3a22');
  const lower = h * 0.7;
  let out = '';
  for (let x = 0; x < w; x += 256) {
    out += shoji(ctx, x + 10, h * 0.12, 114, lower) + shoji(ctx, x + 124, h * 0.12, 114, lower);
  }
  // The alcove with the scroll, and the sword rack on the next bay.
  out += box(w * 0.14 - 90, h * 0.12, 180, lower - h * 0.12, darken(ctx.color, 0.15));
  out += scroll(ctx, w * 0.14, h * 0.18, lower - h * 0.3);
  out +=
    box(w * 0.6 - 110, h * 0.2, 220, h * 0.36, darken(ctx.color, 0.1), 4) +
    swordRack(ctx, w * 0.6, h * 0.28);
  for (let x = 0; x < w; x += 256) out += box(x - 8, 0, 16, h, wood);
  out += box(0, h * 0.08, w, 18, wood) + box(0, 0, w, h * 0.05, darken(wood, 0.2));
  out += box(0, lower, w, h - lower, ctx.color);
  for (let x = 0; x < w; x += 64) out += box(x, lower, 3, h - lower, darken(ctx.color, 0.15));
  return out + box(0, lower - 6, w, 12, wood);
};

const taikoDrum: Prop = {
  width: 190,
  draw: (ctx, x, floor) => {
    const body = ctx.tone('#9a3a22');
    const skin = ctx.tone('#f2e6c8');
    const cx = x + 95;
    const cy = floor - 120;
    return (
      line(
        ['M', x + 20, floor, 'L', cx - 40, cy + 40, 'M', x + 170, floor, 'L', cx + 40, cy + 40],
        ctx.tone('#3a2a1a'),
        12,
      ) +
      oval(cx, cy, 90, 84, body) +
      oval(cx, cy, 66, 78, skin) +
      oval(cx, cy, 66, 78, darken(skin, 0.1), 0.3) +
      el('path', {
        d: `M${cx - 30} ${cy - 10} a30 30 0 1 0 60 0`,
        fill: 'none',
        stroke: ctx.tone('#c8302a'),
        'stroke-width': 8,
      }) +
      line(
        [
          'M',
          cx + 70,
          cy - 110,
          'L',
          cx + 20,
          cy - 40,
          'M',
          cx + 96,
          cy - 96,
          'L',
          cx + 44,
          cy - 30,
        ],
        ctx.tone('#c8a070'),
        7,
      )
    );
  },
};

const bonsai: Prop = {
  width: 170,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#4a2a1a');
    const leaf = ctx.tone('#3a8a4a');
    const cx = x + 85;
    return (
      box(x + 15, floor - 70, 140, 14, wood, 3) +
      box(x + 25, floor - 58, 10, 58, wood) +
      box(x + 135, floor - 58, 10, 58, wood) +
      poly(
        [
          [cx - 50, floor - 110],
          [cx + 50, floor - 110],
          [cx + 38, floor - 70],
          [cx - 38, floor - 70],
        ],
        ctx.tone('#3a5a8a'),
      ) +
      line(
        [
          'M',
          cx,
          floor - 110,
          'Q',
          cx - 30,
          floor - 150,
          cx + 10,
          floor - 180,
          'Q',
          cx + 40,
          floor - 200,
          cx + 20,
          floor - 230,
        ],
        ctx.tone('#6a4a2a'),
        12,
      ) +
      oval(cx - 40, floor - 185, 48, 22, leaf) +
      oval(cx + 40, floor - 215, 44, 20, lighten(leaf, 0.1)) +
      oval(cx + 10, floor - 245, 40, 20, leaf)
    );
  },
};

const trainingDummy: Prop = {
  width: 130,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#b07a4a');
    const dark = darken(wood, 0.3);
    const cx = x + 65;
    return (
      box(cx - 22, floor - 300, 44, 300, wood, 14) +
      box(cx - 22, floor - 300, 12, 300, lighten(wood, 0.15), 6) +
      line(
        [
          'M',
          cx,
          floor - 240,
          'L',
          cx - 62,
          floor - 226,
          'M',
          cx,
          floor - 240,
          'L',
          cx + 62,
          floor - 226,
          'M',
          cx,
          floor - 160,
          'L',
          cx + 56,
          floor - 130,
        ],
        dark,
        12,
      ) +
      box(cx - 28, floor - 80, 56, 12, dark, 4) +
      box(cx - 50, floor - 10, 100, 10, dark, 3)
    );
  },
};

const staffRack: Prop = {
  width: 160,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#4a2a1a');
    let out = box(x + 10, floor - 60, 140, 14, wood, 3) + box(x + 10, floor - 14, 140, 14, wood, 3);
    const staffs = ['#c8a070', '#8a5a3a', '#c8a070', '#d8c090', '#8a5a3a'];
    staffs.forEach((color, i) => {
      const sx = x + 26 + i * 26;
      out += box(sx - 5, floor - 330 + (i % 2) * 20, 10, 320 - (i % 2) * 20, ctx.tone(color), 5);
    });
    return out + box(x + 10, floor - 200, 140, 12, wood, 3);
  },
};

/** The floor of the dojo: tatami mats with dark borders, and the things on them. */
export const dojoFloor: StripDrawer = (ctx) => {
  const row = rowStrip([taikoDrum, trainingDummy, bonsai, staffRack], 40)(ctx);
  const { w, h } = ctx;
  let mats = '';
  for (let x = 0; x < w; x += 192)
    mats +=
      box(x, h - 40, 3, 40, darken(ctx.color, 0.45)) +
      box(x + 96, h - 40, 2, 40, darken(ctx.color, 0.15));
  return row + mats + box(0, h - 40, w, 4, darken(ctx.color, 0.45));
};
