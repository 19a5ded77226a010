/**
 * Texts the hill racer shows in the canvas. The spec has no wording for them, so they live here
 * until the contracts message catalogue takes them over (listed in the report).
 */
export const HILL_RACER_TEXTS = {
  gas: 'GAS',
  brake: 'BRAKE',
  touchHint: 'Hold GAS to climb\n◀ ▶ lean in the air',
  keyHint: '↑ gas · ↓ brake\n← → lean back / forward',
  checkpoint: 'Checkpoint! Tank full',
  fuel: 'Fuel!',
  lowFuel: 'Low fuel!',
  flip: (points: number) => `Flip! +${points}`,
  bigAir: (points: number) => `Big air! +${points}`,
  finished: (points: number) => `Finish! +${points}`,
  crashed: (meters: number) => `Flipped over at ${meters} m`,
  outOfFuel: (meters: number) => `Out of fuel at ${meters} m`,
  meters: (meters: number) => `${meters} m`,
} as const;
