import {
  CONSENT_DECIDED_COOKIE,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
} from '@promptplay/contracts';
import type { BrowserContext } from 'playwright-core';

/** What journeys answer the consent banner with unless they test it (analytics.e2e.ts). */
export const JOURNEY_CONSENT: ConsentChoice = { analytics: true, ads: true };

/**
 * Runs in every page and frame before its scripts: a player who already chose, so the
 * banner does not cover what a journey taps. The sandboxed runtime frame has no storage.
 */
function rememberConsent({ key, choice }: { key: string; choice: ConsentChoice }) {
  try {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // An opaque origin (the runtime's iframe): nothing to remember there.
  }
}

/**
 * Every page of `context` starts with `choice` made (kept if the journey changes it), and with
 * the cookie that tells the server so (its first view then has no banner), as for a player who
 * chose on an earlier visit.
 */
export async function presetConsent(
  context: BrowserContext,
  choice: ConsentChoice,
  baseUrl: string,
): Promise<void> {
  await context.addInitScript(rememberConsent, { key: CONSENT_STORAGE_KEY, choice });
  await context.addCookies([{ name: CONSENT_DECIDED_COOKIE, value: '1', url: baseUrl }]);
}
