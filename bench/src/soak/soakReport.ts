import { printRows } from '../report.js';
import type { Recount } from './recount.js';
import type { lastHalfGrowth } from './memorySampler.js';
import { CATEGORIES, type SoakTally } from './soakClient.js';
import type { SoakLedger } from './playerLoop.js';

/** Issue 12's bar for a held load. */
export const SOAK_GOALS = { maxReadP99Ms: 200, maxRssGrowth: 0.1 } as const;

export interface SoakOutcome {
  tally: SoakTally;
  ledger: SoakLedger;
  recount: Recount;
  memory: ReturnType<typeof lastHalfGrowth>;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Prints latencies per category and the goals; returns the missed ones. */
export function reportSoak(title: string, outcome: SoakOutcome): string[] {
  const { tally, ledger, recount, memory } = outcome;
  printRows(
    `${title}: latency per category (ms)`,
    ['category', 'calls', 'p50', 'p95', 'p99', 'max'],
    CATEGORIES.map((category) => {
      const values = tally.latenciesMs[category];
      return [
        category,
        String(values.length),
        ...[50, 95, 99].map((p) => percentile(values, p).toFixed(1)),
        Math.max(0, ...values).toFixed(1),
      ];
    }),
  );
  const readP99 = percentile(tally.latenciesMs.reads, 99);
  const likesExact =
    recount.like_rows === recount.likes_count &&
    recount.like_mismatched_games === 0 &&
    recount.like_rows === ledger.liked.size;
  const playsExact =
    recount.play_rows === recount.plays_count &&
    recount.play_mismatched_games === 0 &&
    recount.play_rows === ledger.countedEnds;
  const checks: [string, string, string, boolean][] = [
    ['errors (non-2xx or no answer)', String(tally.errors), '0', tally.errors === 0],
    [
      'reads p99',
      `${readP99.toFixed(1)} ms`,
      `< ${SOAK_GOALS.maxReadP99Ms} ms`,
      readP99 < SOAK_GOALS.maxReadP99Ms,
    ],
    [
      'likes: rows / likes_count / players saw',
      `${recount.like_rows} / ${recount.likes_count} / ${ledger.liked.size} (${recount.like_mismatched_games} games off)`,
      'equal, 0 off',
      likesExact,
    ],
    [
      'plays: rows / plays_count / counted ends',
      `${recount.play_rows} / ${recount.plays_count} / ${ledger.countedEnds} (${recount.play_mismatched_games} games off)`,
      'equal, 0 off',
      playsExact,
    ],
    [
      'RSS growth over the last half',
      `${(memory.growth * 100).toFixed(1)} % (${mb(memory.middleBytes)} → ${mb(memory.endBytes)}, peak ${mb(memory.peakBytes)})`,
      `< ${SOAK_GOALS.maxRssGrowth * 100} %`,
      memory.growth < SOAK_GOALS.maxRssGrowth,
    ],
  ];
  printRows(
    `${title}: criteria`,
    ['criterion', 'measured', 'goal', 'result'],
    checks.map(([name, measured, goal, ok]) => [name, measured, goal, ok ? 'pass' : 'FAIL']),
  );
  for (const sample of tally.errorSamples) console.log(`error: ${sample}`);
  return checks.filter(([, , , ok]) => !ok).map(([name, measured]) => `soak ${name}: ${measured}`);
}
