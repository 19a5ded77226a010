import type { GameGenre, WorldFile } from '@promptplay/contracts';

/**
 * A number in a genre's world block that a follow-up tunes: `path` is dotted from the world's
 * root, `*` stands for every element of an array. Scaled by the edit's factor (or moved by
 * `step` for shares in 0..1), rounded for integers, kept inside the schema's bounds.
 */
interface TunedField {
  path: string;
  min: number;
  max: number;
  integer?: boolean;
  /** For shares: added (faster, more) or taken away (slower, fewer) instead of scaled. */
  step?: number;
}

const field = (path: string, min: number, max: number, extra: Partial<TunedField> = {}) => ({
  path,
  min,
  max,
  ...extra,
});
const int = { integer: true };

/** What "faster enemies" and "slower" change in each genre: the pace of what the hero faces. */
export const SPEED_FIELDS: Readonly<Partial<Record<GameGenre, readonly TunedField[]>>> = {
  COLLECTIBLE: [field('collectible.hazardSpeed', 10, 400)],
  RACING: [field('racing.topSpeed', 20, 120)],
  AERIAL: [field('aerial.startSpeed', 10, 80), field('aerial.topSpeed', 10, 100)],
  BRAINROT: [field('brainrot.fallSpeed', 60, 600)],
  SHOOTER: [field('shooter.fastEnemyShare', 0, 1, { step: 0.25 })],
  FPS: [field('fps.fastEnemyShare', 0, 1, { step: 0.25 })],
  SPLATTER: [field('splatter.targetSpeed', 0.05, 2)],
  SLAPPER: [field('slapper.meterSpeed', 0.3, 3)],
  FIGHTING: [field('fighting.opponents.*.speed', 40, 400)],
};

/** What "more enemies" and "fewer enemies" change in each genre. */
export const ENEMY_COUNT_FIELDS: Readonly<Partial<Record<GameGenre, readonly TunedField[]>>> = {
  PLATFORMER: [field('platformer.enemyDensity', 0, 1)],
  COLLECTIBLE: [
    field('collectible.startHazards', 0, 20, int),
    field('collectible.maxHazards', 1, 20, int),
  ],
  RACING: [field('racing.trafficDensity', 0, 1)],
  AERIAL: [field('aerial.flyerDensity', 0, 1)],
  BRAINROT: [field('brainrot.spawnPerSecond', 0.3, 5)],
  SHOOTER: [field('shooter.enemiesPerWave', 3, 30, int)],
  FPS: [field('fps.enemiesPerWave', 2, 16, int)],
  SPLATTER: [field('splatter.startTargets', 1, 8, int), field('splatter.maxTargets', 2, 16, int)],
};

/** Where the genre has one boss, "add a second boss" makes it take twice the hits. */
export const BOSS_FIELDS: Readonly<Partial<Record<GameGenre, readonly TunedField[]>>> = {
  SHOOTER: [field('shooter.primaryEnemyHealth', 2, 12, int)],
  FPS: [field('fps.primaryEnemyHealth', 4, 40, int)],
  SLAPPER: [field('slapper.targetHealth', 50, 2000, int)],
};

const round2 = (value: number): number => Math.round(value * 100) / 100;

function tunedValue(value: number, tuned: TunedField, factor: number): number {
  let next: number;
  if (tuned.step !== undefined) next = value + (factor > 1 ? tuned.step : -tuned.step);
  else if (tuned.integer) {
    // Integers always move by at least one: "more enemies" never leaves 3 at 3.
    const scaled = Math.round(value * factor);
    next = factor > 1 ? Math.max(scaled, value + 1) : Math.min(scaled, value - 1);
  } else next = value * factor;
  const bounded = Math.max(tuned.min, Math.min(tuned.max, next));
  return tuned.integer ? Math.round(bounded) : round2(bounded);
}

/** The value (object, array or number) with the number at `segments` tuned; others as they are. */
function tuneAt(value: unknown, segments: readonly string[], tune: (n: number) => number): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return typeof value === 'number' ? tune(value) : value;
  if (head === '*') {
    return Array.isArray(value) ? value.map((item: unknown) => tuneAt(item, rest, tune)) : value;
  }
  if (value === null || typeof value !== 'object' || !(head in value)) return value;
  const record = value as Record<string, unknown>;
  return { ...record, [head]: tuneAt(record[head], rest, tune) };
}

/**
 * The world with the fields scaled by `factor` (see `TunedField`); the same world when the
 * table has nothing for its genre.
 *
 * @example tuneWorld(collectibleWorld, SPEED_FIELDS, 1.3).collectible.hazardSpeed // => 130 (was 100)
 */
export function tuneWorld(
  world: WorldFile,
  table: Readonly<Partial<Record<GameGenre, readonly TunedField[]>>>,
  factor: number,
): WorldFile {
  let tuned: unknown = world;
  for (const each of table[world.gameGenre] ?? []) {
    tuned = tuneAt(tuned, each.path.split('.'), (value) => tunedValue(value, each, factor));
  }
  return tuned as WorldFile;
}
