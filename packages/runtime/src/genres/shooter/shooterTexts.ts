/**
 * Texts the shooter shows in the canvas. The spec has no wording for them; they move to the
 * contracts message catalogue with the kit's RUNTIME_MESSAGES (listed in the report).
 */
export const SHOOTER_TEXTS = {
  fire: 'Fire',
  burst: 'Burst',
  wave: (number: number, total: number) => `Wave ${number}/${total}`,
  wavesCleared: (waves: number) => `All ${waves} waves cleared!`,
  reachedWave: (wave: number, total: number) => `Reached wave ${wave} of ${total}`,
} as const;
