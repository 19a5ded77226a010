import {
  CONSENT_DECIDED_COOKIE,
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

/** A year: the cookie outlives a visit, as the stored choice does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Whether the page came with the "chosen" cookie (the server then rendered no banner). */
export function hasConsentDecidedCookie(target: Window): boolean {
  const cookies = target.document?.cookie ?? '';
  return cookies.split(/;\s*/).includes(`${CONSENT_DECIDED_COOKIE}=1`);
}

/** Tells the server, on the next page load, that the player has chosen. */
export function writeConsentDecidedCookie(target: Window): void {
  if (!target.document || hasConsentDecidedCookie(target)) return;
  const secure = target.location.protocol === 'https:' ? '; Secure' : '';
  target.document.cookie = `${CONSENT_DECIDED_COOKIE}=1; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}
