import { ITEM_COLORS, ITEM_WORDS } from '../../analyze/lexicon/itemWords.js';
import { titleCase } from '../../analyze/naming.js';
import type { ItemConcept } from '../../analyze/types.js';
import { pathStagesAfter, pathStagesBetween } from './growthPaths.js';
import type { MergeTier } from './mergeChain.js';

/** Size words a chain may put before a name; they also set how big the art draws it. */
const SIZE_WORDS = new Set([
  'tiny',
  'baby',
  'little',
  'small',
  'young',
  'big',
  'large',
  'giant',
  'huge',
  'mega',
  'legendary',
]);
/** Sizes a start grows through, and sizes an end starts from, when no path joins them. */
const START_GROWTH = ['Big', 'Giant', 'Huge', 'Mega'];
const END_GROWTH = ['Tiny', 'Small', 'Little', 'Young'];

/** A rung's item: drawn by the art library (or an item shape) from its name, sizes and all. */
export function tierItemOf(name: string, color: string | undefined): ItemConcept {
  const head = name.toLowerCase().split(' ').pop() ?? '';
  const kind = ITEM_WORDS[head] ?? 'star';
  return { kind, name, phrase: name.toLowerCase(), color: color ?? ITEM_COLORS[kind] };
}

const withoutSizes = (name: string): string =>
  name
    .split(' ')
    .filter((word) => !SIZE_WORDS.has(word.toLowerCase()))
    .join(' ');

function chainOf(names: readonly string[], color: string | undefined): MergeTier[] {
  return names.map((name, index) => ({
    name,
    item: tierItemOf(name, index === 0 ? color : undefined),
    goalKind: index === names.length - 1 ? 'bigItem' : null,
  }));
}

/**
 * The middle rungs between `first` and `top` from the stages a thing passes (`stages`, in
 * order): every stage, then a small one before each stage and before the end ("Small Cloud",
 * "Cloud"), then tiny ones, then the start grown big ("Big Raindrop"), until `count` rungs are
 * there; with more stages than rungs, stages evenly spread.
 */
function middleRungs(
  first: string,
  stages: readonly string[],
  top: string,
  count: number,
): string[] {
  if (count <= 0) return [];
  if (stages.length >= count) {
    return Array.from(
      { length: count },
      (_, i) => stages[Math.round((i * (stages.length - 1)) / Math.max(1, count - 1))] ?? '',
    ).map(titleCase);
  }
  const start = withoutSizes(first) || first;
  const targets = [...stages.map(titleCase), withoutSizes(top) || top];
  // Rungs by order of preference; each keeps where it stands in the chain (`at`).
  const candidates: { name: string; at: number }[] = [
    ...stages.map((_, i) => ({ name: targets[i] ?? '', at: i * 10 + 9 })),
    ...targets.map((target, i) => ({ name: `Small ${target}`, at: i * 10 + 8 })),
    ...targets.map((target, i) => ({ name: `Tiny ${target}`, at: i * 10 + 7 })),
    ...START_GROWTH.map((size, i) => ({ name: `${size} ${start}`, at: -10 + i })),
  ];
  return candidates
    .slice(0, count)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

/**
 * "merge raindrops into a thunderstorm cloud": the things a raindrop passes growing into a
 * storm cloud (raindrop → cloud → rain cloud → thunderstorm cloud), each drawn as itself,
 * padded with smaller ones to `tierCount` rungs. Null when no growth path joins the two.
 * `first` and `top` are singular display names ("Raindrop", "Thunderstorm Cloud").
 */
export function pathChain(
  first: string,
  top: string,
  tierCount: number,
  color: string | undefined,
): MergeTier[] | null {
  const stages = pathStagesBetween(
    withoutSizes(first).toLowerCase(),
    withoutSizes(top).toLowerCase(),
  );
  if (stages === null) return null;
  return chainOf([first, ...middleRungs(first, stages, top, tierCount - 2), top], color);
}

/**
 * "merge pencils into a rocket": no path joins them, so the start grows bigger (Big Pencil,
 * Giant Pencil) and the end starts small (Tiny Rocket, Small Rocket): every rung still shows
 * one of the two things the player named.
 */
export function sizeChain(
  first: string,
  top: string,
  tierCount: number,
  color: string | undefined,
): MergeTier[] {
  const middle = Math.max(0, tierCount - 2);
  const fromStart = Math.min(START_GROWTH.length, Math.ceil(middle / 2));
  const fromEnd = Math.min(END_GROWTH.length, middle - fromStart);
  const start = withoutSizes(first) || first;
  const end = withoutSizes(top) || top;
  const names = [
    first,
    ...START_GROWTH.slice(0, fromStart).map((size) => `${size} ${start}`),
    ...END_GROWTH.slice(0, fromEnd).map((size) => `${size} ${end}`),
    top,
  ];
  return chainOf(names, color);
}

/**
 * "a witch brews potions" in a merge game: the named thing grows along its path to the path's
 * end (potion → cauldron), else through sizes of itself (tiny … legendary potion).
 */
export function chainFrom(
  first: string,
  tierCount: number,
  color: string | undefined,
): MergeTier[] {
  const stages = pathStagesAfter(withoutSizes(first).toLowerCase());
  const last = stages.at(-1);
  if (last !== undefined) {
    const middle = middleRungs(first, stages.slice(0, -1), last, tierCount - 2);
    return chainOf([first, ...middle, titleCase(last)], color);
  }
  const plain = withoutSizes(first) || first;
  const sizes = ['Tiny', 'Small', 'Little', 'Big', 'Giant', 'Huge', 'Mega', 'Legendary'];
  const picked = Array.from(
    { length: tierCount },
    (_, i) => sizes[Math.round((i * (sizes.length - 1)) / Math.max(1, tierCount - 1))] ?? 'Big',
  );
  return chainOf(
    picked.map((size) => `${size} ${plain}`),
    color,
  );
}
