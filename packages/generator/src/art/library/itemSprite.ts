import type { GoalConcept, ItemConcept, LibrarySpriteRef } from '../../analyze/types.js';
import { GOAL_SHAPE_NAMES, ITEM_SHAPE_NAMES, RIG_HELD_NAMES } from '../items/itemShapeNames.js';
import { WEAPON_KIND_OF, WEAPON_KIND_SPRITES } from '../../analyze/lexicon/weaponKinds.js';
import { phraseWords } from './characterSprite.js';
import { lookupSprite } from './rankSprites.js';
import { thingVehicleSpriteOf } from './thingVehicle.js';

/** A goal that may be drawn with a library sprite (set by `withLibrarySprites`). */
export type SpritedGoal = GoalConcept & { sprite?: LibrarySpriteRef | null };

const headOf = (phrase: string): string | undefined => phraseWords(phrase).at(-1);

/**
 * The library sprite an item is drawn with, or null when a hand-drawn shape draws it as itself
 * (coins, gems, apples…) or the library has nothing specific. An item that already decided
 * (`sprite` set, even to null) keeps its answer.
 */
export function itemSpriteOf(
  item: Pick<ItemConcept, 'phrase' | 'sprite'>,
): LibrarySpriteRef | null {
  if (item.sprite !== undefined) return item.sprite;
  const head = headOf(item.phrase);
  if (!head || ITEM_SHAPE_NAMES.has(head)) return null;
  return lookupSprite(item.phrase);
}

/** Same for a goal: flags, doors, portals and their kin keep their shapes. */
export function goalSpriteOf(goal: SpritedGoal): LibrarySpriteRef | null {
  if (goal.sprite !== undefined) return goal.sprite;
  const head = headOf(goal.phrase);
  if (!head || GOAL_SHAPE_NAMES.has(head) || ITEM_SHAPE_NAMES.has(head)) return null;
  return lookupSprite(goal.phrase);
}

/**
 * The library sprite a named vehicle is drawn with, or null when a vehicle body draws it:
 * bodies keep their own words (`ownWords`) unless the modifiers make it another thing
 * ("paper airplane" is no airplane); other vehicles ("shopping cart") come from the library,
 * and one named by what it carries ("hot dog cart", "taco truck") is its base with the thing
 * on it unless an icon draws it exactly ("ice cream truck").
 */
export function vehicleSpriteOf(
  phrase: string,
  ownWords: ReadonlySet<string>,
): LibrarySpriteRef | null {
  const words = phraseWords(phrase);
  const head = words.at(-1);
  const named = head ? lookupSprite(phrase) : null;
  const sprite =
    named?.similarity === 1
      ? named
      : (thingVehicleSpriteOf(phrase) ?? named ?? (head ? lookupSprite(head) : null));
  if (!head || !sprite) return null;
  // "race car" is the body's own "racecar".
  if (ownWords.has(words.slice(-2).join(''))) return null;
  if (!ownWords.has(head)) return sprite;
  return lookupSprite(head)?.id === sprite.id ? null : sprite;
}

/** The library sprite of a wielded thing's kind (a scimitar is a blade), when it has one. */
function weaponKindSpriteOf(words: readonly string[]): LibrarySpriteRef | null {
  const kind = [...words]
    .reverse()
    .map((word) => WEAPON_KIND_OF[word])
    .find((k) => k !== undefined);
  return kind ? lookupSprite(WEAPON_KIND_SPRITES[kind]) : null;
}

/** Drawn for a wielded thing of no known kind: held and swung, like a club. */
const UNKNOWN_WEAPON_SPRITE = WEAPON_KIND_SPRITES.club;

/**
 * The library sprite a wielded thing is drawn with: its own, else its kind's (a scimitar as a
 * dagger, a dictionary as a book), else a club; never a stand-in star. Null only when the
 * library has none at all.
 */
export function weaponSpriteOf(
  item: Pick<ItemConcept, 'phrase' | 'sprite'>,
): LibrarySpriteRef | null {
  if (item.sprite !== undefined) return item.sprite;
  const words = phraseWords(item.phrase);
  if (words.length === 0) return null;
  return (
    lookupSprite(item.phrase) ?? weaponKindSpriteOf(words) ?? lookupSprite(UNKNOWN_WEAPON_SPRITE)
  );
}

/** The rig draws these in the hero's hand itself (a sword, a wand): no library prop there. */
export function isRigHeld(phrase: string): boolean {
  const head = headOf(phrase);
  return head !== undefined && RIG_HELD_NAMES.has(head);
}
