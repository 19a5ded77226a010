import { createContext, useContext } from 'react';

/**
 * Opens the create modal on a remix of the game (the Shell's create modal launcher); null
 * outside the Shell, where there is no create modal to open.
 */
export const RemixOpenerContext = createContext<((gameId: string) => void) | null>(null);

export function useRemixOpener(): ((gameId: string) => void) | null {
  return useContext(RemixOpenerContext);
}
