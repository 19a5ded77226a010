import { describe, expect, it } from 'vitest';
import { createRng } from '../levels/index.js';
import {
  FLASH_PEAK_ALPHA,
  FlashTimer,
  INDOOR_FLASH_PEAK_ALPHA,
  MIN_FLASH_GAP_SECONDS,
} from './atmosphereFlashes.js';

/** Runs a timer for `seconds` at 60 frames a second; returns each flash's start time and the brightest alpha. */
function run(seed: number, seconds: number, peak = FLASH_PEAK_ALPHA) {
  const timer = new FlashTimer(createRng(seed), peak);
  const starts: number[] = [];
  let brightest = 0;
  const step = 1 / 60;
  for (let t = 0; t < seconds; t += step) {
    const before = timer.flashes;
    brightest = Math.max(brightest, timer.advance(step));
    if (timer.flashes > before) starts.push(t);
  }
  return { starts, brightest };
}

describe('storm lightning (WCAG 2.3.1)', () => {
  it('never flashes more than three times in any one second', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { starts } = run(seed, 120);
      expect(starts.length).toBeGreaterThan(10);
      for (let i = 0; i < starts.length; i++) {
        const inSecond = starts.filter((s) => s >= (starts[i] ?? 0) && s < (starts[i] ?? 0) + 1);
        expect(inSecond.length).toBeLessThanOrEqual(2);
        if (i > 0)
          expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(
            MIN_FLASH_GAP_SECONDS - 0.02,
          );
      }
    }
  });

  it('only partly lightens the screen, less indoors, and goes dark between flashes', () => {
    const outdoor = run(7, 60);
    expect(outdoor.brightest).toBeGreaterThan(0.1);
    expect(outdoor.brightest).toBeLessThanOrEqual(FLASH_PEAK_ALPHA);
    expect(run(7, 60, INDOOR_FLASH_PEAK_ALPHA).brightest).toBeLessThanOrEqual(
      INDOOR_FLASH_PEAK_ALPHA,
    );
    const timer = new FlashTimer(createRng(3));
    let dark = 0;
    for (let i = 0; i < 600; i++) if (timer.advance(1 / 60) === 0) dark += 1;
    expect(dark / 600).toBeGreaterThan(0.8);
  });

  it('survives long frames without a burst of flashes', () => {
    const timer = new FlashTimer(createRng(9));
    for (let i = 0; i < 200; i++) timer.advance(5);
    expect(timer.flashes).toBeLessThanOrEqual(200);
  });
});
