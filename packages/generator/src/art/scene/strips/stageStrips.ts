/**
 * Shows at night: a theatre stage (velvet curtains, a lighting truss and spotlights, speakers,
 * a drum kit and a microphone) and a disco (mirror ball, coloured beams, neon, a lit dance floor
 * and the DJ booth).
 */
import { lighten, darken, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import { beam, box, bulbs, dot, dotCrowd, halo, line, neon, NEON_COLORS, oval } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

/** Velvet curtains drawn back from a stage under a lighting truss, spotlights on. */
export const stageCurtains: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const velvet = ctx.color;
  const shade = darken(velvet, 0.35);
  const gold = ctx.tone('#e8b840');
  let out = '';
  // The backdrop: a starry arch lit by footlights.
  const cx = w / 2;
  out += el('path', {
    d: `M${cx - 240} ${h} L${cx - 240} ${h * 0.42} A240 200 0 0 1 ${cx + 240} ${h * 0.42} L${cx + 240} ${h}Z`,
    fill: darken(ctx.palette.skyBottom, 0.25),
  });
  const arch: [number, number][] = [];
  for (let t = 0; t <= Math.PI; t += Math.PI / 16)
    arch.push([cx - Math.cos(t) * 250, h * 0.42 - Math.sin(t) * 208]);
  for (let y = h * 0.46; y < h; y += 36) arch.push([cx - 250, y], [cx + 250, y]);
  out += bulbs(ctx, arch, 5, true);
  // Side curtains, gathered and tied back.
  for (const side of [-1, 1]) {
    const edge = side < 0 ? 0 : w;
    const inner = edge - side * 200;
    const tie = h * 0.62;
    out += el('path', {
      d: `M${edge} 0 L${inner - side * 20} 0 Q${inner + side * 10} ${tie * 0.6} ${edge - side * 80} ${tie} Q${inner} ${tie + 60} ${inner + side * 30} ${h} L${edge} ${h}Z`,
      fill: velvet,
    });
    for (let f = 1; f < 5; f++) {
      const fx = edge - side * f * 40;
      out += line(
        [
          'M',
          fx,
          0,
          'Q',
          fx - side * 10,
          tie * 0.7,
          edge - side * (40 + f * 8),
          tie,
          'Q',
          fx - side * 5,
          tie + 80,
          fx - side * 10,
          h,
        ],
        shade,
        7,
        0.6,
      );
    }
    out += oval(edge - side * 82, tie, 16, 10, gold);
  }
  // The valance with gold fringe, and the truss of lights above it.
  out += box(0, h * 0.06, w, h * 0.08, velvet);
  for (let x = 0; x < w; x += 128)
    out += el('path', {
      d: `M${x} ${h * 0.14} Q${x + 64} ${h * 0.26} ${x + 128} ${h * 0.14}Z`,
      fill: velvet,
    });
  for (let x = 0; x < w; x += 128)
    out += line(['M', x, h * 0.14, 'Q', x + 64, h * 0.26, x + 128, h * 0.14], gold, 5);
  const steel = ctx.tone('#3a3a44');
  out += box(0, 0, w, 8, steel) + box(0, 20, w, 6, steel);
  for (let x = 0; x < w; x += 24)
    out += line(['M', x, 8, 'L', x + 12, 20, 'L', x + 24, 8], steel, 2);
  const beams = [0.18, 0.36, 0.64, 0.82];
  beams.forEach((t, i) => {
    const x = w * t;
    const color = ['#fff2b0', '#ff8ad8', '#8ad8ff', '#fff2b0'][i] ?? '#fff2b0';
    out += beam(x, h * 0.1, cx + (t - 0.5) * 200, h, 150, color, 0.16);
    out += box(x - 12, 24, 24, 26, steel, 4) + dot(x, 50, 9, color);
  });
  return out;
};

/** A speaker stack: cabinets with round cones. */
function speakers(ctx: StripContext, x: number, floor: number, tall: number): string {
  const black = ctx.tone('#24242c');
  const cone = ctx.tone('#4a4a56');
  let out = '';
  for (let c = 0; c < tall; c++) {
    const y = floor - (c + 1) * 92;
    out +=
      box(x - 50, y, 100, 88, black, 4) +
      dot(x, y + 50, 28, cone) +
      dot(x, y + 50, 10, black) +
      dot(x, y + 16, 9, cone);
  }
  return out;
}

/** The front of the stage: boards and footlights, speaker stacks, a drum kit and a microphone. */
export const stageFront: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const floor = h - 60;
  const wood = ctx.color;
  let out = '';
  const [left, right] = [w * 0.1, w * 0.9];
  out += speakers(ctx, left, floor, 3) + speakers(ctx, right, floor, 3);
  // Drum kit.
  const dx = w * 0.34;
  const shell = ctx.tone('#d8303a');
  const skin = ctx.tone('#f4f0e8');
  out +=
    dot(dx, floor - 70, 70, shell) +
    dot(dx, floor - 70, 54, skin) +
    dot(dx, floor - 70, 20, shell) +
    box(dx - 120, floor - 110, 60, 50, shell, 6) +
    box(dx + 60, floor - 110, 60, 50, shell, 6) +
    line(['M', dx - 140, floor, 'L', dx - 140, floor - 190], ctx.tone('#b0b0b8'), 4) +
    oval(dx - 140, floor - 190, 44, 8, ctx.tone('#e8c050')) +
    line(['M', dx + 150, floor, 'L', dx + 150, floor - 170], ctx.tone('#b0b0b8'), 4) +
    oval(dx + 150, floor - 170, 40, 8, ctx.tone('#e8c050'));
  // Microphone stand in the middle, an amp and a guitar.
  const mx = w * 0.58;
  out +=
    line(
      [
        'M',
        mx - 30,
        floor,
        'L',
        mx,
        floor - 20,
        'L',
        mx + 30,
        floor,
        'M',
        mx,
        floor - 20,
        'L',
        mx,
        floor - 200,
      ],
      ctx.tone('#3a3a44'),
      5,
    ) + oval(mx, floor - 212, 11, 17, ctx.tone('#8a8a98'));
  const ax = w * 0.72;
  out +=
    box(ax - 60, floor - 120, 120, 120, ctx.tone('#2a2a30'), 6) +
    box(ax - 50, floor - 100, 100, 80, ctx.tone('#4a4030'), 4) +
    box(ax - 50, floor - 118, 100, 12, ctx.tone('#e8c050'), 2);
  out +=
    el('path', {
      d: `M${ax + 80} ${floor - 20} q-30 -60 0 -80 q30 20 0 80Z`,
      fill: ctx.tone('#3a8ad8'),
    }) + line(['M', ax + 80, floor - 90, 'L', ax + 86, floor - 210], ctx.tone('#6a4a2a'), 7);
  // The stage boards with footlights along the edge.
  out += box(0, floor, w, h - floor, wood) + box(0, floor, w, 6, lighten(wood, 0.25));
  for (let x = 0; x < w; x += 64) out += box(x, floor + 6, 2, h - floor, darken(wood, 0.2));
  const lights: [number, number][] = [];
  for (let x = 32; x < w; x += 64) lights.push([x, floor + 26]);
  out += dotCrowd(lights.map(([x, y]) => [x, y, 8, '#fff2b0'] as const));
  for (const [x, y] of lights) out += halo(x, y - 10, 40, '#ffe08a', 0.7);
  return out;
};

/** A dark club: a mirror ball, coloured light beams and neon stripes along the walls. */
export const discoWall: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  let out = '';
  const glow = NEON_COLORS.map((c) => c);
  // Neon stripes along the wall.
  for (const [i, y] of [h * 0.3, h * 0.55].entries())
    out += neon(['M', 0, y, 'L', w, y], glow[(i * 2) % glow.length] ?? '#ff3fd8', 3);
  // Wall panels.
  for (let x = 32; x < w; x += 128)
    out += box(x, h * 0.34, 96, h * 0.18, darken(ctx.color, 0.2), 8);
  // Light beams from the ceiling, criss-crossing.
  const cx = w * 0.16;
  const ballY = h * 0.2;
  for (let b = 0; b < 8; b++) {
    const color = glow[b % glow.length] ?? '#35f0ff';
    const toX = cx + (b - 3.5) * 150;
    out += beam(cx, ballY, toX, h, 90, color, 0.16);
  }
  for (const x of [0, w]) {
    for (let b = 0; b < 3; b++)
      out += beam(
        x,
        0,
        x + (x === 0 ? 1 : -1) * (200 + b * 120),
        h,
        70,
        glow[b + 1] ?? '#fff04a',
        0.12,
      );
  }
  // The mirror ball.
  const r = 58;
  out += line(['M', cx, 0, 'L', cx, ballY - r], ctx.tone('#8a8a98'), 3);
  out += halo(cx, ballY, r * 2.4, '#ffffff', 0.8) + dot(cx, ballY, r, ctx.tone('#b8c0d0'));
  for (let row = -4; row <= 4; row++)
    for (let col = -4; col <= 4; col++) {
      const x = cx + col * 12;
      const y = ballY + row * 12;
      if ((x - cx) ** 2 + (y - ballY) ** 2 > (r - 6) ** 2) continue;
      const bright = (row + col + 20) % 3 === 0;
      out += box(x - 5, y - 5, 10, 10, bright ? '#ffffff' : ctx.tone('#8a94a8'), 1);
    }
  // Sparkles the ball throws on the walls.
  const sparkles: [number, number, number, string][] = [];
  for (let i = 0; i < 60; i++)
    sparkles.push([
      ctx.random.range(0, w),
      ctx.random.range(0, h * 0.9),
      ctx.random.range(2, 4),
      ctx.random.pick(glow),
    ]);
  return out + dotCrowd(sparkles);
};

/** The lit dance floor, the DJ booth with turntables and speaker stacks. */
export const danceFloor: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const floor = h - 70;
  let out = '';
  out += speakers(ctx, w * 0.12, floor, 3) + speakers(ctx, w * 0.88, floor, 3);
  // DJ booth.
  const dx = w * 0.36;
  const booth = ctx.tone('#2a2438');
  out +=
    box(dx - 170, floor - 130, 340, 130, booth, 8) +
    box(dx - 180, floor - 142, 360, 16, ctx.tone('#4a4460'), 4);
  for (const tx of [dx - 100, dx + 100])
    out +=
      dot(tx, floor - 142, 34, ctx.tone('#1a1a20')) + dot(tx, floor - 142, 8, ctx.tone('#e8403a'));
  out +=
    box(dx - 30, floor - 176, 60, 40, ctx.tone('#b8c0d0'), 3) +
    box(dx - 26, floor - 172, 52, 30, ctx.tone('#35f0ff'), 2, 0.8);
  for (let b = 0; b < 14; b++) {
    const height = 14 + ((b * 37) % 60);
    out += box(
      dx - 150 + b * 21,
      floor - 20 - height,
      14,
      height,
      NEON_COLORS[b % NEON_COLORS.length] ?? '#35f0ff',
      2,
    );
  }
  // Dance floor: a grid of glowing tiles.
  const rows = 2;
  const tile = 64;
  for (let r = 0; r < rows; r++)
    for (let x = 0; x < w; x += tile) {
      const y = floor + r * 35;
      const color = NEON_COLORS[(x / tile + r * 2) % NEON_COLORS.length] ?? '#ff3fd8';
      out += box(
        x + 2,
        y + 2,
        tile - 4,
        31,
        mix(color, '#1a1030', (x / tile + r) % 3 === 0 ? 0.1 : 0.55),
        3,
      );
    }
  return out;
};
