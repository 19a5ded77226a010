import type { PlatformerLevel } from '../../levels/index.js';

/** A moving axis-aligned box in world pixels; x, y is the top-left corner. */
export interface MovingBody {
  x: number;
  y: number;
  vx: number;
  vy: number;
  width: number;
  height: number;
  grounded: boolean;
}

const EPSILON = 0.001;

function isSolidAt(level: PlatformerLevel, column: number, row: number): boolean {
  if (column < 0 || column >= level.widthTiles || row < 0 || row >= level.heightTiles) return false;
  return level.solid[row * level.widthTiles + column] === 1;
}

/** Moves the body horizontally by vx·dt, stopping at solid tiles and the level's side edges. */
export function moveBodyX(level: PlatformerLevel, body: MovingBody, dt: number): void {
  const size = level.tileSize;
  let nextX = body.x + body.vx * dt;
  const top = Math.floor(body.y / size);
  const bottom = Math.floor((body.y + body.height - EPSILON) / size);
  if (body.vx > 0) {
    const column = Math.floor((nextX + body.width - EPSILON) / size);
    for (let row = top; row <= bottom; row++) {
      if (isSolidAt(level, column, row)) {
        nextX = column * size - body.width;
        body.vx = 0;
        break;
      }
    }
  } else if (body.vx < 0) {
    const column = Math.floor(nextX / size);
    for (let row = top; row <= bottom; row++) {
      if (isSolidAt(level, column, row)) {
        nextX = (column + 1) * size;
        body.vx = 0;
        break;
      }
    }
  }
  const maxX = level.widthTiles * size - body.width;
  if (nextX < 0 || nextX > maxX) body.vx = 0;
  body.x = Math.min(maxX, Math.max(0, nextX));
}

/** Moves the body vertically by vy·dt, landing on or bumping into solid tiles; sets `grounded`. */
export function moveBodyY(level: PlatformerLevel, body: MovingBody, dt: number): void {
  const size = level.tileSize;
  let nextY = body.y + body.vy * dt;
  const left = Math.floor(body.x / size);
  const right = Math.floor((body.x + body.width - EPSILON) / size);
  body.grounded = false;
  if (body.vy > 0) {
    const row = Math.floor((nextY + body.height - EPSILON) / size);
    for (let column = left; column <= right; column++) {
      if (isSolidAt(level, column, row)) {
        nextY = row * size - body.height;
        body.vy = 0;
        body.grounded = true;
        break;
      }
    }
  } else if (body.vy < 0) {
    const row = Math.floor(nextY / size);
    for (let column = left; column <= right; column++) {
      if (isSolidAt(level, column, row)) {
        nextY = (row + 1) * size;
        body.vy = 0;
        break;
      }
    }
  }
  body.y = nextY;
}

/** Whether solid ground lies directly under both feet corners of the body. */
export function isFullySupported(level: PlatformerLevel, body: MovingBody): boolean {
  const size = level.tileSize;
  const row = Math.floor((body.y + body.height + EPSILON) / size);
  return (
    isSolidAt(level, Math.floor(body.x / size), row) &&
    isSolidAt(level, Math.floor((body.x + body.width - EPSILON) / size), row)
  );
}
