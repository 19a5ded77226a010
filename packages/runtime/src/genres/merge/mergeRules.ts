/** Rules of the merge board, in seconds and points. */
export const MERGE_STEP_SECONDS = 1 / 60;

/** Points for making an item of tier t (t ≥ 1): doubles every tier. */
export function mergeScore(tier: number): number {
  return 5 * 2 ** tier;
}

/** A tap on the spawner drops an item at most this often. */
export const SPAWNER_COOLDOWN_SECONDS = 0.25;
/** The board warns (and the view pulses) when at most this many cells are free. */
export const CROWDED_FREE_CELLS = 3;
/** Share of spawns that are the second tier when maxSpawnTier allows it. */
export const HIGHER_SPAWN_SHARE = 0.25;

/** Bit flags of what happened during a step. */
export const MERGE_EVENTS = {
  merge: 1,
  spawn: 2,
  move: 4,
  pickUp: 8,
  rejected: 16,
  won: 32,
  lost: 64,
} as const;
