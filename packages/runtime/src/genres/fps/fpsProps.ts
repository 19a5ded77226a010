import { createRng } from '../../levels/rng.js';
import type { FpsMaze } from './fpsMaze.js';

/** Most props the maze shows along its walls. */
export const MAX_FPS_PROPS = 14;
/** How far from its tile's centre a prop stands, towards the wall behind it (tiles). */
const WALL_OFFSET = 0.3;
const SIDES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** Where the place's props stand in the maze: world position and which picture each shows. */
export interface FpsProps {
  count: number;
  x: Float32Array;
  y: Float32Array;
  picture: Uint8Array;
}

/**
 * Stands the place's props (beds in a hospital, barrels in a castle) against walls along the
 * corridors: open tiles picked by seed, none on the start tile or straight ahead of it, each
 * pushed towards one of its walls so the corridor stays clear. They are scenery: nothing
 * collides with them. Same maze and seed, same props.
 */
export function placeFpsProps(maze: FpsMaze, pictures: number, seed: number): FpsProps {
  const props: FpsProps = {
    count: 0,
    x: new Float32Array(MAX_FPS_PROPS),
    y: new Float32Array(MAX_FPS_PROPS),
    picture: new Uint8Array(MAX_FPS_PROPS),
  };
  if (pictures <= 0) return props;
  const rng = createRng(seed ^ 0x5ce7e);
  const { size, tiles } = maze;
  const startX = Math.floor(maze.startX);
  const startY = Math.floor(maze.startY);
  for (let attempt = 0; attempt < MAX_FPS_PROPS * 8 && props.count < MAX_FPS_PROPS; attempt++) {
    const x = 1 + Math.floor(rng() * (size - 2));
    const y = 1 + Math.floor(rng() * (size - 2));
    if (tiles[y * size + x] !== 0 || Math.abs(x - startX) + Math.abs(y - startY) < 2) continue;
    const side = SIDES[Math.floor(rng() * SIDES.length)] ?? SIDES[0];
    if (tiles[(y + side[1]) * size + x + side[0]] === 0) continue;
    const n = props.count++;
    props.x[n] = x + 0.5 + side[0] * WALL_OFFSET;
    props.y[n] = y + 0.5 + side[1] * WALL_OFFSET;
    props.picture[n] = n % pictures;
  }
  return props;
}
