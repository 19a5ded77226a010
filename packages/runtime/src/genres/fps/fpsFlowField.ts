import type { FpsMaze } from './fpsMaze.js';

const NEIGHBOURS = [1, 0, -1, 0, 0, 1, 0, -1] as const;

/**
 * Steps (4-way, through open tiles) from one source tile to every tile of the maze, by
 * breadth-first search into preallocated arrays. Enemies walk down it to the player; the
 * autopilot reads it to find its way to pickups and enemies.
 */
export class FpsFlowField {
  /** Steps from the source per tile; -1 for walls and unreachable tiles. */
  readonly steps: Int16Array;
  private readonly queue: Int16Array;
  sourceX = -1;
  sourceY = -1;

  constructor(private readonly maze: FpsMaze) {
    this.steps = new Int16Array(maze.size * maze.size).fill(-1);
    this.queue = new Int16Array(maze.size * maze.size);
  }

  /** Recomputes from tile (x, y); does nothing when that is already the source. */
  update(x: number, y: number): void {
    if (x === this.sourceX && y === this.sourceY) return;
    this.sourceX = x;
    this.sourceY = y;
    const { size, tiles } = this.maze;
    const steps = this.steps;
    steps.fill(-1);
    const start = y * size + x;
    if (tiles[start] !== 0) return;
    const queue = this.queue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    steps[start] = 0;
    while (head < tail) {
      const tile = queue[head++] ?? 0;
      const tx = tile % size;
      const ty = (tile - tx) / size;
      const next = (steps[tile] ?? 0) + 1;
      for (let k = 0; k < 8; k += 2) {
        const nx = tx + (NEIGHBOURS[k] ?? 0);
        const ny = ty + (NEIGHBOURS[k + 1] ?? 0);
        if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
        const n = ny * size + nx;
        if (tiles[n] !== 0 || steps[n] !== -1) continue;
        steps[n] = next;
        queue[tail++] = n;
      }
    }
  }

  /** Steps from the source to tile (x, y); -1 when it cannot be reached. */
  stepsAt(x: number, y: number): number {
    const size = this.maze.size;
    if (x < 0 || y < 0 || x >= size || y >= size) return -1;
    return this.steps[y * size + x] ?? -1;
  }

  /**
   * The open neighbour of (x, y) one step closer to the source, as a tile index, or -1 at the
   * source or off the field.
   */
  downhill(x: number, y: number): number {
    const here = this.stepsAt(x, y);
    if (here <= 0) return -1;
    const size = this.maze.size;
    for (let k = 0; k < 8; k += 2) {
      const nx = x + (NEIGHBOURS[k] ?? 0);
      const ny = y + (NEIGHBOURS[k + 1] ?? 0);
      if (this.stepsAt(nx, ny) === here - 1) return ny * size + nx;
    }
    return -1;
  }

  /**
   * The tile next to the source on the way to (x, y): walks from (x, y) down to the source.
   * -1 when (x, y) is the source or unreachable.
   */
  firstStepToward(x: number, y: number): number {
    const size = this.maze.size;
    let steps = this.stepsAt(x, y);
    if (steps <= 0) return -1;
    let tile = y * size + x;
    while (steps > 1) {
      const tx = tile % size;
      const next = this.downhill(tx, (tile - tx) / size);
      if (next < 0) return -1;
      tile = next;
      steps -= 1;
    }
    return tile;
  }
}
