/**
 * Weather a prompt names only as a time before or after the game: "before winter", "until the
 * snow comes", "waiting for the rain", "after the snow melted", "once winter is over". The game
 * is not snowing or raining then: such a word sets no weather, only (for winter) the season
 * around it.
 */

/** Words before a weather word that put it ahead of the game: "before winter", "until the rain". */
const AHEAD = new Set(['before', 'until', 'till', 'til', 'awaiting', 'awaits', 'await']);
/** Verbs before "for" that wait for the weather: "waiting for snow", "ready for winter". */
// prettier-ignore
const WAIT_VERBS = new Set([
  'wait', 'waits', 'waiting', 'waited', 'prepare', 'prepares', 'preparing', 'ready', 'readies',
  'readying', 'gets', 'getting', 'stock', 'stocks', 'stocking', 'store', 'stores', 'storing', 'save',
  'saves', 'saving', 'hoping', 'hope', 'hopes', 'longing', 'longs', 'wishing', 'wishes', 'prepared',
  'food', 'nuts', 'supplies', 'acorns', 'wood', 'firewood', 'hay', 'seeds', 'berries',
]);
/** Words after a weather word that end it: "the snow melted", "winter is over", "the rain stops". */
// prettier-ignore
const ENDING = new Set([
  'melted', 'melts', 'melting', 'melt', 'thawed', 'thaws', 'thawing', 'thaw', 'ended', 'ends',
  'ending', 'stopped', 'stops', 'stopping', 'cleared', 'clears', 'passed', 'passes', 'gone',
  'over', 'finished', 'comes', 'come', 'coming', 'arrives', 'arrive', 'arriving',
]);
/** Words that may stand between the cue and the weather word. */
const BETWEEN = new Set(['the', 'a', 'an', 'first', 'next', 'long', 'cold', 'big', 'heavy']);
/** Verbs between a weather word and its ending: "winter is over", "the snow has melted". */
const LINKS = new Set(['is', 'was', 'has', 'had', 'have', 'been', 'finally', 'all', 'in']);

/** Ending words that only end the weather after "after"/"once"/"when" ("after the snow melted"). */
const PAST_ONLY = new Set([
  'melted',
  'melts',
  'melting',
  'melt',
  'thawed',
  'thaws',
  'thawing',
  'thaw',
  'ended',
  'ends',
  'ending',
  'stopped',
  'stops',
  'stopping',
  'cleared',
  'clears',
  'passed',
  'passes',
  'gone',
  'over',
  'finished',
]);

/**
 * When the weather word at `at` (`size` words long) comes, if not during the game: 'ahead'
 * ("before winter", "waiting for the snow", "when winter comes"), 'past' ("after the snow
 * melted", "once winter is over"); null when it is the game's weather.
 *
 * @example weatherTimeOf(['nuts', 'before', 'winter'], 2, 1) // => 'ahead'
 */
export function weatherTimeOf(
  words: readonly string[],
  at: number,
  size: number,
): 'ahead' | 'past' | null {
  let before = at - 1;
  while (before >= 0 && BETWEEN.has(words[before]!)) before--;
  const cue = words[before];
  let after = at + size;
  while (after < words.length && LINKS.has(words[after]!)) after++;
  const next = words[after];
  // "until the rain stops", "till the snow melts": it is raining, snowing now.
  if ((cue === 'until' || cue === 'till' || cue === 'til') && next && PAST_ONLY.has(next))
    return null;
  if (cue !== undefined && AHEAD.has(cue)) return 'ahead';
  if (cue === 'for' && before > 0 && WAIT_VERBS.has(words[before - 1]!)) return 'ahead';
  if (next === undefined || !ENDING.has(next)) return null;
  // "a storm over Paris" is a storm; "winter is over" is gone.
  if (next === 'over' && after === at + size) return null;
  // "after the snow melted", "once winter is over": gone; "when winter comes": not yet.
  if (PAST_ONLY.has(next)) return 'past';
  return cue === 'when' || cue === 'once' ? 'ahead' : null;
}

/** Whether the weather word at `at` is named only as a time before or after the game. */
export const isWeatherNotNow = (words: readonly string[], at: number, size: number): boolean =>
  weatherTimeOf(words, at, size) !== null;

/**
 * Where a weather word's telling ends: after the words that end it ("the snow has melted"),
 * else right after the word.
 *
 * @example weatherEndOf(['after', 'the', 'snow', 'melted'], 2, 1) // => 4
 */
export function weatherEndOf(words: readonly string[], at: number, size: number): number {
  let after = at + size;
  while (after < words.length && LINKS.has(words[after]!)) after++;
  const next = words[after];
  const isEnding =
    next !== undefined && ENDING.has(next) && !(next === 'over' && after === at + size);
  return isEnding && weatherTimeOf(words, at, size) !== null ? after + 1 : at + size;
}
