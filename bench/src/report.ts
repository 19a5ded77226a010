import type { LoadResult } from './loadTest.js';

/** Goals for the cached first feed page, relative to the bare Fastify baseline. */
export const GOALS = { minRatioToBaseline: 0.5, maxP99Ms: 20 } as const;

const COLUMNS = ['target', 'load', 'requests/s', 'p50 ms', 'p99 ms', 'ratio', 'failures'] as const;

/** Ratio to the baseline measured at the same load (connections × pipelining). */
function ratioToBaseline(result: LoadResult, baselines: readonly LoadResult[]): string {
  const baseline = baselines.find((each) => each.load === result.load);
  return baseline ? (result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2) : '-';
}

/** Prints one table: throughput and latency per target, with the ratio to the baseline. */
export function printTable(
  title: string,
  baselines: readonly LoadResult[],
  results: readonly LoadResult[],
): void {
  const rows = [...baselines, ...results].map((result) => [
    result.name,
    result.load,
    Math.round(result.requestsPerSecond).toLocaleString('en-US'),
    result.p50Ms.toFixed(1),
    result.p99Ms.toFixed(1),
    ratioToBaseline(result, baselines),
    String(result.failures),
  ]);
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.length, ...rows.map((cells) => cells[index]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) =>
        index < 2 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(COLUMNS));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const cells of rows) console.log(line(cells));
}

/**
 * Checks the cached first page against the goals; returns the missed ones as text.
 * Throughput is judged at full load (`firstPage`); p99 at moderate load (`firstPageModerate`),
 * because with 1,000 requests in flight p99 is queueing time (in flight ÷ throughput), for
 * the bare baseline too.
 */
export function checkGoals(
  baselines: readonly LoadResult[],
  firstPage: LoadResult,
  firstPageModerate: LoadResult,
): string[] {
  const missed: string[] = [];
  const baseline = baselines.find((each) => each.load === firstPage.load);
  const ratio = baseline ? firstPage.requestsPerSecond / baseline.requestsPerSecond : 0;
  if (ratio < GOALS.minRatioToBaseline) {
    missed.push(
      `first feed page at ${ratio.toFixed(2)} × baseline (goal ≥ ${GOALS.minRatioToBaseline})`,
    );
  }
  if (firstPageModerate.p99Ms > GOALS.maxP99Ms) {
    missed.push(
      `first feed page p99 ${firstPageModerate.p99Ms} ms at ${firstPageModerate.load} (goal ≤ ${GOALS.maxP99Ms} ms)`,
    );
  }
  const failures = firstPage.failures + firstPageModerate.failures;
  if (failures > 0) missed.push(`first feed page had ${failures} failed requests`);
  return missed;
}

/** Prints a plain table: the first column left-aligned, the others right-aligned. */
export function printRows(
  title: string,
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((cells) => cells[index]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const cells of rows) console.log(line(cells));
}
