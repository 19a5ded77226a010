/**
 * Texts the slapper shows in its canvas. The spec has no wording for them; they move to the
 * contracts message catalogue with the runtime's other pending texts (see the runtime's report).
 */
export const SLAPPER_MESSAGES = {
  slap: 'Slap',
  switchWeapon: 'Switch',
  hint: 'Tap when the needle hits green!',
  perfect: (points: number) => `Perfect! +${points}`,
  hit: (points: number) => `+${points}`,
  whiff: 'Whiff!',
  knockedOut: (name: string) => `${name} is down!`,
  outOfWhiffs: 'Out of slaps',
} as const;
