// Categorize latency with the built-in categorizer (issue 4 "Speed": p95 ≤ 150 ms).
import { GAME_GENRES, type GameGenre } from '@promptplay/contracts';
import { categorizePrompt, seedFromString } from '@promptplay/generator';
import { printRows } from './report.js';

/** The goal of the issue, on the 2-core machine. */
export const CATEGORIZE_GOAL = { maxP95Ms: 150 } as const;

const PROMPT_COUNT = 200;
const WARM_UP_PROMPTS = 5;

// prettier-ignore
const HEROES = [
  'pickle knight', 'brave red cat', 'robot chef', 'tiny astronaut hamster', 'purple ninja frog',
  'princess penguin', 'wizard bunny', 'pirate duck', 'ladybug detective', 'zombie plumber',
  'gummy bear farmer', 'octopus diver', 'samurai cat', 'cowboy dog', 'green alien', 'viking chicken',
  'golden dragon', 'superhero potato', 'sleepy panda', 'witch', 'mushroom knight', 'blue robot',
  'pink monkey', 'lava monster', 'owl wizard', 'skateboarding grandma', 'sparkly unicorn', 'blorp',
];
// prettier-ignore
const ACTIONS = [
  'fights', 'dodges', 'escapes from', 'battles', 'races against', 'slaps', 'outruns', 'splats',
  'shoots snowballs at', 'befriends', 'hides from', 'chases',
];
// prettier-ignore
const ENEMIES = [
  'angry rats', 'silly ghosts', 'grumpy snowmen', 'sneaky spiders', 'rusty robots', 'lava blobs',
  'evil broccoli', 'buzzing bees', 'snappy crabs', 'a goblin army', 'wobbly jellyfish', 'zombies',
];
// prettier-ignore
const PLACES = [
  'in the sewer', 'on the moon', 'through the haunted forest', 'across candy clouds', 'in a volcano',
  'on a tropical beach', 'in a dark cave', 'on snowy peaks', 'in a busy city', 'under the sea',
  'in a clanking factory', 'in the desert', 'in a giant kitchen', '',
];
// prettier-ignore
const EXTRAS = [
  '', ' while collecting golden acorns', ' to rescue her kittens', ' and grows giant strawberries',
  ' and merges candy into a giant cake', ' driving a monster truck', ' in a red biplane',
  ' with a silver sword', '. Make it super hard!', '. Keep it cozy and easy.',
];

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

/** ~200 varied prompts, the same on every run, with a few long ones near the 1000-char limit. */
export function benchPrompts(count = PROMPT_COUNT): { prompt: string; gameGenre: GameGenre }[] {
  return Array.from({ length: count }, (_, index) => {
    const seed = seedFromString(`categorize-bench-${index}`);
    const sentence =
      `A ${pick(HEROES, seed)} ${pick(ACTIONS, seed >>> 5)} ${pick(ENEMIES, seed >>> 10)} ` +
      `${pick(PLACES, seed >>> 15)}${pick(EXTRAS, seed >>> 20)}`.replace(/\s+/g, ' ').trim();
    const prompt = index % 25 === 0 ? `${sentence}. `.repeat(8).slice(0, 990).trim() : sentence;
    return { prompt, gameGenre: pick(GAME_GENRES, seed >>> 25) };
  });
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

interface CategorizeTiming {
  name: string;
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

function timingOf(name: string, durations: readonly number[]): CategorizeTiming {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    name,
    count: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted[sorted.length - 1] ?? 0,
  };
}

function printTimings(title: string, timings: readonly CategorizeTiming[]): void {
  const columns = ['target', 'prompts', 'p50 ms', 'p95 ms', 'max ms'];
  const rows = timings.map((t) => [
    t.name,
    String(t.count),
    t.p50Ms.toFixed(1),
    t.p95Ms.toFixed(1),
    t.maxMs.toFixed(1),
  ]);
  printRows(title, columns, rows);
}

/**
 * Categorizes ~200 varied prompts (every genre, short and long) one after another with the
 * built-in categorizer, prints p50/p95 overall and for long prompts, and returns the missed
 * goals as text.
 */
export function runCategorizeBench(): string[] {
  const prompts = benchPrompts();
  // The tagger loads its lexicon on first use; a server pays that once at start, not per call.
  for (const input of prompts.slice(0, WARM_UP_PROMPTS)) categorizePrompt(input);
  const all: number[] = [];
  const long: number[] = [];
  for (const input of prompts) {
    const started = performance.now();
    categorizePrompt(input);
    const elapsed = performance.now() - started;
    all.push(elapsed);
    if (input.prompt.length > 300) long.push(elapsed);
  }
  const overall = timingOf('categorize: built-in, all prompts', all);
  printTimings('Categorize (built-in, one prompt at a time, after warm-up)', [
    overall,
    timingOf('categorize: built-in, prompts > 300 chars', long),
  ]);
  return overall.p95Ms > CATEGORIZE_GOAL.maxP95Ms
    ? [`categorize p95 ${overall.p95Ms.toFixed(1)} ms (goal ≤ ${CATEGORIZE_GOAL.maxP95Ms} ms)`]
    : [];
}
