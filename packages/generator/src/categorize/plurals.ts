import nlp from 'compromise';
import { singularOf } from '../analyze/parsePhrases.js';

/** Words the tagger pluralizes wrongly for game texts. */
const IRREGULAR: Readonly<Record<string, string>> = {
  fish: 'fish',
  broccoli: 'broccoli',
  sheep: 'sheep',
  human: 'humans',
  octopus: 'octopuses',
};

const plurals = new Map<string, string>();

/** The plural of one singular noun, cached: the same words come up in prompt after prompt. */
function pluralWord(word: string): string {
  let plural = plurals.get(word);
  if (plural === undefined) {
    const doc = nlp(word);
    // A lone word has no context: say what we already know it is.
    doc.tag('Noun').tag('Singular');
    const tagged = doc.nouns().toPlural().text('normal');
    plural = IRREGULAR[word] ?? (word.endsWith('man') ? `${word.slice(0, -3)}men` : tagged || word);
    plurals.set(word, plural);
  }
  return plural;
}

/**
 * A phrase with its last word in the plural ("grumpy snowman" → "grumpy snowmen");
 * phrases that already end in a plural stay as they are. Cheaper than tagging the
 * whole phrase again.
 */
export function pluralOfPhrase(text: string): string {
  const words = text.split(' ');
  const last = words.pop();
  if (!last) return text;
  if (singularOf(last) !== last) return text;
  return [...words, pluralWord(last)].join(' ');
}
