/**
 * Texts the flight shows in the canvas. The spec has no wording for them, so they live here
 * until the contracts message catalogue takes them over (listed in the report).
 */
export const AERIAL_TEXTS = {
  holdToFly: 'Hold to climb\nlet go to dive',
  refuel: '+FUEL',
  arrived: (bonus: number) => `You made it! Bonus +${bonus}`,
  crashed: 'Crashed!',
  outOfFuel: 'Out of fuel!',
} as const;
