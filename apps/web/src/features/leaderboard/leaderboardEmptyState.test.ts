import type { EventData } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { leaderboardEmptyState } from './leaderboardEmptyState.js';

const event: EventData = {
  hasEvent: true,
  phase: 'Preview',
  eventStart: '2026-05-04T00:00:00.000Z',
  eventEnd: '2026-05-11T00:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('leaderboard empty state', () => {
  it('counts down to the start before it', () => {
    expect(leaderboardEmptyState(event, 'Preview', at('2026-05-03T00:00:00Z'))).toEqual({
      kind: 'startsIn',
      startMs: at('2026-05-04T00:00:00Z'),
    });
  });

  it('has no entries yet while live, and when no event is known', () => {
    expect(leaderboardEmptyState(event, 'NormalActive', at('2026-05-05T00:00:00Z'))).toEqual({
      kind: 'noEntries',
    });
    expect(leaderboardEmptyState(null, null, at('2026-05-05T00:00:00Z'))).toEqual({
      kind: 'noEntries',
    });
  });

  it('has ended from the end instant, and in Review', () => {
    expect(leaderboardEmptyState(event, 'EndingSoon', at('2026-05-11T00:00:00Z'))).toEqual({
      kind: 'ended',
    });
    expect(
      leaderboardEmptyState({ ...event, eventEnd: null }, 'Review', at('2026-05-12T00:00:00Z')),
    ).toEqual({
      kind: 'ended',
    });
  });
});
