import { MESSAGES, type Game } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gameQueryKey } from '../../app/queryKeys.js';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { ApiError } from '../../lib/api/errors.js';
import { GameDetailModal } from '../detail/GameDetailModal.js';
import { fetchGame } from '../feed/feedApi.js';

export interface LeaderboardGameModalProps {
  gameId: string;
  onClose: () => void;
  onPlay: (game: Game) => void;
}

/**
 * The game modal for a leaderboard row (spec §2: clicking a row opens the game modal). A row
 * holds only the title and owner, so the game is fetched first; a failure toasts and closes.
 */
export function LeaderboardGameModal({ gameId, onClose, onPlay }: LeaderboardGameModalProps) {
  const { api } = useServices();
  const toast = useToast();
  const query = useQuery({
    queryKey: gameQueryKey(gameId),
    queryFn: ({ signal }) => fetchGame(api, gameId, signal),
  });
  const { error } = query;

  useEffect(() => {
    if (!error) return;
    const isMissing = error instanceof ApiError && error.status === 404;
    toast('error', isMissing ? MESSAGES.gameNotFound : MESSAGES.failedToLoadGameDetails);
    onClose();
  }, [error, onClose, toast]);

  if (!query.data) return null;
  return <GameDetailModal game={query.data} onClose={onClose} onPlay={onPlay} />;
}
