import type { Frame } from 'playwright-core';

/**
 * Init script for every frame of a bench page: times each animation-frame callback (Phaser's
 * game step: update and draw calls) into `window.__benchFrameWork`. The sampler below uses the
 * original `requestAnimationFrame`, so only the page's own callbacks are timed.
 */
export const FRAME_WORK_INIT_SCRIPT = `(() => {
  const original = window.requestAnimationFrame.bind(window);
  const work = [];
  window.__benchOriginalRaf = original;
  window.__benchFrameWork = work;
  window.requestAnimationFrame = (callback) =>
    original((now) => {
      const start = performance.now();
      try {
        callback(now);
      } finally {
        if (work.length < 100000) work.push(performance.now() - start);
      }
    });
})()`;

/**
 * In-page script (a string, so no bundler helper leaks into it): resolves with the intervals
 * between `count + 1` consecutive animation frames, from the frames' own timestamps, and the
 * callback times noted meanwhile.
 */
function frameSamplerScript(count: number): string {
  return `new Promise((resolve) => {
    const raf = window.__benchOriginalRaf || window.requestAnimationFrame.bind(window);
    const work = window.__benchFrameWork || [];
    const intervals = [];
    let last = null;
    const onFrame = (now) => {
      if (last === null) work.length = 0;
      else intervals.push(now - last);
      last = now;
      if (intervals.length >= ${count}) resolve({ intervals, work: work.slice() });
      else raf(onFrame);
    };
    raf(onFrame);
  })`;
}

export interface FrameSample {
  /** Milliseconds between consecutive rendered frames. */
  intervals: number[];
  /** Milliseconds each of the page's animation-frame callbacks took meanwhile. */
  work: number[];
}

function isNumberList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((each) => typeof each === 'number');
}

/** Samples `count` frame intervals of the runtime page (and its per-frame work). */
export async function sampleFrames(runtime: Frame, count: number): Promise<FrameSample> {
  const sample: unknown = await runtime.evaluate(frameSamplerScript(count));
  if (typeof sample !== 'object' || sample === null) throw new Error('the frame sampler failed');
  const { intervals, work } = sample as Record<string, unknown>;
  if (!isNumberList(intervals) || !isNumberList(work) || intervals.length === 0) {
    throw new Error('the frame sampler returned no intervals');
  }
  return { intervals, work: work.length > 0 ? work : [0] };
}

/** Nearest-rank percentile (0..100) of a non-empty list. */
export function percentile(values: readonly number[], rank: number): number {
  if (values.length === 0) throw new Error('percentile of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(
    sorted.length - 1,
    Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1),
  );
  return sorted[index] ?? Number.NaN;
}

/** Share (0..1) of the values above `limit`. */
export function shareAbove(values: readonly number[], limit: number): number {
  if (values.length === 0) return 0;
  return values.filter((value) => value > limit).length / values.length;
}
