import type { DraftCreateRequest } from '@promptplay/contracts';
import { useCallback } from 'react';
import { useGameCreationDeps } from './gameCreationDeps.js';
import { startGameCreation } from './startGameCreation.js';

/** `startGameCreation` wired to the app's services and this browser window. */
export function useStartGameCreation(): (payload: DraftCreateRequest) => void {
  const creationDeps = useGameCreationDeps();
  return useCallback(
    (payload: DraftCreateRequest) => {
      startGameCreation(payload, creationDeps());
    },
    [creationDeps],
  );
}
