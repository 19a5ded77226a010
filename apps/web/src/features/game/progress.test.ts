import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressMeter, createdGameFraction, loadingFraction } from './progress.js';

let shown: number[];
let meter: ProgressMeter;

beforeEach(() => {
  vi.useFakeTimers();
  shown = [];
  meter = new ProgressMeter((percent) => shown.push(percent));
});
afterEach(() => {
  meter.dispose();
  vi.useRealTimers();
});

describe('progress display', () => {
  it('eases towards 90% of the loading fraction and no further', () => {
    meter.setLoadingFraction(0.5);
    vi.advanceTimersByTime(200);
    expect(meter.percent).toBeGreaterThan(0);
    expect(meter.percent).toBeLessThan(45);
    vi.advanceTimersByTime(20_000);
    expect(meter.percent).toBe(45);
  });

  it('reaches 90 when loading is done, then creeps 1% per second up to 99', () => {
    meter.setLoadingFraction(1);
    vi.advanceTimersByTime(5_000);
    const reached = meter.percent;
    expect(reached).toBeGreaterThanOrEqual(90);
    vi.advanceTimersByTime(3_000);
    expect(meter.percent).toBe(reached + 3);
    vi.advanceTimersByTime(60_000);
    expect(meter.percent).toBe(99);
  });

  it('shows 100 as soon as the game is ready', () => {
    meter.setLoadingFraction(0.3);
    vi.advanceTimersByTime(300);
    meter.markReady();
    expect(meter.percent).toBe(100);
    expect(shown.at(-1)).toBe(100);
  });

  it('never moves backwards when the loading fraction drops', () => {
    meter.setLoadingFraction(0.8);
    vi.advanceTimersByTime(10_000);
    const before = meter.percent;
    meter.setLoadingFraction(0.2);
    vi.advanceTimersByTime(10_000);
    expect(meter.percent).toBe(before);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('starts again from 0 after a reset', () => {
    meter.setLoadingFraction(1);
    vi.advanceTimersByTime(10_000);
    meter.reset();
    expect(meter.percent).toBe(0);
  });
});

describe('loading fraction', () => {
  it('grows along the runtime start-up and then with the asset progress', () => {
    const steps = [
      loadingFraction('INITIALIZING', 0),
      loadingFraction('BUILD_MANIFEST_FILES_LOADED', 0),
      loadingFraction('GAME_LOADED', 0),
      loadingFraction('LOADING_GAME', 0.5),
      loadingFraction('LOADING_GAME', 1),
    ];
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBe(steps.length);
    expect(loadingFraction('LOADING_GAME', 1)).toBe(1);
    expect(loadingFraction('GAME_READY', 0)).toBe(1);
  });
});

describe('created game fraction', () => {
  it('fills the first half while building and the second while loading, never going back', () => {
    const steps = [
      createdGameFraction('EXECUTING_PROMPT', 0, 0),
      createdGameFraction('EXECUTING_PROMPT', 0, 0.6),
      createdGameFraction('EXECUTING_PROMPT', 0, 1),
      createdGameFraction('INITIALIZING', 0, 1),
      createdGameFraction('GAME_LOADED', 0, 1),
      createdGameFraction('LOADING_GAME', 0.5, 1),
      createdGameFraction('GAME_READY', 0, 1),
    ];
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps[0]).toBe(0);
    expect(steps[2]).toBe(0.5);
    expect(steps.at(-1)).toBe(1);
  });
});
