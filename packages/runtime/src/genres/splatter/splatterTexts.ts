/**
 * Texts the splatter shows in the canvas. The spec has no wording for them; they move to the
 * contracts message catalogue with the kit's RUNTIME_MESSAGES (listed in the report).
 */
export const SPLATTER_TEXTS = {
  combo: (combo: number) => `Combo x${combo}`,
  points: (points: number) => `+${points}`,
  miss: (seconds: number) => `-${seconds}s`,
  bestCombo: (combo: number) => `Best combo x${combo}`,
  hint: 'Tap to splat!',
} as const;
