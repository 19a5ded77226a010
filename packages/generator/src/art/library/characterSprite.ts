import { CHARACTER_WORDS } from '../../analyze/lexicon/characterWords.js';
import { CREATURE_KIN } from '../../analyze/lexicon/creatureKin.js';
import { singularOf } from '../../analyze/parsePhrases.js';
import type { CharacterConcept, LibrarySpriteRef } from '../../analyze/types.js';
import { lookupSprite, rankSprites } from './rankSprites.js';
import { seaBeingSpriteOf } from './seaBeing.js';
import { thingCreatureSpriteOf } from './thingCreature.js';
import { wordsOf } from './words.js';

/**
 * Words the rig knows but draws only as a near shape (a jellyfish as a blob, a lobster as a
 * crab, a banana as a bean): the art library draws them as themselves. Everything else the
 * rig knows stays the rig's, animated limbs and all.
 */
// prettier-ignore
export const LIBRARY_DRAWS_BETTER: ReadonlySet<string> = new Set([
  'jellyfish', 'octopus', 'lobster', 'scorpion', 'lizard', 'dino', 'dinosaur', 'toaster', 'lion',
  'koala', 'cow', 'snowman', 'banana', 'carrot', 'tomato', 'avocado', 'broccoli', 'donut',
  'cupcake', 'cookie', 'potato', 'caterpillar', 'skeleton', 'fairy', 'ant', 'mermaid', 'merman',
]);

/** Singular words of a phrase, head last ("tiny dragons" → tiny, dragon). */
export function phraseWords(phrase: string): string[] {
  return wordsOf(phrase).map((word) => singularOf(word));
}

/** The sprite of an animal's nearest relative the library draws (a narwhal's whale). */
export function kinSpriteOf(words: readonly string[]): LibrarySpriteRef | null {
  const head = words.at(-1);
  const twoWords = words.slice(-2).join(' ');
  const kin = CREATURE_KIN[twoWords] ?? (head === undefined ? undefined : CREATURE_KIN[head]);
  return kin ? lookupSprite(kin) : null;
}

/**
 * A thing whose name ends in a person's word ("a vacuum cleaner", "a pressure cooker"): the
 * library's drawing named by exactly those words, else null (a "window cleaner" is a person).
 */
function compoundThingSpriteOf(words: readonly string[]): LibrarySpriteRef | null {
  if (words.length < 2) return null;
  const compound = words.slice(-2).join(' ');
  const best = rankSprites(compound, 1)[0];
  return best?.label === compound ? best : null;
}

/**
 * The library sprite a character is drawn with, or null when the rig draws it. A creature made
 * of a thing ("cactus monster") is the thing's sprite come alive. Otherwise the rig keeps
 * every head noun it knows (unless `LIBRARY_DRAWS_BETTER`) and phrases whose modifier gives it
 * a body ("robot pilot" is a robot); other creatures and things ("seahorse", "toilet",
 * "shark") take the library's sprite when it has a specific one, else their nearest
 * relative's (`CREATURE_KIN`: a narwhal as a whale), else its head noun's.
 */
export function characterSpriteOf(
  concept: Pick<CharacterConcept, 'phrase'>,
): LibrarySpriteRef | null {
  const words = phraseWords(concept.phrase);
  const head = words.at(-1);
  if (!head) return null;
  const madeOfThing = thingCreatureSpriteOf(words);
  if (madeOfThing) return madeOfThing;
  // "a sea lion" is a seal's kin, never a lion: a relative named by the whole phrase wins.
  const wholeKin = words.length > 1 && words.slice(-2).join(' ') in CREATURE_KIN;
  if (wholeKin) return kinSpriteOf(words) ?? lookupSprite(concept.phrase);
  const compound = compoundThingSpriteOf(words);
  if (compound) return compound;
  if (head in CHARACTER_WORDS) {
    if (LIBRARY_DRAWS_BETTER.has(head)) return lookupSprite(concept.phrase);
    return seaBeingSpriteOf(words);
  }
  const hasBodyModifier = words.slice(0, -1).some((word) => {
    const trait = CHARACTER_WORDS[word];
    return trait !== undefined && trait.kind !== 'role' && trait.body !== undefined;
  });
  if (hasBodyModifier) return null;
  // "boiling pots": a thing the library has no phrase for is drawn as its head noun, never a bean.
  return lookupSprite(concept.phrase) ?? kinSpriteOf(words) ?? lookupSprite(head);
}
