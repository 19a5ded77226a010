import type { AdConfig } from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { isSocialPlayer, type AuthStore } from '../auth/authStore.js';
import type { StartGameRequest } from '../game/runtimeHost.js';
import { checkAd, fetchAdConfig } from './adsApi.js';
import type { AdStore } from './adStore.js';
import { countGuestPlay } from './guestPlayCounter.js';

export interface AdGateOptions {
  api: ApiClient;
  authStore: AuthStore;
  /** Holds the guest play counter (localStorage in browsers). */
  storage: Storage;
  store: AdStore;
  /** The third-party script loads only with ads consent; else the house ad shows. */
  hasAdsConsent: () => boolean;
}

export interface AdGate {
  /** Reads GET /api/ad-config ahead of the first play (again later if it failed). */
  prepare: () => void;
  /**
   * Runs before a game starts by id (spec §6). Answers at once, with the same play, when no
   * ad is due; otherwise shows the ad popup and resolves once it closes with the play to
   * start: the same one, or the game the house ad promoted when the player chose it. Never
   * rejects: no failure blocks a play.
   */
  beforePlay: (request: StartGameRequest) => StartGameRequest | Promise<StartGameRequest>;
}

/**
 * Decides whether a play shows an ad: guests on odd-numbered plays by a local counter,
 * signed-in players when POST /api/player-profile/check-ad says so, nobody when ads are off.
 * Until the ad config has been read (or when it cannot be) plays go on without an ad and
 * are not counted.
 */
export function createAdGate({
  api,
  authStore,
  storage,
  store,
  hasAdsConsent,
}: AdGateOptions): AdGate {
  let config: AdConfig | null = null;
  let loading: Promise<void> | null = null;
  // A double tap on PLAY while an ad is due asks once, shows one popup; both get its answer.
  let inFlight: Promise<StartGameRequest> | null = null;

  const prepare = () => {
    if (config || loading) return;
    loading = fetchAdConfig(api)
      .then((answer) => {
        config = answer;
      })
      .catch(() => undefined)
      .finally(() => {
        loading = null;
      });
  };

  const showAd = async (ads: AdConfig, request: StartGameRequest) => {
    const outcome = await store.getState().show({
      scriptUrl: hasAdsConsent() ? ads.scriptUrl : null,
      pendingGameId: request.gameId,
    });
    return outcome.kind === 'play'
      ? { gameId: outcome.game.id, source: 'feed_play' as const, game: outcome.game }
      : request;
  };

  return {
    prepare,
    beforePlay(request) {
      if (inFlight) return inFlight;
      const ads = config;
      if (!ads) {
        prepare();
        return request;
      }
      if (!ads.enabled) return request;
      const isDue = isSocialPlayer(authStore.getState())
        ? checkAd(api).catch(() => false)
        : countGuestPlay(storage);
      if (isDue === false) return request;
      inFlight = Promise.resolve(isDue)
        .then((due) => (due ? showAd(ads, request) : request))
        .catch(() => request)
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
