import { describe, expect, it } from 'vitest';
import {
  evidenceAtEnd,
  evidenceAtResult,
  hourBucketOf,
  isCountedPlay,
  PLAY_MIN_RESULT_MS,
  PLAY_MIN_SESSION_MS,
} from './playCounting.js';

const START = new Date('2025-06-01T10:00:00Z');
const after = (ms: number) => new Date(START.getTime() + ms);

describe('isCountedPlay', () => {
  it.each([
    ['a session of exactly 10 s', { lastedMs: PLAY_MIN_SESSION_MS, resultAfterMs: null }, true],
    [
      'a session just under 10 s',
      { lastedMs: PLAY_MIN_SESSION_MS - 1, resultAfterMs: null },
      false,
    ],
    ['a result at exactly 3 s', { lastedMs: null, resultAfterMs: PLAY_MIN_RESULT_MS }, true],
    ['a result just under 3 s', { lastedMs: null, resultAfterMs: PLAY_MIN_RESULT_MS - 1 }, false],
    ['a short session with an early result', { lastedMs: 5_000, resultAfterMs: 2_000 }, false],
    ['an open session without a result', { lastedMs: null, resultAfterMs: null }, false],
  ])('%s → %s', (_name, times, expected) => {
    expect(isCountedPlay({ ...times, isOwnGame: false })).toBe(expected);
  });

  it('never counts an owner playing their own game', () => {
    expect(isCountedPlay({ lastedMs: 60_000, resultAfterMs: 30_000, isOwnGame: true })).toBe(false);
  });
});

describe('evidence from the server’s instants', () => {
  it('measures a result from the start', () => {
    const session = { startedAt: START, firstResultAt: null, endedAt: null };
    expect(evidenceAtResult(session, after(3_000), false)).toEqual({
      lastedMs: null,
      resultAfterMs: 3_000,
      isOwnGame: false,
    });
  });

  it('takes a result reported after the end as reached at the end', () => {
    const session = { startedAt: START, firstResultAt: null, endedAt: after(2_000) };
    const evidence = evidenceAtResult(session, after(60_000), false);
    expect(evidence.resultAfterMs).toBe(2_000);
    expect(isCountedPlay(evidence)).toBe(false);
  });

  it('counts at the end a session with a late enough first result, or long enough', () => {
    const early = { startedAt: START, firstResultAt: after(1_000), endedAt: after(9_000) };
    const late = { startedAt: START, firstResultAt: after(4_000), endedAt: after(5_000) };
    const long = { startedAt: START, firstResultAt: null, endedAt: after(10_000) };
    expect(isCountedPlay(evidenceAtEnd(early, false))).toBe(false);
    expect(isCountedPlay(evidenceAtEnd(late, false))).toBe(true);
    expect(isCountedPlay(evidenceAtEnd(long, false))).toBe(true);
    expect(isCountedPlay(evidenceAtEnd(long, true))).toBe(false);
  });
});

describe('hourBucketOf', () => {
  it('is the start of the UTC hour', () => {
    expect(hourBucketOf(new Date('2025-06-01T10:59:59.999Z'))).toEqual(
      new Date('2025-06-01T10:00:00Z'),
    );
    expect(hourBucketOf(new Date('2025-06-01T11:00:00Z'))).toEqual(
      new Date('2025-06-01T11:00:00Z'),
    );
  });
});
