import { describe, expect, it, vi } from 'vitest';
import { createDataLayerAnalytics } from './dataLayer.js';
import { GameSessionTracker } from './gameSession.js';

function setup(startAnswer: Promise<string | null> = Promise.resolve('s-1')) {
  let now = 1_000;
  const target = {} as Window;
  const server = { start: vi.fn(() => startAnswer), end: vi.fn<(id: string) => void>() };
  const sessions = new GameSessionTracker(createDataLayerAnalytics(target), server, {
    now: () => now,
  });
  return { sessions, server, target, advance: (ms: number) => (now += ms) };
}

describe('game session tracker', () => {
  it('starts the session on the server, keeps its id, and ends it there with the duration', async () => {
    const { sessions, server, target, advance } = setup();
    const session = sessions.start('space-cats', 'feed_play');
    expect(server.start).toHaveBeenCalledWith('space-cats', 'feed_play');
    expect(await session.serverId).toBe('s-1');
    expect(sessions.current?.id).toBe('s-1');
    advance(5_000);
    sessions.end();
    sessions.end();
    await vi.waitFor(() => expect(server.end).toHaveBeenCalledWith('s-1'));
    expect(server.end).toHaveBeenCalledTimes(1);
    expect(target.dataLayer).toEqual([
      {
        event: 'game_session_start',
        session_id: 's-1',
        game_id: 'space-cats',
        source: 'feed_play',
      },
      {
        event: 'game_session_end',
        session_id: 's-1',
        game_id: 'space-cats',
        source: 'feed_play',
        duration_ms: 5_000,
        result: 'unfinished',
        rounds: 0,
      },
    ]);
    expect(sessions.isSessionActive).toBe(false);
  });

  it("ends the session with the last round's result and the number of rounds", async () => {
    const { sessions, target } = setup();
    sessions.start('space-cats', 'modal_play');
    sessions.recordRound(false);
    sessions.recordRound(true);
    sessions.end();
    await vi.waitFor(() =>
      expect(target.dataLayer).toContainEqual(
        expect.objectContaining({ event: 'game_session_end', result: 'won', rounds: 2 }),
      ),
    );
  });

  it('ends a session the player left before the server answered, once the id arrives', async () => {
    let answer: (id: string) => void = () => undefined;
    const { sessions, server } = setup(new Promise((resolve) => (answer = resolve)));
    sessions.start('space-cats', 'modal_play');
    sessions.end();
    expect(server.end).not.toHaveBeenCalled();
    answer('s-9');
    await vi.waitFor(() => expect(server.end).toHaveBeenCalledWith('s-9'));
  });

  it('carries on without an id when the start call fails', async () => {
    const { sessions, server } = setup(Promise.reject(new Error('offline')));
    const session = sessions.start('space-cats', 'feed_play');
    expect(await session.serverId).toBeNull();
    sessions.end();
    await Promise.resolve();
    expect(server.end).not.toHaveBeenCalled();
  });
});
