import {
  MESSAGES,
  type Game,
  type OgpRegisterGameResponse,
  type PlayerProfile,
} from '@promptplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { ApiError } from '../../lib/api/errors.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { registerGameWithOgp, updateGameOnOgp, updateOgpStatus } from './profileApi.js';

export type OgpAction = 'register' | 'update';

function isNotConfigured(error: unknown): boolean {
  return error instanceof ApiError && error.body?.code === 'NOT_CONFIGURED';
}

function markRegistered(game: Game, gameId: string, answer: OgpRegisterGameResponse): Game {
  return game.id === gameId
    ? { ...game, registeredToOgp: answer.registeredToOgp, ogpGameId: answer.ogpGameId }
    : game;
}

/**
 * Registers a game of the player's with OGP, or updates its listing (spec §7), and marks it in
 * the cached lists. A server without OGP configuration answers NOT_CONFIGURED: the player is
 * told so and `isUnavailable` turns on.
 */
export function useOgpRegistration() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState<{ gameId: string; action: OgpAction } | null>(null);
  const [isUnavailable, setIsUnavailable] = useState(false);

  const applyAnswer = (gameId: string, answer: OgpRegisterGameResponse) => {
    queryClient.setQueriesData<Game[]>({ queryKey: ['myGames'] }, (games) =>
      games?.map((game) => markRegistered(game, gameId, answer)),
    );
    queryClient.setQueriesData<PlayerProfile>({ queryKey: ['profile'] }, (profile) =>
      profile
        ? { ...profile, feeds: profile.feeds.map((game) => markRegistered(game, gameId, answer)) }
        : profile,
    );
  };

  const run = async (gameId: string, action: OgpAction) => {
    if (pending) return;
    setPending({ gameId, action });
    try {
      if (action === 'register') {
        let answer = await registerGameWithOgp(api, gameId);
        // The OGP side knows the game but our flag lags: record it (spec §7 update-ogp-status).
        if (!answer.registeredToOgp && answer.ogpGameId) {
          await updateOgpStatus(api, gameId, true);
          answer = { ...answer, registeredToOgp: true };
        }
        applyAnswer(gameId, answer);
        if (answer.registeredToOgp) toast('success', UI_TEXT.ogpRegisteredToast);
      } else {
        applyAnswer(gameId, await updateGameOnOgp(api, gameId));
        toast('success', UI_TEXT.ogpUpdatedToast);
      }
    } catch (error) {
      if (isNotConfigured(error)) {
        setIsUnavailable(true);
        toast('error', UI_TEXT.ogpNotConfigured);
      } else {
        toast(
          'error',
          error instanceof ApiError && error.body ? error.body.message : MESSAGES.genericError,
        );
      }
    } finally {
      setPending(null);
    }
  };

  return {
    isUnavailable,
    pendingAction: (gameId: string): OgpAction | null =>
      pending?.gameId === gameId ? pending.action : null,
    isBusy: pending !== null,
    register: (gameId: string) => void run(gameId, 'register'),
    update: (gameId: string) => void run(gameId, 'update'),
  };
}

export type OgpRegistration = ReturnType<typeof useOgpRegistration>;
