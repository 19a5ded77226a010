import fc from 'fast-check';
import type { FuzzTarget } from './fuzzTarget.js';
import { requestArbitrary, type FuzzRequest } from './requestArbitrary.js';
import { findingOf } from './responseFindings.js';

export interface FuzzOptions {
  seed: number;
  runs: number;
  /** Also fail on a status the OpenAPI document does not declare for the operation. */
  checkDeclared: boolean;
}

export interface FuzzReport {
  requests: number;
  seed: number;
  serverErrors: number;
  rateLimited: number;
  statusCounts: Record<number, number>;
  slowest: { ms: number; request: FuzzRequest | null };
  /** Requests that broke a rule, and which rule: the first of each operation and rule. */
  findings: { request: FuzzRequest; finding: string }[];
}

const MAX_FINDINGS = 40;

/** The request as someone would replay it (a long payload cut short). */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : `\n  payload (${request.payload.length} chars): ${JSON.stringify(request.payload.slice(0, 500))}`;
  return `[${request.kind}] ${request.method} ${request.url.slice(0, 500)}\n  headers: ${JSON.stringify(request.headers).slice(0, 500)}${payload}`;
}

/**
 * A few untimed requests per operation first, so a module's first use (a lexicon loading, a
 * compiled schema) is not reported as a slow route.
 */
async function warmUp(target: FuzzTarget, seed: number): Promise<void> {
  for (const operation of target.operations) {
    const samples = fc.sample(requestArbitrary(operation, target.credentials, target.known), {
      seed,
      numRuns: 5,
    });
    for (const request of samples) await sendRequest(target, request);
  }
}

/** Sends one generated request to the target app. */
export function sendRequest(target: FuzzTarget, request: FuzzRequest) {
  return target.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

/**
 * Sends `runs` generated requests (one operation drawn at random for each) through
 * `app.inject`, seeded so a run replays exactly, and checks every response with `findingOf`.
 * Every request is sent (no shrinking: the request itself is the report); the findings list
 * the first request of each operation and rule.
 */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = {
    requests: 0,
    seed: options.seed,
    serverErrors: 0,
    rateLimited: 0,
    statusCounts: {},
    slowest: { ms: 0, request: null },
    findings: [],
  };
  const seen = new Set<string>();
  await warmUp(target, options.seed);
  const cases = fc.constantFrom(...target.operations).chain((operation) =>
    requestArbitrary(operation, target.credentials, target.known).map((request) => ({
      operation,
      request,
    })),
  );
  await fc.assert(
    fc.asyncProperty(cases, async ({ operation, request }) => {
      const started = performance.now();
      const response = await sendRequest(target, request);
      const elapsedMs = performance.now() - started;
      report.requests += 1;
      report.statusCounts[response.statusCode] =
        (report.statusCounts[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500) report.serverErrors += 1;
      if (response.statusCode === 429) report.rateLimited += 1;
      if (elapsedMs > report.slowest.ms) report.slowest = { ms: elapsedMs, request };
      const finding = findingOf(operation, response, elapsedMs, options.checkDeclared);
      const rule = `${operation.method} ${operation.path} ${finding?.slice(0, 40)}`;
      if (finding && !seen.has(rule) && report.findings.length < MAX_FINDINGS) {
        seen.add(rule);
        report.findings.push({ request, finding });
      }
    }),
    { seed: options.seed, numRuns: options.runs },
  );
  return report;
}
