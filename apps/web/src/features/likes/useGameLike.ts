import { MESSAGES, likeErrorMessage, type Game, type LikeStatus } from '@promptplay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { likeStatusQueryKey } from '../../app/queryKeys.js';
import { useAuthState, useServices, useToast } from '../../app/ServicesContext.js';
import { ApiError } from '../../lib/api/errors.js';
import { isSocialPlayer, selectPlayerId } from '../auth/authStore.js';
import { fetchLikeStatus, setGameLiked } from './likesApi.js';
import { syncLikesCount } from './syncLikesCount.js';

export interface GameLike extends LikeStatus {
  isToggling: boolean;
  toggle: () => void;
}

/**
 * A game's like status for the detail modal: loaded on open (a failure falls back to the
 * feed's count), toggled optimistically and reverted with the spec §8 message on failure.
 * Guests are asked to log in; only social players may like (spec §6).
 */
export function useGameLike(game: Game): GameLike {
  const { api, tokenManager, analytics } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const isSignedIn = useAuthState(isSocialPlayer);
  const playerId = useAuthState(selectPlayerId);
  const isInitialised = useAuthState((state) => state.isInitialised);
  const queryKey = likeStatusQueryKey(game.id, playerId ?? 'anonymous');
  const fallback: LikeStatus = { likesCount: game.likesCount, isLikedByPlayer: false };

  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchLikeStatus(api, game.id, tokenManager.getAccessToken(), signal),
    enabled: isInitialised && playerId !== null,
    // Opening the modal is "on open": always ask again.
    staleTime: 0,
  });

  useEffect(() => {
    if (query.isError) toast('error', MESSAGES.likeStatusLoadFailed);
  }, [query.isError, toast]);

  const [isToggling, setIsToggling] = useState(false);
  const inFlight = useRef(false);
  const status = query.data ?? fallback;

  const toggle = useCallback(() => {
    if (!isSignedIn) {
      toast('error', MESSAGES.likeLoginRequired);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setIsToggling(true);
    const previous = status;
    const wantsLike = !previous.isLikedByPlayer;
    const optimistic: LikeStatus = {
      isLikedByPlayer: wantsLike,
      likesCount: Math.max(0, previous.likesCount + (wantsLike ? 1 : -1)),
    };
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData(queryKey, optimistic);
    setGameLiked(api, game.id, wantsLike)
      .then((answer) => {
        queryClient.setQueryData(queryKey, answer);
        syncLikesCount(queryClient, game.id, answer.likesCount);
        analytics.track({ event: wantsLike ? 'game_like' : 'game_unlike', game_id: game.id });
      })
      .catch((error: unknown) => {
        queryClient.setQueryData(queryKey, previous);
        const isApiError = error instanceof ApiError;
        toast(
          'error',
          likeErrorMessage(isApiError ? error.status : undefined, isApiError ? error.message : ''),
        );
      })
      .finally(() => {
        inFlight.current = false;
        setIsToggling(false);
      });
  }, [analytics, api, game.id, isSignedIn, queryClient, queryKey, status, toast]);

  return { ...status, isToggling, toggle };
}
