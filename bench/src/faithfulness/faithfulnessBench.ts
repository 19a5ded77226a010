// `npm run bench -- faithfulness`: does each suite prompt's game show what the prompt named?
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GAME_GENRES, type GameGenre } from '@promptplay/contracts';
import {
  buildGame,
  HELD_OUT_PROMPTS,
  HELD_OUT_ROUND_4,
  HELD_OUT_ROUND_5,
  HELD_OUT_ROUND_6,
  HELD_OUT_ROUND_7,
  HELD_OUT_ROUND_8,
  HELD_OUT_ROUND_9,
  HELD_OUT_ROUND_10,
  HELD_OUT_ROUND_12,
  PROMPT_SUITE,
  readSuitePrompt,
  seedFromString,
  specificArtOf,
  type SuitePrompt,
  type SuiteReading,
} from '@promptplay/generator';
import { percentile } from '../runtime/frameTimes.js';
import { startRuntimeBenchServer } from '../runtime/runtimeBenchServer.js';
import { launch, runtimeLoaderUrl } from '../runtimeBench.js';
import { renderContactSheet, type ContactTile } from './contactSheet.js';
import { captureFirstFrames, type BuiltInMemory } from './firstFrames.js';

const OUTPUT_DIR = new URL('../../../test-output/faithfulness/', import.meta.url).pathname;
/** Games per genre on the contact sheet; `--all` puts every suite prompt on it. */
const SHEET_GAMES_PER_GENRE = 3;
const SHEET_COLUMNS = 8;
const CREATED_AT = '2026-11-25T12:00:00.000Z';

interface PromptResult {
  entry: SuitePrompt;
  reading: SuiteReading;
  buildMs: number;
  /** Named things that got a specific library sprite. */
  spritedThings: number;
  game: BuiltInMemory;
}

const percent = (passed: number, total: number) =>
  total === 0 ? '—' : `${Math.round((100 * passed) / total)} %`;

async function buildSuitePrompt(entry: SuitePrompt, index: number): Promise<PromptResult> {
  const gameId = `faith-${String(index).padStart(3, '0')}`;
  const mediaBaseUrl = `/media/faithfulness/${gameId}/`;
  const startedAt = performance.now();
  const built = await buildGame({
    gameId,
    prompt: entry.prompt,
    genre: entry.genre,
    author: 'Bench',
    seed: seedFromString(entry.prompt),
    createdAt: CREATED_AT,
    mediaBaseUrl,
  });
  const buildMs = performance.now() - startedAt;
  return {
    entry,
    reading: readSuitePrompt(entry),
    buildMs,
    spritedThings: entry.things.filter((thing) => specificArtOf(thing) !== null).length,
    game: { gameId, world: built.world, mediaBaseUrl, files: built.files },
  };
}

function row(label: string, results: readonly PromptResult[]): string[] {
  const count = (check: (result: PromptResult) => boolean, applies = (_: PromptResult) => true) => {
    const relevant = results.filter(applies);
    return percent(relevant.filter(check).length, relevant.length);
  };
  const things = results.reduce((sum, result) => sum + result.entry.things.length, 0);
  const sprited = results.reduce((sum, result) => sum + result.spritedThings, 0);
  const times = results.map((result) => result.buildMs);
  return [
    label,
    String(results.length),
    count(
      (r) => r.reading.placesOk,
      (r) => r.entry.places.length > 0,
    ),
    count((r) => r.reading.heroOk && r.reading.verbOk),
    percent(sprited, things),
    count(
      (r) => r.reading.timeOk && r.reading.weatherOk && r.reading.moodOk && r.reading.seasonOk,
      (r) =>
        r.entry.time !== undefined || r.entry.weather !== undefined || r.entry.mood !== undefined,
    ),
    `${percentile(times, 50).toFixed(0)} / ${percentile(times, 95).toFixed(0)}`,
  ];
}

function printTable(rows: string[][]): void {
  const header = [
    'genre',
    'prompts',
    'place',
    'hero',
    'things sprited',
    'time/weather',
    'build p50 / p95 ms',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => cells[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const cells of rows) console.log(line(cells));
}

/** `--last=N`: the sheet shows the suite's last N prompts (a block just added, say). */
function lastCountOf(args: readonly string[]): number | null {
  const arg = args.find((value) => value.startsWith('--last='));
  const count = arg ? Number.parseInt(arg.slice('--last='.length), 10) : Number.NaN;
  return Number.isFinite(count) && count > 0 ? count : null;
}

function pickForSheet(
  results: readonly PromptResult[],
  all: boolean,
  last: number | null,
): PromptResult[] {
  if (all) return [...results];
  if (last !== null) return results.slice(-last);
  return GAME_GENRES.flatMap((genre: GameGenre) =>
    results.filter((result) => result.entry.genre === genre).slice(0, SHEET_GAMES_PER_GENRE),
  );
}

/**
 * Builds every suite prompt (one at a time, timed), prints per genre how many named places,
 * heroes, things and times/weathers reached the game, and plays a selection in the real
 * runtime to write a contact sheet of first frames with each prompt under its frame.
 */
export async function runFaithfulnessBench(args: readonly string[]): Promise<void> {
  const sheetOf = args.find((arg) => arg.startsWith('--sheet-of='));
  if (sheetOf !== undefined) return playPromptFile(sheetOf.slice('--sheet-of='.length));
  const results: PromptResult[] = [];
  for (const [index, entry] of PROMPT_SUITE.entries())
    results.push(await buildSuitePrompt(entry, index));

  console.log(
    `\nFaithfulness of ${results.length} suite prompts (built-in generator, one build at a time):\n`,
  );
  printTable([
    ...GAME_GENRES.map((genre) =>
      row(
        genre,
        results.filter((result) => result.entry.genre === genre),
      ),
    ).filter((cells) => cells[1] !== '0'),
    row('all', results),
  ]);
  const missing = results.flatMap((result) =>
    result.entry.things
      .filter((thing) => specificArtOf(thing) === null)
      .map((thing) => `${thing} (${result.entry.prompt})`),
  );
  if (missing.length > 0) console.log(`\nNot drawn as itself: ${missing.join('; ')}`);

  if (!args.includes('--no-sheet')) {
    const last = lastCountOf(args);
    const chosen = pickForSheet(results, args.includes('--all'), last);
    await writeContactSheet(
      chosen.map((result) => ({
        game: result.game,
        caption: `${result.entry.genre}: ${result.entry.prompt}`,
      })),
      last === null ? 'contact-sheet.png' : `contact-sheet-last-${last}.png`,
    );
  }
  const round = heldOutRoundOf(args);
  if (round === null) return;
  // Prompts never tuned to: built and played for a person to judge, not scored here.
  const heldOut = [];
  for (const [index, entry] of HELD_OUT_ROUNDS[round].entries()) {
    const built = await buildSuitePrompt(
      { ...entry, places: [], hero: null, things: [] },
      900 + index,
    );
    heldOut.push({ game: built.game, caption: `${entry.genre}: ${entry.prompt}` });
  }
  await writeContactSheet(heldOut, `held-out-round${round}-contact-sheet.png`);
}

/**
 * `--sheet-of=<file>`: builds and plays only the prompts of a text file, one `GENRE: prompt`
 * a line, into a contact sheet named after the file (for looking at a change by eye).
 */
async function playPromptFile(path: string): Promise<void> {
  const entries = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => {
      const colon = line.indexOf(':');
      const genre = line.slice(0, colon).trim() as GameGenre;
      if (colon < 0 || !GAME_GENRES.includes(genre)) {
        throw new Error(`--sheet-of: "${line}" is not "GENRE: prompt" (${GAME_GENRES.join(', ')})`);
      }
      return { genre, prompt: line.slice(colon + 1).trim() };
    });
  const games = [];
  for (const [index, entry] of entries.entries()) {
    const built = await buildSuitePrompt(
      { ...entry, places: [], hero: null, things: [] },
      700 + index,
    );
    games.push({ game: built.game, caption: `${entry.genre}: ${entry.prompt}` });
  }
  await writeContactSheet(games, `${basename(path).replace(/\.[^.]*$/, '')}.png`);
}

/** The held-out rounds the bench can still play, by number. */
const HELD_OUT_ROUNDS = {
  3: HELD_OUT_PROMPTS,
  4: HELD_OUT_ROUND_4,
  5: HELD_OUT_ROUND_5,
  6: HELD_OUT_ROUND_6,
  7: HELD_OUT_ROUND_7,
  8: HELD_OUT_ROUND_8,
  9: HELD_OUT_ROUND_9,
  10: HELD_OUT_ROUND_10,
  12: HELD_OUT_ROUND_12,
} as const;
type HeldOutRound = keyof typeof HELD_OUT_ROUNDS;
const NEWEST_HELD_OUT_ROUND: HeldOutRound = 12;

/** `--held-out` plays the newest held-out round (12); `--held-out=3` … `=10` an older one. */
function heldOutRoundOf(args: readonly string[]): HeldOutRound | null {
  const flag = args.find((arg) => arg === '--held-out' || arg.startsWith('--held-out='));
  if (flag === undefined) return null;
  if (flag === '--held-out') return NEWEST_HELD_OUT_ROUND;
  const round = Number(flag.slice('--held-out='.length));
  if (!(round in HELD_OUT_ROUNDS)) {
    throw new Error(`--held-out must be one of ${Object.keys(HELD_OUT_ROUNDS).join(', ')}`);
  }
  return round as HeldOutRound;
}

/** Plays each game in the real runtime and writes its first frames, captioned, as one PNG. */
async function writeContactSheet(
  games: readonly { game: BuiltInMemory; caption: string }[],
  fileName: string,
): Promise<void> {
  console.log(`\nPlaying ${games.length} games in Chromium for ${fileName}…`);
  const server = await startRuntimeBenchServer();
  const browser = await launch('canvas');
  try {
    const loaderUrl = await runtimeLoaderUrl(server.origin);
    const shots = await captureFirstFrames(
      browser,
      server.origin,
      loaderUrl,
      games.map(({ game }) => game),
    );
    const tiles: ContactTile[] = games.flatMap(({ game, caption }) => {
      const png = shots.get(game.gameId);
      return png ? [{ png, caption }] : [];
    });
    mkdirSync(OUTPUT_DIR, { recursive: true });
    const path = join(OUTPUT_DIR, fileName);
    writeFileSync(path, await renderContactSheet(tiles, SHEET_COLUMNS));
    console.log(`Contact sheet: ${path} (${tiles.length} first frames)`);
  } finally {
    await browser.close();
    await server.close();
  }
}
