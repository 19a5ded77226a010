import type { PlatformerWorld } from '@promptplay/contracts';
import {
  PLATFORMER_LEVEL_HEIGHT_TILES,
  PLATFORMER_MAX_GAP_TILES,
  PLATFORMER_MAX_STEP_UP_TILES,
  PLATFORMER_SCREEN_WIDTH_TILES,
  PLATFORMER_TILE_SIZE,
} from './platformerPhysics.js';
import { createRng, mixSeed, randomInt } from './rng.js';

/** A platformer level in tile coordinates (x = column, y = row, row 0 at the top). */
export interface PlatformerLevel {
  tileSize: number;
  widthTiles: number;
  heightTiles: number;
  /** Row-major, `solid[y * widthTiles + x]`; 1 = solid ground/platform, 0 = empty. */
  solid: Uint8Array;
  /** Empty cells holding a collectible. */
  coins: { x: number; y: number }[];
  /** Empty cells standing on ground; the enemy walks between columns patrolMin..patrolMax (inclusive). */
  enemies: { x: number; y: number; patrolMin: number; patrolMax: number }[];
  /** Empty cell directly above solid ground where the hero starts. */
  start: { x: number; y: number };
  /** Empty cell directly above solid ground holding the goal. */
  goal: { x: number; y: number };
}

const START_ZONE_TILES = 7;
const END_ZONE_TILES = 7;
/** Ground surface row of the start zone; rows below it are solid. */
const BASE_SURFACE_ROW = PLATFORMER_LEVEL_HEIGHT_TILES - 4;
const HIGHEST_SURFACE_ROW = PLATFORMER_LEVEL_HEIGHT_TILES - 8;
const LOWEST_SURFACE_ROW = PLATFORMER_LEVEL_HEIGHT_TILES - 2;
/** Marks a column without ground in the surface plan. */
const GAP = -1;

interface LevelPlan {
  width: number;
  /** Ground surface row per column, or GAP. */
  surface: Int16Array;
  /** Floating platform row per column (one per column at most), or GAP. */
  platform: Int16Array;
}

/**
 * Builds the platformer level of a world: deterministic from the seed, the platformer fields and
 * the difficulty, and always beatable (gaps and steps within the hero's jump, start and goal on
 * ground, enemies patrolling flat ground). Difficulty rises from the start towards the goal.
 *
 * @example
 * const level = generatePlatformerLevel(world);
 * const isGround = level.solid[level.start.y * level.widthTiles + level.start.x + level.widthTiles] === 1;
 */
export function generatePlatformerLevel(world: PlatformerWorld): PlatformerLevel {
  const settings = world.platformer;
  const rng = createRng(
    mixSeed(
      world.seed,
      world.difficulty,
      settings.levelScreens,
      Math.round(settings.enemyDensity * 1000),
      Math.round(settings.gapDensity * 1000),
      Math.round(settings.collectibleDensity * 1000),
    ),
  );
  const width = settings.levelScreens * PLATFORMER_SCREEN_WIDTH_TILES;
  const plan = planTerrain(width, world.difficulty, settings.gapDensity, rng);
  const solid = rasterize(plan);
  const coins = placeCoins(plan, settings.collectibleDensity, rng).filter(
    (coin) => coin.y >= 0 && solid[coin.y * width + coin.x] === 0,
  );
  const enemies = placeEnemies(plan, world.difficulty, settings.enemyDensity, rng);
  const goalColumn = width - 3;
  return {
    tileSize: PLATFORMER_TILE_SIZE,
    widthTiles: width,
    heightTiles: PLATFORMER_LEVEL_HEIGHT_TILES,
    solid,
    coins,
    enemies,
    start: { x: 2, y: BASE_SURFACE_ROW - 1 },
    goal: { x: goalColumn, y: surfaceAt(plan, goalColumn) - 1 },
  };
}

function surfaceAt(plan: LevelPlan, x: number): number {
  return plan.surface[x] ?? GAP;
}

function clampSurface(row: number): number {
  return Math.min(LOWEST_SURFACE_ROW, Math.max(HIGHEST_SURFACE_ROW, row));
}

/** 0..1 challenge at column x: grows along the level and with the world's difficulty (1..5). */
function challengeAt(x: number, width: number, difficulty: number): number {
  const progress = x / width;
  return Math.min(1, (0.35 + 0.65 * progress) * (0.55 + 0.15 * difficulty));
}

function planTerrain(
  width: number,
  difficulty: number,
  gapDensity: number,
  rng: () => number,
): LevelPlan {
  const surface = new Int16Array(width).fill(GAP);
  const platform = new Int16Array(width).fill(GAP);
  const plan: LevelPlan = { width, surface, platform };
  let x = 0;
  let row = BASE_SURFACE_ROW;
  const fillGround = (count: number, at: number): void => {
    for (let i = 0; i < count && x < width; i++) surface[x++] = at;
  };
  fillGround(START_ZONE_TILES, row);
  const endZoneStart = width - END_ZONE_TILES;
  while (x < endZoneStart) {
    const challenge = challengeAt(x, width, difficulty);
    const roll = rng();
    const gapChance = gapDensity * (0.25 + 0.45 * challenge);
    const bridgeChance = gapDensity * 0.15 * challenge;
    const stepChance = 0.25;
    if (roll < gapChance) {
      const maxGap = Math.min(
        PLATFORMER_MAX_GAP_TILES,
        1 + Math.floor(challenge * PLATFORMER_MAX_GAP_TILES),
      );
      const gapWidth = randomInt(rng, 1, maxGap);
      // A 3-wide gap only lands level or lower; narrower gaps may land one step higher.
      const maxRise = gapWidth >= PLATFORMER_MAX_GAP_TILES ? 0 : 1;
      const nextRow = clampSurface(row - randomInt(rng, -2, maxRise));
      if (x + gapWidth + 3 > endZoneStart) break;
      x += gapWidth;
      row = nextRow;
      fillGround(randomInt(rng, 3, 5), row);
    } else if (roll < gapChance + bridgeChance) {
      // Two 2-wide gaps with a floating 3-wide platform two tiles up between them.
      if (x + 7 + 3 > endZoneStart) break;
      x += 2;
      const platformRow = row - PLATFORMER_MAX_STEP_UP_TILES;
      for (let px = x; px < x + 3; px++) platform[px] = platformRow;
      x += 5;
      fillGround(randomInt(rng, 3, 5), row);
    } else if (roll < gapChance + bridgeChance + stepChance) {
      const delta = randomInt(rng, 1, PLATFORMER_MAX_STEP_UP_TILES) * (rng() < 0.5 ? -1 : 1);
      row = clampSurface(row - delta);
      fillGround(randomInt(rng, 3, 6), row);
    } else {
      const runStart = x;
      const runLength = randomInt(rng, 4, 9);
      fillGround(runLength, row);
      const runEnd = Math.min(x, endZoneStart);
      // A bonus platform three tiles up, kept one tile clear of both run ends.
      if (runEnd - runStart >= 6 && rng() < 0.45) {
        const platformWidth = randomInt(rng, 2, Math.min(4, runEnd - runStart - 2));
        const from = randomInt(rng, runStart + 1, runEnd - 1 - platformWidth);
        for (let px = from; px < from + platformWidth; px++) platform[px] = row - 3;
      }
    }
  }
  while (x < width) surface[x++] = row;
  return plan;
}

function rasterize(plan: LevelPlan): Uint8Array {
  const solid = new Uint8Array(plan.width * PLATFORMER_LEVEL_HEIGHT_TILES);
  for (let x = 0; x < plan.width; x++) {
    const top = surfaceAt(plan, x);
    if (top !== GAP) {
      for (let y = top; y < PLATFORMER_LEVEL_HEIGHT_TILES; y++) solid[y * plan.width + x] = 1;
    }
    const platformRow = plan.platform[x] ?? GAP;
    if (platformRow !== GAP) solid[platformRow * plan.width + x] = 1;
  }
  return solid;
}

function placeCoins(plan: LevelPlan, density: number, rng: () => number): PlatformerLevel['coins'] {
  const coins: PlatformerLevel['coins'] = [];
  const goalZone = plan.width - 5;
  for (let x = 4; x < goalZone; x++) {
    const platformRow = plan.platform[x] ?? GAP;
    const top = surfaceAt(plan, x);
    if (platformRow !== GAP) {
      if (rng() < 0.35 + 0.6 * density) coins.push({ x, y: platformRow - 1 });
    } else if (top === GAP) {
      // Over a gap, a coin on the jump arc rewards the leap.
      const before = surfaceAt(plan, x - 1);
      if (before !== GAP && rng() < density) coins.push({ x: x + 1, y: before - 3 });
    } else if (rng() < density * 0.3) {
      const height = rng() < 0.5 ? 1 : 2;
      const y = top - height;
      if (!hasPlatformBelowOrAt(plan, x, y)) coins.push({ x, y });
    }
  }
  return coins;
}

function hasPlatformBelowOrAt(plan: LevelPlan, x: number, y: number): boolean {
  const platformRow = plan.platform[x] ?? GAP;
  return platformRow !== GAP && platformRow >= y - 1 && platformRow <= y + 1;
}

/** How far past the start zone the first enemy may stand: in view within the first seconds. */
const FIRST_ENEMY_REACH_TILES = 6;

function placeEnemies(
  plan: LevelPlan,
  difficulty: number,
  density: number,
  rng: () => number,
): PlatformerLevel['enemies'] {
  const enemies: PlatformerLevel['enemies'] = [];
  const first = START_ZONE_TILES + 3;
  const last = plan.width - END_ZONE_TILES + 2;
  let x = first;
  while (x < last) {
    const row = surfaceAt(plan, x);
    if (row === GAP) {
      x++;
      continue;
    }
    let runEnd = x;
    while (runEnd + 1 < last && surfaceAt(plan, runEnd + 1) === row) runEnd++;
    const runLength = runEnd - x + 1;
    const chance = density * (0.45 + 0.55 * challengeAt(x, plan.width, difficulty));
    // The first long run always has one: the thing the prompt named to jump over (shoes,
    // teacups, toys) is on screen within the first seconds, not first met far along.
    const isFirst = enemies.length === 0 && density > 0 && x < first + FIRST_ENEMY_REACH_TILES;
    if ((runLength >= 4 && rng() < chance) || (isFirst && runLength >= 2)) {
      enemies.push({
        x: isFirst ? x : x + Math.floor(runLength / 2),
        y: row - 1,
        patrolMin: x,
        patrolMax: runEnd,
      });
    }
    x = runEnd + 1;
  }
  return enemies;
}
