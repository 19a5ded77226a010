import { takePendingPrompt } from './pendingPrompt.js';
import { startGameCreation, type GameCreationDeps } from './startGameCreation.js';

/**
 * Starts the prompt game waiting in storage for this load, if any (spec §4). Loaded on its
 * own by the create modal's launcher, only when storage holds one (pendingPromptKey.ts).
 */
export function startPendingPrompt(storage: Storage, deps: GameCreationDeps): void {
  // Taken out of storage as it starts: it belongs to the one load after its reload.
  const pending = takePendingPrompt(storage);
  if (pending) startGameCreation(pending, deps);
}
