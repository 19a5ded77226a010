/** Rules of the farm, in seconds. */
export const FARMING_STEP_SECONDS = 1 / 60;

/** Plot states. */
export const PLOT = { locked: -1, empty: 0, growing: 1, ripe: 2 } as const;

/** Tap targets besides the plots (their ids follow the plot indices). */
export const STALL = { landSeller: 0, seedSeller: 1, cropBuyer: 2 } as const;
export const STALL_COUNT = 3;

/** Bit flags of what happened during a step. */
export const FARMING_EVENTS = {
  boughtLand: 1,
  boughtSeed: 2,
  planted: 4,
  harvested: 8,
  sold: 16,
  withered: 32,
  rejected: 64,
  ripened: 128,
} as const;
