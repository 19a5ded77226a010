import type { Game } from '@promptplay/contracts';
import { createStore } from 'zustand/vanilla';

/** How an ad popup ended: the play goes on, or the player chose the house ad's game. */
export type AdOutcome = { kind: 'continue' } | { kind: 'play'; game: Game };

/** The popup on screen. */
export interface OpenAd {
  /** New for every popup, so each one mounts afresh. */
  id: number;
  /** The third-party ad script, or null for the house ad. */
  scriptUrl: string | null;
  /** The game about to be played: the house ad promotes another one. */
  pendingGameId: string;
}

export interface AdState {
  current: OpenAd | null;
  /** Opens the popup; resolves when it closes. */
  show: (ad: Omit<OpenAd, 'id'>) => Promise<AdOutcome>;
  /** Closes the popup with its outcome (a second call does nothing). */
  finish: (outcome: AdOutcome) => void;
}

export type AdStore = ReturnType<typeof createAdStore>;

/** The ad popup's state: the gate opens it, the popup component closes it. */
export function createAdStore() {
  let resolveOpen: ((outcome: AdOutcome) => void) | null = null;
  let nextId = 0;
  return createStore<AdState>()((set) => ({
    current: null,
    show(ad) {
      // Only one popup at a time: one still open lets its play go on.
      resolveOpen?.({ kind: 'continue' });
      nextId += 1;
      set({ current: { ...ad, id: nextId } });
      return new Promise<AdOutcome>((resolve) => {
        resolveOpen = resolve;
      });
    },
    finish(outcome) {
      const resolve = resolveOpen;
      resolveOpen = null;
      set({ current: null });
      resolve?.(outcome);
    },
  }));
}
