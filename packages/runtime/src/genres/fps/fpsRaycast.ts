import type { FpsMaze } from './fpsMaze.js';

/** Where one ray met a wall. Reused: `castRay` fills it in place. */
export interface RayHit {
  /**
   * Distance along the ray in units of the ray's direction vector: with a camera ray
   * (dir + plane × x) that is the perpendicular distance the walls are drawn with, with a unit
   * vector the true distance.
   */
  distance: number;
  /** 0: the ray crossed a vertical grid line (east/west face); 1: a horizontal one. */
  side: 0 | 1;
  /** Tile value of the wall hit (1..3). */
  tile: number;
  /** 0..1 across the face where the ray hit (for wall patterns). */
  wallX: number;
  /** Which face was hit: the wall cell (y × size + x) and the side; NaN outside the maze. */
  face: number;
}

export function createRayHit(): RayHit {
  return { distance: 0, side: 0, tile: 0, wallX: 0, face: 0 };
}

const MAX_STEPS = 96;
const FAR = 1e30;

/**
 * Grid DDA: walks the ray from (x, y) along (dx, dy) tile by tile until it enters a wall.
 * Never allocates.
 */
export function castRay(
  maze: FpsMaze,
  x: number,
  y: number,
  dx: number,
  dy: number,
  hit: RayHit,
): void {
  const size = maze.size;
  const tiles = maze.tiles;
  let mapX = Math.floor(x);
  let mapY = Math.floor(y);
  const deltaX = dx === 0 ? FAR : Math.abs(1 / dx);
  const deltaY = dy === 0 ? FAR : Math.abs(1 / dy);
  const stepX = dx < 0 ? -1 : 1;
  const stepY = dy < 0 ? -1 : 1;
  let sideX = dx < 0 ? (x - mapX) * deltaX : (mapX + 1 - x) * deltaX;
  let sideY = dy < 0 ? (y - mapY) * deltaY : (mapY + 1 - y) * deltaY;
  let side: 0 | 1 = 0;
  let tile = 3;
  for (let i = 0; i < MAX_STEPS; i++) {
    if (sideX < sideY) {
      sideX += deltaX;
      mapX += stepX;
      side = 0;
    } else {
      sideY += deltaY;
      mapY += stepY;
      side = 1;
    }
    if (mapX < 0 || mapY < 0 || mapX >= size || mapY >= size) {
      tile = 3;
      mapX = Number.NaN;
      break;
    }
    tile = tiles[mapY * size + mapX] ?? 3;
    if (tile !== 0) break;
  }
  const distance = side === 0 ? sideX - deltaX : sideY - deltaY;
  let wallX = side === 0 ? y + distance * dy : x + distance * dx;
  wallX -= Math.floor(wallX);
  hit.distance = Math.max(0.0001, distance);
  hit.side = side;
  hit.tile = tile;
  hit.wallX = wallX;
  hit.face = (mapY * size + mapX) * 2 + side;
}

const scratch = createRayHit();

/** Whether nothing solid stands on the straight line from (ax, ay) to (bx, by). */
export function hasLineOfSight(
  maze: FpsMaze,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const length = Math.hypot(dx, dy);
  if (length < 1e-6) return true;
  castRay(maze, ax, ay, dx / length, dy / length, scratch);
  return scratch.distance >= length;
}
