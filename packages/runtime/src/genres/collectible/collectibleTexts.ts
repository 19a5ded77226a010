/**
 * Words this genre shows on its touch buttons. Pending a home in the contracts message catalogue
 * (listed in the helper's report), like the kit's RUNTIME_MESSAGES.
 */
export const COLLECTIBLE_TEXTS = {
  dash: 'Dash',
  magnet: 'Magnet',
} as const;
