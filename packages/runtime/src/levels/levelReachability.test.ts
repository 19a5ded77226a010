import { describe, expect, it } from 'vitest';
import { isLevelBeatable } from './levelReachability.js';
import type { PlatformerLevel } from './platformerLevel.js';
import {
  PLATFORMER_MAX_GAP_TILES,
  PLATFORMER_MAX_STEP_UP_TILES,
  jumpPeakTiles,
  jumpReachTiles,
} from './platformerPhysics.js';

/** A flat 30-wide level with ground at row 8 and an optional gap or wall. */
function flatLevel(options: {
  gapFrom?: number;
  gapWidth?: number;
  wallAt?: number;
  wallHeight?: number;
}) {
  const widthTiles = 30;
  const heightTiles = 10;
  const solid = new Uint8Array(widthTiles * heightTiles);
  for (let x = 0; x < widthTiles; x++) {
    const inGap =
      options.gapFrom !== undefined &&
      x >= options.gapFrom &&
      x < options.gapFrom + (options.gapWidth ?? 0);
    if (inGap) continue;
    const top =
      options.wallAt !== undefined && x >= options.wallAt ? 8 - (options.wallHeight ?? 0) : 8;
    for (let y = top; y < heightTiles; y++) solid[y * widthTiles + x] = 1;
  }
  const goalTop = options.wallAt !== undefined ? 8 - (options.wallHeight ?? 0) : 8;
  const level: PlatformerLevel = {
    tileSize: 32,
    widthTiles,
    heightTiles,
    solid,
    coins: [],
    enemies: [],
    start: { x: 1, y: 7 },
    goal: { x: 28, y: goalTop - 1 },
  };
  return level;
}

describe('isLevelBeatable', () => {
  it('accepts the widest gap the generator makes and rejects a wider one', () => {
    expect(isLevelBeatable(flatLevel({ gapFrom: 10, gapWidth: PLATFORMER_MAX_GAP_TILES }))).toBe(
      true,
    );
    expect(
      isLevelBeatable(flatLevel({ gapFrom: 10, gapWidth: PLATFORMER_MAX_GAP_TILES + 2 })),
    ).toBe(false);
  });

  it('accepts the highest step the generator makes and rejects a wall', () => {
    expect(
      isLevelBeatable(flatLevel({ wallAt: 12, wallHeight: PLATFORMER_MAX_STEP_UP_TILES })),
    ).toBe(true);
    expect(isLevelBeatable(flatLevel({ wallAt: 12, wallHeight: 5 }))).toBe(false);
  });
});

describe('platformer physics', () => {
  it('jumps higher than the highest generated step, with room for the body', () => {
    expect(jumpPeakTiles()).toBeGreaterThan(PLATFORMER_MAX_STEP_UP_TILES + 1);
  });

  it('jumps further than the widest generated gap plus a body width', () => {
    expect(jumpReachTiles(0)).toBeGreaterThan(PLATFORMER_MAX_GAP_TILES + 1);
    expect(jumpReachTiles(PLATFORMER_MAX_STEP_UP_TILES)).toBeGreaterThan(3);
  });
});
