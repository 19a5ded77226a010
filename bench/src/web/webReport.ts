import type { FirstViewMetrics } from './lighthouseRuns.js';

/** Issue 10's goals (Lighthouse mobile, median of 3); undefined: the issue sets none. */
interface Goal {
  label: string;
  pick: (metrics: FirstViewMetrics) => number;
  format: (value: number) => string;
  home?: number;
  shared?: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const FIRST_VIEW_GOALS: readonly Goal[] = [
  { label: 'LCP', pick: (m) => m.lcpMs, format: seconds, home: 1_200, shared: 1_500 },
  { label: 'FCP', pick: (m) => m.fcpMs, format: seconds, home: 900 },
  { label: 'TBT', pick: (m) => m.tbtMs, format: (ms) => `${Math.round(ms)} ms`, home: 100 },
  { label: 'CLS', pick: (m) => m.cls, format: (value) => value.toFixed(3), home: 0.02 },
  {
    label: 'JavaScript, compressed',
    pick: (m) => m.scriptBytes,
    format: kilobytes,
    home: 120 * 1024,
  },
  { label: 'all bytes', pick: (m) => m.totalBytes, format: kilobytes },
  { label: 'performance score', pick: (m) => m.score, format: String },
];

function cell(goal: Goal, value: number, limit: number | undefined): string {
  if (limit === undefined) return goal.format(value);
  return `${goal.format(value)} ${value <= limit ? '✓' : '✗'}`;
}

/** The goals table as Markdown, ready for the README. */
export function printFirstViewTable(home: FirstViewMetrics, shared: FirstViewMetrics): void {
  const limit = (goal: Goal, value: number | undefined) =>
    value === undefined ? '—' : `≤ ${goal.format(value)}`;
  console.log('\n| Lighthouse mobile, median of 3 | `/` | goal | `/shared/{id}` | goal |');
  console.log('|---|---|---|---|---|');
  for (const goal of FIRST_VIEW_GOALS) {
    console.log(
      `| ${goal.label} | ${cell(goal, goal.pick(home), goal.home)} | ${limit(goal, goal.home)} | ` +
        `${cell(goal, goal.pick(shared), goal.shared)} | ${limit(goal, goal.shared)} |`,
    );
  }
}

/** The goals missed, as text. */
export function missedFirstViewGoals(home: FirstViewMetrics, shared: FirstViewMetrics): string[] {
  const missed: string[] = [];
  for (const goal of FIRST_VIEW_GOALS) {
    for (const [page, metrics, limit] of [
      ['/', home, goal.home],
      ['/shared/{id}', shared, goal.shared],
    ] as const) {
      const value = goal.pick(metrics);
      if (limit !== undefined && value > limit) {
        missed.push(`${page} ${goal.label} ${goal.format(value)} (goal ≤ ${goal.format(limit)})`);
      }
    }
  }
  return missed;
}
