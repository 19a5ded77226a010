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

/**
 * The dictionary word behind the first profanity or slur in `text`, or null when clean.
 *
 * @example firstProfanity('f u c k rats') // 'fuck'
 */
export function firstProfanity(text: string): string | null {
  const [match] = matcher.getAllMatches(text, true);
  if (!match) return null;
  return dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? 'profanity';
}
