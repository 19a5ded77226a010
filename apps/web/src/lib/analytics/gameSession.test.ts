import { describe, expect, it } from 'vitest';
import { createDataLayerAnalytics } from './dataLayer.js';
import { GameSessionTracker } from './gameSession.js';

describe('game session tracker', () => {
  it('pushes a start and an end with the duration to the data layer, then resets', () => {
    let now = 1_000;
    const target = {} as Window;
    const sessions = new GameSessionTracker(createDataLayerAnalytics(target), { now: () => now });
    const session = sessions.start('space-cats', 'feed_play');
    now = 6_000;
    sessions.end();
    sessions.end();
    expect(target.dataLayer).toEqual([
      {
        event: 'game_session_start',
        session_id: session.id,
        game_id: 'space-cats',
        source: 'feed_play',
      },
      {
        event: 'game_session_end',
        session_id: session.id,
        game_id: 'space-cats',
        source: 'feed_play',
        duration_ms: 5_000,
      },
    ]);
    expect(sessions.isSessionActive).toBe(false);
  });
});
