import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import { COLOR_WORDS } from './lexicon/colorWords.js';
import { SETTING_WORDS } from './lexicon/themes.js';
import type { PromptPhrase } from './parsePhrases.js';

const MAX_WORD_LENGTH = 16;
const MAX_NAME_LENGTH = 36;
const SIZE_WORDS = new Set(['tiny', 'little', 'giant', 'big', 'mini', 'mega', 'super', 'baby']);
/** "two grannies" is a granny: how many is no part of a name. */
// prettier-ignore
const NUMBER_WORDS = new Set([
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'many', 'some',
  'several', 'few', 'dozen', 'hundred', 'thousand',
]);

/** Words written in capitals ("UFO", "DJ", "NYC"). */
const ACRONYMS: Readonly<Record<string, string>> = {
  ufo: 'UFO',
  ufos: 'UFOs',
  dj: 'DJ',
  nyc: 'NYC',
  uk: 'UK',
  usa: 'USA',
  tv: 'TV',
  diy: 'DIY',
};

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => ACRONYMS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A short display name for a phrase: its nouns and lexicon words, at most `maxWords`
 * from the end, singular ("super brave purple ninja frog" → "Purple Ninja Frog").
 */
export function nameOfPhrase(phrase: PromptPhrase, maxWords = 3, keepPlural = false): string {
  const keep = phrase.modifiers.filter(
    (word) =>
      !NUMBER_WORDS.has(word) &&
      !/^\d+$/.test(word) &&
      (word in CHARACTER_WORDS ||
        word in COLOR_WORDS ||
        word in SETTING_WORDS ||
        SIZE_WORDS.has(word) ||
        !phrase.adjectives.includes(word)),
  );
  const head = keepPlural ? (phrase.text.split(' ').pop() ?? phrase.head) : phrase.head;
  let words = [...keep, head];
  const describing = phrase.adjectives.filter((word) => !NUMBER_WORDS.has(word));
  if (words.length === 1 && describing.length > 0) {
    words = [describing[describing.length - 1] as string, head];
  }
  // Keep names short enough for titles: long made-up words are clipped, then whole words dropped.
  let kept = words.slice(-maxWords).map((word) => word.slice(0, MAX_WORD_LENGTH));
  while (kept.join(' ').length > MAX_NAME_LENGTH && kept.length > 1) kept = kept.slice(1);
  return titleCase(kept.join(' '));
}
