import type { Game } from '@promptplay/contracts';
import { useEffect } from 'react';
import { useServices } from '../../app/ServicesContext.js';
import { whenBrowserIdle } from './whenBrowserIdle.js';

/** Quiet time on the feed (no scroll, touch or key) after which the runtime boots, hidden. */
export const FEED_IDLE_WARM_UP_MS = 3_000;

const ACTIVITY_EVENTS = ['scroll', 'pointerdown', 'keydown'] as const;

/**
 * Ready before the tap (issue 11): while a game's detail modal shows, the runtime boots hidden,
 * loads the game's genre, and the game's world and pictures are fetched, as soon as the browser
 * is idle, so Play Game only hands them over. Not after the page's load: on a phone network a
 * shared link's load (every card picture) would come seconds after its modal's picture, time
 * the runtime needs. Closing the modal stops the pictures downloading.
 */
export function useRuntimeWarmUpFor({ id, gameGenre }: Pick<Game, 'id' | 'gameGenre'>): void {
  const { runtimeHost } = useServices();
  useEffect(() => {
    const cancelIdle = whenBrowserIdle(window, () => runtimeHost.prepare({ id, gameGenre }));
    return () => {
      cancelIdle();
      runtimeHost.stopPreparing(id);
    };
  }, [runtimeHost, id, gameGenre]);
}

/** On the feed: once the player has left it alone a few seconds, the runtime boots hidden. */
export function useRuntimeWarmUpWhenIdle(isEnabled: boolean): void {
  const { runtimeHost } = useServices();
  useEffect(() => {
    if (!isEnabled) return;
    let cancelIdle: (() => void) | null = null;
    let timer = 0;
    const warmUp = () => {
      stopWatching();
      cancelIdle = whenBrowserIdle(window, () => {
        runtimeHost.prepare();
        // The world loader is a chunk of its own (classic zod checks world files, README
        // "First view and deep pages"): fetched now, a Play from a card does not wait for it.
        void import('./worldLoader.js');
      });
    };
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(warmUp, FEED_IDLE_WARM_UP_MS);
    };
    const stopWatching = () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, { passive: true });
    restart();
    return () => {
      stopWatching();
      cancelIdle?.();
    };
  }, [isEnabled, runtimeHost]);
}
