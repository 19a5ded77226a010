import type { PlatformerLevel } from './platformerLevel.js';
import { PLATFORMER_MAX_STEP_UP_TILES, jumpReachTiles } from './platformerPhysics.js';

/** Body width margin in tiles subtracted from a jump's reach. */
const BODY_MARGIN_TILES = 0.5;

export function isSolidTile(level: PlatformerLevel, x: number, y: number): boolean {
  if (x < 0 || x >= level.widthTiles || y < 0) return false;
  if (y >= level.heightTiles) return false;
  return level.solid[y * level.widthTiles + x] === 1;
}

/** A cell the hero can stand in: solid below, two empty cells (body and head room). */
export function isStandable(level: PlatformerLevel, x: number, y: number): boolean {
  return (
    isSolidTile(level, x, y + 1) &&
    !isSolidTile(level, x, y) &&
    !isSolidTile(level, x, y - 1) &&
    y >= 0
  );
}

function maxJumpColumns(riseTiles: number): number {
  if (riseTiles > PLATFORMER_MAX_STEP_UP_TILES) return 0;
  return Math.floor(jumpReachTiles(Math.max(0, riseTiles)) - BODY_MARGIN_TILES);
}

/**
 * Whether the goal can be reached from the start by walking and full-speed jumps, judged
 * conservatively from the physics constants (falls never extend the reach).
 */
export function isLevelBeatable(level: PlatformerLevel): boolean {
  const { widthTiles, heightTiles } = level;
  const visited = new Uint8Array(widthTiles * heightTiles);
  const queue: number[] = [level.start.y * widthTiles + level.start.x];
  if (!isStandable(level, level.start.x, level.start.y)) return false;
  visited[queue[0] ?? 0] = 1;
  const maxReach = maxJumpColumns(0);
  while (queue.length > 0) {
    const cell = queue.shift() ?? 0;
    const x = cell % widthTiles;
    const y = Math.floor(cell / widthTiles);
    if (x === level.goal.x && y === level.goal.y) return true;
    for (let tx = Math.max(0, x - maxReach); tx <= Math.min(widthTiles - 1, x + maxReach); tx++) {
      for (let ty = 0; ty < heightTiles; ty++) {
        const target = ty * widthTiles + tx;
        if (visited[target] === 1 || !isStandable(level, tx, ty)) continue;
        if (Math.abs(tx - x) > maxJumpColumns(y - ty)) continue;
        visited[target] = 1;
        queue.push(target);
      }
    }
  }
  return false;
}
