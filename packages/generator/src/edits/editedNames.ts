import { nameOfPhrase, titleCase } from '../analyze/naming.js';
import { parsePhrases } from '../analyze/parsePhrases.js';
import { escapeRegExp } from '../analyze/escapeRegExp.js';

const MAX_NAME_LENGTH = 60;

/** "a grumpy walrus" → "grumpy walrus": the article a player may lead a description with. */
export function withoutArticle(text: string): string {
  return text.trim().replace(/^(?:a|an|the|some)\s+/i, '');
}

/** A description's first clause: "a greedy goat, who buys every crop" → "a greedy goat". */
export function firstClauseOf(text: string): string {
  return (text.split(/[,:;.!?\n(]/, 1)[0] ?? '').trim().slice(0, 80);
}

/** What a description names first: "a grumpy walrus, ready to take a slap" → "grumpy walrus". */
export function leadingPhrase(text: string): string {
  return withoutArticle(firstClauseOf(text));
}

/**
 * The display name of one entry a player wrote, the way the analyzer names prompt phrases:
 * "Grumpy Raccoon swings wildly" → "Grumpy Raccoon", "rubber chickens" → "Rubber Chicken".
 *
 * @example displayNameOf('a greedy goat, who buys every crop') // => 'Greedy Goat'
 */
export function displayNameOf(entry: string): string {
  const lead = leadingPhrase(entry);
  const phrase = parsePhrases(lead)[0];
  const name = phrase
    ? nameOfPhrase(phrase, 3)
    : titleCase(lead.split(/\s+/).slice(0, 3).join(' '));
  return name.slice(0, MAX_NAME_LENGTH);
}

/**
 * The entries of a list a player wrote: "seed → sprout → tree", "a; b; c" or "a, b, c". Lists
 * split by arrows, semicolons or lines keep the commas inside an entry ("Rex, who bites").
 *
 * @example entriesOf('seed → sprout → tree') // => ['seed', 'sprout', 'tree']
 */
export function entriesOf(text: string): string[] {
  const strong = text.split(/\s*(?:→|->|=>|;|\n)\s*/);
  const entries = strong.length > 1 ? strong : text.split(/\s*,\s*/);
  return entries.map((entry) => entry.trim()).filter((entry) => entry.length > 0);
}

/**
 * Which of `count` slots the player's names go to, as [slot, name] pairs: in order, except
 * that the last of two or more names always goes to the last slot (the champion, the top of a
 * chain) when `lastIsTop` is set and there are fewer names than slots.
 */
export function namesBySlot(
  names: readonly string[],
  count: number,
  lastIsTop: boolean,
): [number, string][] {
  const pairs = names.slice(0, count).map((name, index): [number, string] => [index, name]);
  const last = pairs.at(-1);
  if (lastIsTop && last && names.length > 1 && names.length < count) last[0] = count - 1;
  return pairs;
}

/**
 * `text` with every old name replaced by its new one in one pass (so a new name that contains
 * another old one is left alone), clipped to `max` characters.
 */
export function renamed(text: string, renames: ReadonlyMap<string, string>, max: number): string {
  const olds = [...renames.keys()].filter((old) => old.length > 0 && renames.get(old) !== old);
  if (olds.length === 0) return text;
  const alternatives = olds
    .sort((a, b) => b.length - a.length)
    .map((old) => escapeRegExp(old))
    .join('|');
  // Whole names only: renaming "Bee" leaves "Beetle" alone.
  const pattern = new RegExp(`(?<![\\w-])(?:${alternatives})(?![\\w-])`, 'g');
  return text.replace(pattern, (old) => renames.get(old) ?? old).slice(0, max);
}
