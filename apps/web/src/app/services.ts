import { CONSTANTS, MESSAGES } from '@promptplay/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createDataLayerAnalytics, type Analytics } from '../lib/analytics/dataLayer.js';
import { createFeedImpressions, type FeedImpressions } from '../lib/analytics/feedImpressions.js';
import { GameSessionTracker } from '../lib/analytics/gameSession.js';
import { withGuestRegistrationTracking } from '../lib/analytics/guestRegistration.js';
import { createRegistrationLog } from '../lib/analytics/registrationLog.js';
import { createApiClient, type ApiClient } from '../lib/api/apiClient.js';
import { readAccessTokenClaims } from '../lib/auth/accessTokenClaims.js';
import { createAuthApi } from '../lib/auth/authApi.js';
import { createLoginHistory, type LoginHistory } from '../lib/auth/loginHistory.js';
import type { PageLocation } from '../lib/auth/login.js';
import { TokenManager } from '../lib/auth/tokenManager.js';
import { createLocalTokenStorage } from '../lib/auth/tokenStorage.js';
import { isTouchDevice } from '../lib/device.js';
import { reportPlayResult } from '../features/game/playResultApi.js';
import { createAdGate } from '../features/ads/adGate.js';
import { createAdStore, type AdStore } from '../features/ads/adStore.js';
import { createAuthStore, type AuthStore } from '../features/auth/authStore.js';
import {
  createConsentStore,
  hasAdsConsent,
  type ConsentStore,
} from '../features/consent/consentStore.js';
import { createBestScores } from '../features/game/bestScores.js';
import { createGameSessionServer } from '../features/game/gameSessionApi.js';
import { createGameStore, type GameStore } from '../features/game/gameStore.js';
import { embeddedManifestOr } from '../features/game/embeddedManifest.js';
import { loadGameManifest } from '../features/game/manifestLoader.js';
import { measureHudInsetLeft } from '../features/game/hudInset.js';
import { RuntimeHost } from '../features/game/runtimeHost.js';
import { fetchPictureWith } from '../features/game/pictureHandover.js';
import { fetchWorldFile } from '../features/game/worldFetch.js';
import { createToastStore, type ToastStore } from '../features/toasts/toastStore.js';
import { gameQueryKey, worldQueryKey } from './queryKeys.js';

/** Everything with a life longer than a component, created once per app (or per test). */
export interface Services {
  api: ApiClient;
  queryClient: QueryClient;
  tokenManager: TokenManager;
  authStore: AuthStore;
  gameStore: GameStore;
  toastStore: ToastStore;
  /** The ad popup shown before plays (features/ads). */
  adStore: AdStore;
  runtimeHost: RuntimeHost;
  analytics: Analytics;
  /** Cards seen in the feed, once per page view (lib/analytics). */
  feedImpressions: FeedImpressions;
  /** The player's analytics and ads consent (features/consent). */
  consent: ConsentStore;
  /** Where the page is; sign-in, sign-out and the web-view nudge leave through `assign`. */
  pageLocation: PageLocation;
  loginHistory: LoginHistory;
  /** Auth init (spec §4), once; later calls return the same promise. */
  initAuth: () => Promise<void>;
  /** Shared pages skip init but let waiting work go on. */
  markAuthInitialised: () => void;
}

export interface ServicesOptions {
  fetch?: typeof fetch;
  window?: Window;
  /** Stands in for `window.location` (tests record where the page would go). */
  pageLocation?: PageLocation;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The api client already retries (spec §9); the query layer must not multiply it.
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: CONSTANTS.FEED_CACHE_MS,
        gcTime: CONSTANTS.FEED_CACHE_MS,
      },
    },
  });
}

export function createServices(options: ServicesOptions = {}): Services {
  const win = options.window ?? window;
  // First: Consent Mode defaults lead the data layer (features/consent).
  const consent = createConsentStore(win);
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => win.fetch(input, init));
  const toastStore = createToastStore();
  const authStore = createAuthStore();
  const gameStore = createGameStore();
  const queryClient = createQueryClient();
  const analytics = createDataLayerAnalytics(win, createRegistrationLog(win.localStorage));
  const feedImpressions = createFeedImpressions(analytics, win);

  let tokenManager: TokenManager | null = null;
  const api = createApiClient({
    fetch: fetchImpl,
    getAccessToken: () => tokenManager?.getAccessToken() ?? null,
    onUnauthorized: () => {
      tokenManager?.resetAuth().catch(() => {
        toastStore.getState().show('error', MESSAGES.registrationFailed);
      });
    },
  });
  const manager = new TokenManager({
    storage: createLocalTokenStorage(win.localStorage),
    authApi: withGuestRegistrationTracking(createAuthApi(api), analytics),
  });
  tokenManager = manager;
  const syncClaims = () => {
    const token = manager.getAccessToken();
    authStore.setState({ claims: token ? readAccessTokenClaims(token) : null });
  };
  syncClaims();
  manager.subscribe(syncClaims);

  let authInit: Promise<void> | null = null;
  const initAuth = () => {
    authInit ??= (async () => {
      authStore.setState({ status: 'pending' });
      try {
        await manager.initialize();
        authStore.setState({ status: 'ready', isInitialised: true, error: null });
      } catch {
        authStore.setState({
          status: 'error',
          isInitialised: true,
          error: MESSAGES.registrationFailed,
        });
        toastStore.getState().show('error', MESSAGES.registrationFailed);
      }
    })();
    return authInit;
  };

  const waitForAuth = () =>
    new Promise<void>((resolve) => {
      if (authStore.getState().isInitialised) {
        resolve();
        return;
      }
      const done = () => {
        unsubscribe();
        clearTimeout(timer);
        resolve();
      };
      const unsubscribe = authStore.subscribe((state) => {
        if (state.isInitialised) done();
      });
      const timer = setTimeout(done, CONSTANTS.AUTH_WAIT_TIMEOUT_MS);
    });

  const adStore = createAdStore();
  const adGate = createAdGate({
    api,
    authStore,
    storage: win.localStorage,
    store: adStore,
    hasAdsConsent: () => hasAdsConsent(consent),
  });
  // Read before the first tap, so a play without an ad due starts at once.
  adGate.prepare();

  const runtimeHost = new RuntimeHost({
    store: gameStore,
    loadManifest: embeddedManifestOr(queryClient, () => loadGameManifest(api)),
    loadWorld: (gameId) =>
      queryClient.fetchQuery({
        queryKey: worldQueryKey(gameId),
        // The check is a chunk of its own: world files are checked with zod classic (contracts'
        // worlds), which the first view must not download (README "First view and deep
        // pages"). The request starts at once, while that chunk downloads.
        queryFn: async () => {
          const [json, { checkWorldFile }] = await Promise.all([
            fetchWorldFile(api, gameId),
            import('../features/game/worldLoader.js'),
          ]);
          return checkWorldFile(json);
        },
        staleTime: Infinity,
        // Offline, still ask: the service worker keeps the worlds of games played before.
        networkMode: 'offlineFirst',
      }),
    forgetGame: (gameId) => {
      queryClient.removeQueries({ queryKey: worldQueryKey(gameId) });
      void queryClient.invalidateQueries({ queryKey: gameQueryKey(gameId) });
    },
    waitForAuth,
    sessions: new GameSessionTracker(analytics, createGameSessionServer(api)),
    bestScores: createBestScores(win.localStorage),
    analytics,
    window: win,
    isTouch: () => isTouchDevice(win),
    hudInsetLeft: () => measureHudInsetLeft(win.document),
    fetchPicture: fetchPictureWith(fetchImpl),
    reportPlayResult: (result) => reportPlayResult(api, result),
    beforePlay: adGate.beforePlay,
  });

  return {
    api,
    queryClient,
    tokenManager: manager,
    authStore,
    gameStore,
    toastStore,
    adStore,
    runtimeHost,
    analytics,
    feedImpressions,
    consent,
    pageLocation: options.pageLocation ?? win.location,
    loginHistory: createLoginHistory(win.localStorage),
    initAuth,
    markAuthInitialised: () => authStore.setState({ isInitialised: true }),
  };
}
