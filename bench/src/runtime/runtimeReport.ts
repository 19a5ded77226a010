import type { GenreMeasurement } from './measureGenre.js';

/** Issue 5 and issue 11 targets, on a CPU throttled 4×. */
export const RUNTIME_TARGETS = {
  coldLoadMs: 1500,
  warmLoadMs: 500,
  frameP95Ms: 16.7,
  /** Issue 11: the animation-frame callback's main-thread time, p95, WebGL renderer. */
  stepP95Ms: 8,
  /** Issue 11: frames over 33 ms in a 600-frame autoplay, percent. */
  longFramePercent: 1,
  gzipKb: 450,
} as const;

const KB = 1024;

function mark(isMet: boolean): string {
  return isMet ? '✓' : '✗';
}

function cell(value: number, digits: number, limit?: number): string {
  const text = value.toFixed(digits);
  return limit === undefined ? text : `${text} ${mark(value <= limit)}`;
}

const COLUMNS = [
  'genre',
  'cold load ms',
  'warm load ms',
  'frame p50 ms',
  'frame p95 ms',
  'step p95 ms',
  'frames > 33 ms %',
  'runtime KB gzip',
  'KB raw',
] as const;

/** Prints one row per genre with ✓/✗ against the targets, the targets on top. */
export function printRuntimeTable(title: string, results: readonly GenreMeasurement[]): void {
  const targets = [
    'target',
    `≤ ${RUNTIME_TARGETS.coldLoadMs}`,
    `≤ ${RUNTIME_TARGETS.warmLoadMs}`,
    '',
    `≤ ${RUNTIME_TARGETS.frameP95Ms}`,
    `≤ ${RUNTIME_TARGETS.stepP95Ms}`,
    `≤ ${RUNTIME_TARGETS.longFramePercent}`,
    `≤ ${RUNTIME_TARGETS.gzipKb}`,
    '',
  ];
  const rows = results.map((result) => [
    result.genre,
    cell(result.coldLoadMs, 0, RUNTIME_TARGETS.coldLoadMs),
    cell(result.warmLoadMs, 0, RUNTIME_TARGETS.warmLoadMs),
    cell(result.frameMedianMs, 1),
    cell(result.frameP95Ms, 1, RUNTIME_TARGETS.frameP95Ms),
    cell(result.workP95Ms, 1, RUNTIME_TARGETS.stepP95Ms),
    cell(result.longFrameShare * 100, 1, RUNTIME_TARGETS.longFramePercent),
    cell(result.download.gzipBytes / KB, 0, RUNTIME_TARGETS.gzipKb),
    cell(result.download.rawBytes / KB, 0),
  ]);
  const all = [targets, ...rows];
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.length, ...all.map((cells) => cells[index]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells
      .map((text, index) =>
        index === 0 ? text.padEnd(widths[index] ?? 0) : text.padStart(widths[index] ?? 0),
      )
      .join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(COLUMNS));
  const rule = widths.map((width, index) =>
    index === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`,
  );
  console.log(`|${rule.join('|')}|`);
  for (const cells of all) console.log(line(cells));
}

/** The targets a genre missed, as text. */
export function missedRuntimeTargets(result: GenreMeasurement): string[] {
  const missed: string[] = [];
  const gzipKb = result.download.gzipBytes / KB;
  if (result.coldLoadMs > RUNTIME_TARGETS.coldLoadMs) {
    missed.push(
      `${result.genre}: cold load ${result.coldLoadMs.toFixed(0)} ms (≤ ${RUNTIME_TARGETS.coldLoadMs})`,
    );
  }
  if (result.warmLoadMs > RUNTIME_TARGETS.warmLoadMs) {
    missed.push(
      `${result.genre}: warm load ${result.warmLoadMs.toFixed(0)} ms (≤ ${RUNTIME_TARGETS.warmLoadMs})`,
    );
  }
  if (result.frameP95Ms > RUNTIME_TARGETS.frameP95Ms) {
    missed.push(
      `${result.genre}: p95 frame ${result.frameP95Ms.toFixed(1)} ms (≤ ${RUNTIME_TARGETS.frameP95Ms})`,
    );
  }
  if (result.workP95Ms > RUNTIME_TARGETS.stepP95Ms) {
    missed.push(
      `${result.genre}: p95 step ${result.workP95Ms.toFixed(1)} ms (≤ ${RUNTIME_TARGETS.stepP95Ms})`,
    );
  }
  const longFramePercent = result.longFrameShare * 100;
  if (longFramePercent > RUNTIME_TARGETS.longFramePercent) {
    missed.push(
      `${result.genre}: ${longFramePercent.toFixed(1)} % frames over 33 ms (≤ ${RUNTIME_TARGETS.longFramePercent})`,
    );
  }
  if (gzipKb > RUNTIME_TARGETS.gzipKb) {
    missed.push(`${result.genre}: ${gzipKb.toFixed(0)} KB gzip (≤ ${RUNTIME_TARGETS.gzipKb})`);
  }
  return missed;
}
