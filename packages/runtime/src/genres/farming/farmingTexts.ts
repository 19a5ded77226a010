/** Words this genre shows; pending a home in the contracts message catalogue (see report). */
export const FARMING_TEXTS = {
  goalReached: 'Coin goal reached!',
} as const;
