/**
 * More water: a sunken ship on the sea floor, the dark deep sea with its glowing life, a lily
 * pond with reeds, and a seaside boardwalk of planks and railings.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { box, dot, dotCrowd, halo, line, oval, poly, ridge, spread } from './shapes.js';
import type { StripDrawer } from './stripTypes.js';

/**
 * A wrecked ship half sunk in the sand: the hull tilted and broken open (ribs showing), the
 * mast snapped with rags of sail, portholes, an anchor and a treasure chest spilling gold.
 */
export const wreck: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const wood = mix(ctx.tone('#6a4a32'), ctx.color, 0.45);
  const dark = darken(wood, 0.3);
  const light = lighten(wood, 0.12);
  const cx = w * ctx.random.range(0.3, 0.34);
  const sand = mix(ctx.tone('#c8a878'), ctx.color, 0.35);
  let out = '';
  // The snapped main mast leaning back, with a torn sail and a crow's nest.
  const mx = cx - 40;
  out +=
    line(['M', mx, h * 0.55, 'L', mx - 120, h * 0.06], wood, 16) +
    line(
      [
        'M',
        mx - 70,
        h * 0.26,
        'L',
        mx - 10,
        h * 0.24,
        'M',
        mx - 96,
        h * 0.16,
        'L',
        mx - 180,
        h * 0.2,
      ],
      dark,
      8,
    ) +
    poly(
      [
        [mx - 74, h * 0.27],
        [mx - 12, h * 0.25],
        [mx - 20, h * 0.38],
        [mx - 40, h * 0.34],
        [mx - 52, h * 0.44],
        [mx - 66, h * 0.36],
      ],
      mix(ctx.tone('#e8e0c8'), ctx.color, 0.4),
    ) +
    box(mx - 130, h * 0.08, 40, 18, dark, 3);
  // The hull, tilted, its stern raised and its bow broken off into ribs.
  const hull = `M${cx - 300} ${h * 0.7} L${cx + 150} ${h * 0.52} L${cx + 170} ${h * 0.62} Q${cx + 120} ${h * 0.92} ${cx - 100} ${h * 0.95} L${cx - 280} ${h * 0.93}Z`;
  out += el('path', { d: hull, fill: wood });
  for (let p = 1; p < 5; p++) {
    const t = p / 5;
    out += line(
      ['M', cx - 296, h * (0.7 + t * 0.23), 'L', cx + 150 + t * 10, h * (0.52 + t * 0.2)],
      dark,
      3,
      0.7,
    );
  }
  out += line(['M', cx - 300, h * 0.7, 'L', cx + 150, h * 0.52], light, 8);
  // The stern castle with its windows.
  out +=
    poly(
      [
        [cx + 40, h * 0.56],
        [cx + 60, h * 0.36],
        [cx + 190, h * 0.32],
        [cx + 170, h * 0.62],
      ],
      wood,
    ) + line(['M', cx + 60, h * 0.36, 'L', cx + 190, h * 0.32], light, 6);
  for (let i = 0; i < 3; i++)
    out += box(cx + 80 + i * 32, h * 0.4 - i * 3, 20, 26, ctx.tone('#1a2a3a'), 3);
  // Portholes along the side.
  for (let i = 0; i < 5; i++) {
    const px = cx - 230 + i * 60;
    const py = h * (0.76 - i * 0.028);
    out += dot(px, py, 11, dark) + dot(px, py, 7, ctx.tone('#0a1a2a'));
  }
  // The broken bow: ribs sticking up out of the sand.
  const ribs = darken(wood, 0.15);
  for (let r = 0; r < 5; r++) {
    const rx = cx - 330 - r * 34;
    out += line(
      [
        'M',
        rx,
        h * 0.96,
        'Q',
        rx - 30,
        h * (0.78 - r * 0.01),
        rx - 6 + r * 4,
        h * (0.62 + r * 0.05),
      ],
      ribs,
      10,
    );
  }
  out += line(['M', cx - 320, h * 0.8, 'L', cx - 480, h * 0.86], ribs, 9);
  // Seaweed and barnacles growing on it.
  const weed = mix(ctx.tone('#3aa86a'), ctx.color, 0.3);
  for (const x of [cx - 260, cx - 120, cx + 30, cx + 160])
    out += line(['M', x, h * 0.86, 'Q', x + 16, h * 0.74, x - 4, h * 0.64], weed, 7, 0.9);
  // Anchor and chain, and a chest spilling gold.
  const ax = cx + 260;
  const iron = mix(ctx.tone('#4a4a54'), ctx.color, 0.35);
  out +=
    line(['M', cx + 160, h * 0.6, 'Q', ax - 30, h * 0.62, ax, h * 0.66], iron, 4) +
    line(
      [
        'M',
        ax,
        h * 0.66,
        'L',
        ax,
        h * 0.9,
        'M',
        ax - 36,
        h * 0.84,
        'Q',
        ax,
        h * 0.96,
        ax + 36,
        h * 0.84,
        'M',
        ax - 20,
        h * 0.72,
        'L',
        ax + 20,
        h * 0.72,
      ],
      iron,
      9,
    );
  const chx = cx - 170;
  const gold = ctx.tone('#f2c23a');
  out +=
    oval(chx + 40, h * 0.92, 70, 12, gold) +
    box(chx, h * 0.84, 80, 50, ctx.tone('#8a4a2a'), 4) +
    poly(
      [
        [chx - 4, h * 0.84],
        [chx + 8, h * 0.76],
        [chx + 88, h * 0.74],
        [chx + 84, h * 0.84],
      ],
      ctx.tone('#9a5a32'),
    ) +
    box(chx + 34, h * 0.86, 12, 14, gold, 2);
  out += halo(chx + 40, h * 0.88, 70, '#ffe07a', 0.5);
  return out + ridge(ctx, h * 0.93, [[h * 0.02, 3, 0.4]], sand);
};

/** The dark of the deep: drifting specks and jellyfish that give their own light. */
export const deepGlow: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const specks: [number, number, number, string][] = [];
  for (let i = 0; i < 90; i++)
    specks.push([
      ctx.random.range(0, w),
      ctx.random.range(0, h),
      ctx.random.range(1, 2.6),
      ctx.random.pick(['#bff4ff', '#8af0d8', '#ffffff']),
    ]);
  let out = el('g', { opacity: 0.7 }, dotCrowd(specks));
  for (const x of spread(ctx, 4, 0.3)) {
    const y = h * ctx.random.range(0.1, 0.4);
    const color = ctx.random.pick(['#8af0ff', '#ff8ad8', '#b08aff']);
    const r = ctx.random.range(24, 36);
    out += halo(x, y, r * 3, color, 0.9);
    out += el('path', {
      d: `M${x - r} ${y} A${r} ${r * 0.8} 0 0 1 ${x + r} ${y}Z`,
      fill: color,
      'fill-opacity': 0.8,
    });
    for (let t = -2; t <= 2; t++)
      out += line(
        ['M', x + t * r * 0.35, y, 'q', 8, r, -4, r * 2, 't', 6, r * 1.2],
        color,
        2.5,
        0.7,
      );
  }
  return out;
};

/** Steep dark trench walls with glowing spots, far off in the gloom. */
export const trench: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  let out = '';
  for (const x of spread(ctx, 3, 0.25)) {
    const top = h * ctx.random.range(0.1, 0.3);
    out += poly(
      [
        [x - 170, h],
        [x - 90, top + 90],
        [x - 40, top + 20],
        [x - 10, top],
        [x + 30, top + 50],
        [x + 90, top + 150],
        [x + 160, h],
      ],
      lighten(ctx.color, 0.06),
    );
  }
  out += ridge(
    ctx,
    h * 0.66,
    [
      [h * 0.12, 2, 0.6],
      [h * 0.05, 7, 1.3],
    ],
    ctx.color,
  );
  const glows: [number, number, number, string][] = [];
  for (let i = 0; i < 40; i++)
    glows.push([
      ctx.random.range(0, w),
      ctx.random.range(h * 0.4, h),
      ctx.random.range(2, 4),
      ctx.random.pick(['#5af0d0', '#8ad8ff', '#d88aff']),
    ]);
  return out + dotCrowd(glows);
};

/** The abyss floor: tube worms with red plumes, glowing anemones, a smoking vent, a lurking lure. */
export const abyssFloor: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  let out = '';
  // A hydrothermal vent puffing dark smoke.
  const vx = w * ctx.random.range(0.55, 0.7);
  const rock = lighten(ctx.color, 0.08);
  out +=
    poly(
      [
        [vx - 60, h],
        [vx - 24, h * 0.5],
        [vx + 24, h * 0.48],
        [vx + 60, h],
      ],
      rock,
    ) +
    oval(vx, h * 0.36, 40, 40, darken(ctx.color, 0.3), 0.6) +
    oval(vx + 20, h * 0.2, 56, 44, darken(ctx.color, 0.3), 0.35) +
    halo(vx, h * 0.5, 50, '#ff8a4a', 0.6);
  // Tube worms: white tubes with red plumes.
  for (const x of spread(ctx, 3, 0.2, w / 6)) {
    for (let t = 0; t < 6; t++) {
      const tx = x + t * 14 - 40;
      const top = h * ctx.random.range(0.45, 0.7);
      out +=
        line(['M', tx, h, 'Q', tx + 10, (top + h) / 2, tx - 4, top], ctx.tone('#e8e4d8'), 6) +
        oval(tx - 4, top - 8, 7, 11, ctx.tone('#e8403a'));
    }
  }
  // Glowing anemones and sea pens.
  for (const x of spread(ctx, 6, 0.4)) {
    const color = ctx.random.pick(['#5af0d0', '#ff8ad8', '#8ad8ff', '#d8ff8a']);
    const base = h * 0.94;
    out += halo(x, base - 40, 60, color, 0.7);
    for (let a = -3; a <= 3; a++)
      out += line(
        ['M', x, base, 'Q', x + a * 8, base - 40, x + a * 16, base - 70 + Math.abs(a) * 8],
        color,
        5,
        0.9,
      );
  }
  // An anglerfish hanging in the dark, its lure glowing in front of its teeth.
  const lx = w * ctx.random.range(0.15, 0.3);
  const ly = h * 0.5;
  const fish = lighten(ctx.color, 0.22);
  const teeth: [number, number][] = [];
  for (let t = 0; t < 5; t++)
    teeth.push([lx + 40 + t * 8, ly + 4], [lx + 44 + t * 8, ly + 16], [lx + 48 + t * 8, ly + 4]);
  out +=
    poly(
      [
        [lx - 70, ly],
        [lx - 110, ly - 30],
        [lx - 104, ly + 30],
      ],
      fish,
    ) +
    oval(lx, ly, 72, 50, fish) +
    poly(
      [
        [lx + 30, ly - 6],
        [lx + 86, ly - 2],
        [lx + 80, ly + 24],
        [lx + 30, ly + 22],
      ],
      darken(ctx.color, 0.5),
    );
  for (let t = 0; t < teeth.length; t += 3)
    out += poly(
      [teeth[t] ?? [0, 0], teeth[t + 1] ?? [0, 0], teeth[t + 2] ?? [0, 0]],
      ctx.tone('#e8f0ff'),
    );
  out +=
    dot(lx + 26, ly - 20, 9, ctx.tone('#e8f0ff')) +
    dot(lx + 28, ly - 20, 4, '#0a0a14') +
    line(['M', lx + 10, ly - 46, 'Q', lx + 60, ly - 110, lx + 110, ly - 70], fish, 4) +
    halo(lx + 112, ly - 64, 70, '#fff8b0', 1.3) +
    dot(lx + 112, ly - 64, 10, '#fff8b0');
  return out + ridge(ctx, h * 0.95, [[h * 0.015, 4, 0.5]], ctx.color);
};

/** A lily pond: still water with lily pads, pink lotus flowers and cattails at its edges. */
export const pond: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const water = ctx.color;
  const bank = mix(ctx.tone('#5aa84a'), water, 0.15);
  let out = ridge(ctx, h * 0.42, [[h * 0.02, 3, 0.2]], bank);
  out += box(0, h * 0.52, w, h * 0.48, water) + box(0, h * 0.52, w, 6, lighten(water, 0.2));
  for (let i = 0; i < 14; i++) {
    const y = h * ctx.random.range(0.56, 0.98);
    const x = ctx.random.range(0, w);
    out += line(['M', x - 30, y, 'L', x + 30, y], lighten(water, 0.3), 2, 0.6);
  }
  const pad = ctx.tone('#4aa84a');
  // Cattails and reeds at the edges, behind the pads.
  const reed = ctx.tone('#4a8a3a');
  for (const x of [...spread(ctx, 4, 0.3)]) {
    for (let r = 0; r < 5; r++) {
      const rx = x + r * 10 - 20;
      const top = h * ctx.random.range(0.12, 0.35);
      out += line(
        ['M', rx, h * 0.6, 'Q', rx + 4, (top + h * 0.6) / 2, rx + ctx.random.range(-10, 10), top],
        reed,
        4,
      );
      if (r % 2 === 0)
        out += box(rx - 5 + ctx.random.range(-4, 4), top + 10, 10, 34, ctx.tone('#7a4a2a'), 5);
    }
  }
  for (const x of spread(ctx, 9, 0.35)) {
    const y = h * ctx.random.range(0.62, 0.95);
    const r = ctx.random.range(40, 58);
    out +=
      oval(x, y, r, r * 0.36, pad) +
      poly(
        [
          [x, y],
          [x + r * 1.05, y - r * 0.06],
          [x + r * 0.9, y + r * 0.22],
        ],
        water,
      ) +
      oval(x - r * 0.2, y - r * 0.08, r * 0.5, r * 0.12, lighten(pad, 0.15), 0.6);
    if (ctx.random.chance(0.55)) {
      const pink = ctx.tone('#ff9ac8');
      out +=
        poly(
          [
            [x - 26, y - 4],
            [x - 10, y - 44],
            [x + 2, y - 8],
          ],
          pink,
        ) +
        poly(
          [
            [x + 2, y - 8],
            [x + 14, y - 46],
            [x + 28, y - 4],
          ],
          pink,
        ) +
        poly(
          [
            [x - 10, y - 6],
            [x + 2, y - 54],
            [x + 14, y - 6],
          ],
          lighten(pink, 0.2),
        ) +
        dot(x + 2, y - 12, 6, ctx.tone('#ffd84a'));
    }
  }
  return out;
};

/** A boardwalk over the sea: a plank deck behind a railing, lamp posts, benches and a life ring. */
export const boardwalk: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const wood = ctx.color;
  const dark = darken(wood, 0.25);
  const deck = h * 0.72;
  let out = box(0, deck, w, h - deck, wood);
  for (let x = 0; x < w; x += 32) out += box(x, deck, 3, h - deck, dark, 0, 0.7);
  for (let y = deck + 36; y < h; y += 48) out += box(0, y, w, 2, dark, 0, 0.4);
  // Lamp posts, benches and a life ring on the railing.
  const iron = ctx.tone('#2f3a4a');
  for (const x of spread(ctx, 3, 0.05)) {
    out += box(x - 4, h * 0.14, 8, deck - h * 0.14, iron) + box(x - 16, h * 0.12, 32, 10, iron, 4);
    const bulb = ctx.lit ? '#ffe49a' : ctx.tone('#f2f0e0');
    out +=
      dot(x - 22, h * 0.19, 10, bulb) +
      dot(x + 22, h * 0.19, 10, bulb) +
      line(['M', x - 22, h * 0.15, 'Q', x, h * 0.08, x + 22, h * 0.15], iron, 4);
    if (ctx.lit)
      out += halo(x - 22, h * 0.19, 60, '#ffd36e') + halo(x + 22, h * 0.19, 60, '#ffd36e');
  }
  for (const x of spread(ctx, 2, 0.1, w / 4)) {
    const bench = ctx.tone('#9a6a42');
    out +=
      box(x - 60, deck - 40, 120, 10, bench, 3) +
      box(x - 60, deck - 70, 120, 10, bench, 3) +
      box(x - 52, deck - 40, 8, 40, iron) +
      box(x + 44, deck - 40, 8, 40, iron);
  }
  // The railing in front of the sea: posts and two rails.
  const rail = lighten(wood, 0.15);
  for (let x = 0; x < w; x += 64) out += box(x + 2, deck - 96, 12, 96, dark, 2);
  out += box(0, deck - 100, w, 12, rail, 4) + box(0, deck - 56, w, 8, rail, 3);
  const rx = w * ctx.random.range(0.55, 0.7);
  out +=
    el('circle', {
      cx: rx,
      cy: deck - 62,
      r: 28,
      fill: 'none',
      stroke: ctx.tone('#f4f4f4'),
      'stroke-width': 14,
    }) +
    el('circle', {
      cx: rx,
      cy: deck - 62,
      r: 28,
      fill: 'none',
      stroke: ctx.tone('#e8403a'),
      'stroke-width': 14,
      'stroke-dasharray': '22 22',
    });
  return out + box(0, deck, w, 6, lighten(wood, 0.2));
};
