import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  /** Request headers, e.g. the Accept-Encoding a browser sends. */
  headers?: Record<string, string>;
  /** Defaults: LOAD_SETTINGS (100 connections, pipelining 10). */
  connections?: number;
  pipelining?: number;
}

export interface LoadResult {
  name: string;
  /** Connections × pipelining, e.g. "100×10". */
  load: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses that were not 2xx, plus connection errors and timeouts. */
  failures: number;
}

export const LOAD_SETTINGS = {
  connections: 100,
  pipelining: 10,
  durationSeconds: 5,
  warmUpSeconds: 1,
} as const;

async function fire(target: LoadTarget, durationSeconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    connections: target.connections ?? LOAD_SETTINGS.connections,
    pipelining: target.pipelining ?? LOAD_SETTINGS.pipelining,
    duration: durationSeconds,
    // The load generator gets its own thread, so it does not steal the server's event loop.
    workers: 1,
  });
}

/** Polls `url` until it answers quickly again: requests queued by the last run are done. */
export async function waitUntilIdle(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(url).then((response) => response.arrayBuffer());
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Warms the target up, then measures it with autocannon. `idleProbeUrl` (a cheap call that
 * waits its turn for the database) is polled before each run, so a slow target's backlog does
 * not spill into the next measurement.
 */
export async function measure(target: LoadTarget, idleProbeUrl = target.url): Promise<LoadResult> {
  await waitUntilIdle(idleProbeUrl);
  await fire(target, LOAD_SETTINGS.warmUpSeconds);
  await waitUntilIdle(idleProbeUrl);
  const result = await fire(target, LOAD_SETTINGS.durationSeconds);
  return {
    name: target.name,
    load: `${target.connections ?? LOAD_SETTINGS.connections}×${target.pipelining ?? LOAD_SETTINGS.pipelining}`,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
