import { BRIDGE_CHANNEL } from '@promptplay/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeEventOptions } from '../../testing/fakeEventServer.js';
import { createFakeServer, urlOf } from '../../testing/fakeServer.js';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/renderApp.js';
import { TEST_GAME_MANIFEST } from './testManifest.js';

const manifest = TEST_GAME_MANIFEST;

/** The fake server, with a runtime manifest so a game gets as far as its frame. */
function serverWithRuntime(event: FakeEventOptions = {}) {
  const server = createFakeServer({ feed: () => makeFeedPage([makeGame('g-one')]), event });
  const answer = server.getMockImplementation()!;
  server.mockImplementation((input, init) =>
    urlOf(input) === '/game-manifest.json'
      ? Promise.resolve(new Response(JSON.stringify(manifest), { status: 200 }))
      : answer(input, init),
  );
  return server;
}

function callsTo(server: ReturnType<typeof createFakeServer>, path: string) {
  return server.mock.calls
    .filter(([input]) => new URL(urlOf(input), 'http://localhost').pathname === path)
    .map(([, init]) => init ?? {});
}

const fromRuntime = (data: object) =>
  act(() => {
    const frame = screen.getByTestId<HTMLIFrameElement>('runtime-frame');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: BRIDGE_CHANNEL, ...data },
        source: frame.contentWindow,
      }),
    );
  });

describe('game sessions on the server', () => {
  it('starts a session per play, names it in the result and ends it on Back to feed', async () => {
    const server = serverWithRuntime();
    renderApp('/', server);
    fireEvent.click(await screen.findByTestId('game-card-play'));
    await waitFor(() => expect(callsTo(server, '/api/game-sessions')).toHaveLength(1));
    const [start] = callsTo(server, '/api/game-sessions');
    expect(start!.method).toBe('POST');
    expect(JSON.parse(start!.body as string)).toEqual({ gameId: 'g-one', source: 'feed_play' });

    await screen.findByTestId('runtime-frame');
    fromRuntime({ type: 'gameOver', won: true, score: 42, bestScore: 0 });
    await waitFor(() => expect(callsTo(server, '/api/game-sessions/result')).toHaveLength(1));
    const [result] = callsTo(server, '/api/game-sessions/result');
    expect(JSON.parse(result!.body as string)).toMatchObject({
      sessionId: 'session-1',
      gameId: 'g-one',
      source: 'feed_play',
      won: true,
      score: 42,
    });

    fireEvent.click(screen.getByTestId('back-to-feed'));
    await waitFor(() =>
      expect(callsTo(server, '/api/game-sessions/session-1/end')).toHaveLength(1),
    );
    const [end] = callsTo(server, '/api/game-sessions/session-1/end');
    expect(end).toMatchObject({ method: 'POST', keepalive: true });
    expect(screen.queryByTestId('game-layer')).toBeNull();
  });

  it('lets the game load and play when the session cannot be started', async () => {
    const server = serverWithRuntime({ startSession: () => 500 });
    renderApp('/', server);
    fireEvent.click(await screen.findByTestId('game-card-play'));
    await screen.findByTestId('runtime-frame');
    fromRuntime({ type: 'gameOver', won: false, score: 1, bestScore: 0 });
    fireEvent.click(screen.getByTestId('back-to-feed'));
    // The start call is retried (server error), then given up; nothing else is sent.
    await waitFor(() => expect(callsTo(server, '/api/game-sessions')).toHaveLength(3), {
      timeout: 6_000,
    });
    expect(callsTo(server, '/api/game-sessions/result')).toHaveLength(0);
    expect(
      server.mock.calls.some(([input]) => /\/api\/game-sessions\/.+\/end$/.test(urlOf(input))),
    ).toBe(false);
  });
});
