import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the client hydrates server markup, true from the next render
 * on. Parts that load their own chunk (`lazyComponent`) wait for it: a server render cannot
 * finish them, and hydrating an unfinished part throws React's error 419.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
