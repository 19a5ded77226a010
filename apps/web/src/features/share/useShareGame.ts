import { MESSAGES, type Game } from '@promptplay/contracts';
import { useCallback } from 'react';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { shareGame, type ShareOutcome } from './shareGame.js';

/** Shares a game and tells the player how it went with a toast. */
export function useShareGame(): (game: Game) => Promise<void> {
  const toast = useToast();
  const { analytics } = useServices();
  return useCallback(
    async (game: Game) => {
      const method = typeof window.navigator.share === 'function' ? 'web_share' : 'clipboard';
      const track = (outcome: ShareOutcome | 'failed') =>
        analytics.track({ event: 'game_share', game_id: game.id, method, outcome });
      try {
        const outcome = await shareGame(game, {
          navigator: window.navigator,
          origin: window.location.origin,
        });
        track(outcome);
        if (outcome === 'copied') toast('success', MESSAGES.linkCopied);
      } catch {
        track('failed');
        toast('error', MESSAGES.shareFailed);
      }
    },
    [analytics, toast],
  );
}
