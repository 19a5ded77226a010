/**
 * Texts the FPS shows in the canvas. The spec has no wording for them; they move to the
 * contracts message catalogue with the kit's RUNTIME_MESSAGES (listed in the report).
 */
export const FPS_TEXTS = {
  fire: 'Fire',
  run: 'Run',
  wave: (number: number, total: number) => `Wave ${number}/${total}`,
  bossWave: (name: string) => `Boss: ${name}!`,
  bossDefeated: (name: string) => `${name} defeated!`,
  reachedWave: (wave: number, total: number) => `Reached wave ${wave} of ${total}`,
  ammoGained: (name: string, shots: number) => `${name} +${shots}`,
  healthGained: (points: number) => `Health +${points}`,
  outOfAmmo: (name: string) => `Out of ${name}! Find more`,
} as const;
