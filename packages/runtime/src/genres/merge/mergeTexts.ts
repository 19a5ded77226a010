/** Words this genre shows; pending a home in the contracts message catalogue (see report). */
export const MERGE_TEXTS = {
  boardFull: 'The board is full!',
  /** Short enough for the result screen's one line. */
  madeTier: (name: string) => (name.length <= 16 ? `You made the ${name}!` : 'Top of the chain!'),
} as const;
