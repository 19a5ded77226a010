import { draftCreateRequestSchema, type DraftCreateRequest } from '@promptplay/contracts';
import { PENDING_PROMPT_KEY } from './pendingPromptKey.js';

export { PENDING_PROMPT_KEY };

export function savePendingPrompt(storage: Storage, payload: DraftCreateRequest): void {
  storage.setItem(PENDING_PROMPT_KEY, JSON.stringify(payload));
}

/** Takes the pending prompt game out of storage: it starts once, whatever happens next. */
export function takePendingPrompt(storage: Storage): DraftCreateRequest | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_PROMPT_KEY);
    storage.removeItem(PENDING_PROMPT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = draftCreateRequestSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
