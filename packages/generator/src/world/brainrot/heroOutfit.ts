import { WORN_WORDS } from '../../analyze/lexicon/wornWords.js';
import { isPairNoun, nameInText } from '../../analyze/naming.js';
import { parsePhrases, type PromptPhrase } from '../../analyze/parsePhrases.js';
import { assignRoles, wornKeyOf } from '../../analyze/roles.js';
import type { CharacterConcept, NamedThing } from '../../analyze/types.js';
import { wearing } from '../../analyze/wornLook.js';
import type { SpritedLook } from '../../art/library/spritedLook.js';
import { listText, withArticle } from '../../categorize/describeLook.js';

/** The words a phrase was typed with, with its article: "sneakers", "a crown", "a pair of skis". */
const typed = (phrase: Pick<PromptPhrase, 'text'>): string => withArticle(nameInText(phrase.text));

/** What is worn, as English says it after "in": "in sunglasses", "in a crown". */
const wornTyped = (phrase: Pick<PromptPhrase, 'text'>): string =>
  isPairNoun(nameInText(phrase.text)) ? nameInText(phrase.text) : typed(phrase);

/**
 * The hero as the prompt dresses it and what it rides: "a frog wearing a crown riding a
 * skateboard" wears the crown and stands on the board. A ride that is worn under the feet (a
 * skateboard, a hoverboard) goes under the sprite, as "skateboarding" already puts it.
 */
export function heroOnRide(hero: CharacterConcept, ride: NamedThing | undefined): CharacterConcept {
  const worn = (hero.look as SpritedLook).worn ?? [];
  if (!ride || worn.some((thing) => thing.slot === 'under')) return hero;
  // "a skateboard": with its article, a lone "skateboard" is no order to skateboard.
  const phrases = parsePhrases(`a ${ride.phrase}`).filter((phrase) => {
    const key = wornKeyOf(phrase);
    return key !== undefined && WORN_WORDS[key]?.slot === 'under';
  });
  return phrases.length === 0 ? hero : { ...hero, look: wearing(hero.look, phrases) };
}

/**
 * How the story shows the hero's outfit and ride after its name, in the prompt's own words:
 * " in sneakers and sunglasses", " in a crown on a scooter", " on a skateboard". Empty when
 * the prompt puts nothing on the hero, or when the hero is no longer the prompt's (an edit).
 */
export function outfitInText(prompt: string, hero: CharacterConcept): string {
  const roles = assignRoles(parsePhrases(prompt));
  if (!roles.hero || hero.isImplied === true) return '';
  const heroWords = roles.hero.text.split(' ');
  if (!heroWords.some((word) => hero.phrase.split(' ').includes(word))) return '';
  const slotOf = (phrase: PromptPhrase) => {
    const key = wornKeyOf(phrase);
    return key === undefined ? undefined : WORN_WORDS[key]?.slot;
  };
  const seen = new Set<string>();
  const once = (phrase: PromptPhrase): boolean => {
    if (seen.has(phrase.head)) return false;
    seen.add(phrase.head);
    return true;
  };
  const rides = [
    ...roles.worn.filter((phrase) => slotOf(phrase) === 'under'),
    ...(roles.vehicle ? [roles.vehicle] : []),
  ].filter(once);
  const held = roles.worn.filter((phrase) => slotOf(phrase) === 'hand').filter(once);
  const worn = roles.worn
    .filter((phrase) => !['under', 'hand', 'above', 'beside'].includes(slotOf(phrase) ?? ''))
    .filter(once);
  const parts = [
    worn.length > 0 ? `in ${listText(worn.map(wornTyped))}` : '',
    held.length > 0 ? `with ${listText(held.map(typed))}` : '',
    rides.length > 0 ? `on ${typed(rides[0] as PromptPhrase)}` : '',
  ].filter((part) => part.length > 0);
  return parts.length === 0 ? '' : ` ${parts.join(' ')}`;
}
