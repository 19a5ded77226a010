import { TARGET_AUDIENCES, type TargetAudience } from '@promptplay/contracts';
import { AUDIENCE_LEXICON, type RatedAudience } from './audienceLexicon.js';
import { firstProfanity } from './profanityMatcher.js';

const SUFFIXES = ['s', 'ed', 'ing', 'er', 'ers', 'ly', 'ion', 'ions'];
const DOUBLED_SUFFIXES = ['ed', 'ing', 'er', 'ers'];

/** The forms of a stem a prompt may use: `stab` → stabs, stabbed, stabbing, stabber... */
function formsOf(stem: string): string[] {
  const forms = [stem, ...SUFFIXES.map((suffix) => stem + suffix)];
  if (/(s|x|z|ch|sh)$/.test(stem)) forms.push(`${stem}es`);
  // Dropping a final e only for longer stems: "die" → "ding" would be a false alarm.
  if (stem.endsWith('e') && stem.length > 3) {
    const base = stem.slice(0, -1);
    forms.push(`${stem}d`, ...['ing', 'er', 'ers', 'ion', 'ions'].map((suffix) => base + suffix));
  }
  // One vowel before a final consonant doubles it: stab → stabbing, but shoot → shooting.
  const last = stem.at(-1) ?? '';
  if (/[^aeiou][aeiou][bdgklmnprtz]$/.test(stem)) {
    forms.push(...DOUBLED_SUFFIXES.map((suffix) => stem + last + suffix));
  }
  return forms;
}

const rank = (audience: TargetAudience) => TARGET_AUDIENCES.indexOf(audience);

/** Every known word form → the audience it lifts a game to (the stricter one on a clash). */
const AUDIENCE_BY_WORD: ReadonlyMap<string, RatedAudience> = (() => {
  const byWord = new Map<string, RatedAudience>();
  for (const [audience, stems] of Object.entries(AUDIENCE_LEXICON) as [
    RatedAudience,
    readonly string[],
  ][]) {
    for (const form of stems.flatMap(formsOf)) {
      const known = byWord.get(form);
      if (!known || rank(audience) > rank(known)) byWord.set(form, audience);
    }
  }
  return byWord;
})();

/** The audience one word lifts a game to, or null for an ordinary word. */
export function audienceOfWord(word: string): RatedAudience | null {
  return AUDIENCE_BY_WORD.get(word.toLowerCase()) ?? null;
}

/**
 * Rates a game by its texts (prompt, title, story, character and genre descriptions): the
 * strictest audience any word calls for; profanity or a slur → mature_adults; children when
 * nothing calls for more. Never `unrestricted` (that is a feed setting: show everything).
 *
 * @example rateAudience(['a bunny planting carrots']) // 'children'
 * @example rateAudience(['a pickle knight fighting rats']) // 'family'
 * @example rateAudience(['zombies with shotguns']) // 'teens'
 */
export function rateAudience(texts: readonly string[]): TargetAudience {
  let rating: TargetAudience = 'children';
  for (const text of texts) {
    if (firstProfanity(text)) return 'mature_adults';
    for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
      const audience = word ? audienceOfWord(word) : null;
      if (audience && rank(audience) > rank(rating)) rating = audience;
    }
  }
  return rating;
}
