/**
 * Furniture and fittings that stand on a room's floor, each `width` strip pixels wide with its
 * left edge at x and its feet on `floor`: counters, desks, beds, shelves, machines, exhibits.
 */
import { darken, lighten } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { box, dot, halo, line, neon, neonColor, oval, poly } from './shapes.js';
import type { StripContext } from './stripTypes.js';

export interface Prop {
  width: number;
  draw: (ctx: StripContext, x: number, floor: number) => string;
}

const legs = (
  ctx: StripContext,
  x: number,
  width: number,
  top: number,
  floor: number,
  color: string,
): string =>
  box(x + 6, top, 8, floor - top, color) + box(x + width - 14, top, 8, floor - top, color);

/** A table top on legs, with whatever stands on it drawn by `onTop` (given the top's y). */
function table(
  width: number,
  height: number,
  wood: string,
  onTop: (ctx: StripContext, x: number, top: number) => string,
  cloth: string | null = null,
): Prop {
  return {
    width,
    draw: (ctx, x, floor) => {
      const top = floor - height;
      const color = ctx.tone(wood);
      let out =
        legs(ctx, x, width, top, floor, darken(color, 0.2)) +
        box(x - 4, top, width + 8, 12, color, 3);
      if (cloth) {
        const c = ctx.tone(cloth);
        out += el('path', {
          d: `M${x - 8} ${top - 2} L${x + width + 8} ${top - 2} L${x + width + 14} ${top + 46} L${x - 14} ${top + 46}Z`,
          fill: c,
        });
        for (let cx = x - 8; cx < x + width; cx += 24)
          out += box(cx, top + 10, 12, 12, '#ffffff', 0, 0.5);
      }
      return out + onTop(ctx, x, top);
    },
  };
}

export const fridge: Prop = {
  width: 110,
  draw: (ctx, x, floor) => {
    const body = ctx.tone('#eef2f6');
    const top = floor - 380;
    return (
      box(x, top, 110, 380, body, 10) +
      box(x + 84, top, 26, 380, darken(body, 0.08), 10) +
      line(['M', x, top + 130, 'L', x + 110, top + 130], darken(body, 0.2), 3) +
      box(x + 10, top + 40, 8, 60, ctx.tone('#8a9098'), 4) +
      box(x + 10, top + 160, 8, 80, ctx.tone('#8a9098'), 4) +
      dot(x + 50, top + 70, 9, ctx.tone('#ff6a6a')) +
      box(x + 60, top + 190, 22, 28, ctx.tone('#ffd23f'), 2)
    );
  },
};

/** Base cupboards under a worktop, with `extra` on top (a stove, a sink, jars). */
function counter(
  width: number,
  extra: (ctx: StripContext, x: number, top: number) => string,
): Prop {
  return {
    width,
    draw: (ctx, x, floor) => {
      const top = floor - 210;
      const wood = ctx.tone('#e8d8b8');
      const worktop = ctx.tone('#8a94a8');
      let out = box(x, top + 14, width, floor - top - 14, darken(wood, 0.12));
      const doors = Math.max(1, Math.round(width / 90));
      const doorWidth = width / doors;
      for (let i = 0; i < doors; i++) {
        out += box(x + i * doorWidth + 5, top + 24, doorWidth - 10, floor - top - 40, wood, 4);
        out += box(x + i * doorWidth + doorWidth / 2 - 14, top + 36, 28, 5, ctx.tone('#6a6a70'), 2);
      }
      out +=
        box(x - 6, top, width + 12, 16, worktop, 3) +
        box(x - 6, top, width + 12, 4, lighten(worktop, 0.3));
      return out + extra(ctx, x, top);
    },
  };
}

export const stove = counter(150, (ctx, x, top) => {
  const steel = ctx.tone('#3a3a44');
  let out =
    box(x + 10, top + 30, 130, 150, ctx.tone('#2a2a30'), 6) +
    box(x + 24, top + 52, 102, 80, ctx.lit ? '#ff9a4a' : ctx.tone('#4a4a54'), 4);
  out += oval(x + 45, top - 2, 30, 6, steel) + oval(x + 105, top - 2, 30, 6, steel);
  const pot = ctx.tone('#d8503a');
  out +=
    box(x + 20, top - 56, 56, 52, pot, 8) +
    box(x + 12, top - 60, 72, 10, darken(pot, 0.2), 4) +
    line(
      [
        'M',
        x + 40,
        top - 70,
        'Q',
        x + 36,
        top - 100,
        x + 48,
        top - 120,
        'M',
        x + 58,
        top - 70,
        'Q',
        x + 54,
        top - 100,
        x + 66,
        top - 126,
      ],
      ctx.tone('#ffffff'),
      5,
      0.5,
    );
  out +=
    oval(x + 108, top - 8, 34, 8, ctx.tone('#3a3a44')) +
    line(['M', x + 142, top - 8, 'L', x + 172, top - 14], ctx.tone('#3a3a44'), 6);
  return out;
});

export const sink = counter(170, (ctx, x, top) => {
  const steel = ctx.tone('#b8c0c8');
  return (
    box(x + 40, top - 2, 90, 10, darken(steel, 0.2), 3) +
    line(
      [
        'M',
        x + 85,
        top,
        'L',
        x + 85,
        top - 60,
        'Q',
        x + 85,
        top - 76,
        x + 105,
        top - 72,
        'L',
        x + 105,
        top - 60,
      ],
      steel,
      8,
    ) +
    box(x + 140, top - 40, 20, 40, ctx.tone('#3aa8d8'), 6) +
    dot(x + 28, top - 14, 14, ctx.tone('#f4f0ea')) +
    dot(x + 28, top - 14, 9, ctx.tone('#e8d8b8'))
  );
});

export const worktop = counter(180, (ctx, x, top) => {
  const jars = ['#f2b43a', '#d8504a', '#6ab86a'].map(ctx.tone);
  let out =
    box(x + 10, top - 40, 80, 38, ctx.tone('#c8a070'), 4) +
    line(['M', x + 20, top - 28, 'L', x + 80, top - 28], ctx.tone('#9a7040'), 2);
  for (let i = 0; i < 3; i++)
    out +=
      box(x + 100 + i * 26, top - 44 + i * 4, 22, 42 - i * 4, jars[i] ?? '#f2b43a', 5) +
      box(x + 102 + i * 26, top - 50 + i * 4, 18, 8, ctx.tone('#9a7040'), 2);
  return out;
});

export const officeDesk = table(220, 180, '#c8a070', (ctx, x, top) => {
  const frame = ctx.tone('#2a2e38');
  let out =
    box(x + 40, top - 110, 130, 90, frame, 6) +
    box(x + 48, top - 102, 114, 74, ctx.lit ? '#7ac8ff' : ctx.tone('#9ad0f0'), 3);
  out += box(x + 98, top - 20, 14, 20, frame) + box(x + 80, top - 6, 50, 6, frame, 2);
  if (ctx.lit) out += halo(x + 105, top - 65, 80, '#7ac8ff', 0.6);
  out +=
    box(x + 150, top - 30, 30, 28, ctx.tone('#ffffff'), 3) +
    box(x + 10, top - 16, 40, 14, ctx.tone('#f4f0ea'), 1);
  // The chair in front.
  const seat = ctx.tone('#3a3a48');
  return (
    out +
    box(x + 70, top + 40, 80, 70, seat, 16) +
    box(x + 76, top + 110, 68, 18, seat, 8) +
    box(x + 106, top + 128, 8, 40, seat) +
    box(x + 80, top + 166, 60, 6, seat, 3)
  );
});

export const fileCabinet: Prop = {
  width: 80,
  draw: (ctx, x, floor) => {
    const body = ctx.tone('#a8b0bc');
    let out = box(x, floor - 200, 80, 200, body, 4);
    for (let d = 0; d < 3; d++)
      out +=
        box(x + 6, floor - 194 + d * 64, 68, 58, lighten(body, 0.1), 3) +
        box(x + 28, floor - 170 + d * 64, 24, 6, darken(body, 0.3), 2);
    return out;
  },
};

export const waterCooler: Prop = {
  width: 60,
  draw: (ctx, x, floor) =>
    box(x + 5, floor - 150, 50, 150, ctx.tone('#eef2f6'), 6) +
    box(x + 8, floor - 230, 44, 80, ctx.tone('#8ad0f0'), 14) +
    box(x + 20, floor - 120, 20, 10, ctx.tone('#3a8ad8'), 2),
};

export const pottedPlant: Prop = {
  width: 80,
  draw: (ctx, x, floor) => {
    const leaf = ctx.tone('#3f9a5a');
    let out = poly(
      [
        [x + 12, floor - 70],
        [x + 68, floor - 70],
        [x + 60, floor],
        [x + 20, floor],
      ],
      ctx.tone('#c8703a'),
    );
    for (let l = -3; l <= 3; l++)
      out += line(
        [
          'M',
          x + 40,
          floor - 70,
          'Q',
          x + 40 + l * 10,
          floor - 150,
          x + 40 + l * 22,
          floor - 170 + Math.abs(l) * 18,
        ],
        leaf,
        14,
      );
    return out;
  },
};

export const schoolDesk = table(150, 150, '#d8b080', (ctx, x, top) => {
  const chair = ctx.tone('#3a8ad8');
  return (
    box(x + 20, top - 8, 50, 8, ctx.tone('#ffffff'), 1) +
    box(x + 80, top - 24, 10, 24, ctx.tone('#e8403a'), 2) +
    box(x + 40, top + 60, 70, 12, chair, 3) +
    box(x + 40, top + 10, 10, 60, chair, 2) +
    box(x + 44, top + 72, 6, 78, darken(chair, 0.3)) +
    box(x + 100, top + 72, 6, 78, darken(chair, 0.3))
  );
});

export const teacherDesk = table(
  240,
  170,
  '#9a6a42',
  (ctx, x, top) =>
    dot(x + 40, top - 14, 14, ctx.tone('#e8403a')) +
    line(['M', x + 40, top - 28, 'L', x + 44, top - 36], ctx.tone('#5a8a3a'), 3) +
    box(x + 80, top - 30, 60, 30, ctx.tone('#3a6ab8'), 2) +
    box(x + 84, top - 40, 56, 10, ctx.tone('#e8b43a'), 2) +
    dot(x + 190, top - 46, 34, ctx.tone('#5ab0e8')) +
    el('path', {
      d: `M${x + 170} ${top - 60} Q${x + 190} ${top - 40} ${x + 210} ${top - 54}`,
      fill: 'none',
      stroke: ctx.tone('#6ac86a'),
      'stroke-width': 10,
    }) +
    box(x + 186, top - 12, 8, 12, ctx.tone('#6a4a30')),
);

export const pedestalVase: Prop = {
  width: 110,
  draw: (ctx, x, floor) => {
    const marble = ctx.tone('#f2ede2');
    const vase = ctx.tone(ctx.random.pick(['#3a6ab8', '#c8703a', '#2a9a8a']));
    return (
      box(x + 10, floor - 190, 90, 190, marble, 2) +
      box(x, floor - 200, 110, 16, darken(marble, 0.08), 2) +
      el('path', {
        d: `M${x + 40} ${floor - 200} Q${x + 14} ${floor - 250} ${x + 40} ${floor - 290} L${x + 70} ${floor - 290} Q${x + 96} ${floor - 250} ${x + 70} ${floor - 200}Z`,
        fill: vase,
      }) +
      line(['M', x + 24, floor - 250, 'L', x + 86, floor - 250], ctx.tone('#f2c23a'), 4)
    );
  },
};

export const pedestalBust: Prop = {
  width: 110,
  draw: (ctx, x, floor) => {
    const marble = ctx.tone('#f2ede2');
    const bust = ctx.tone('#dcd6ca');
    return (
      box(x + 10, floor - 190, 90, 190, marble, 2) +
      box(x, floor - 200, 110, 16, darken(marble, 0.08), 2) +
      el('path', {
        d: `M${x + 20} ${floor - 200} Q${x + 55} ${floor - 250} ${x + 90} ${floor - 200}Z`,
        fill: bust,
      }) +
      oval(x + 55, floor - 262, 24, 30, bust) +
      oval(x + 50, floor - 286, 26, 12, darken(bust, 0.1))
    );
  },
};

/** A dinosaur skeleton on a plinth, the museum's star. */
export const dinoSkeleton: Prop = {
  width: 320,
  draw: (ctx, x, floor) => {
    const base = floor - 40;
    const skeleton = (bone: string, grow: number): string => {
      let out = '';
      out += line(
        [
          'M',
          x + 20,
          base - 120,
          'Q',
          x + 80,
          base - 150,
          x + 160,
          base - 170,
          'Q',
          x + 220,
          base - 180,
          x + 260,
          base - 230,
        ],
        bone,
        12 + grow,
      );
      for (let r = 0; r < 7; r++)
        out += line(
          [
            'M',
            x + 110 + r * 14,
            base - 160 + r * -2,
            'Q',
            x + 104 + r * 14,
            base - 120,
            x + 116 + r * 14,
            base - 96,
          ],
          bone,
          5 + grow,
        );
      out += line(
        [
          'M',
          x + 120,
          base - 150,
          'L',
          x + 110,
          base - 60,
          'L',
          x + 120,
          base,
          'M',
          x + 190,
          base - 170,
          'L',
          x + 200,
          base - 70,
          'L',
          x + 190,
          base,
        ],
        bone,
        10 + grow,
      );
      out += el('path', {
        d: `M${x + 250} ${base - 236} L${x + 310} ${base - 250} L${x + 314} ${base - 226} L${x + 270} ${base - 212}Z`,
        fill: bone,
        stroke: bone,
        'stroke-width': grow,
      });
      out += dot(x + 276, base - 236, 6, darken(bone, 0.5));
      for (let t = 0; t < 4; t++)
        out += poly(
          [
            [x + 280 + t * 8, base - 214 - t * 2],
            [x + 284 + t * 8, base - 204],
            [x + 288 + t * 8, base - 216 - t * 2],
          ],
          bone,
        );
      return out;
    };
    const bone = ctx.tone('#eee2c4');
    return (
      box(x, base, 320, 40, ctx.tone('#6a6470'), 4) +
      skeleton(darken(bone, 0.35), 5) +
      skeleton(bone, 0)
    );
  },
};

export const ropeBarrier: Prop = {
  width: 200,
  draw: (ctx, x, floor) => {
    const brass = ctx.tone('#d8a83a');
    const rope = ctx.tone('#b8283a');
    return (
      box(x + 10, floor - 110, 10, 110, brass) +
      box(x + 180, floor - 110, 10, 110, brass) +
      dot(x + 15, floor - 112, 10, brass) +
      dot(x + 185, floor - 112, 10, brass) +
      line(['M', x + 15, floor - 104, 'Q', x + 100, floor - 60, x + 185, floor - 104], rope, 8) +
      oval(x + 15, floor - 2, 22, 6, brass) +
      oval(x + 185, floor - 2, 22, 6, brass)
    );
  },
};

export const bench: Prop = {
  width: 180,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#b07a4a');
    const metal = ctx.tone('#3a3a44');
    return (
      box(x, floor - 80, 180, 16, wood, 4) +
      box(x, floor - 140, 180, 14, wood, 4) +
      box(x, floor - 112, 180, 14, wood, 4) +
      box(x + 14, floor - 140, 8, 140, metal) +
      box(x + 158, floor - 140, 8, 140, metal)
    );
  },
};

export const planterPalm: Prop = {
  width: 150,
  draw: (ctx, x, floor) => {
    const leaf = ctx.tone('#3f9a5a');
    let out =
      box(x + 15, floor - 90, 120, 90, ctx.tone('#c8c0b0'), 8) +
      box(x + 66, floor - 240, 16, 150, ctx.tone('#a07040'), 4);
    for (const [dx, dy] of [
      [-80, 20],
      [-50, -30],
      [0, -50],
      [50, -30],
      [80, 20],
    ] as const)
      out += line(
        [
          'M',
          x + 74,
          floor - 240,
          'Q',
          x + 74 + dx * 0.5,
          floor - 280 + dy,
          x + 74 + dx,
          floor - 230 + dy,
        ],
        leaf,
        16,
      );
    return out;
  },
};

export const escalator: Prop = {
  width: 260,
  draw: (ctx, x, floor) => {
    const steel = ctx.tone('#b8c0cc');
    const glass = ctx.tone('#cfe8f4');
    let out = poly(
      [
        [x, floor],
        [x + 40, floor],
        [x + 260, floor - 300],
        [x + 260, floor - 340],
        [x + 220, floor - 340],
      ],
      steel,
    );
    out += poly(
      [
        [x - 6, floor - 40],
        [x + 214, floor - 340],
        [x + 224, floor - 330],
        [x + 4, floor - 30],
      ],
      glass,
      0.8,
    );
    for (let s = 0; s < 10; s++)
      out += box(x + 30 + s * 22, floor - 30 - s * 30, 22, 4, darken(steel, 0.3));
    return out;
  },
};

export const diningTable = table(
  200,
  140,
  '#8a5a3a',
  (ctx, x, top) => {
    const plate = ctx.tone('#ffffff');
    const chair = ctx.tone('#6a3a2a');
    let out =
      oval(x + 50, top - 6, 30, 6, plate) +
      oval(x + 150, top - 6, 30, 6, plate) +
      box(x + 96, top - 40, 8, 36, ctx.tone('#f4ead8'), 2);
    out += el('path', {
      d: `M${x + 100} ${top - 58} Q${x + 108} ${top - 46} ${x + 100} ${top - 40} Q${x + 92} ${top - 46} ${x + 100} ${top - 58}Z`,
      fill: '#ffc84a',
    });
    if (ctx.lit) out += halo(x + 100, top - 48, 50, '#ffc84a', 1);
    out +=
      box(x - 40, top - 60, 12, 200, chair, 3) +
      box(x - 40, top + 50, 50, 12, chair, 3) +
      box(x + 230, top - 60, 12, 200, chair, 3) +
      box(x + 190, top + 50, 50, 12, chair, 3);
    return out;
  },
  '#d8403a',
);

export const readingTable = table(240, 150, '#7a4a2a', (ctx, x, top) => {
  const shade = ctx.tone('#2f7a4a');
  let out =
    box(x + 30, top - 80, 8, 80, ctx.tone('#c8a040')) +
    el('path', {
      d: `M${x + 4} ${top - 66} Q${x + 34} ${top - 106} ${x + 64} ${top - 66}Z`,
      fill: shade,
    }) +
    halo(x + 34, top - 60, 70, '#fff0b0', ctx.lit ? 1.3 : 0.5);
  const books = ['#c8403a', '#3a6ab8', '#e8b43a', '#3a9a5a'].map(ctx.tone);
  for (let b = 0; b < 4; b++)
    out += box(x + 110 + (b % 2) * 6, top - 16 - b * 16, 90 - b * 8, 15, books[b] ?? '#c8403a', 2);
  return out + box(x + 210, top - 26, 40, 24, ctx.tone('#f4f0e4'), 2);
});

export const armchair: Prop = {
  width: 170,
  draw: (ctx, x, floor) => {
    const fabric = ctx.tone(ctx.random.pick(['#8a3a3a', '#3a6a8a', '#6a4a8a', '#3a7a5a']));
    return (
      box(x + 20, floor - 200, 130, 140, fabric, 30) +
      box(x, floor - 110, 170, 80, darken(fabric, 0.12), 20) +
      box(x + 30, floor - 100, 110, 30, lighten(fabric, 0.1), 12) +
      box(x + 14, floor - 30, 12, 30, ctx.tone('#4a3020')) +
      box(x + 144, floor - 30, 12, 30, ctx.tone('#4a3020'))
    );
  },
};

export const globeStand: Prop = {
  width: 100,
  draw: (ctx, x, floor) =>
    box(x + 46, floor - 120, 8, 120, ctx.tone('#6a4a30')) +
    oval(x + 50, floor - 4, 36, 8, ctx.tone('#6a4a30')) +
    dot(x + 50, floor - 170, 48, ctx.tone('#5ab0e8')) +
    el('path', {
      d: `M${x + 20} ${floor - 190} Q${x + 50} ${floor - 160} ${x + 80} ${floor - 180} L${x + 70} ${floor - 150} Q${x + 50} ${floor - 140} ${x + 30} ${floor - 160}Z`,
      fill: ctx.tone('#6ac86a'),
    }) +
    el('path', {
      d: `M${x + 50} ${floor - 226} A56 56 0 0 1 ${x + 50} ${floor - 114}`,
      fill: 'none',
      stroke: ctx.tone('#c8a040'),
      'stroke-width': 6,
    }),
};

export const pillar: Prop = {
  width: 90,
  draw: (ctx, x, floor) => {
    const stone = ctx.tone('#a8a2b4');
    let out = box(x + 15, 0, 60, floor, stone) + box(x + 55, 0, 20, floor, darken(stone, 0.12));
    for (let y = 30; y < floor; y += 60)
      out += line(['M', x + 15, y, 'L', x + 75, y], darken(stone, 0.2), 2, 0.6);
    return (
      out +
      box(x, floor - 30, 90, 30, darken(stone, 0.1), 3) +
      box(x, 0, 90, 24, darken(stone, 0.1))
    );
  },
};

export const throne: Prop = {
  width: 200,
  draw: (ctx, x, floor) => {
    const gold = ctx.tone('#e8b43a');
    const velvet = ctx.palette.primary;
    let out = box(x, floor - 40, 200, 40, ctx.tone('#8a2a3a'), 4);
    out += el('path', {
      d: `M${x + 40} ${floor - 40} L${x + 40} ${floor - 320} Q${x + 100} ${floor - 370} ${x + 160} ${floor - 320} L${x + 160} ${floor - 40}Z`,
      fill: gold,
    });
    out += el('path', {
      d: `M${x + 56} ${floor - 120} L${x + 56} ${floor - 300} Q${x + 100} ${floor - 336} ${x + 144} ${floor - 300} L${x + 144} ${floor - 120}Z`,
      fill: velvet,
    });
    out +=
      box(x + 26, floor - 140, 148, 40, gold, 8) +
      box(x + 40, floor - 120, 120, 30, darken(velvet, 0.1), 6);
    for (const cx of [x + 40, x + 100, x + 160])
      out += poly(
        [
          [cx - 10, floor - 330 + (cx === x + 100 ? -40 : 0)],
          [cx, floor - 360 + (cx === x + 100 ? -40 : 0)],
          [cx + 10, floor - 330 + (cx === x + 100 ? -40 : 0)],
        ],
        gold,
      );
    return out + dot(x + 100, floor - 250, 12, ctx.tone('#e8403a'));
  },
};

export const armorStand: Prop = {
  width: 110,
  draw: (ctx, x, floor) => {
    const steel = ctx.tone('#c0c6d0');
    const dark = darken(steel, 0.3);
    return (
      box(x + 20, floor - 14, 70, 14, ctx.tone('#5a4030'), 3) +
      box(x + 40, floor - 130, 12, 116, steel) +
      box(x + 58, floor - 130, 12, 116, steel) +
      box(x + 30, floor - 240, 50, 110, steel, 10) +
      line(['M', x + 55, floor - 230, 'L', x + 55, floor - 140], dark, 3) +
      box(x + 36, floor - 290, 38, 50, steel, 14) +
      box(x + 42, floor - 270, 26, 6, dark, 2) +
      box(x + 14, floor - 236, 16, 90, steel, 8) +
      box(x + 80, floor - 236, 16, 90, steel, 8) +
      line(['M', x + 100, floor - 300, 'L', x + 100, floor], ctx.tone('#8a6a4a'), 5) +
      poly(
        [
          [x + 92, floor - 300],
          [x + 100, floor - 330],
          [x + 108, floor - 300],
        ],
        steel,
      )
    );
  },
};

export const barrel: Prop = {
  width: 90,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#9a6a42');
    const band = ctx.tone('#4a4a54');
    return (
      box(x + 5, floor - 120, 80, 120, wood, 18) +
      box(x + 5, floor - 100, 80, 8, band) +
      box(x + 5, floor - 28, 80, 8, band) +
      line(
        [
          'M',
          x + 30,
          floor - 118,
          'L',
          x + 30,
          floor - 2,
          'M',
          x + 60,
          floor - 118,
          'L',
          x + 60,
          floor - 2,
        ],
        darken(wood, 0.2),
        2,
      )
    );
  },
};

export const crateStack: Prop = {
  width: 130,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#c8985a');
    const crate = (cx: number, cy: number, s: number) =>
      box(cx, cy, s, s, wood, 2) +
      el('path', {
        d: `M${cx} ${cy} L${cx + s} ${cy + s} M${cx + s} ${cy} L${cx} ${cy + s}`,
        stroke: darken(wood, 0.25),
        'stroke-width': 5,
        fill: 'none',
      }) +
      el('rect', {
        x: cx,
        y: cy,
        width: s,
        height: s,
        fill: 'none',
        stroke: darken(wood, 0.3),
        'stroke-width': 5,
      });
    return (
      crate(x, floor - 70, 70) + crate(x + 64, floor - 60, 60) + crate(x + 24, floor - 130, 60)
    );
  },
};

export const bed: Prop = {
  width: 300,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#b07a4a');
    const sheet = ctx.tone(ctx.random.pick(['#7ab8f0', '#ff9ad0', '#9ae0a0', '#ffd23f']));
    return (
      box(x, floor - 230, 30, 230, wood, 8) +
      box(x + 270, floor - 160, 30, 160, wood, 8) +
      box(x + 20, floor - 110, 260, 70, darken(wood, 0.1), 4) +
      box(x + 24, floor - 140, 252, 40, ctx.tone('#ffffff'), 12) +
      box(x + 100, floor - 150, 176, 70, sheet, 14) +
      oval(x + 66, floor - 148, 40, 18, ctx.tone('#f6f2ec'))
    );
  },
};

export const nightstand: Prop = {
  width: 100,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#c8986a');
    const shade = ctx.tone('#ffd8a0');
    return (
      box(x + 10, floor - 120, 80, 120, wood, 4) +
      box(x + 18, floor - 100, 64, 40, lighten(wood, 0.1), 3) +
      box(x + 46, floor - 180, 8, 60, ctx.tone('#6a6a70')) +
      poly(
        [
          [x + 24, floor - 180],
          [x + 76, floor - 180],
          [x + 66, floor - 230],
          [x + 34, floor - 230],
        ],
        shade,
      ) +
      halo(x + 50, floor - 200, 80, '#ffd890', ctx.lit ? 1.3 : 0.4)
    );
  },
};

export const dresser: Prop = {
  width: 160,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#d8b080');
    let out = box(x, floor - 180, 160, 180, wood, 4);
    for (let d = 0; d < 3; d++)
      out +=
        box(x + 8, floor - 172 + d * 56, 144, 50, lighten(wood, 0.08), 3) +
        dot(x + 80, floor - 147 + d * 56, 5, ctx.tone('#6a5040'));
    return (
      out +
      box(x + 20, floor - 214, 34, 34, ctx.tone('#e8403a'), 6) +
      dot(x + 120, floor - 200, 20, ctx.tone('#ffd23f'))
    );
  },
};

export const toyBox: Prop = {
  width: 150,
  draw: (ctx, x, floor) => {
    const box$ = ctx.tone('#3a8ad8');
    return (
      box(x, floor - 100, 150, 100, box$, 6) +
      box(x - 4, floor - 110, 158, 16, darken(box$, 0.2), 4) +
      dot(x + 40, floor - 130, 26, ctx.tone('#e8403a')) +
      box(x + 80, floor - 150, 40, 40, ctx.tone('#ffd23f'), 4) +
      dot(x + 120, floor - 118, 14, ctx.tone('#6ac86a'))
    );
  },
};

export const sofa: Prop = {
  width: 300,
  draw: (ctx, x, floor) => {
    const fabric = ctx.tone(ctx.random.pick(['#4a7ab8', '#b84a5a', '#5a9a6a', '#8a6ab8']));
    return (
      box(x + 10, floor - 190, 280, 110, fabric, 24) +
      box(x, floor - 120, 300, 90, darken(fabric, 0.12), 20) +
      box(x + 30, floor - 110, 115, 34, lighten(fabric, 0.12), 12) +
      box(x + 155, floor - 110, 115, 34, lighten(fabric, 0.12), 12) +
      box(x - 10, floor - 150, 40, 120, fabric, 16) +
      box(x + 270, floor - 150, 40, 120, fabric, 16) +
      box(x + 20, floor - 30, 14, 30, ctx.tone('#4a3020')) +
      box(x + 266, floor - 30, 14, 30, ctx.tone('#4a3020')) +
      box(x + 200, floor - 180, 60, 50, ctx.tone('#ffd23f'), 14)
    );
  },
};

export const tvStand: Prop = {
  width: 240,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#6a4a3a');
    const frame = ctx.tone('#1a1a22');
    let out =
      box(x, floor - 90, 240, 90, wood, 4) +
      box(x + 20, floor - 250, 200, 150, frame, 6) +
      box(x + 28, floor - 242, 184, 134, ctx.lit ? '#4ab0ff' : ctx.tone('#3a5a8a'), 3);
    out += el('path', {
      d: `M${x + 28} ${floor - 150} Q${x + 100} ${floor - 220} ${x + 212} ${floor - 170} L${x + 212} ${floor - 108} L${x + 28} ${floor - 108}Z`,
      fill: ctx.tone('#6ac86a'),
      'fill-opacity': 0.8,
    });
    if (ctx.lit) out += halo(x + 120, floor - 175, 160, '#7ac8ff', 0.7);
    return out + box(x + 110, floor - 100, 20, 10, frame);
  },
};

export const floorLamp: Prop = {
  width: 90,
  draw: (ctx, x, floor) =>
    box(x + 41, floor - 280, 8, 280, ctx.tone('#3a3a44')) +
    oval(x + 45, floor - 4, 34, 8, ctx.tone('#3a3a44')) +
    poly(
      [
        [x + 10, floor - 270],
        [x + 80, floor - 270],
        [x + 66, floor - 330],
        [x + 24, floor - 330],
      ],
      ctx.tone('#f4e0b8'),
    ) +
    halo(x + 45, floor - 280, 110, '#ffd890', ctx.lit ? 1.4 : 0.4),
};

export const bathtub: Prop = {
  width: 300,
  draw: (ctx, x, floor) => {
    const enamel = ctx.tone('#f8fafc');
    let out = '';
    for (let b = 0; b < 9; b++)
      out += dot(x + 30 + b * 30, floor - 150 - (b % 3) * 10, 22, ctx.tone('#ffffff'), 0.9);
    out +=
      box(x, floor - 160, 300, 130, enamel, 40) +
      box(x, floor - 160, 300, 20, darken(enamel, 0.06), 10);
    out +=
      box(x + 30, floor - 30, 20, 30, ctx.tone('#c8a040'), 8) +
      box(x + 250, floor - 30, 20, 30, ctx.tone('#c8a040'), 8);
    out += line(
      ['M', x + 270, floor - 160, 'L', x + 270, floor - 230, 'L', x + 240, floor - 230],
      ctx.tone('#b8c0c8'),
      8,
    );
    return (
      out +
      oval(x + 120, floor - 170, 18, 12, ctx.tone('#ffd23f')) +
      dot(x + 132, floor - 178, 7, ctx.tone('#ffd23f'))
    );
  },
};

export const bathSink: Prop = {
  width: 120,
  draw: (ctx, x, floor) => {
    const enamel = ctx.tone('#f8fafc');
    return (
      box(x + 46, floor - 160, 28, 160, enamel, 8) +
      el('path', {
        d: `M${x} ${floor - 190} L${x + 120} ${floor - 190} Q${x + 110} ${floor - 140} ${x + 60} ${floor - 140} Q${x + 10} ${floor - 140} ${x} ${floor - 190}Z`,
        fill: enamel,
      }) +
      line(
        ['M', x + 60, floor - 190, 'L', x + 60, floor - 220, 'L', x + 76, floor - 220],
        ctx.tone('#b8c0c8'),
        6,
      )
    );
  },
};

export const toilet: Prop = {
  width: 120,
  draw: (ctx, x, floor) => {
    const enamel = ctx.tone('#f8fafc');
    const shade = darken(enamel, 0.08);
    return (
      box(x + 60, floor - 230, 54, 110, enamel, 8) +
      el('path', {
        d: `M${x + 10} ${floor - 130} L${x + 110} ${floor - 130} Q${x + 104} ${floor - 60} ${x + 80} ${floor - 50} L${x + 84} ${floor} L${x + 36} ${floor} L${x + 40} ${floor - 50} Q${x + 16} ${floor - 60} ${x + 10} ${floor - 130}Z`,
        fill: enamel,
      }) +
      box(x + 4, floor - 140, 112, 14, shade, 7)
    );
  },
};

export const shelfUnit: Prop = {
  width: 260,
  draw: (ctx, x, floor) => {
    const metal = ctx.tone('#c8ccd4');
    const goods = ['#e8403a', '#f2b43a', '#3a8ad8', '#6ac86a', '#ff7ab0', '#ffffff', '#8a5ad8'].map(
      ctx.tone,
    );
    let out = box(x, floor - 360, 260, 360, darken(metal, 0.1), 3);
    for (let s = 0; s < 5; s++) {
      const y = floor - 350 + s * 70;
      out += box(x + 6, y + 56, 248, 8, metal);
      for (let px = x + 10; px < x + 244;) {
        const width = ctx.random.range(18, 34);
        const height = ctx.random.range(30, 52);
        const color = ctx.random.pick(goods);
        out += ctx.random.chance(0.3)
          ? dot(px + width / 2, y + 56 - width / 2, width / 2, color)
          : box(px, y + 56 - height, width - 3, height, color, 3) +
            box(px + 3, y + 60 - height * 0.6, width - 9, height * 0.25, '#ffffff', 1, 0.7);
        px += width;
      }
    }
    return out;
  },
};

export const checkoutCounter: Prop = {
  width: 240,
  draw: (ctx, x, floor) => {
    const body = ctx.tone('#e8ecf0');
    return (
      box(x, floor - 150, 240, 150, body, 6) +
      box(x - 6, floor - 160, 252, 16, ctx.tone('#3a3a44'), 4) +
      box(x + 150, floor - 230, 70, 60, ctx.tone('#2a2a30'), 4) +
      box(x + 156, floor - 224, 58, 40, ctx.lit ? '#7af0a0' : ctx.tone('#5ac88a'), 2) +
      box(x + 20, floor - 190, 40, 30, ctx.tone('#f2b43a'), 4) +
      box(x + 70, floor - 186, 30, 26, ctx.tone('#e8403a'), 4) +
      box(x + 230, floor - 300, 6, 140, ctx.tone('#3a3a44')) +
      dot(x + 233, floor - 310, 14, ctx.tone('#3aa86a'))
    );
  },
};

export const cart: Prop = {
  width: 170,
  draw: (ctx, x, floor) => {
    const wire = ctx.tone('#8a94a8');
    let out = el('path', {
      d: `M${x} ${floor - 170} L${x + 150} ${floor - 170} L${x + 130} ${floor - 60} L${x + 20} ${floor - 60}Z`,
      fill: 'none',
      stroke: wire,
      'stroke-width': 6,
    });
    for (let g = 1; g < 6; g++)
      out += line(['M', x + g * 25, floor - 170, 'L', x + 15 + g * 21, floor - 60], wire, 2);
    out +=
      line(['M', x + 150, floor - 170, 'L', x + 170, floor - 200], wire, 6) +
      line(['M', x + 20, floor - 60, 'L', x + 30, floor - 24, 'L', x + 130, floor - 24], wire, 5);
    return (
      out +
      dot(x + 34, floor - 12, 12, ctx.tone('#2a2a30')) +
      dot(x + 124, floor - 12, 12, ctx.tone('#2a2a30')) +
      box(x + 30, floor - 200, 40, 40, ctx.tone('#f2b43a'), 4) +
      dot(x + 100, floor - 190, 22, ctx.tone('#e8403a'))
    );
  },
};

export const fruitCrates: Prop = {
  width: 220,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#c8985a');
    const fruit = ['#e8403a', '#f2b43a', '#6ac86a', '#ff8a3a'].map(ctx.tone);
    let out = '';
    for (let c = 0; c < 3; c++) {
      const cx = x + c * 74;
      const color = fruit[c % fruit.length] ?? '#e8403a';
      for (let f = 0; f < 5; f++)
        out += dot(cx + 12 + f * 12, floor - 104 + (f % 2) * 6, 12, color);
      out += box(cx, floor - 100, 70, 100, wood, 3) + box(cx, floor - 60, 70, 6, darken(wood, 0.2));
    }
    return out;
  },
};

export const weightRack: Prop = {
  width: 220,
  draw: (ctx, x, floor) => {
    const metal = ctx.tone('#3a3a44');
    const plate = ctx.tone('#2a2a30');
    let out =
      box(x + 10, floor - 220, 12, 220, metal) +
      box(x + 198, floor - 220, 12, 220, metal) +
      box(x, floor - 200, 220, 10, ctx.tone('#b8c0c8'), 5);
    out += box(x - 10, floor - 230, 20, 70, plate, 6) + box(x + 210, floor - 230, 20, 70, plate, 6);
    for (let d = 0; d < 5; d++)
      out +=
        box(x + 30 + d * 34, floor - 60, 26, 20, ctx.tone(d % 2 ? '#e8403a' : '#3a8ad8'), 6) +
        box(x + 38 + d * 34, floor - 54, 10, 8, metal);
    return out + box(x + 20, floor - 40, 180, 10, metal);
  },
};

export const treadmill: Prop = {
  width: 240,
  draw: (ctx, x, floor) => {
    const metal = ctx.tone('#3a3a44');
    return (
      poly(
        [
          [x, floor - 20],
          [x + 200, floor - 40],
          [x + 200, floor - 20],
          [x, floor],
        ],
        metal,
      ) +
      box(x, floor - 40, 200, 18, ctx.tone('#1a1a22'), 8) +
      line(
        ['M', x + 190, floor - 40, 'L', x + 210, floor - 220, 'L', x + 160, floor - 240],
        metal,
        10,
      ) +
      box(x + 160, floor - 262, 70, 36, ctx.tone('#2a2a30'), 6) +
      box(x + 168, floor - 256, 54, 24, ctx.lit ? '#7af0a0' : ctx.tone('#5ac88a'), 2)
    );
  },
};

export const exerciseMat: Prop = {
  width: 180,
  draw: (ctx, x, floor) =>
    box(x, floor - 18, 180, 18, ctx.tone('#3a8ad8'), 6) +
    dot(x + 130, floor - 70, 52, ctx.tone('#ff7ab0')) +
    el('path', {
      d: `M${x + 84} ${floor - 80} Q${x + 130} ${floor - 60} ${x + 176} ${floor - 80}`,
      fill: 'none',
      stroke: ctx.tone('#ffffff'),
      'stroke-width': 4,
      'stroke-opacity': 0.6,
    }),
};

export const hospitalBed: Prop = {
  width: 300,
  draw: (ctx, x, floor) => {
    const frame = ctx.tone('#b8c0cc');
    const sheet = ctx.tone('#eaf4fa');
    return (
      box(x + 10, floor - 130, 280, 20, frame, 4) +
      box(x + 20, floor - 110, 10, 100, frame) +
      box(x + 270, floor - 110, 10, 100, frame) +
      dot(x + 25, floor - 8, 9, ctx.tone('#3a3a44')) +
      dot(x + 275, floor - 8, 9, ctx.tone('#3a3a44')) +
      box(x, floor - 220, 20, 130, frame, 6) +
      box(x + 20, floor - 170, 270, 44, sheet, 10) +
      oval(x + 60, floor - 178, 36, 16, ctx.tone('#ffffff')) +
      box(x + 110, floor - 180, 180, 40, ctx.tone('#8ad0e0'), 10)
    );
  },
};

export const ivStand: Prop = {
  width: 80,
  draw: (ctx, x, floor) => {
    const steel = ctx.tone('#b8c0cc');
    return (
      box(x + 36, floor - 300, 6, 300, steel) +
      line(['M', x + 10, floor, 'L', x + 70, floor], steel, 6) +
      line(['M', x + 20, floor - 300, 'L', x + 58, floor - 300], steel, 4) +
      box(x + 44, floor - 290, 24, 40, ctx.tone('#cfeef8'), 6) +
      line(
        ['M', x + 56, floor - 250, 'Q', x + 60, floor - 180, x + 30, floor - 160],
        ctx.tone('#cfeef8'),
        2,
      )
    );
  },
};

export const heartMonitor: Prop = {
  width: 110,
  draw: (ctx, x, floor) => {
    const glow = ctx.tone('#3af07a');
    return (
      box(x + 50, floor - 170, 10, 170, ctx.tone('#8a94a8')) +
      box(x + 10, floor - 260, 90, 90, ctx.tone('#2a3040'), 8) +
      box(x + 18, floor - 252, 74, 60, '#06140c', 3) +
      line(
        [
          'M',
          x + 22,
          floor - 222,
          'L',
          x + 40,
          floor - 222,
          'L',
          x + 48,
          floor - 244,
          'L',
          x + 56,
          floor - 204,
          'L',
          x + 64,
          floor - 222,
          'L',
          x + 88,
          floor - 222,
        ],
        glow,
        3,
      ) +
      halo(x + 55, floor - 222, 50, glow, 0.5)
    );
  },
};

export const labBench = table(
  260,
  170,
  '#e8ecf0',
  (ctx, x, top) => {
    const liquids = ['#3af0c8', '#ff6ad0', '#ffd23f', '#7a9aff'].map(ctx.tone);
    const glass = ctx.tone('#e8f4fa');
    let out = '';
    for (let f = 0; f < 3; f++) {
      const fx = x + 30 + f * 60;
      const liquid = ctx.random.pick(liquids);
      out += el('path', {
        d: `M${fx - 6} ${top - 70} L${fx - 6} ${top - 44} L${fx - 26} ${top} L${fx + 26} ${top} L${fx + 6} ${top - 44} L${fx + 6} ${top - 70}Z`,
        fill: glass,
        'fill-opacity': 0.85,
      });
      out +=
        poly(
          [
            [fx - 20, top - 12],
            [fx + 20, top - 12],
            [fx + 26, top],
            [fx - 26, top],
          ],
          liquid,
        ) + halo(fx, top - 14, 34, liquid, 0.7);
      out += dot(fx + 2, top - 80, 5, liquid, 0.7) + dot(fx - 3, top - 94, 4, liquid, 0.6);
    }
    out +=
      box(x + 200, top - 110, 16, 110, ctx.tone('#3a3a44')) +
      box(x + 186, top - 120, 44, 20, ctx.tone('#3a3a44'), 4) +
      oval(x + 208, top - 4, 30, 6, ctx.tone('#3a3a44'));
    return out;
  },
  null,
);

export const teslaCoil: Prop = {
  width: 110,
  draw: (ctx, x, floor) => {
    const copper = ctx.tone('#c8703a');
    let out =
      box(x + 20, floor - 40, 70, 40, ctx.tone('#3a3a44'), 4) +
      box(x + 40, floor - 240, 30, 200, copper, 6);
    for (let r = 0; r < 8; r++)
      out += box(x + 38, floor - 230 + r * 24, 34, 6, darken(copper, 0.25), 3);
    out += dot(x + 55, floor - 262, 30, ctx.tone('#b8c0cc'));
    const spark = ctx.tone('#9ae8ff');
    return (
      out +
      line(
        [
          'M',
          x + 55,
          floor - 290,
          'L',
          x + 30,
          floor - 320,
          'L',
          x + 44,
          floor - 330,
          'L',
          x + 14,
          floor - 370,
        ],
        spark,
        3,
      ) +
      halo(x + 55, floor - 262, 60, spark, 0.9)
    );
  },
};

export const conveyor: Prop = {
  width: 320,
  draw: (ctx, x, floor) => {
    const metal = ctx.tone('#5a6070');
    const belt = ctx.tone('#2a2a30');
    let out =
      box(x + 20, floor - 110, 14, 110, metal) +
      box(x + 286, floor - 110, 14, 110, metal) +
      box(x, floor - 130, 320, 26, belt, 13);
    for (let r = 0; r < 8; r++) out += dot(x + 14 + r * 41, floor - 117, 9, metal);
    for (let b = 0; b < 3; b++)
      out +=
        box(x + 30 + b * 100, floor - 190, 62, 58, ctx.tone('#c8985a'), 3) +
        box(x + 54 + b * 100, floor - 190, 14, 58, ctx.tone('#e8c890'));
    return out;
  },
};

export const gearMachine: Prop = {
  width: 220,
  draw: (ctx, x, floor) => {
    const body = ctx.tone('#8a94a8');
    const gear = (cx: number, cy: number, r: number, color: string) => {
      let g = dot(cx, cy, r, color);
      for (let t = 0; t < 8; t++) {
        const a = (t / 8) * Math.PI * 2;
        g += el('rect', {
          x: cx + Math.cos(a) * r - 7,
          y: cy + Math.sin(a) * r - 7,
          width: 14,
          height: 14,
          fill: color,
          transform: `rotate(${(a * 180) / Math.PI} ${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r})`,
        });
      }
      return g + dot(cx, cy, r * 0.35, darken(color, 0.35));
    };
    let out =
      box(x, floor - 260, 220, 260, body, 8) +
      box(x + 14, floor - 246, 80, 50, ctx.tone('#2a3040'), 4) +
      dot(x + 34, floor - 221, 10, ctx.lit ? '#ff4a4a' : ctx.tone('#c84a4a')) +
      dot(x + 70, floor - 221, 10, ctx.tone('#4ad86a'));
    out +=
      gear(x + 150, floor - 190, 44, ctx.tone('#e8b43a')) +
      gear(x + 80, floor - 100, 36, ctx.tone('#c8703a'));
    for (let s = 0; s < 6; s++)
      out += poly(
        [
          [x + s * 37, floor - 22],
          [x + s * 37 + 18, floor - 22],
          [x + s * 37 + 4, floor],
          [x + s * 37 - 14, floor],
        ],
        ctx.tone('#f2c23a'),
      );
    return out;
  },
};

export const cellBars: Prop = {
  width: 260,
  draw: (ctx, x, floor) => {
    const iron = ctx.tone('#3a3a44');
    let out = box(x, floor - 360, 260, 14, iron) + box(x, floor - 180, 260, 10, iron);
    for (let b = 0; b < 9; b++) out += box(x + 6 + b * 30, floor - 360, 9, 360, iron, 4);
    return (
      out +
      box(x + 200, floor - 200, 30, 24, darken(iron, 0.2), 4) +
      el('circle', {
        cx: x + 215,
        cy: floor - 170,
        r: 10,
        fill: 'none',
        stroke: ctx.tone('#c8a040'),
        'stroke-width': 4,
      })
    );
  },
};

export const grandfatherClock: Prop = {
  width: 110,
  draw: (ctx, x, floor) => {
    const wood = ctx.tone('#5a3a2a');
    return (
      box(x + 10, floor - 420, 90, 420, wood, 6) +
      poly(
        [
          [x + 4, floor - 420],
          [x + 55, floor - 460],
          [x + 106, floor - 420],
        ],
        wood,
      ) +
      dot(x + 55, floor - 360, 34, ctx.tone('#f4ead0')) +
      line(
        [
          'M',
          x + 55,
          floor - 360,
          'L',
          x + 55,
          floor - 384,
          'M',
          x + 55,
          floor - 360,
          'L',
          x + 70,
          floor - 350,
        ],
        ctx.tone('#2a2020'),
        3,
      ) +
      box(x + 30, floor - 300, 50, 200, darken(wood, 0.3), 4) +
      line(['M', x + 55, floor - 290, 'L', x + 66, floor - 150], ctx.tone('#c8a040'), 3) +
      dot(x + 66, floor - 146, 14, ctx.tone('#c8a040'))
    );
  },
};

export const candleTable = table(180, 160, '#4a3030', (ctx, x, top) => {
  let out = '';
  for (const cx of [x + 50, x + 90, x + 130]) {
    const h = ctx.random.range(30, 60);
    out +=
      box(cx - 6, top - h, 12, h, ctx.tone('#f4ecd8'), 2) +
      el('path', {
        d: `M${cx} ${top - h - 18} Q${cx + 7} ${top - h - 6} ${cx} ${top - h} Q${cx - 7} ${top - h - 6} ${cx} ${top - h - 18}Z`,
        fill: '#ffc84a',
      }) +
      halo(cx, top - h - 8, 40, '#ffc84a', 1);
  }
  return (
    out +
    line(
      ['M', x - 6, top + 10, 'L', x + 20, top + 60, 'M', x + 186, top + 10, 'L', x + 160, top + 60],
      ctx.tone('#e8e4f0'),
      1.5,
      0.6,
    )
  );
});

export const bridgeConsole: Prop = {
  width: 260,
  draw: (ctx, x, floor) => {
    const body = ctx.tone('#4a5470');
    let out = poly(
      [
        [x, floor],
        [x, floor - 130],
        [x + 40, floor - 190],
        [x + 220, floor - 190],
        [x + 260, floor - 130],
        [x + 260, floor],
      ],
      body,
    );
    out += poly(
      [
        [x + 10, floor - 134],
        [x + 46, floor - 182],
        [x + 214, floor - 182],
        [x + 250, floor - 134],
      ],
      '#0a1830',
    );
    const lights = ['#ff4a6a', '#4af0c8', '#ffd23f', '#7a9aff'].map(ctx.tone);
    for (let l = 0; l < 12; l++)
      out += dot(
        x + 50 + (l % 6) * 32,
        floor - 170 + Math.floor(l / 6) * 22,
        6,
        ctx.random.pick(lights),
      );
    out +=
      box(x + 90, floor - 300, 80, 100, ctx.tone('#2a3040'), 6) +
      box(x + 98, floor - 292, 64, 70, '#0a2a3a', 3) +
      line(
        [
          'M',
          x + 104,
          floor - 250,
          'L',
          x + 124,
          floor - 270,
          'L',
          x + 140,
          floor - 245,
          'L',
          x + 156,
          floor - 275,
        ],
        ctx.tone('#4af0c8'),
        3,
      );
    return out + halo(x + 130, floor - 160, 110, '#4af0c8', 0.5);
  },
};

export const captainChair: Prop = {
  width: 130,
  draw: (ctx, x, floor) => {
    const seat = ctx.tone('#c8d0e0');
    return (
      box(x + 20, floor - 260, 90, 150, seat, 24) +
      box(x + 6, floor - 120, 118, 40, darken(seat, 0.12), 12) +
      box(x + 58, floor - 80, 14, 60, ctx.tone('#3a3a44')) +
      box(x + 20, floor - 20, 90, 12, ctx.tone('#3a3a44'), 6)
    );
  },
};

export const adBoards: Prop = {
  width: 360,
  draw: (ctx, x, floor) => {
    const colors = ['#e8403a', '#3a8ad8', '#f2b43a', '#3aa86a'].map(ctx.tone);
    let out = '';
    for (let b = 0; b < 3; b++) {
      const color = colors[b % colors.length] ?? '#e8403a';
      out +=
        box(x + b * 120, floor - 80, 116, 80, color, 3) +
        dot(x + b * 120 + 40, floor - 40, 20, ctx.tone('#ffffff')) +
        box(x + b * 120 + 66, floor - 50, 40, 8, ctx.tone('#ffffff'), 2) +
        box(x + b * 120 + 66, floor - 34, 30, 8, ctx.tone('#ffffff'), 2);
      if (ctx.atmosphere.mood === 'neon')
        out += neon(
          ['M', x + b * 120, floor - 80, 'L', x + b * 120 + 116, floor - 80],
          neonColor(ctx),
          2,
        );
    }
    return out;
  },
};

export const blocksTower: Prop = {
  width: 200,
  draw: (ctx, x, floor) => {
    const colors = ['#e8403a', '#3a8ad8', '#f2b43a', '#3aa86a', '#b04ad8'].map(ctx.tone);
    let out = '';
    let y = floor;
    for (let level = 0; level < 5; level++) {
      const count = 3 - Math.floor(level / 2);
      for (let b = 0; b < count; b++) {
        const bx = x + 10 + b * 60 + level * 14;
        const color = ctx.random.pick(colors);
        out +=
          box(bx, y - 56, 56, 56, color, 4) + box(bx + 14, y - 42, 28, 28, lighten(color, 0.25), 3);
      }
      y -= 56;
    }
    return out;
  },
};

export const teddy: Prop = {
  width: 150,
  draw: (ctx, x, floor) => {
    const fur = ctx.tone('#c8884a');
    const light = lighten(fur, 0.3);
    return (
      oval(x + 75, floor - 70, 60, 66, fur) +
      oval(x + 75, floor - 60, 34, 40, light) +
      dot(x + 75, floor - 170, 50, fur) +
      dot(x + 35, floor - 210, 20, fur) +
      dot(x + 115, floor - 210, 20, fur) +
      oval(x + 75, floor - 155, 20, 14, light) +
      dot(x + 58, floor - 180, 6, '#2a2020') +
      dot(x + 92, floor - 180, 6, '#2a2020') +
      dot(x + 75, floor - 160, 7, '#2a2020') +
      oval(x + 30, floor - 10, 28, 16, fur) +
      oval(x + 120, floor - 10, 28, 16, fur)
    );
  },
};

export const toyTrain: Prop = {
  width: 300,
  draw: (ctx, x, floor) => {
    const red = ctx.tone('#e8403a');
    const blue = ctx.tone('#3a8ad8');
    const yellow = ctx.tone('#f2b43a');
    let out =
      box(x + 180, floor - 150, 110, 110, red, 6) +
      box(x + 190, floor - 210, 70, 60, blue, 6) +
      box(x + 200, floor - 200, 50, 36, ctx.tone('#cfe8f4'), 4) +
      box(x + 136, floor - 120, 50, 80, red, 6) +
      box(x + 146, floor - 160, 20, 40, ctx.tone('#3a3a44'), 3);
    out += box(x, floor - 110, 120, 70, yellow, 6) + box(x + 8, floor - 130, 104, 24, blue, 6);
    for (const wx of [x + 30, x + 90, x + 160, x + 210, x + 262])
      out += dot(wx, floor - 30, 24, ctx.tone('#2a2a30')) + dot(wx, floor - 30, 9, yellow);
    return out;
  },
};

export const ball: Prop = {
  width: 120,
  draw: (ctx, x, floor) =>
    dot(x + 60, floor - 56, 56, ctx.tone('#e8403a')) +
    el('path', {
      d: `M${x + 6} ${floor - 56} Q${x + 60} ${floor - 20} ${x + 114} ${floor - 56}`,
      fill: 'none',
      stroke: ctx.tone('#ffffff'),
      'stroke-width': 14,
    }) +
    dot(x + 40, floor - 86, 12, '#ffffff', 0.5),
};

export const iceCream: Prop = {
  width: 140,
  draw: (ctx, x, floor) => {
    const cone = ctx.tone('#e8b070');
    const scoops = ['#ff9ad0', '#ffffff', '#9ae0c0', '#ffd080'].map(ctx.tone);
    return (
      poly(
        [
          [x + 30, floor - 220],
          [x + 110, floor - 220],
          [x + 70, floor],
        ],
        cone,
      ) +
      line(
        [
          'M',
          x + 40,
          floor - 200,
          'L',
          x + 90,
          floor - 120,
          'M',
          x + 100,
          floor - 200,
          'L',
          x + 54,
          floor - 100,
        ],
        darken(cone, 0.2),
        3,
      ) +
      dot(x + 70, floor - 240, 48, ctx.random.pick(scoops)) +
      dot(x + 70, floor - 300, 40, ctx.random.pick(scoops)) +
      dot(x + 74, floor - 344, 10, ctx.tone('#e8403a'))
    );
  },
};

export const cupcake: Prop = {
  width: 150,
  draw: (ctx, x, floor) => {
    const wrapper = ctx.tone('#ff7ab0');
    const frosting = ctx.tone('#fff0f8');
    let out = poly(
      [
        [x + 20, floor - 110],
        [x + 130, floor - 110],
        [x + 115, floor],
        [x + 35, floor],
      ],
      wrapper,
    );
    for (let s = 0; s < 5; s++)
      out += line(
        ['M', x + 32 + s * 22, floor - 108, 'L', x + 40 + s * 18, floor - 4],
        darken(wrapper, 0.15),
        3,
      );
    out +=
      dot(x + 45, floor - 130, 34, frosting) +
      dot(x + 105, floor - 130, 34, frosting) +
      dot(x + 75, floor - 160, 40, frosting) +
      dot(x + 75, floor - 206, 14, ctx.tone('#e8403a'));
    for (let s = 0; s < 9; s++)
      out += box(
        x + ctx.random.range(35, 110),
        floor - ctx.random.range(120, 180),
        10,
        4,
        ctx.tone(ctx.random.pick(['#3a8ad8', '#f2b43a', '#3aa86a'])),
        2,
      );
    return out;
  },
};

export const candyCane: Prop = {
  width: 90,
  draw: (ctx, x, floor) => {
    const red = ctx.tone('#e8403a');
    const white = ctx.tone('#ffffff');
    let out = line(
      [
        'M',
        x + 60,
        floor,
        'L',
        x + 60,
        floor - 260,
        'Q',
        x + 60,
        floor - 320,
        x + 20,
        floor - 300,
        'L',
        x + 18,
        floor - 280,
      ],
      white,
      26,
    );
    for (let s = 0; s < 9; s++)
      out += line(['M', x + 48, floor - 20 - s * 30, 'L', x + 72, floor - 34 - s * 30], red, 10);
    return out;
  },
};

export const lollipop: Prop = {
  width: 120,
  draw: (ctx, x, floor) => {
    const color = ctx.tone(ctx.random.pick(['#ff5aa8', '#5ab8ff', '#ffd23f', '#7ad06a']));
    return (
      box(x + 56, floor - 240, 10, 240, ctx.tone('#ffffff'), 4) +
      dot(x + 61, floor - 280, 58, color) +
      el('path', {
        d: `M${x + 61} ${floor - 280} m-40 0 a40 40 0 1 1 40 40 a26 26 0 1 1 -26 -26 a14 14 0 1 1 14 14`,
        fill: 'none',
        stroke: ctx.tone('#ffffff'),
        'stroke-width': 8,
        'stroke-opacity': 0.8,
      })
    );
  },
};

export const donutStack: Prop = {
  width: 150,
  draw: (ctx, x, floor) => {
    let out = '';
    for (let d = 0; d < 3; d++) {
      const y = floor - 40 - d * 56;
      const icing = ctx.tone(['#ff9ad0', '#8a5a3a', '#ffffff'][d] ?? '#ff9ad0');
      out +=
        oval(x + 75, y, 70, 34, ctx.tone('#e8b070')) +
        oval(x + 75, y - 8, 62, 26, icing) +
        oval(x + 75, y - 8, 18, 8, ctx.tone('#c8884a'));
    }
    return out;
  },
};
