import nlp from 'compromise';
import { singularOf } from '../analyze/parsePhrases.js';
import { storyPlaceOf } from '../analyze/storyPlace.js';
import type { PromptAnalysis } from '../analyze/types.js';
import type { SeededRandom } from '../random/seededRandom.js';

const MAX_STORY_LENGTH = 600;

/** "lava blob" → "lava blobs"; phrases that are already plural stay as they are. */
export function pluralPhrase(text: string): string {
  // "lotus flowers" is plural already: its last word says so ("lotuses flowers" is not).
  const last = text.split(' ').pop() ?? '';
  if (/^[a-z-]+$/.test(last) && singularOf(last) !== last) return text;
  const doc = nlp(text);
  if (doc.nouns().isPlural().found) return text;
  // "box" alone reads as a verb to the tagger: the last word of a thing's name is its noun.
  if (!doc.nouns().found) doc.terms().last().tag('Noun');
  doc.nouns().toPlural();
  const plural = doc.text('normal');
  return plural.length > 0 ? menOf(plural) : text;
}

/** Words ending in "man" that are not a man: "humans", not "humen". */
const NOT_A_MAN = /(hu|sha|talis|cai|otto|ger|ro|dober|walk)mans$/;

/** "snowmans" → "snowmen", "firemans" → "firemen": the tagger only knows "man" alone. */
function menOf(plural: string): string {
  return /[a-z]mans$/.test(plural) && !NOT_A_MAN.test(plural)
    ? plural.replace(/mans$/, 'men')
    : plural;
}

/**
 * A two or three sentence story in the player's words: who, where, what to avoid,
 * what to collect, where to go.
 */
export function storyFor(analysis: PromptAnalysis, random: SeededRandom): string {
  const { hero, enemy, collectible, goal, setting } = analysis;
  const place = storyPlaceOf(setting);
  const enemies = pluralPhrase(enemy.phrase);
  const items = pluralPhrase(collectible.phrase);
  const opening = random.pick([
    `Welcome to ${place}, where ${hero.name} is ready for a big adventure.`,
    `${hero.name} sets off across ${place}, one jump at a time.`,
    `${hero.name} has a daring run ahead across ${place}.`,
  ]);
  const middle = random.pick([
    `Leap over the gaps, stomp the ${enemies} and scoop up every one of the ${items}.`,
    `Dodge or bop the ${enemies} and grab the ${items} along the way.`,
    `Watch out for the ${enemies} and collect as many ${items} as you can.`,
  ]);
  const ending =
    goal.kind === 'cage'
      ? `Can you rescue the ${goal.name.toLowerCase()} before time runs out?`
      : random.pick([
          `Reach the ${goal.name} before the clock runs out!`,
          `The ${goal.name} waits at the end of the level. Can you make it?`,
        ]);
  return `${opening} ${middle} ${ending}`.slice(0, MAX_STORY_LENGTH);
}
