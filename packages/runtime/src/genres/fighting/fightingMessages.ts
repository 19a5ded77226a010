/**
 * Texts the fighting game shows in its canvas. The spec has no wording for them; they move to the
 * contracts message catalogue with the runtime's other pending texts (see the runtime's report).
 */
export const FIGHTING_MESSAGES = {
  punch: 'Punch',
  block: 'Block',
  warmup: (name: string) => `Warm up on the ${name}!`,
  warmupCount: (hits: number, needed: number) => `${hits} / ${needed}`,
  bout: (index: number, total: number) => `Round ${index} of ${total}`,
  versus: (name: string) => `vs ${name}`,
  fight: 'Fight!',
  punchHint: 'Tap Punch!',
  knockOut: 'K.O.!',
  decision: 'Wins on points!',
  blocked: 'Blocked!',
  combo: (count: number) => `Combo x${count}`,
  champion: 'Champion!',
  knockedOut: (name: string) => `Knocked out by ${name}`,
  beatAll: (count: number) => `Beat all ${count} opponents`,
} as const;
