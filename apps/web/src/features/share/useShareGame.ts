import { MESSAGES, type Game } from '@promptplay/contracts';
import { useCallback } from 'react';
import { useToast } from '../../app/ServicesContext.js';
import { shareGame } from './shareGame.js';

/** Shares a game and tells the player how it went with a toast. */
export function useShareGame(): (game: Game) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (game: Game) => {
      try {
        const outcome = await shareGame(game, {
          navigator: window.navigator,
          origin: window.location.origin,
        });
        if (outcome === 'copied') toast('success', MESSAGES.linkCopied);
      } catch {
        toast('error', MESSAGES.shareFailed);
      }
    },
    [toast],
  );
}
