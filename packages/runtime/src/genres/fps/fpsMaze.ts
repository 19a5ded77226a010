import { createRng } from '../../levels/rng.js';

/** Tile values: 0 is open floor; 1..3 are walls of three looks (plain, trimmed, outer). */
export const WALL_PLAIN = 1;
export const WALL_TRIM = 2;
export const WALL_OUTER = 3;

/** A square grid maze of `size` × `size` tiles, row-major in `tiles`. */
export interface FpsMaze {
  size: number;
  tiles: Uint8Array;
  /** Tile the player starts on (an open corner room) and the way it faces. */
  startX: number;
  startY: number;
  startAngle: number;
}

const DIRECTIONS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** Share of dead ends opened into loops, so enemies come from more than one side. */
const BRAID_SHARE = 0.6;
const ROOMS = 2;

/**
 * The maze of a world: `cells` × `cells` rooms joined by a depth-first carve, most dead ends
 * opened into loops, and a couple of 3 × 3 halls to fight in. Same seed, same maze.
 *
 * @example
 * const maze = generateFpsMaze(6, 42); // 13 × 13 tiles
 * isWall(maze, 0, 0); // => true (the outer wall)
 */
export function generateFpsMaze(cells: number, seed: number): FpsMaze {
  const rng = createRng(seed ^ 0x0f95);
  const size = cells * 2 + 1;
  const tiles = new Uint8Array(size * size).fill(WALL_PLAIN);
  const at = (x: number, y: number) => y * size + x;
  const visited = new Uint8Array(cells * cells);
  const stack: number[] = [0];
  visited[0] = 1;
  tiles[at(1, 1)] = 0;
  const order = [0, 1, 2, 3];
  while (stack.length > 0) {
    const cell = stack[stack.length - 1] ?? 0;
    const cx = cell % cells;
    const cy = Math.floor(cell / cells);
    for (let i = 3; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      const swap = order[i] ?? 0;
      order[i] = order[j] ?? 0;
      order[j] = swap;
    }
    let moved = false;
    for (const d of order) {
      const [dx, dy] = DIRECTIONS[d] ?? [0, 0];
      const nx = cx + dx;
      const ny = cy + dy;
      if (nx < 0 || ny < 0 || nx >= cells || ny >= cells || visited[ny * cells + nx] === 1)
        continue;
      visited[ny * cells + nx] = 1;
      tiles[at(cx * 2 + 1 + dx, cy * 2 + 1 + dy)] = 0;
      tiles[at(nx * 2 + 1, ny * 2 + 1)] = 0;
      stack.push(ny * cells + nx);
      moved = true;
      break;
    }
    if (!moved) stack.pop();
  }
  braid(tiles, size, rng);
  for (let r = 0; r < ROOMS; r++) {
    const rx = 2 + Math.floor(rng() * (size - 5));
    const ry = 2 + Math.floor(rng() * (size - 5));
    for (let y = ry; y < ry + 3; y++) for (let x = rx; x < rx + 3; x++) tiles[at(x, y)] = 0;
  }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = at(x, y);
      if (tiles[i] === 0) continue;
      const isEdge = x === 0 || y === 0 || x === size - 1 || y === size - 1;
      tiles[i] = isEdge ? WALL_OUTER : rng() < 0.18 ? WALL_TRIM : WALL_PLAIN;
    }
  }
  return { size, tiles, ...openStart(tiles, size) };
}

/** Tiles of open floor the player should see ahead when a round starts. */
const START_VIEW = 4;

/** Open tiles in a straight line from (x, y) towards (dx, dy), before the first wall. */
function openRun(
  tiles: Uint8Array,
  size: number,
  x: number,
  y: number,
  dx: number,
  dy: number,
): number {
  let run = 0;
  for (let cx = x + dx, cy = y + dy; tiles[cy * size + cx] === 0; cx += dx, cy += dy) run += 1;
  return run;
}

/**
 * Where the player starts and faces: the open tile nearest the corner (1, 1) that looks down a
 * corridor at least START_VIEW tiles long, facing along it (else the longest view anywhere), so
 * a round never opens facing a wall.
 */
function openStart(
  tiles: Uint8Array,
  size: number,
): { startX: number; startY: number; startAngle: number } {
  let best = { startX: 1.5, startY: 1.5, startAngle: 0, run: -1, reach: Infinity };
  for (let y = 1; y < size - 1; y++)
    for (let x = 1; x < size - 1; x++) {
      if (tiles[y * size + x] !== 0) continue;
      const reach = x + y;
      for (const [dx, dy] of DIRECTIONS) {
        const run = Math.min(START_VIEW, openRun(tiles, size, x, y, dx, dy));
        if (run < best.run || (run === best.run && reach >= best.reach)) continue;
        best = { startX: x + 0.5, startY: y + 0.5, startAngle: Math.atan2(dy, dx), run, reach };
      }
    }
  return { startX: best.startX, startY: best.startY, startAngle: best.startAngle };
}

/** Opens walls beside dead ends (a tile with three walls round it), making loops. */
function braid(tiles: Uint8Array, size: number, rng: () => number): void {
  for (let y = 1; y < size - 1; y += 2) {
    for (let x = 1; x < size - 1; x += 2) {
      let walls = 0;
      for (const [dx, dy] of DIRECTIONS) if (tiles[(y + dy) * size + x + dx] !== 0) walls += 1;
      if (walls < 3 || rng() > BRAID_SHARE) continue;
      const first = Math.floor(rng() * 4);
      for (let k = 0; k < 4; k++) {
        const [dx, dy] = DIRECTIONS[(first + k) % 4] ?? [0, 0];
        const wx = x + dx;
        const wy = y + dy;
        if (wx <= 0 || wy <= 0 || wx >= size - 1 || wy >= size - 1) continue;
        if (tiles[wy * size + wx] === 0) continue;
        tiles[wy * size + wx] = 0;
        break;
      }
    }
  }
}

/** True outside the maze or on a wall tile. */
export function isWall(maze: FpsMaze, x: number, y: number): boolean {
  const size = maze.size;
  if (x < 0 || y < 0 || x >= size || y >= size) return true;
  return maze.tiles[y * size + x] !== 0;
}

/** Whether a circle of `radius` at (x, y) overlaps a wall (tested at its bounding square). */
export function isBlocked(maze: FpsMaze, x: number, y: number, radius: number): boolean {
  const left = Math.floor(x - radius);
  const right = Math.floor(x + radius);
  const top = Math.floor(y - radius);
  const bottom = Math.floor(y + radius);
  return (
    isWall(maze, left, top) ||
    isWall(maze, right, top) ||
    isWall(maze, left, bottom) ||
    isWall(maze, right, bottom)
  );
}
