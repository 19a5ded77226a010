import { MESSAGES, type Game } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { gameQueryKey } from '../../app/queryKeys.js';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { ApiError } from '../../lib/api/errors.js';
import { lazyComponent } from '../../ui/lazyComponent.js';
import { fetchGame } from '../feed/feedApi.js';

// Loaded on demand: the detail modal shows this modal's parent (a remix's credit or list), so
// a static import would make the two modules import each other.
const GameDetailModal = lazyComponent(() =>
  import('../detail/GameDetailModal.js').then((m) => m.GameDetailModal),
);

export interface LinkedGameModalProps {
  /** The game when known (a remix card), else fetched by `gameId` (a credit line). */
  game?: Game;
  gameId: string;
  onClose: () => void;
  onPlay: (game: Game) => void;
}

/** Another game's detail modal over this one: a remix's source, or one of a game's remixes. */
export function LinkedGameModal({ game, gameId, onClose, onPlay }: LinkedGameModalProps) {
  const { api } = useServices();
  const toast = useToast();
  const query = useQuery({
    queryKey: gameQueryKey(gameId),
    queryFn: ({ signal }) => fetchGame(api, gameId, signal),
    enabled: !game,
  });
  const { error } = query;

  useEffect(() => {
    if (!error) return;
    const isMissing = error instanceof ApiError && error.status === 404;
    toast('error', isMissing ? MESSAGES.gameNotFound : MESSAGES.failedToLoadGameDetails);
    onClose();
  }, [error, onClose, toast]);

  const shown = game ?? query.data;
  if (!shown) return null;
  // On <body>, above the modal it opens from: a fixed sheet inside another sheet's panel
  // would be placed and clipped by that panel.
  return createPortal(
    <Suspense fallback={null}>
      <GameDetailModal game={shown} onClose={onClose} onPlay={onPlay} />
    </Suspense>,
    document.body,
  );
}
