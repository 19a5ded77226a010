import { createDataLayerAnalytics } from '../../lib/analytics/dataLayer.js';
import { GameSessionTracker, type GameSessionServer } from '../../lib/analytics/gameSession.js';
import { createBestScores } from './bestScores.js';
import { createGameStore } from './gameStore.js';
import type { RuntimeHostOptions } from './runtimeHost.js';
import { TEST_GAME_MANIFEST } from './testManifest.js';

/** A session server that issues no session and forgets ends (tests that do not watch it). */
const NO_SESSION_SERVER: GameSessionServer = {
  start: () => Promise.resolve(null),
  end: () => undefined,
};

/**
 * RuntimeHost options for tests, on this test page's window: a fresh store, the test manifest,
 * a world that never loads, auth already settled, sessions from `sessionServer`, and whatever
 * `overrides` replace.
 */
export function runtimeHostOptions(
  overrides: Partial<RuntimeHostOptions> = {},
  sessionServer: GameSessionServer = NO_SESSION_SERVER,
): RuntimeHostOptions {
  return {
    store: createGameStore(),
    loadManifest: () => Promise.resolve(TEST_GAME_MANIFEST),
    loadWorld: () => new Promise(() => undefined),
    forgetGame: () => undefined,
    waitForAuth: () => Promise.resolve(),
    sessions: new GameSessionTracker(createDataLayerAnalytics(window), sessionServer),
    bestScores: createBestScores(localStorage),
    analytics: createDataLayerAnalytics(window),
    window,
    isTouch: () => true,
    reportPlayResult: () => undefined,
    ...overrides,
  };
}
