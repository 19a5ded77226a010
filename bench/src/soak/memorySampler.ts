/** RSS samples of this process (the server runs in it, beside the simulated players). */
export interface MemorySampler {
  stop(): { atMs: number; rssBytes: number }[];
}

export function sampleMemory(everyMs: number): MemorySampler {
  const started = performance.now();
  const samples: { atMs: number; rssBytes: number }[] = [];
  const take = () =>
    samples.push({ atMs: performance.now() - started, rssBytes: process.memoryUsage().rss });
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** RSS growth over the run's last half: last sample against the one nearest the middle. */
export function lastHalfGrowth(samples: readonly { atMs: number; rssBytes: number }[]) {
  const last = samples.at(-1);
  const middleMs = (last?.atMs ?? 0) / 2;
  const middle = samples.reduce((best, each) =>
    Math.abs(each.atMs - middleMs) < Math.abs(best.atMs - middleMs) ? each : best,
  );
  const peak = Math.max(...samples.filter((each) => each.atMs >= middleMs).map((s) => s.rssBytes));
  return {
    middleBytes: middle.rssBytes,
    endBytes: last?.rssBytes ?? 0,
    peakBytes: peak,
    growth: last ? (last.rssBytes - middle.rssBytes) / middle.rssBytes : 0,
  };
}
