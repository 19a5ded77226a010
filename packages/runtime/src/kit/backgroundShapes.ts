import type { BackgroundLayer } from '@promptplay/contracts';
import { mixHex } from './uiTheme.js';

type Shape = BackgroundLayer['shape'];
type Ctx = CanvasRenderingContext2D;

/** Shapes that hang from the top of the sky instead of standing on the horizon. */
const SKY_SHAPES: ReadonlySet<Shape> = new Set<Shape>(['clouds', 'stars']);

export function isSkyShape(shape: Shape): boolean {
  return SKY_SHAPES.has(shape);
}

/** Draws `draw` at x and one strip width left and right, so the strip tiles seamlessly. */
function wrapped(width: number, x: number, draw: (x: number) => void): void {
  draw(x - width);
  draw(x);
  draw(x + width);
}

function sineRidge(
  ctx: Ctx,
  w: number,
  h: number,
  base: number,
  waves: [number, number, number][],
): void {
  ctx.beginPath();
  ctx.moveTo(0, h);
  for (let x = 0; x <= w; x += 4) {
    let y = base;
    for (const [amplitude, periods, phase] of waves)
      y -= amplitude * Math.sin((x / w) * Math.PI * 2 * periods + phase);
    ctx.lineTo(x, y);
  }
  ctx.lineTo(w, h);
  ctx.closePath();
  ctx.fill();
}

function drawHills(ctx: Ctx, w: number, h: number, color: string, rng: () => number): void {
  ctx.fillStyle = mixHex(color, '#ffffff', 0.18);
  sineRidge(ctx, w, h, h * 0.42, [
    [h * 0.16, 2, rng() * 6],
    [h * 0.07, 5, rng() * 6],
  ]);
  ctx.fillStyle = color;
  sineRidge(ctx, w, h, h * 0.55, [
    [h * 0.14, 3, rng() * 6],
    [h * 0.05, 7, rng() * 6],
  ]);
}

function drawDunes(ctx: Ctx, w: number, h: number, color: string, rng: () => number): void {
  ctx.fillStyle = mixHex(color, '#ffffff', 0.2);
  sineRidge(ctx, w, h, h * 0.5, [[h * 0.1, 2, rng() * 6]]);
  ctx.fillStyle = color;
  sineRidge(ctx, w, h, h * 0.6, [
    [h * 0.08, 3, rng() * 6],
    [h * 0.03, 1, rng() * 6],
  ]);
}

function drawWaves(ctx: Ctx, w: number, h: number, color: string, rng: () => number): void {
  for (let band = 0; band < 4; band++) {
    ctx.fillStyle = mixHex(color, '#ffffff', 0.3 - band * 0.1);
    sineRidge(ctx, w, h, h * (0.45 + band * 0.13), [[h * 0.035, 8 + band * 2, rng() * 6]]);
  }
}

function drawMountains(ctx: Ctx, w: number, h: number, color: string, rng: () => number): void {
  const count = 5;
  const snow = mixHex(color, '#ffffff', 0.75);
  const shade = mixHex(color, '#000000', 0.15);
  for (let i = 0; i < count; i++) {
    const cx = (i + rng() * 0.6) * (w / count);
    const peak = h * (0.08 + rng() * 0.25);
    const half = w * (0.13 + rng() * 0.08);
    wrapped(w, cx, (x) => {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.moveTo(x - half, h);
      ctx.lineTo(x, peak);
      ctx.lineTo(x + half, h);
      ctx.fill();
      ctx.fillStyle = shade;
      ctx.beginPath();
      ctx.moveTo(x, peak);
      ctx.lineTo(x + half, h);
      ctx.lineTo(x + half * 0.2, h);
      ctx.fill();
      const capDepth = (h - peak) * 0.22;
      const capHalf = (half * capDepth) / (h - peak);
      ctx.fillStyle = snow;
      ctx.beginPath();
      ctx.moveTo(x, peak);
      ctx.lineTo(x + capHalf, peak + capDepth);
      ctx.lineTo(x + capHalf * 0.3, peak + capDepth * 0.8);
      ctx.lineTo(x - capHalf * 0.2, peak + capDepth);
      ctx.lineTo(x - capHalf, peak + capDepth);
      ctx.fill();
    });
  }
}

function drawBuildings(ctx: Ctx, w: number, h: number, color: string, rng: () => number): void {
  const windowColor = mixHex(color, '#fff4b0', 0.55);
  let x = 0;
  while (x < w) {
    const width = w * (0.05 + rng() * 0.06);
    const top = h * (0.2 + rng() * 0.5);
    ctx.fillStyle = mixHex(color, '#000000', rng() * 0.2);
    ctx.fillRect(x, top, width - 3, h - top);
    ctx.fillStyle = windowColor;
    for (let wy = top + 10; wy < h - 14; wy += 18) {
      for (let wx = x + 6; wx < x + width - 12; wx += 13)
        if (rng() < 0.55) ctx.fillRect(wx, wy, 6, 8);
    }
    x += width;
  }
}

function drawTrees(ctx: Ctx, w: number, h: number, color: string, rng: () => number): void {
  const trunk = mixHex(color, '#3b2416', 0.6);
  const light = mixHex(color, '#ffffff', 0.15);
  ctx.fillStyle = color;
  ctx.fillRect(0, h * 0.82, w, h * 0.18);
  const count = 14;
  for (let i = 0; i < count; i++) {
    const cx = (i + rng() * 0.7) * (w / count);
    const height = h * (0.3 + rng() * 0.35);
    const isPine = rng() < 0.5;
    wrapped(w, cx, (x) => {
      ctx.fillStyle = trunk;
      ctx.fillRect(x - 5, h - height * 0.45, 10, height * 0.45);
      ctx.fillStyle = color;
      if (isPine) {
        for (let tier = 0; tier < 3; tier++) {
          const tierTop = h - height + tier * height * 0.2;
          const half = height * (0.16 + tier * 0.05);
          ctx.beginPath();
          ctx.moveTo(x, tierTop);
          ctx.lineTo(x + half, tierTop + height * 0.32);
          ctx.lineTo(x - half, tierTop + height * 0.32);
          ctx.fill();
        }
      } else {
        ctx.beginPath();
        ctx.arc(x, h - height * 0.7, height * 0.26, 0, Math.PI * 2);
        ctx.arc(x - height * 0.15, h - height * 0.55, height * 0.2, 0, Math.PI * 2);
        ctx.arc(x + height * 0.15, h - height * 0.55, height * 0.2, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = light;
        ctx.beginPath();
        ctx.arc(x - height * 0.08, h - height * 0.78, height * 0.1, 0, Math.PI * 2);
        ctx.fill();
      }
    });
  }
}

function drawPipes(ctx: Ctx, w: number, h: number, color: string, rng: () => number): void {
  const light = mixHex(color, '#ffffff', 0.35);
  const dark = mixHex(color, '#000000', 0.25);
  const count = 7;
  for (let i = 0; i < count; i++) {
    const x = (i + 0.15 + rng() * 0.5) * (w / count);
    const top = h * (0.3 + rng() * 0.45);
    const width = w * 0.045;
    ctx.fillStyle = color;
    ctx.fillRect(x, top, width, h - top);
    ctx.fillStyle = light;
    ctx.fillRect(x + width * 0.15, top, width * 0.18, h - top);
    ctx.fillStyle = dark;
    ctx.fillRect(x + width * 0.75, top, width * 0.25, h - top);
    ctx.fillStyle = color;
    ctx.fillRect(x - width * 0.15, top - 16, width * 1.3, 20);
    ctx.fillStyle = light;
    ctx.fillRect(x - width * 0.1, top - 14, width * 0.2, 16);
  }
}

function drawCrystals(ctx: Ctx, w: number, h: number, color: string, rng: () => number): void {
  const light = mixHex(color, '#ffffff', 0.45);
  const count = 9;
  ctx.fillStyle = color;
  ctx.fillRect(0, h * 0.88, w, h * 0.12);
  for (let i = 0; i < count; i++) {
    const cx = (i + rng() * 0.6) * (w / count);
    for (let shard = 0; shard < 3; shard++) {
      const height = h * (0.2 + rng() * 0.4);
      const half = w * (0.012 + rng() * 0.012);
      const lean = (shard - 1) * half * 1.6;
      const base = cx + (shard - 1) * half * 1.4;
      wrapped(w, base, (x) => {
        ctx.fillStyle = color;
        ctx.beginPath();
        ctx.moveTo(x - half, h);
        ctx.lineTo(x - half, h - height * 0.75);
        ctx.lineTo(x + lean, h - height);
        ctx.lineTo(x + half, h - height * 0.75);
        ctx.lineTo(x + half, h);
        ctx.fill();
        ctx.fillStyle = light;
        ctx.beginPath();
        ctx.moveTo(x - half, h - height * 0.75);
        ctx.lineTo(x + lean, h - height);
        ctx.lineTo(x, h - height * 0.7);
        ctx.lineTo(x, h);
        ctx.lineTo(x - half, h);
        ctx.fill();
      });
    }
  }
}

function drawClouds(ctx: Ctx, w: number, h: number, color: string, rng: () => number): void {
  const count = 6;
  for (let i = 0; i < count; i++) {
    const cx = (i + rng() * 0.7) * (w / count);
    const cy = h * (0.2 + rng() * 0.55);
    const size = h * (0.08 + rng() * 0.07);
    wrapped(w, cx, (x) => {
      ctx.fillStyle = mixHex(color, '#000000', 0.08);
      ctx.beginPath();
      ctx.ellipse(x, cy + size * 0.35, size * 2.1, size * 0.55, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(x - size, cy, size * 0.75, 0, Math.PI * 2);
      ctx.arc(x, cy - size * 0.35, size, 0, Math.PI * 2);
      ctx.arc(x + size, cy, size * 0.8, 0, Math.PI * 2);
      ctx.ellipse(x, cy + size * 0.2, size * 1.9, size * 0.5, 0, 0, Math.PI * 2);
      ctx.fill();
    });
  }
}

function drawStars(ctx: Ctx, w: number, h: number, color: string, rng: () => number): void {
  ctx.fillStyle = color;
  for (let i = 0; i < 90; i++) {
    const x = rng() * w;
    const y = rng() * h;
    const r = 1 + rng() * 2.2;
    ctx.globalAlpha = 0.5 + rng() * 0.5;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  for (let i = 0; i < 6; i++) {
    const x = rng() * w;
    const y = rng() * h;
    const r = 7 + rng() * 6;
    ctx.beginPath();
    ctx.moveTo(x, y - r);
    ctx.quadraticCurveTo(x, y, x + r, y);
    ctx.quadraticCurveTo(x, y, x, y + r);
    ctx.quadraticCurveTo(x, y, x - r, y);
    ctx.quadraticCurveTo(x, y, x, y - r);
    ctx.fill();
  }
}

const DRAWERS: Record<
  Shape,
  (ctx: Ctx, w: number, h: number, color: string, rng: () => number) => void
> = {
  hills: drawHills,
  mountains: drawMountains,
  buildings: drawBuildings,
  trees: drawTrees,
  pipes: drawPipes,
  clouds: drawClouds,
  stars: drawStars,
  waves: drawWaves,
  crystals: drawCrystals,
  dunes: drawDunes,
};

/**
 * Draws one background layer as a horizontally tileable strip of `width` × `height`. Ground
 * shapes stand on the strip's bottom edge; sky shapes float in it.
 */
export function drawBackgroundShape(
  ctx: Ctx,
  shape: Shape,
  color: string,
  width: number,
  height: number,
  rng: () => number,
): void {
  ctx.clearRect(0, 0, width, height);
  DRAWERS[shape](ctx, width, height, color, rng);
}
