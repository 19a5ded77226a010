import type { ConsentChoice } from '@promptplay/contracts';
import { createStore } from 'zustand/vanilla';
import { pushConsentDefault, pushConsentUpdate } from '../../lib/analytics/consentMode.js';
import {
  hasConsentDecidedCookie,
  readConsentChoice,
  writeConsentChoice,
  writeConsentDecidedCookie,
} from './consentStorage.js';

export interface ConsentState {
  /** The player's choice, or null until they make one. */
  choice: ConsentChoice | null;
  /** The banner shows on a first visit and when reopened from the profile. */
  isBannerOpen: boolean;
  /**
   * Whether the server-rendered first view holds the banner: it does unless the page came
   * with the "chosen" cookie. Hydration starts from it; the stored choice follows.
   */
  isBannerInFirstView: boolean;
  /** Stores the choice, tells the tag manager (Consent Mode update) and closes the banner. */
  decide: (choice: ConsentChoice) => void;
  /** Reopens the banner to change the choice (profile's Privacy choices). */
  reopen: () => void;
  /** Closes a reopened banner without changing anything. */
  dismiss: () => void;
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, ads: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, ads: false };

/**
 * Consent for analytics and ads. Created before anything else on the page: it pushes the
 * Consent Mode v2 defaults (all denied) as the data layer's first entry, then the remembered
 * choice as an update, so the tag manager never runs on a choice the player did not make.
 */
export function createConsentStore(target: Window, storage: Storage = target.localStorage) {
  pushConsentDefault(target);
  const remembered = readConsentChoice(storage);
  const isBannerInFirstView = !hasConsentDecidedCookie(target);
  if (remembered) {
    pushConsentUpdate(target, remembered);
    writeConsentDecidedCookie(target);
  }
  return createStore<ConsentState>()((set, get) => ({
    choice: remembered,
    isBannerOpen: remembered === null,
    isBannerInFirstView,
    decide(choice) {
      writeConsentChoice(storage, choice);
      writeConsentDecidedCookie(target);
      pushConsentUpdate(target, choice);
      set({ choice, isBannerOpen: false });
    },
    reopen: () => set({ isBannerOpen: true }),
    dismiss() {
      // Undecided players keep the banner: there is no choice to fall back on.
      if (get().choice) set({ isBannerOpen: false });
    },
  }));
}

/** Whether the third-party ad script may load (the house ad needs no consent). */
export function hasAdsConsent(store: ConsentStore): boolean {
  return store.getState().choice?.ads === true;
}
