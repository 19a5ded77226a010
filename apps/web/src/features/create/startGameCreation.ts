import { MESSAGES, type DraftCreateRequest, type DraftStatus } from '@promptplay/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { feedQueryPrefix, myGamesQueryKey, profileQueryKey } from '../../app/queryKeys.js';
import type { Analytics } from '../../lib/analytics/dataLayer.js';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { browserTimers, type Timers } from '../../lib/timing/timers.js';
import { fetchGame } from '../feed/feedApi.js';
import type { CreatedGame, RuntimeHost } from '../game/runtimeHost.js';
import type { ToastKind } from '../toasts/toastStore.js';
import { dailyPromptsQueryKey } from './createContext.js';
import {
  FightingSignInRequiredError,
  GameCreationError,
  createDraft,
  waitForDraftGame,
} from './draftApi.js';
import { savePendingPrompt } from './pendingPrompt.js';
import { saveCreateModalState } from './savedCreateState.js';

export interface GameCreationDeps {
  api: ApiClient;
  runtimeHost: Pick<RuntimeHost, 'hasLoadedRuntime' | 'startCreatedGame'>;
  queryClient: QueryClient;
  toast: (kind: ToastKind, message: string) => void;
  /** Build started, completed or failed, with the genre and how long it took. */
  analytics: Analytics;
  sessionStorage: Storage;
  /** Keeps the create modal's state when the server wants a sign-in first (spec §4). */
  localStorage?: Storage;
  reload: () => void;
  /** Whose profile and games change with the new game. */
  playerId?: string | null;
  timers?: Timers;
  sleep?: (ms: number) => Promise<void>;
}

const PROGRESS_TICK_MS = 250;
/** Time constant of the build bar; a built-in build takes a few seconds. */
const PROGRESS_EASE_MS = 3_500;
/** The bar waits here until the draft is done. */
const PROGRESS_BEFORE_DONE = 0.92;

/**
 * The build bar keeps moving while the server works: it eases towards 92% with time and
 * jumps ahead when the draft reports that building has begun.
 */
function startProgressClock(report: (fraction: number) => void, timers: Timers) {
  let elapsed = 0;
  let floor = 0;
  const tick = () => {
    const eased = PROGRESS_BEFORE_DONE * (1 - Math.exp(-elapsed / PROGRESS_EASE_MS));
    report(Math.max(eased, floor));
  };
  const handle = timers.setInterval(() => {
    elapsed += PROGRESS_TICK_MS;
    tick();
  }, PROGRESS_TICK_MS);
  return {
    onStatus(status: DraftStatus) {
      if (status === 'building') floor = Math.max(floor, 0.3);
      tick();
    },
    stop: () => timers.clearInterval(handle),
  };
}

/** The player's profile (prompts left, games created) and games list change with a new game. */
function refreshPlayer({ queryClient, playerId }: GameCreationDeps): void {
  if (!playerId) return;
  void queryClient.invalidateQueries({ queryKey: profileQueryKey(playerId) });
  void queryClient.invalidateQueries({ queryKey: myGamesQueryKey(playerId) });
}

async function buildGame(
  payload: DraftCreateRequest,
  deps: GameCreationDeps,
  signal: AbortSignal,
  report: (fraction: number) => void,
): Promise<CreatedGame> {
  const progress = startProgressClock(report, deps.timers ?? browserTimers);
  const genre = payload.gameGenre;
  const startedAt = Date.now();
  try {
    const draftId = await createDraft(deps.api, payload, signal);
    deps.analytics.track({ event: 'create_build_started', genre, draft_id: draftId });
    // A prompt of today's allowance is spent.
    void deps.queryClient.invalidateQueries({ queryKey: dailyPromptsQueryKey });
    refreshPlayer(deps);
    const gameId = await waitForDraftGame(deps.api, draftId, {
      signal,
      sleep: deps.sleep,
      onStatus: (status) => progress.onStatus(status),
    });
    // The new game leads Latest when the player goes back.
    void deps.queryClient.invalidateQueries({ queryKey: feedQueryPrefix });
    refreshPlayer(deps);
    deps.analytics.track({
      event: 'create_build_completed',
      genre,
      game_id: gameId,
      duration_ms: Date.now() - startedAt,
    });
    const game = await fetchGame(deps.api, gameId, signal).catch(() => null);
    return { gameId, game };
  } catch (error) {
    deps.analytics.track({
      event: 'create_build_failed',
      genre,
      reason: signal.aborted ? 'abandoned' : 'failed',
      duration_ms: Date.now() - startedAt,
    });
    throw error;
  } finally {
    progress.stop();
  }
}

/**
 * Makes and plays a game from its creation payload (spec §4, §7). If a runtime already ran
 * in this page, the payload waits in session storage as `pendingPrompt` and the page
 * reloads; otherwise the game layer shows 'Creating environment for new game...', the draft
 * is created and polled, and the new game starts in the same layer. Failures toast.
 */
export function startGameCreation(
  payload: DraftCreateRequest,
  deps: GameCreationDeps,
): 'reloading' | 'started' {
  if (deps.runtimeHost.hasLoadedRuntime) {
    savePendingPrompt(deps.sessionStorage, payload);
    deps.reload();
    return 'reloading';
  }
  deps.runtimeHost
    .startCreatedGame({
      prompt: payload.originalPlayerPrompt,
      genre: payload.gameGenre,
      build: (signal, report) => buildGame(payload, deps, signal, report),
    })
    .catch((error: unknown) => {
      if (error instanceof FightingSignInRequiredError && deps.localStorage) {
        // Signing in from the layer comes back to the modal with this idea (spec §4).
        saveCreateModalState(
          deps.localStorage,
          {
            prompt: payload.originalPlayerPrompt,
            gameGenre: payload.gameGenre,
            characterGenerationType: 'PREMIUM',
            uploadedImageUrl: payload.referenceImageUrl,
          },
          Date.now(),
        );
      }
      deps.toast(
        'error',
        error instanceof GameCreationError ? error.toastMessage : MESSAGES.startGameCreationFailed,
      );
    });
  return 'started';
}
