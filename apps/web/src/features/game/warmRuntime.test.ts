import {
  BRIDGE_CHANNEL,
  type GameManifest,
  type HostToRuntimeMessage,
  type RuntimeStatus,
  type WorldFile,
} from '@promptplay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGameStore } from './gameStore.js';
import { RUNTIME_BOOT_STATUSES } from './runtimeFrame.js';
import { createRuntimeFrameDouble } from './runtimeFrameDouble.js';
import { RuntimeHost } from './runtimeHost.js';
import { runtimeHostOptions } from './runtimeHostOptionsDouble.js';

const LOADER_URL = '/runtime/index.html';
const world = { gameGenre: 'PLATFORMER', seed: 7 } as unknown as WorldFile;

let frame: HTMLIFrameElement;
let posted: HostToRuntimeMessage[];
let removeFrame: () => void;
let disconnect: () => void;

function setup() {
  const store = createGameStore();
  const loadManifest = vi.fn(() => Promise.resolve({ loaderUrl: LOADER_URL } as GameManifest));
  const loadWorld = vi.fn(() => Promise.resolve(world));
  const startSession = vi.fn(() => Promise.resolve('s-1'));
  const host = new RuntimeHost(
    runtimeHostOptions(
      { store, loadManifest, loadWorld },
      { start: startSession, end: () => undefined },
    ),
  );
  disconnect = host.connect();
  // What GameLayer does when the store names a frame URL.
  store.subscribe((state) => host.attachFrame(state.frameUrl ? frame : null));
  const statuses: RuntimeStatus[] = [];
  store.subscribe((state) => {
    if (statuses.at(-1) !== state.runtimeStatus) statuses.push(state.runtimeStatus);
  });
  return { store, host, loadManifest, loadWorld, startSession, statuses };
}

function fromRuntime(payload: object) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { channel: BRIDGE_CHANNEL, ...payload },
      source: frame.contentWindow,
    }),
  );
}

/** The runtime page loads and starts its kit with no game, as the real runtime reports it. */
function runtimeBoots(host: RuntimeHost) {
  host.handleFrameLoad();
  for (const status of RUNTIME_BOOT_STATUSES.slice(1)) fromRuntime({ type: 'status', status });
}

/** Spec §4's statuses, in order, of a play on a frame already up. */
const STATUSES_OF_A_WARM_PLAY: RuntimeStatus[] = [
  'INITIAL',
  'INITIALIZING',
  'LOADING_BUILD_MANIFEST',
  'BUILD_MANIFEST_LOADED',
  'LOADING_BUILD_MANIFEST_FILES',
  ...RUNTIME_BOOT_STATUSES,
  'LOADING_GAME',
  'GAME_READY',
];

const sent = (type: string) => posted.filter((message) => message.type === type);

beforeEach(() => {
  ({ frame, posted, remove: removeFrame } = createRuntimeFrameDouble());
});
afterEach(() => {
  disconnect();
  removeFrame();
  vi.restoreAllMocks();
});

describe('the runtime ready before the tap', () => {
  it('boots hidden with no game and fetches the world while the layer stays closed', async () => {
    const { store, host, loadWorld } = setup();
    host.prepare({ id: 'space-cats', gameGenre: 'PLATFORMER' });
    await vi.waitFor(() => expect(store.getState().frameUrl).toBe(LOADER_URL));
    runtimeBoots(host);
    expect(loadWorld).toHaveBeenCalledWith('space-cats');
    expect(sent('init')).toHaveLength(1);
    expect(sent('loadGame')).toEqual([]);
    expect(store.getState()).toMatchObject({ gameStatus: 'INITIAL', runtimeStatus: 'INITIAL' });
  });

  it("has the booted runtime load the modal game's genre ahead, once, without playing it", async () => {
    const { store, host } = setup();
    host.prepare({ id: 'space-cats', gameGenre: 'FPS' });
    await vi.waitFor(() => expect(store.getState().frameUrl).toBe(LOADER_URL));
    expect(sent('prefetch')).toEqual([]);
    runtimeBoots(host);
    expect(sent('prefetch')).toEqual([{ channel: BRIDGE_CHANNEL, type: 'prefetch', genre: 'FPS' }]);
    host.prepare();
    expect(sent('prefetch')).toHaveLength(1);
    expect(sent('loadGame')).toEqual([]);
  });

  it('Play on a warm frame still runs every status of spec §4 in order, then hands the world over', async () => {
    const { store, host, statuses } = setup();
    host.prepare();
    await vi.waitFor(() => expect(store.getState().frameUrl).toBe(LOADER_URL));
    runtimeBoots(host);
    const frameKey = store.getState().frameKey;

    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    await vi.waitFor(() => expect(sent('loadGame')).toHaveLength(1));
    fromRuntime({ type: 'status', status: 'GAME_READY' });
    expect(statuses).toEqual(STATUSES_OF_A_WARM_PLAY);
    expect(store.getState().gameStatus).toBe('PLAYING');
    expect(store.getState().frameKey).toBe(frameKey);
    expect(sent('init')).toHaveLength(1);
  });

  it('Back to feed resets the frame; the next game plays in it once the runtime confirms', async () => {
    const { store, host, loadManifest } = setup();
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    runtimeBoots(host);
    await vi.waitFor(() => expect(sent('loadGame')).toHaveLength(1));
    fromRuntime({ type: 'status', status: 'GAME_READY' });
    const frameKey = store.getState().frameKey;

    host.backToFeed();
    expect(posted.at(-1)?.type).toBe('quit');
    expect(store.getState()).toMatchObject({ gameStatus: 'INITIAL', gameId: null });
    await host.startGame({ gameId: 'moon-dogs', source: 'feed_play' });
    expect(sent('loadGame')).toHaveLength(1);
    fromRuntime({ type: 'status', status: 'GAME_LOADED' });
    await vi.waitFor(() => expect(sent('loadGame')).toHaveLength(2));
    expect(sent('loadGame')[1]).toMatchObject({ gameId: 'moon-dogs' });
    fromRuntime({ type: 'status', status: 'GAME_READY' });
    expect(store.getState()).toMatchObject({ gameStatus: 'PLAYING', frameKey });
    expect(sent('init')).toHaveLength(1);
    expect(loadManifest).toHaveBeenCalledOnce();
  });

  it('a runtime that fails while hidden is dropped, and the next Play boots a fresh one', async () => {
    const { store, host } = setup();
    host.prepare();
    await vi.waitFor(() => expect(store.getState().frameUrl).toBe(LOADER_URL));
    const frameKey = store.getState().frameKey;
    fromRuntime({ type: 'error', message: 'WebGL went away' });
    expect(store.getState()).toMatchObject({ frameUrl: null, gameStatus: 'INITIAL' });

    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    expect(store.getState().frameUrl).toBe(LOADER_URL);
    expect(store.getState().frameKey).toBe(frameKey + 1);
  });

  it('Back to feed from an error drops the frame', async () => {
    const { store, host } = setup();
    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    runtimeBoots(host);
    await vi.waitFor(() => expect(sent('loadGame')).toHaveLength(1));
    fromRuntime({ type: 'error', message: 'Sprites failed to load' });
    expect(store.getState().gameStatus).toBe('ERROR');
    host.backToFeed();
    expect(store.getState()).toMatchObject({ gameStatus: 'INITIAL', frameUrl: null });
  });
});

/** The detail modal shows on a warm frame: the game is handed over to prepare. */
async function modalShowsOnWarmFrame(host: RuntimeHost, store: ReturnType<typeof createGameStore>) {
  host.prepare({ id: 'space-cats', gameGenre: 'PLATFORMER' });
  await vi.waitFor(() => expect(store.getState().frameUrl).toBe(LOADER_URL));
  runtimeBoots(host);
  await vi.waitFor(() => expect(sent('prepareGame')).toHaveLength(1));
}

describe('the next game prepared in the hidden frame while its modal shows', () => {
  it('hands the frame the world to prepare, with no play, session or loading shown', async () => {
    const { store, host, startSession } = setup();
    await modalShowsOnWarmFrame(host, store);
    expect(sent('prepareGame')[0]).toMatchObject({
      gameId: 'space-cats',
      world,
      assetOrigin: window.location.origin,
      bestScore: 0,
    });
    // The prepared game reports its loading; none of it reaches the page while no play runs.
    fromRuntime({ type: 'progress', value: 0.6 });
    fromRuntime({ type: 'prepared', gameId: 'space-cats' });
    expect(store.getState()).toMatchObject({
      gameStatus: 'INITIAL',
      runtimeStatus: 'INITIAL',
      assetProgress: 0,
    });
    expect(startSession).not.toHaveBeenCalled();
    expect(sent('loadGame')).toEqual([]);
  });

  it('Play Game runs the statuses of spec §4 in order and only starts the prepared game', async () => {
    const { store, host, statuses, startSession, loadWorld } = setup();
    await modalShowsOnWarmFrame(host, store);
    fromRuntime({ type: 'prepared', gameId: 'space-cats' });

    const playing = host.startGame({ gameId: 'space-cats', source: 'modal_play' });
    host.stopPreparing('space-cats'); // the modal closes as the layer opens
    await playing;
    await vi.waitFor(() => expect(sent('startGame')).toHaveLength(1));
    expect(sent('startGame')[0]).toMatchObject({ gameId: 'space-cats' });
    expect(startSession).toHaveBeenCalledOnce();
    fromRuntime({ type: 'status', status: 'GAME_READY' });
    expect(statuses).toEqual(STATUSES_OF_A_WARM_PLAY);
    expect(store.getState().gameStatus).toBe('PLAYING');
    expect(sent('loadGame')).toEqual([]);
    expect(sent('quit')).toEqual([]);
    expect(sent('init')).toHaveLength(1);
    expect(loadWorld).toHaveBeenCalledWith('space-cats');
  });

  it('closing the modal without Play drops the prepared game; a later Play loads it afresh', async () => {
    const { store, host } = setup();
    await modalShowsOnWarmFrame(host, store);
    host.stopPreparing('space-cats');
    expect(posted.at(-1)?.type).toBe('quit');

    await host.startGame({ gameId: 'space-cats', source: 'feed_play' });
    await vi.waitFor(() => expect(sent('loadGame')).toHaveLength(1));
    expect(sent('startGame')).toEqual([]);
  });

  it('another modal prepares its game instead (one at a time), and Play starts that one', async () => {
    const { store, host } = setup();
    await modalShowsOnWarmFrame(host, store);
    host.stopPreparing('space-cats');
    host.prepare({ id: 'moon-dogs', gameGenre: 'PLATFORMER' });
    await vi.waitFor(() => expect(sent('prepareGame')).toHaveLength(2));
    expect(sent('prepareGame')[1]).toMatchObject({ gameId: 'moon-dogs' });

    await host.startGame({ gameId: 'moon-dogs', source: 'modal_play' });
    await vi.waitFor(() => expect(sent('startGame')).toHaveLength(1));
    expect(sent('startGame')[0]).toMatchObject({ gameId: 'moon-dogs' });
  });

  it('Back to feed after a prepared play resets the frame; the next modal prepares once it is back', async () => {
    const { store, host, startSession } = setup();
    await modalShowsOnWarmFrame(host, store);
    await host.startGame({ gameId: 'space-cats', source: 'modal_play' });
    await vi.waitFor(() => expect(sent('startGame')).toHaveLength(1));
    fromRuntime({ type: 'status', status: 'GAME_READY' });

    host.backToFeed();
    expect(posted.at(-1)?.type).toBe('quit');
    expect(store.getState()).toMatchObject({ gameStatus: 'INITIAL', runtimeStatus: 'INITIAL' });
    host.prepare({ id: 'moon-dogs', gameGenre: 'PLATFORMER' });
    await Promise.resolve();
    expect(sent('prepareGame')).toHaveLength(1);
    fromRuntime({ type: 'status', status: 'GAME_LOADED' });
    await vi.waitFor(() => expect(sent('prepareGame')).toHaveLength(2));
    expect(sent('prepareGame')[1]).toMatchObject({ gameId: 'moon-dogs' });
    expect(startSession).toHaveBeenCalledOnce();
  });

  it('a runtime error while preparing drops the frame; Play then boots a fresh one and loads', async () => {
    const { store, host } = setup();
    await modalShowsOnWarmFrame(host, store);
    const frameKey = store.getState().frameKey;
    fromRuntime({ type: 'error', message: 'WebGL went away' });
    expect(store.getState()).toMatchObject({ frameUrl: null, gameStatus: 'INITIAL' });

    await host.startGame({ gameId: 'space-cats', source: 'modal_play' });
    expect(store.getState().frameKey).toBe(frameKey + 1);
    runtimeBoots(host);
    await vi.waitFor(() => expect(sent('loadGame')).toHaveLength(1));
    expect(sent('startGame')).toEqual([]);
  });
});
