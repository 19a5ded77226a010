import { platformerWorldSchema } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildSampleWorld } from '../testing/sampleWorld.js';
import { isLevelBeatable, isSolidTile, isStandable } from './levelReachability.js';
import { generatePlatformerLevel, type PlatformerLevel } from './platformerLevel.js';
import { PLATFORMER_MAX_GAP_TILES, PLATFORMER_SCREEN_WIDTH_TILES } from './platformerPhysics.js';

/** A spread of worlds: every difficulty, extreme densities, short and long levels. */
function variedWorlds() {
  const worlds = [];
  for (let seed = 1; seed <= 40; seed++) {
    worlds.push(
      buildSampleWorld({
        seed: seed * 7919,
        difficulty: (seed % 5) + 1,
        platformer: {
          levelScreens: 3 + (seed % 10),
          gapDensity: (seed % 3) / 2,
          enemyDensity: ((seed + 1) % 3) / 2,
          collectibleDensity: ((seed + 2) % 3) / 2,
        },
      }),
    );
  }
  return worlds;
}

/** Widths of runs of columns that have no solid tile at all. */
function gapWidths(level: PlatformerLevel): number[] {
  const widths: number[] = [];
  let run = 0;
  for (let x = 0; x < level.widthTiles; x++) {
    let hasSolid = false;
    for (let y = 0; y < level.heightTiles; y++) hasSolid ||= isSolidTile(level, x, y);
    if (hasSolid) {
      if (run > 0) widths.push(run);
      run = 0;
    } else run++;
  }
  if (run > 0) widths.push(run);
  return widths;
}

describe('generatePlatformerLevel', () => {
  it('builds the same level from the same world', () => {
    const world = buildSampleWorld({ seed: 99 });
    const first = generatePlatformerLevel(world);
    const second = generatePlatformerLevel(structuredClone(world));
    expect(second).toEqual(first);
    expect(Array.from(second.solid)).toEqual(Array.from(first.solid));
  });

  it('builds different levels from different seeds', () => {
    const a = generatePlatformerLevel(buildSampleWorld({ seed: 1 }));
    const b = generatePlatformerLevel(buildSampleWorld({ seed: 2 }));
    expect(Array.from(a.solid)).not.toEqual(Array.from(b.solid));
  });

  it('sizes the level from levelScreens', () => {
    const level = generatePlatformerLevel(buildSampleWorld({ platformer: { levelScreens: 5 } }));
    expect(level.widthTiles).toBe(5 * PLATFORMER_SCREEN_WIDTH_TILES);
    expect(level.solid.length).toBe(level.widthTiles * level.heightTiles);
  });

  it('accepts the sample world as a valid platformer world', () => {
    expect(platformerWorldSchema.safeParse(buildSampleWorld()).success).toBe(true);
  });

  it('places more enemies and gaps when the densities are higher', () => {
    const count = (density: number) => {
      let enemies = 0;
      let gaps = 0;
      for (let seed = 1; seed <= 10; seed++) {
        const level = generatePlatformerLevel(
          buildSampleWorld({ seed, platformer: { enemyDensity: density, gapDensity: density } }),
        );
        enemies += level.enemies.length;
        gaps += gapWidths(level).length;
      }
      return { enemies, gaps };
    };
    const sparse = count(0);
    const dense = count(1);
    expect(sparse.enemies).toBe(0);
    expect(dense.enemies).toBeGreaterThan(10);
    expect(dense.gaps).toBeGreaterThan(sparse.gaps);
  });

  describe.each(variedWorlds().map((world) => [world.seed, world] as const))(
    'world seed %i',
    (_seed, world) => {
      const level = generatePlatformerLevel(world);

      it('has no gap wider than the jump can cross', () => {
        for (const width of gapWidths(level))
          expect(width).toBeLessThanOrEqual(PLATFORMER_MAX_GAP_TILES);
      });

      it('starts and ends standing on solid ground, start left of goal', () => {
        expect(isStandable(level, level.start.x, level.start.y)).toBe(true);
        expect(isStandable(level, level.goal.x, level.goal.y)).toBe(true);
        expect(level.goal.x).toBeGreaterThan(level.start.x);
      });

      it('keeps every enemy on flat ground inside its patrol range', () => {
        for (const enemy of level.enemies) {
          expect(enemy.patrolMin).toBeLessThanOrEqual(enemy.x);
          expect(enemy.x).toBeLessThanOrEqual(enemy.patrolMax);
          for (let x = enemy.patrolMin; x <= enemy.patrolMax; x++) {
            expect(isSolidTile(level, x, enemy.y + 1)).toBe(true);
            expect(isSolidTile(level, x, enemy.y)).toBe(false);
          }
        }
      });

      it('shows the enemy the prompt named on the first screen, when it has enemies', () => {
        if (world.platformer.enemyDensity === 0) return;
        const first = level.enemies[0];
        expect(first).toBeDefined();
        expect(first!.x - level.start.x).toBeLessThanOrEqual(PLATFORMER_SCREEN_WIDTH_TILES / 2);
      });

      it('puts coins only in empty cells inside the level', () => {
        for (const coin of level.coins) {
          expect(coin.x).toBeGreaterThanOrEqual(0);
          expect(coin.x).toBeLessThan(level.widthTiles);
          expect(coin.y).toBeGreaterThanOrEqual(0);
          expect(isSolidTile(level, coin.x, coin.y)).toBe(false);
        }
      });

      it('lets the hero reach the goal from the start', () => {
        expect(isLevelBeatable(level)).toBe(true);
      });
    },
  );
});
