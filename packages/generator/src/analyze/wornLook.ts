import { lookupSprite } from '../art/library/rankSprites.js';
import type { SpritedLook, WornSprite } from '../art/library/spritedLook.js';
import { COLOR_WORDS } from './lexicon/colorWords.js';
import { WORN_WORDS, type WornThing } from './lexicon/wornWords.js';
import type { PromptPhrase } from './parsePhrases.js';
import { wornKeyOf } from './roles.js';
import type { CharacterLook } from './types.js';

/** The rig's own part for a worn thing, put on the look; null when the rig has none. */
function rigPartOf(
  thing: WornThing,
  look: CharacterLook,
  color: string | undefined,
): Partial<CharacterLook> | null {
  if (thing.headgear) return { headgear: thing.headgear };
  if (thing.eyewear) return { eyewear: thing.eyewear };
  if (thing.back) return { back: thing.back };
  // A person in a suit has its sleeves; the garment itself is drawn over every body.
  if (thing.clothes && look.body === 'humanoid') return { bodyColor: color ?? thing.clothes };
  // Only a person's torso shows clothes.
  if (thing.detail && look.body === 'humanoid') return { outfitDetail: thing.detail };
  return null;
}

/**
 * The look wearing (or playing) what the prompt puts on it: the rig's own hat, glasses, cape or
 * clothes where it has them, and every thing's library sprite (`worn`) so library-drawn
 * characters wear it too and the rig can add what it has no part for (rollerblades on the feet,
 * a piano beside it). A thing played in the hand takes the hand, whatever the role held.
 *
 * @example wearing(narwhalLook, [topHat, piano]).headgear // => 'tophat'
 */
export function wearing(look: CharacterLook, phrases: readonly PromptPhrase[]): CharacterLook {
  let worn: SpritedLook = look;
  const sprites: WornSprite[] = [...((look as SpritedLook).worn ?? [])];
  for (const phrase of phrases) {
    const key = wornKeyOf(phrase);
    const thing = key === undefined ? undefined : WORN_WORDS[key];
    if (!key || !thing) continue;
    // The player's colour for it ("a red dress"), else the thing's own (a white wedding dress).
    const named = [...phrase.adjectives, ...phrase.modifiers].find((word) => COLOR_WORDS[word]);
    const color = (named ? COLOR_WORDS[named] : undefined) ?? thing.color;
    const part = rigPartOf(thing, worn, color);
    if (part) worn = { ...worn, ...part };
    const sprite = lookupSprite(thing.sprite ?? key);
    if (!sprite) continue;
    // What the prompt puts in the hand takes the place of a role's own (a viking's hammer).
    if (thing.slot === 'hand') {
      worn = { ...worn, held: 'none', heldSprite: sprite };
      continue;
    }
    sprites.push({
      slot: thing.slot,
      sprite,
      // A drawn garment goes over every body, the rig's too.
      isRigPart: part !== null && thing.drawn === undefined,
      ...(thing.drawn ? { drawn: thing.drawn } : {}),
      ...(color ? { color } : {}),
    });
  }
  const dressed: SpritedLook = sprites.length > 0 ? { ...worn, worn: sprites } : worn;
  return dressed;
}
