import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

/**
 * Everyday words the English preset would flag because a swear word hides inside them
 * ("shiitake mushroom farm", "pussycat"). Whitelisted phrases are skipped wholesale.
 */
const GAME_WORDS_TO_ALLOW = ['shiitake', 'pussycat', 'pussy cat', 'pussy willow'];

function buildDataset() {
  const dataset = new DataSet<{ originalWord?: string }>().addAll(englishDataset);
  for (const word of GAME_WORDS_TO_ALLOW) {
    dataset.addPhrase((phrase) => phrase.addWhitelistedTerm(word));
  }
  return dataset;
}

const dataset = buildDataset();

/** obscenity's English preset (leet-speak, repeated letters, look-alike characters) plus ours. */
const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

const LETTER = /\p{L}/u;

/**
 * The dictionary word behind the first profanity or slur in `text`, or null when clean.
 * A match made of digits alone is a number, not leet-speak: "level 455" and "room 717" pass.
 *
 * @example firstProfanity('f u c k rats') // 'fuck'
 */
export function firstProfanity(text: string): string | null {
  const match = matcher
    .getAllMatches(text, true)
    .find(({ startIndex, endIndex }) => LETTER.test(text.slice(startIndex, endIndex + 1)));
  if (!match) return null;
  return dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? 'profanity';
}
