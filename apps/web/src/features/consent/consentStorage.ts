import {
  CONSENT_STORAGE_KEY,
  consentChoiceSchema,
  type ConsentChoice,
} from '@promptplay/contracts';

/** The remembered choice, or null when the player has not chosen (or storage is unusable). */
export function readConsentChoice(storage: Storage): ConsentChoice | null {
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = consentChoiceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers the choice; without storage it holds for this page only. */
export function writeConsentChoice(storage: Storage, choice: ConsentChoice): void {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Private mode or a full quota: the banner asks again next visit.
  }
}
