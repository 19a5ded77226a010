/**
 * What players read about drafts that contracts' MESSAGES does not say yet (the spec quotes
 * none of it). Move to contracts once it lands there.
 */
export const DRAFT_TEXTS = {
  draftNotFound: 'Draft not found',
  buildFailed: "We couldn't build your game this time. Please try again.",
  generatedTextRefused: "We couldn't make a game from this description. Please try another one.",
} as const;
