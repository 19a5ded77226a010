/** Session storage key of a prompt game waiting for a fresh page (spec §4). */
export const PENDING_PROMPT_KEY = 'pendingPrompt';

/**
 * Whether a prompt game waits in storage, read without parsing it: its parser (the game
 * creation schema, zod classic) loads only then, with the create code (README "First view
 * and deep pages").
 */
export function hasPendingPrompt(storage: Storage): boolean {
  try {
    return storage.getItem(PENDING_PROMPT_KEY) !== null;
  } catch {
    return false;
  }
}
