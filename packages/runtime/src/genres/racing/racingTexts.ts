/**
 * Texts the racer shows in the canvas. The spec has no wording for them, so they live here
 * until the contracts message catalogue takes them over (listed in the report).
 */
export const RACING_TEXTS = {
  gas: 'GAS',
  brake: 'BRAKE',
  finished: (points: number) => `Finished! Time bonus +${points}`,
  crashedOut: 'Crashed out!',
} as const;
