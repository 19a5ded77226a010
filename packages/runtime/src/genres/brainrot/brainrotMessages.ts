/**
 * Texts the brainrot game shows in its canvas. The spec has no wording for them; they move to
 * the contracts message catalogue with the runtime's other pending texts.
 */
export const BRAINROT_MESSAGES = {
  hint: 'Drag to catch! Dodge the',
  chaos: 'BRAINROT MODE x2!',
  combo: (count: number) => `x${count}`,
  caughtCount: (count: number) => `Caught ${count} props`,
  bonked: (name: string) => `Bonked by the ${name}!`,
} as const;
