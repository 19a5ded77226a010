import {
  BRIDGE_CHANNEL,
  MESSAGES,
  type HostToRuntimeMessage,
  type WorldFile,
} from '@promptplay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeGame } from '../../testing/fixtures.js';
import { createBestScores } from './bestScores.js';
import { GameLoadError } from './gameLoadError.js';
import { createGameStore } from './gameStore.js';
import { createRuntimeFrameDouble } from './runtimeFrameDouble.js';
import { runtimeHostOptions } from './runtimeHostOptionsDouble.js';
import { RuntimeHost, type RuntimeHostOptions } from './runtimeHost.js';
import { TEST_GAME_MANIFEST } from './testManifest.js';

const manifest = TEST_GAME_MANIFEST;
const world = { gameGenre: 'PLATFORMER', seed: 7 } as unknown as WorldFile;

let frame: HTMLIFrameElement;
let posted: HostToRuntimeMessage[];
let removeFrame: () => void;
let disconnect: () => void;

/** A session server that issues s-1, s-2, … and records the ends. */
function fakeSessionServer() {
  let issued = 0;
  return {
    start: vi.fn((): Promise<string | null> => Promise.resolve(`s-${++issued}`)),
    end: vi.fn<(sessionId: string) => void>(),
  };
}

function setup(overrides: Partial<RuntimeHostOptions> = {}, sessionServer = fakeSessionServer()) {
  const store = createGameStore();
  const forgetGame = vi.fn();
  const host = new RuntimeHost(
    runtimeHostOptions(
      {
        store,
        loadManifest: () => Promise.resolve(manifest),
        loadWorld: () => Promise.resolve(world),
        forgetGame,
        ...overrides,
      },
      sessionServer,
    ),
  );
  disconnect = host.connect();
  return { store, host, forgetGame, sessionServer };
}

function fromRuntime(data: unknown, source: MessageEventSource | null = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, source }));
}

const status = (value: string) =>
  fromRuntime({ channel: BRIDGE_CHANNEL, type: 'status', status: value });

async function bootRuntime(host: RuntimeHost) {
  host.attachFrame(frame);
  host.handleFrameLoad();
  for (const step of [
    'RUNTIME_READY_TO_START',
    'RUNTIME_STARTING',
    'PRELOADING_GAME_ASSETS',
    'PRELOADED_GAME_ASSETS',
    'GAME_LOADED',
  ]) {
    status(step);
  }
  await vi.waitFor(() => expect(posted.some((m) => m.type === 'loadGame')).toBe(true));
}

beforeEach(() => {
  ({ frame, posted, remove: removeFrame } = createRuntimeFrameDouble());
  window.dataLayer = [];
});
afterEach(() => {
  disconnect();
  removeFrame();
  vi.restoreAllMocks();
});

describe('runtime host', () => {
  it('runs the protocol from manifest to a playing game', async () => {
    const { store, host } = setup();
    localStorage.setItem('promptplay.bestScore.space-cats', '42');
    const steps: (string | null)[] = [];
    store.subscribe((state) => {
      if (steps.at(-1) !== state.loadingStep) steps.push(state.loadingStep);
    });

    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    expect(store.getState().frameUrl).toBe('/runtime/index.html');
    expect(store.getState().runtimeStatus).toBe('LOADING_BUILD_MANIFEST_FILES');
    expect(store.getState().gameStatus).toBe('LOADING_RUNTIME');

    await bootRuntime(host);
    const init = posted.find((m) => m.type === 'init');
    expect(init).toEqual({
      channel: BRIDGE_CHANNEL,
      type: 'init',
      pixelRatio: window.devicePixelRatio * 0.65,
      isTouch: true,
      hudInsetLeft: 0,
    });
    expect(posted.find((m) => m.type === 'loadGame')).toEqual({
      channel: BRIDGE_CHANNEL,
      type: 'loadGame',
      gameId: 'space-cats',
      world,
      assetOrigin: window.location.origin,
      bestScore: 42,
    });
    expect(store.getState().gameStatus).toBe('LOADING_EXISTING_GAME');

    fromRuntime({ channel: BRIDGE_CHANNEL, type: 'progress', value: 0.5 });
    expect(store.getState().assetProgress).toBe(0.5);
    status('GAME_READY');
    expect(store.getState().gameStatus).toBe('PLAYING');
    expect(steps).toEqual([null, 'auth', 'runtime', 'details', 'starting', null]);
  });

  it('ignores messages from other windows and messages that do not parse', async () => {
    const { store, host } = setup();
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    host.attachFrame(frame);
    host.handleFrameLoad();
    fromRuntime(
      { channel: BRIDGE_CHANNEL, type: 'status', status: 'RUNTIME_READY_TO_START' },
      window,
    );
    fromRuntime({ channel: 'other', type: 'status', status: 'RUNTIME_READY_TO_START' });
    fromRuntime({ channel: BRIDGE_CHANNEL, type: 'status', status: 'NOT_A_STATUS' });
    expect(store.getState().runtimeStatus).toBe('BUILD_MANIFEST_FILES_LOADED');
    expect(posted).toEqual([]);
  });

  it('accepts the runtime announcing itself before the frame load event', async () => {
    const { store, host } = setup();
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    host.attachFrame(frame);
    status('RUNTIME_READY_TO_START');
    expect(store.getState().gameStatus).toBe('RUNTIME_READY');
    expect(posted.map((m) => m.type)).toEqual(['init']);
  });

  it('shows "Game not found" when the world file is missing', async () => {
    const { store, host } = setup({
      loadWorld: () => Promise.reject(new GameLoadError(MESSAGES.gameNotFound)),
    });
    await host.startGame({ gameId: 'missing', source: 'feed_play' });
    host.attachFrame(frame);
    host.handleFrameLoad();
    for (const step of [
      'RUNTIME_READY_TO_START',
      'RUNTIME_STARTING',
      'PRELOADING_GAME_ASSETS',
      'PRELOADED_GAME_ASSETS',
      'GAME_LOADED',
    ]) {
      status(step);
    }
    await vi.waitFor(() => expect(store.getState().gameStatus).toBe('ERROR'));
    expect(store.getState().errorMessage).toBe(MESSAGES.gameNotFound);
    expect(store.getState().runtimeStatus).toBe('ERROR');
  });

  it('shows the manifest problem when the game configuration cannot load', async () => {
    const { store, host } = setup({
      loadManifest: () =>
        Promise.reject(new GameLoadError(MESSAGES.invalidGameConfigurationFormat)),
    });
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    expect(store.getState().gameStatus).toBe('ERROR');
    expect(store.getState().errorMessage).toBe(MESSAGES.invalidGameConfigurationFormat);
    expect(store.getState().frameUrl).toBeNull();
  });

  it('shows runtime errors with their message', async () => {
    const { store, host } = setup();
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    await bootRuntime(host);
    fromRuntime({ channel: BRIDGE_CHANNEL, type: 'error', message: 'Sprites failed to load' });
    expect(store.getState().gameStatus).toBe('ERROR');
    expect(store.getState().errorMessage).toBe('Sprites failed to load');
  });

  it('keeps an error report from inside the game off the page (it goes to the reporter)', async () => {
    const { store, host } = setup();
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    await bootRuntime(host);
    const before = store.getState();
    fromRuntime({
      channel: BRIDGE_CHANNEL,
      type: 'errorReport',
      name: 'TypeError',
      message: 'enemy is undefined',
    });
    expect(store.getState().gameStatus).toBe(before.gameStatus);
    expect(store.getState().errorMessage).toBeNull();
  });

  it('reports each finished round under the server-issued session id, with score and duration', async () => {
    const reportPlayResult = vi.fn();
    let now = 1_000;
    let ids = 0;
    const { host, sessionServer } = setup({
      reportPlayResult,
      now: () => now,
      newResultId: () => `r-${++ids}`,
    });
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    expect(sessionServer.start).toHaveBeenCalledWith('space-cats', 'feed_play');
    await bootRuntime(host);
    now = 31_000;
    fromRuntime({ channel: BRIDGE_CHANNEL, type: 'gameOver', won: true, score: 120, bestScore: 0 });
    now = 41_000;
    fromRuntime({ channel: BRIDGE_CHANNEL, type: 'gameOver', won: false, score: 30, bestScore: 0 });
    await vi.waitFor(() => expect(reportPlayResult).toHaveBeenCalledTimes(2));
    const [first, second] = reportPlayResult.mock.calls.map(([result]) => result as object);
    expect(first).toEqual({
      resultId: 'r-1',
      sessionId: 's-1',
      gameId: 'space-cats',
      source: 'feed_play',
      won: true,
      score: 120,
      durationMs: 30_000,
    });
    expect(second).toMatchObject({
      resultId: 'r-2',
      sessionId: 's-1',
      won: false,
      score: 30,
      durationMs: 10_000,
    });
  });

  it('plays on when the session cannot start, sending no result it could not name', async () => {
    const reportPlayResult = vi.fn();
    const failing = {
      start: vi.fn(() => Promise.resolve(null)),
      end: vi.fn<(id: string) => void>(),
    };
    const { store, host } = setup({ reportPlayResult }, failing);
    await host.startGame({ gameId: 'space-cats', source: 'modal_play' });
    await bootRuntime(host);
    status('GAME_READY');
    expect(store.getState().gameStatus).toBe('PLAYING');
    fromRuntime({ channel: BRIDGE_CHANNEL, type: 'gameOver', won: true, score: 5, bestScore: 0 });
    fromRuntime({ channel: BRIDGE_CHANNEL, type: 'backToFeed' });
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({ event: 'game_session_end', session_id: null }),
      ),
    );
    expect(reportPlayResult).not.toHaveBeenCalled();
    expect(failing.end).not.toHaveBeenCalled();
  });

  it('ends the session on the server when the page goes away mid-game', async () => {
    const { host, sessionServer } = setup();
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    await bootRuntime(host);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(sessionServer.end).toHaveBeenCalledWith('s-1'));
  });

  it('keeps the best score after a game over', async () => {
    const { host } = setup();
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    await bootRuntime(host);
    fromRuntime({
      channel: BRIDGE_CHANNEL,
      type: 'gameOver',
      won: true,
      score: 120,
      bestScore: 120,
    });
    fromRuntime({
      channel: BRIDGE_CHANNEL,
      type: 'gameOver',
      won: false,
      score: 30,
      bestScore: 120,
    });
    expect(createBestScores(localStorage).get('space-cats')).toBe(120);
  });

  it('back to feed quits, ends the session, drops the game cache and keeps the runtime hidden', async () => {
    const { store, host, forgetGame, sessionServer } = setup();
    await host.startGame({ gameId: 'space-cats', source: 'modal_play' });
    await bootRuntime(host);
    status('GAME_READY');
    fromRuntime({ channel: BRIDGE_CHANNEL, type: 'backToFeed' });
    expect(posted.at(-1)).toEqual({ channel: BRIDGE_CHANNEL, type: 'quit' });
    await vi.waitFor(() => expect(sessionServer.end).toHaveBeenCalledWith('s-1'));
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'game_session_end',
        session_id: 's-1',
        game_id: 'space-cats',
      }),
    );
    expect(forgetGame).toHaveBeenCalledWith('space-cats');
    expect(store.getState()).toMatchObject({
      gameStatus: 'INITIAL',
      runtimeStatus: 'INITIAL',
      frameUrl: '/runtime/index.html',
    });
  });

  it('next game starts the following game of the loaded feed', async () => {
    const { store, host, sessionServer } = setup();
    store.getState().setPlaylist([makeGame('first'), makeGame('second')]);
    await host.startGame({ gameId: 'first', source: 'feed_play' });
    await bootRuntime(host);
    status('GAME_READY');
    fromRuntime({ channel: BRIDGE_CHANNEL, type: 'nextGame' });
    await vi.waitFor(() => expect(store.getState().frameUrl).toBe('/runtime/index.html'));
    expect(store.getState().gameId).toBe('second');
    expect(store.getState().game?.title).toBe('Game second');
    expect(sessionServer.end).toHaveBeenCalledWith('s-1');
    expect(sessionServer.start).toHaveBeenLastCalledWith('second', 'unity_next_game');
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({
          event: 'game_session_start',
          session_id: 's-2',
          game_id: 'second',
          source: 'unity_next_game',
        }),
      ),
    );
  });

  it('pauses and resumes the runtime with the page visibility', async () => {
    const { host } = setup();
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    await bootRuntime(host);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(posted.slice(-2).map((m) => m.type)).toEqual(['pause', 'resume']);
  });

  it('starts a prompt game: creating while it builds, then the new game by id in the same layer', async () => {
    const loadWorld = vi.fn(() => Promise.resolve(world));
    const { store, host, sessionServer } = setup({ loadWorld });
    let finishBuild: (gameId: string) => void = () => undefined;
    const started = host.startCreatedGame({
      prompt: 'a pickle knight',
      genre: 'PLATFORMER',
      build: (_signal, report) => {
        report(0.4);
        return new Promise((resolve) => {
          finishBuild = (gameId) => resolve({ gameId });
        });
      },
    });
    await vi.waitFor(() => expect(store.getState().creation?.progress).toBe(0.4));
    expect(store.getState()).toMatchObject({
      runtimeStatus: 'EXECUTING_PROMPT',
      gameStatus: 'CREATING_NEW_GAME',
      loadingStep: 'creating',
      creation: { prompt: 'a pickle knight', genre: 'PLATFORMER' },
    });
    expect(loadWorld).not.toHaveBeenCalled();

    finishBuild('pickle-knight');
    expect(await started).toBe('pickle-knight');
    expect(loadWorld).toHaveBeenCalledWith('pickle-knight');
    expect(store.getState()).toMatchObject({
      gameId: 'pickle-knight',
      gameStatus: 'LOADING_RUNTIME',
      frameUrl: '/runtime/index.html',
    });
    expect(sessionServer.start).toHaveBeenCalledWith('pickle-knight', 'create_character');
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({
          event: 'game_session_start',
          session_id: 's-1',
          game_id: 'pickle-knight',
          source: 'create_character',
        }),
      ),
    );
    expect(host.hasLoadedRuntime).toBe(false);
    await bootRuntime(host);
    expect(host.hasLoadedRuntime).toBe(true);
    status('GAME_READY');
    expect(store.getState().gameStatus).toBe('PLAYING');
  });

  it('shows a failed build with its message and passes the failure on', async () => {
    const { store, host } = setup();
    const started = host.startCreatedGame({
      prompt: 'a pickle knight',
      genre: 'PLATFORMER',
      build: () => Promise.reject(new GameLoadError('The sewer flooded')),
    });
    await expect(started).rejects.toThrow('The sewer flooded');
    expect(store.getState()).toMatchObject({
      gameStatus: 'ERROR',
      runtimeStatus: 'ERROR',
      errorMessage: 'The sewer flooded',
      errorSignInPath: null,
    });
  });

  it('keeps where signing in returns to when a build fails for want of a sign-in', async () => {
    const { store, host } = setup();
    const started = host.startCreatedGame({
      prompt: 'a pickle boxer',
      genre: 'FIGHTING',
      build: () => Promise.reject(new GameLoadError('Sign in first', { signInReturnPath: '/x' })),
    });
    await expect(started).rejects.toThrow('Sign in first');
    expect(store.getState()).toMatchObject({
      errorMessage: 'Sign in first',
      errorSignInPath: '/x',
    });
  });

  it('stops the build when the player goes back, without an error', async () => {
    const { store, host } = setup();
    let buildSignal: AbortSignal | null = null;
    const started = host.startCreatedGame({
      prompt: 'a pickle knight',
      genre: 'PLATFORMER',
      build: (signal) => {
        buildSignal = signal;
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
    });
    await vi.waitFor(() => expect(buildSignal).not.toBeNull());
    host.backToFeed();
    expect(await started).toBeNull();
    expect(buildSignal!.aborted).toBe(true);
    expect(store.getState().gameStatus).toBe('INITIAL');
  });
});
