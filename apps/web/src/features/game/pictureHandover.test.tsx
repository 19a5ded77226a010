import {
  BRIDGE_CHANNEL,
  MESSAGES,
  type HostToRuntimeMessage,
  type WorldFile,
} from '@promptplay/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, urlOf } from '../../testing/fakeServer.js';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/renderApp.js';
import { PICTURE_FETCHES_AT_ONCE } from './pictureHandover.js';
import { RUNTIME_BOOT_STATUSES } from './runtimeFrame.js';
import { TEST_GAME_MANIFEST } from './testManifest.js';
import { worldFilePath } from './worldFetch.js';

const manifest = TEST_GAME_MANIFEST;

const sprite = (name: string, url: string) => ({ name, url, size: 32 });
const sheet = (name: string, sheetUrl: string) => ({
  name,
  description: name,
  sheetUrl,
  frameWidth: 48,
  frameHeight: 48,
  frameCount: 8,
});

const PICTURE_PATHS = [
  '/media/g-one/strip.png',
  '/media/g-one/far.png',
  '/media/g-one/sky.png',
  '/media/g-one/floor.png',
  '/media/g-one/hero.png',
  '/media/g-one/slime.png',
  '/media/g-one/coin.png',
  '/media/g-one/flag.png',
];

const world = {
  formatVersion: 1,
  version: '1.0.0',
  creationTimeUtc: '2026-01-01T00:00:00.000Z',
  worldProfileData: {
    locationName: 'Candy Cliffs',
    backgroundStoryText: 'A fox hops across candy cliffs.',
    author: 'Ada',
    gameGenre: 'PLATFORMER',
  },
  seed: 7,
  difficulty: 2,
  targetAudience: 'family',
  palette: {
    skyTop: '#4a90e2',
    skyBottom: '#bfe6ff',
    ground: '#6b4226',
    groundAccent: '#5cc93b',
    primary: '#ff7a3d',
    secondary: '#7a3dff',
    accent: '#ffd23f',
    text: '#ffffff',
  },
  background: {
    theme: 'candy hills',
    layers: [
      { shape: 'hills', color: '#6cc070', parallax: 0.4, height: 0.3, imageUrl: PICTURE_PATHS[0] },
      { shape: 'hills', color: '#6cc070', parallax: 0.2, height: 0.4, imageUrl: PICTURE_PATHS[1] },
      { shape: 'clouds', color: '#ffffff', parallax: 0.1, height: 0.3, imageUrl: PICTURE_PATHS[2] },
      { shape: 'stars', color: '#ffffff', parallax: 0, height: 0.2 },
    ],
    floorUrl: PICTURE_PATHS[3],
  },
  genreSpecificFields: { collectibleDescription: 'coins' },
  gameGenre: 'PLATFORMER',
  characters: { hero: sheet('Fox', PICTURE_PATHS[4]!), enemy: sheet('Slime', PICTURE_PATHS[5]!) },
  items: {
    collectible: sprite('Coin', PICTURE_PATHS[6]!),
    goal: sprite('Flag', PICTURE_PATHS[7]!),
  },
  platformer: {
    genreVersion: 1,
    levelScreens: 4,
    enemyDensity: 0.5,
    gapDensity: 0.5,
    collectibleDensity: 0.5,
    lives: 3,
    timeLimitSeconds: 120,
  },
} as unknown as WorldFile;

const PICTURE_BYTES = 5;

interface MediaRequest {
  path: string;
  init: RequestInit;
  answer: () => void;
  /** The server answers 404. */
  fail: () => void;
}

/**
 * The fake server with a runtime, the game's world and its pictures. Picture requests wait until
 * the test answers them (`media`), and fail like a real fetch when their signal aborts.
 */
function serverWithGameArt() {
  const server = createFakeServer({ feed: () => makeFeedPage([makeGame('g-one')]) });
  const answer = server.getMockImplementation()!;
  const media: MediaRequest[] = [];
  server.mockImplementation((input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    if (path === '/game-manifest.json') return Promise.resolve(Response.json(manifest));
    if (path === worldFilePath('g-one')) return Promise.resolve(Response.json(world));
    if (!path.startsWith('/media/g-one/')) return answer(input, init);
    return new Promise<Response>((resolve, reject) => {
      const picture = new Response(new Uint8Array(PICTURE_BYTES), {
        headers: { 'Content-Type': 'image/png' },
      });
      media.push({
        path,
        init: init ?? {},
        answer: () => resolve(picture),
        fail: () => resolve(new Response('Not found', { status: 404 })),
      });
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('Aborted', 'AbortError')),
      );
    });
  });
  return { server, media };
}

/** Records what the host posts into the runtime frame once it is on the page. */
async function runtimeFrameInbox() {
  const frame = await screen.findByTestId<HTMLIFrameElement>('runtime-frame');
  const posted: HostToRuntimeMessage[] = [];
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message as HostToRuntimeMessage);
  });
  const fromRuntime = (data: object) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { channel: BRIDGE_CHANNEL, ...data },
          source: frame.contentWindow,
        }),
      );
    });
  /** The runtime page loads and starts its kit with no game. */
  const boot = () => {
    for (const status of RUNTIME_BOOT_STATUSES.slice(1)) fromRuntime({ type: 'status', status });
  };
  return { posted, boot };
}

/** Answers the picture requests in the order they come, as the host makes them. */
async function answerEach(media: MediaRequest[]) {
  for (let index = 0; index < PICTURE_PATHS.length; index++) {
    await waitFor(() => expect(media.length).toBeGreaterThan(index));
    media[index]!.answer();
  }
}

const absolute = (path: string) => new URL(path, window.location.origin).href;
const typesOf = (posted: HostToRuntimeMessage[]) => posted.map((message) => message.type);

async function openModal() {
  fireEvent.click(await screen.findByTestId('game-card-title'));
  return screen.getByTestId('game-modal');
}

describe("the game's pictures handed to the runtime before the tap", () => {
  it('opening the detail modal fetches every picture at low priority and hands each over', async () => {
    const { server, media } = serverWithGameArt();
    renderApp('/', server);
    await openModal();
    const runtime = await runtimeFrameInbox();
    await waitFor(() => expect(media).toHaveLength(PICTURE_FETCHES_AT_ONCE));
    await act(() => Promise.resolve());
    expect(media).toHaveLength(PICTURE_FETCHES_AT_ONCE);

    await answerEach(media);
    expect(media.map((request) => request.path).sort()).toEqual([...PICTURE_PATHS].sort());
    expect(media.every((request) => request.init.priority === 'low')).toBe(true);
    runtime.boot();
    await waitFor(() =>
      expect(typesOf(runtime.posted).filter((type) => type === 'picture')).toHaveLength(
        PICTURE_PATHS.length,
      ),
    );
    const pictures = runtime.posted.filter((message) => message.type === 'picture');
    expect(pictures.map((picture) => picture.url).sort()).toEqual(
      PICTURE_PATHS.map(absolute).sort(),
    );
    expect(pictures[0]).toMatchObject({ contentType: 'image/png' });
    expect(pictures[0]?.data.byteLength).toBe(PICTURE_BYTES);
    // The game is handed over too: exactly the pictures it names in flight follow it.
    await waitFor(() => expect(typesOf(runtime.posted)).toContain('prepareGame'));
    const preparedAt = typesOf(runtime.posted).indexOf('prepareGame');
    const prepared = runtime.posted[preparedAt];
    const inFlight = prepared?.type === 'prepareGame' ? (prepared.picturesInFlight ?? []) : [];
    const handedAfter = runtime.posted
      .slice(preparedAt)
      .flatMap((message) => (message.type === 'picture' ? [message.url] : []));
    expect(handedAfter.sort()).toEqual([...inFlight].sort());
    expect(typesOf(runtime.posted)).not.toContain('loadGame');
  });

  it('hands the runtime the game as soon as its world is here, then each picture as it arrives', async () => {
    const { server, media } = serverWithGameArt();
    renderApp('/', server);
    await openModal();
    const runtime = await runtimeFrameInbox();
    runtime.boot();
    await waitFor(() => expect(media).toHaveLength(PICTURE_FETCHES_AT_ONCE));

    // Not one picture is here yet: the runtime loads the game and its loader waits for them.
    await waitFor(() => expect(typesOf(runtime.posted)).toContain('prepareGame'));
    const prepared = runtime.posted.find((message) => message.type === 'prepareGame');
    expect(
      prepared?.type === 'prepareGame' && [...(prepared.picturesInFlight ?? [])].sort(),
    ).toEqual(PICTURE_PATHS.map(absolute).sort());
    await answerEach(media);
    await waitFor(() =>
      expect(typesOf(runtime.posted).filter((type) => type === 'picture')).toHaveLength(
        PICTURE_PATHS.length,
      ),
    );
    const types = typesOf(runtime.posted);
    expect(types.indexOf('prepareGame')).toBeLessThan(types.indexOf('picture'));
    expect(types.filter((type) => type === 'prepareGame')).toHaveLength(1);
  });

  it('Play Game while the game is being prepared joins it: no new load, the pictures still come', async () => {
    const { server, media } = serverWithGameArt();
    renderApp('/', server);
    const modal = await openModal();
    const runtime = await runtimeFrameInbox();
    runtime.boot();
    await waitFor(() => expect(typesOf(runtime.posted)).toContain('prepareGame'));

    fireEvent.click(within(modal).getByRole('button', { name: MESSAGES.playGame }));
    await screen.findByTestId('game-layer');
    await waitFor(() => expect(typesOf(runtime.posted)).toContain('startGame'));
    await answerEach(media);
    await waitFor(() =>
      expect(typesOf(runtime.posted).filter((type) => type === 'picture')).toHaveLength(
        PICTURE_PATHS.length,
      ),
    );
    const types = typesOf(runtime.posted);
    expect(types).not.toContain('loadGame');
    expect(types.filter((type) => type === 'prepareGame')).toHaveLength(1);
    expect(media.some((request) => request.init.signal?.aborted)).toBe(false);
  });

  it('a game played with no modal first (a feed card) still gets its pictures from the page', async () => {
    const { server, media } = serverWithGameArt();
    renderApp('/', server);
    fireEvent.click(await screen.findByTestId('game-card-play'));
    const runtime = await runtimeFrameInbox();
    runtime.boot();
    await answerEach(media);
    expect(media.map((request) => request.path).sort()).toEqual([...PICTURE_PATHS].sort());
    await waitFor(() =>
      expect(typesOf(runtime.posted).filter((type) => type === 'picture')).toHaveLength(
        PICTURE_PATHS.length,
      ),
    );
    expect(typesOf(runtime.posted)).toContain('loadGame');
  });

  it('a picture the runtime waits for that fails is named, so the runtime downloads it', async () => {
    const { server, media } = serverWithGameArt();
    renderApp('/', server);
    await openModal();
    const runtime = await runtimeFrameInbox();
    runtime.boot();
    await waitFor(() => expect(typesOf(runtime.posted)).toContain('prepareGame'));

    await waitFor(() => expect(media.length).toBeGreaterThan(0));
    media[0]!.fail();
    await waitFor(() => expect(typesOf(runtime.posted)).toContain('pictureUnavailable'));
    const missing = runtime.posted.find((message) => message.type === 'pictureUnavailable');
    expect(missing).toMatchObject({ url: absolute(media[0]!.path) });
    expect(typesOf(runtime.posted)).not.toContain('picture');
  });

  it('closing the modal stops the downloads; the runtime drops the game, handed no picture', async () => {
    const { server, media } = serverWithGameArt();
    renderApp('/', server);
    await openModal();
    const runtime = await runtimeFrameInbox();
    runtime.boot();
    await waitFor(() => expect(media).toHaveLength(PICTURE_FETCHES_AT_ONCE));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('game-modal')).toBeNull();
    expect(media.every((request) => request.init.signal?.aborted)).toBe(true);
    await act(() => Promise.resolve());
    expect(media).toHaveLength(PICTURE_FETCHES_AT_ONCE);
    expect(typesOf(runtime.posted)).not.toContain('picture');
    expect(typesOf(runtime.posted)).not.toContain('pictureUnavailable');
    const types = typesOf(runtime.posted);
    expect(types.lastIndexOf('quit')).toBeGreaterThan(types.indexOf('prepareGame'));
  });
});
