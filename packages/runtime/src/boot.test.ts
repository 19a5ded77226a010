import { BRIDGE_CHANNEL } from '@promptplay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { bootRuntime } from './boot.js';
import { buildSampleWorld } from './testing/sampleWorld.js';

const kit = vi.hoisted(() => ({
  resize: vi.fn(),
  pause: vi.fn(),
  becameVisible: vi.fn(),
  loadGame: vi.fn(),
  startHeldGame: vi.fn(),
  quit: vi.fn(),
  postStatus: vi.fn(),
}));
vi.mock('./kit/startGameKit.js', () => ({ startGameKit: vi.fn(() => Promise.resolve(kit)) }));

/** What WebKit and Chromium throw on storage in `<iframe sandbox="allow-scripts">`. */
function throwsSecurityError(target: object, property: string): void {
  Object.defineProperty(target, property, {
    get() {
      throw new DOMException(`${property} is not available in a sandboxed frame`, 'SecurityError');
    },
  });
}

/** A window as the runtime sees it in an opaque-origin sandbox: storage and cookies throw. */
function sandboxedWindow() {
  const listeners = new Map<string, (event: unknown) => void>();
  const posted: unknown[] = [];
  const parent = { postMessage: (message: unknown) => posted.push(message) };
  const document = {
    visibilityState: 'visible',
    body: {},
    documentElement: { clientWidth: 390, clientHeight: 844 },
    getElementById: () => null,
    addEventListener: vi.fn(),
  };
  throwsSecurityError(document, 'cookie');
  const target = {
    parent,
    document,
    innerWidth: 390,
    innerHeight: 844,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    removeEventListener: vi.fn(),
  };
  for (const property of ['localStorage', 'sessionStorage', 'indexedDB', 'caches'])
    throwsSecurityError(target, property);
  const fromHost = (data: unknown) => listeners.get('message')?.({ data, source: parent });
  return { target: target as unknown as Window, posted, fromHost };
}

describe('bootRuntime in an opaque-origin sandbox (Safari and every other engine)', () => {
  it('starts and takes init without touching storage or cookies', async () => {
    const { target, posted, fromHost } = sandboxedWindow();
    bootRuntime(target);
    expect(posted).toContainEqual(
      expect.objectContaining({ type: 'status', status: 'RUNTIME_READY_TO_START' }),
    );
    fromHost({ channel: BRIDGE_CHANNEL, type: 'init', pixelRatio: 1.3, isTouch: true });
    const { startGameKit } = await import('./kit/startGameKit.js');
    await vi.waitFor(() => expect(startGameKit).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted.filter((message) => (message as { type: string }).type === 'error')).toEqual([]);
  });

  it('after quit says GAME_LOADED again, ready for the next game without a new boot', async () => {
    const { target, fromHost } = sandboxedWindow();
    bootRuntime(target);
    fromHost({ channel: BRIDGE_CHANNEL, type: 'init', pixelRatio: 1.3, isTouch: true });
    fromHost({ channel: BRIDGE_CHANNEL, type: 'quit' });
    await vi.waitFor(() => expect(kit.postStatus).toHaveBeenCalledWith('GAME_LOADED'));
    expect(kit.quit).toHaveBeenCalledOnce();
  });

  it('keeps pictures the host hands over, before or after init, for the kit to load from', async () => {
    const { target, fromHost } = sandboxedWindow();
    bootRuntime(target);
    const url = 'https://promptplay.test/media/hero.png';
    const data = new Uint8Array([1, 2, 3]).buffer;
    fromHost({ channel: BRIDGE_CHANNEL, type: 'picture', url, data, contentType: 'image/png' });
    fromHost({ channel: BRIDGE_CHANNEL, type: 'init', pixelRatio: 1.3, isTouch: true });
    const { startGameKit } = await import('./kit/startGameKit.js');
    await vi.waitFor(() => expect(startGameKit).toHaveBeenCalled());
    const { pictures } = vi.mocked(startGameKit).mock.calls.at(-1)![0];
    expect(pictures.objectUrlFor(url)).toMatch(/^blob:/);
    expect(pictures.objectUrlFor('https://promptplay.test/media/coin.png')).toBeNull();
  });

  it('prepares a game held at its first frame, then starts it on Play without loading again', async () => {
    const { target, fromHost } = sandboxedWindow();
    bootRuntime(target);
    fromHost({ channel: BRIDGE_CHANNEL, type: 'init', pixelRatio: 1.3, isTouch: true });
    const game = {
      gameId: 'space-cats',
      world: buildSampleWorld(),
      assetOrigin: 'https://promptplay.test',
      bestScore: 3,
    };
    fromHost({ channel: BRIDGE_CHANNEL, type: 'prepareGame', ...game });
    await vi.waitFor(() => expect(kit.loadGame).toHaveBeenCalledOnce());
    expect(kit.loadGame).toHaveBeenCalledWith(expect.objectContaining({ type: 'prepareGame' }));
    expect(kit.startHeldGame).not.toHaveBeenCalled();
    fromHost({ channel: BRIDGE_CHANNEL, type: 'startGame', gameId: 'space-cats' });
    await vi.waitFor(() => expect(kit.startHeldGame).toHaveBeenCalledWith('space-cats'));
    expect(kit.loadGame).toHaveBeenCalledOnce();
  });

  it('has the loader wait for pictures a game names in flight until they come or fail', async () => {
    const { target, fromHost } = sandboxedWindow();
    bootRuntime(target);
    fromHost({ channel: BRIDGE_CHANNEL, type: 'init', pixelRatio: 1.3, isTouch: true });
    const hero = 'https://promptplay.test/media/hero.png';
    const coin = 'https://promptplay.test/media/coin.png';
    const game = {
      gameId: 'space-cats',
      world: buildSampleWorld(),
      assetOrigin: 'https://promptplay.test',
      bestScore: 3,
      picturesInFlight: [hero, coin],
    };
    fromHost({ channel: BRIDGE_CHANNEL, type: 'prepareGame', ...game });
    const { startGameKit } = await import('./kit/startGameKit.js');
    await vi.waitFor(() => expect(startGameKit).toHaveBeenCalled());
    const { pictures } = vi.mocked(startGameKit).mock.calls.at(-1)![0];
    const heroArrived = pictures.whenSettled(hero);
    const coinFailed = pictures.whenSettled(coin);
    expect(heroArrived).not.toBeNull();
    const data = new Uint8Array([1, 2, 3]).buffer;
    fromHost({
      channel: BRIDGE_CHANNEL,
      type: 'picture',
      url: hero,
      data,
      contentType: 'image/png',
    });
    fromHost({ channel: BRIDGE_CHANNEL, type: 'pictureUnavailable', url: coin });
    await expect(heroArrived).resolves.toBe(true);
    await expect(coinFailed).resolves.toBe(true);
    expect(pictures.objectUrlFor(hero)).toMatch(/^blob:/);
  });

  it("after quit no loader waits for the dropped game's pictures", async () => {
    const { target, fromHost } = sandboxedWindow();
    bootRuntime(target);
    fromHost({ channel: BRIDGE_CHANNEL, type: 'init', pixelRatio: 1.3, isTouch: true });
    const hero = 'https://promptplay.test/media/hero.png';
    fromHost({
      channel: BRIDGE_CHANNEL,
      type: 'prepareGame',
      gameId: 'space-cats',
      world: buildSampleWorld(),
      assetOrigin: 'https://promptplay.test',
      bestScore: 3,
      picturesInFlight: [hero],
    });
    const { startGameKit } = await import('./kit/startGameKit.js');
    await vi.waitFor(() => expect(startGameKit).toHaveBeenCalled());
    const { pictures } = vi.mocked(startGameKit).mock.calls.at(-1)![0];
    const heroSettled = pictures.whenSettled(hero);
    fromHost({ channel: BRIDGE_CHANNEL, type: 'quit' });
    await expect(heroSettled).resolves.toBe(false);
    expect(pictures.whenSettled(hero)).toBeNull();
  });
});
