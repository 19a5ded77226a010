import {
  isSavedCreateModalStateFresh,
  savedCreateModalStateSchema,
  type SavedCreateModalState,
} from '@promptplay/contracts';

export const SAVED_CREATE_STATE_KEY = 'promptplay.createModalState';

/** Keeps the create modal's state over a sign-in redirect (spec §4). */
export function saveCreateModalState(
  storage: Storage,
  state: Omit<SavedCreateModalState, 'timestamp'>,
  nowMs: number,
): void {
  try {
    storage.setItem(SAVED_CREATE_STATE_KEY, JSON.stringify({ ...state, timestamp: nowMs }));
  } catch {
    // Storage blocked: the player signs in and starts again.
  }
}

/**
 * The saved state when it is less than 1 hour old (spec §4); an older or unreadable save
 * is removed and gives null. The save stays until `clearSavedCreateModalState`.
 */
export function readSavedCreateModalState(
  storage: Storage,
  nowMs: number,
): SavedCreateModalState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SAVED_CREATE_STATE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: ReturnType<typeof savedCreateModalStateSchema.safeParse>;
  try {
    parsed = savedCreateModalStateSchema.safeParse(JSON.parse(raw));
  } catch {
    parsed = savedCreateModalStateSchema.safeParse(null);
  }
  if (parsed.success && isSavedCreateModalStateFresh(parsed.data, nowMs)) return parsed.data;
  clearSavedCreateModalState(storage);
  return null;
}

/** The modal's state at the start of a remix: the game's categorization comes from the server. */
export function remixStartState(gameId: string, nowMs: number): SavedCreateModalState {
  return {
    prompt: '',
    gameGenre: null,
    characterGenerationType: 'PREMIUM',
    uploadedImageUrl: null,
    remixOf: gameId,
    timestamp: nowMs,
  };
}

export function clearSavedCreateModalState(storage: Storage): void {
  try {
    storage.removeItem(SAVED_CREATE_STATE_KEY);
  } catch {
    // Nothing to clear.
  }
}
