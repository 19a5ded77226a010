import { describe, expect, it } from 'vitest';
import { debounce, type TimerApi } from './debounce.js';
import { FixedStepClock } from './fixedStepClock.js';
import { formatTime } from './formatTime.js';
import { GameSession } from './gameSession.js';

describe('FixedStepClock', () => {
  it('runs the same number of steps for the same game time at any frame rate', () => {
    const at30 = new FixedStepClock(1 / 60);
    const at120 = new FixedStepClock(1 / 60);
    let steps30 = 0;
    let steps120 = 0;
    for (let i = 0; i < 30; i++) steps30 += at30.advance(1000 / 30);
    for (let i = 0; i < 120; i++) steps120 += at120.advance(1000 / 120);
    expect(steps30).toBe(60);
    expect(steps120).toBe(60);
  });

  it('does not fast-forward after a long stall', () => {
    const clock = new FixedStepClock(1 / 60, 0.1);
    expect(clock.advance(5000)).toBe(6);
  });

  it('in lockstep (autoplay) runs exactly one step per frame whatever the frame took', () => {
    const clock = new FixedStepClock(1 / 60, 0.1, true);
    const deltas = [0, 1, 16.7, 33.3, 250, 5000, 8];
    let steps = 0;
    for (let frame = 0; frame < 600; frame++) steps += clock.advance(deltas[frame % 7] ?? 0);
    expect(steps).toBe(600);
    expect(clock.elapsed).toBeCloseTo(10, 9);
  });
});

describe('formatTime', () => {
  it('shows minutes and zero-padded seconds, rounding up', () => {
    expect(formatTime(125)).toBe('2:05');
    expect(formatTime(59.2)).toBe('1:00');
    expect(formatTime(0.01)).toBe('0:01');
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});

describe('GameSession', () => {
  it('keeps the best score across rounds and tells when it is beaten', () => {
    const session = new GameSession();
    session.bestScore = 100;
    session.beginRound(3, 60);
    expect(session.finishRound(false, 80)).toBe(false);
    expect(session.bestScore).toBe(100);
    session.beginRound(3, 60);
    expect(session.finishRound(true, 140)).toBe(true);
    expect(session.bestScore).toBe(140);
    expect(session.phase).toBe('won');
  });

  it('stays paused until every reason is lifted', () => {
    const session = new GameSession();
    session.beginRound(3, 60);
    session.pause('host');
    session.pause('hidden');
    session.resume('host');
    expect(session.isPaused).toBe(true);
    session.becameVisible();
    expect(session.isPaused).toBe(true);
    session.resumeAll();
    expect(session.isPaused).toBe(false);
  });

  it('resumes after a host pause and resume', () => {
    const session = new GameSession();
    session.beginRound(null, null);
    session.pause('host');
    expect(session.isPaused).toBe(true);
    session.resume('host');
    expect(session.isPaused).toBe(false);
  });

  it('does not pause a finished round', () => {
    const session = new GameSession();
    session.beginRound(1, 10);
    session.finishRound(false, 0);
    session.pause('host');
    expect(session.isPaused).toBe(false);
  });
});

describe('debounce', () => {
  it('fires once after a burst of calls', () => {
    const pending: { callback: () => void; id: number }[] = [];
    let nextId = 0;
    const timers: TimerApi = {
      setTimeout: (callback) => {
        const entry = { callback, id: nextId++ };
        pending.push(entry);
        return entry.id;
      },
      clearTimeout: (id) => {
        const index = pending.findIndex((entry) => entry.id === id);
        if (index >= 0) pending.splice(index, 1);
      },
    };
    let calls = 0;
    const resize = debounce(() => calls++, 150, timers);
    resize();
    resize();
    resize();
    expect(pending).toHaveLength(1);
    pending[0]?.callback();
    expect(calls).toBe(1);
  });
});
