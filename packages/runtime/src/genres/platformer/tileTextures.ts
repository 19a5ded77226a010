import {
  PLATFORM_COURSE_SHAPES,
  type CourseShape,
  type Palette,
  type PlatformCourse,
} from '@promptplay/contracts';
import type { Scene } from 'phaser';
import { createRng } from '../../levels/index.js';
import { mixHex } from '../../kit/uiTheme.js';

/** Tile texture size; the level is drawn at half this (32 world pixels a tile). */
export const TILE_TEXTURE_SIZE = 64;
/** Each tile is drawn 2 px past its edges so filtering never bleeds a neighbour in. */
export const TILE_MARGIN = 2;
export const TILE_SPACING = 4;

export const TILE_INDEX = { groundTop: 0, dirt: 1, dirtAlt: 2, platform: 3 } as const;
const TILE_COUNT = 4;

type Ctx = CanvasRenderingContext2D;

function speckle(ctx: Ctx, color: string, seed: number): void {
  const rng = createRng(seed);
  ctx.fillStyle = color;
  for (let i = 0; i < 9; i++) {
    const x = rng() * TILE_TEXTURE_SIZE;
    const y = 18 + rng() * (TILE_TEXTURE_SIZE - 22);
    ctx.beginPath();
    ctx.ellipse(x, y, 3 + rng() * 3, 2 + rng() * 2, rng() * 3, 0, Math.PI * 2);
    ctx.fill();
  }
}

function dirt(ctx: Ctx, palette: Palette, seed: number): void {
  const pad = TILE_MARGIN;
  ctx.fillStyle = palette.ground;
  ctx.fillRect(-pad, -pad, TILE_TEXTURE_SIZE + 2 * pad, TILE_TEXTURE_SIZE + 2 * pad);
  speckle(ctx, mixHex(palette.ground, '#000000', 0.18), seed);
  speckle(ctx, mixHex(palette.ground, '#ffffff', 0.12), seed + 1);
}

function grass(ctx: Ctx, palette: Palette): void {
  const s = TILE_TEXTURE_SIZE;
  const pad = TILE_MARGIN;
  ctx.fillStyle = mixHex(palette.groundAccent, '#000000', 0.25);
  ctx.beginPath();
  ctx.moveTo(-pad, -pad);
  ctx.lineTo(s + pad, -pad);
  ctx.lineTo(s + pad, 22);
  for (let x = s; x >= 0; x -= 8) ctx.lineTo(x, 22 + (x % 16 === 0 ? 6 : 0));
  ctx.lineTo(-pad, 22);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = palette.groundAccent;
  ctx.fillRect(-pad, -pad, s + 2 * pad, 18 + pad);
  ctx.fillStyle = mixHex(palette.groundAccent, '#ffffff', 0.35);
  ctx.fillRect(-pad, -pad, s + 2 * pad, 5 + pad);
}

function platform(ctx: Ctx, palette: Palette): void {
  const s = TILE_TEXTURE_SIZE;
  const pad = TILE_MARGIN;
  dirt(ctx, palette, 11);
  ctx.fillStyle = mixHex(palette.ground, '#000000', 0.35);
  ctx.fillRect(-pad, s - 8, s + 2 * pad, 8 + pad);
  grass(ctx, palette);
}

function courseShape(ctx: Ctx, shape: CourseShape): void {
  ctx.beginPath();
  if (shape.kind === 'ellipse') {
    ctx.ellipse(shape.cx, shape.cy, shape.rx, shape.ry, 0, 0, Math.PI * 2);
  } else if (shape.kind === 'rect') {
    ctx.roundRect(shape.x, shape.y, shape.w, shape.h, shape.r);
  } else {
    for (let i = 0; i + 1 < shape.points.length; i += 2) {
      ctx.lineTo(shape.points[i] as number, shape.points[i + 1] as number);
    }
    ctx.closePath();
  }
  ctx.fillStyle = shape.fill;
  ctx.fill();
  if (shape.stroke) {
    ctx.strokeStyle = shape.stroke;
    ctx.lineWidth = 3;
    ctx.lineJoin = 'round';
    ctx.stroke();
  }
}

/** A floating platform drawn as the course the prompt names (a lily pad, a cloud, a roof). */
function course(ctx: Ctx, name: PlatformCourse): void {
  for (const shape of PLATFORM_COURSE_SHAPES[name]) courseShape(ctx, shape);
}

/**
 * Draws the level's tileset (grass top, dirt, dirt variant, floating platform) from the
 * palette; with a named course, floating platforms are its pieces and the ground is topped
 * with them instead of grass.
 */
export function createTileTexture(
  scene: Scene,
  key: string,
  palette: Palette,
  courseName?: PlatformCourse,
): void {
  if (scene.textures.exists(key)) return;
  const cell = TILE_TEXTURE_SIZE + TILE_SPACING;
  const texture = scene.textures.createCanvas(key, cell * TILE_COUNT, cell);
  if (!texture) return;
  const ctx = texture.getContext();
  const draw = (index: number, paint: () => void) => {
    ctx.save();
    ctx.translate(index * cell + TILE_MARGIN, TILE_MARGIN);
    ctx.beginPath();
    ctx.rect(-TILE_MARGIN, -TILE_MARGIN, cell, cell);
    ctx.clip();
    paint();
    ctx.restore();
  };
  draw(TILE_INDEX.groundTop, () => {
    dirt(ctx, palette, 3);
    if (courseName) course(ctx, courseName);
    else grass(ctx, palette);
  });
  draw(TILE_INDEX.dirt, () => dirt(ctx, palette, 5));
  draw(TILE_INDEX.dirtAlt, () => dirt(ctx, palette, 7));
  draw(TILE_INDEX.platform, () => (courseName ? course(ctx, courseName) : platform(ctx, palette)));
  texture.refresh();
}
