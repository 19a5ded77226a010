import { CHARACTER_WORDS } from '../../analyze/lexicon/characterWords.js';
import { COLOR_WORDS } from '../../analyze/lexicon/colorWords.js';
import { PLACE_WORDS } from '../../analyze/lexicon/placeWords.js';
import { CREATURE_WORDS } from '../../analyze/lexicon/thingWords.js';
import type { LibrarySpriteRef } from '../../analyze/types.js';
import { livingThingId } from './livingThing.js';
import { lookupSprite } from './rankSprites.js';
import { spriteEntryOf } from './spriteIndex.js';

/** Creature words a thing can be made into: "a cactus monster", "a trash golem". */
// prettier-ignore
const MADE_INTO: ReadonlySet<string> = new Set([
  'monster', 'golem', 'beast', 'creature', 'critter', 'zombie', 'robot', 'dragon', 'blob', 'man',
  'fiend', 'brute', 'titan', 'giant', 'goblin', 'gremlin', 'mutant', 'demon', 'ogre', 'troll',
]);
/** Weather and wide places are what a creature lives in, not what it is made of ("snow beast"). */
// prettier-ignore
const SURROUNDINGS: ReadonlySet<string> = new Set([
  'snow', 'shadow', 'thunder', 'storm', 'wind', 'air', 'night', 'dark', 'water', 'mud', 'sand',
  'earth', 'space', 'sea', 'sky', 'swamp', 'star', 'moon', 'sun', 'cloud', 'rain', 'dream', 'fog',
]);
/** A dragon of fire, ice or lava is a dragon: elements only colour it. */
const ELEMENTS: ReadonlySet<string> = new Set(['fire', 'ice', 'lava', 'flame', 'frost', 'magma']);
/** "pizza man", "trash man": jobs, not things come alive. */
// prettier-ignore
const JOB_MEN: ReadonlySet<string> = new Set([
  'pizza', 'trash', 'garbage', 'bin', 'mail', 'post', 'milk', 'ice cream', 'delivery', 'sand',
  'snow', 'gingerbread', 'cave', 'police', 'fire', 'lunch', 'candy', 'paper', 'news',
]);
/** Colour names that are fruit too: "an orange monster" is orange. */
// prettier-ignore
const FRUIT_COLORS: ReadonlySet<string> = new Set([
  'orange', 'lime', 'peach', 'plum', 'olive', 'mint', 'cherry', 'lemon', 'berry', 'cream', 'honey',
]);
/** How close the thing's sprite must match its word: "trash" is a trash can, "snow" no cloud. */
const THING_SIMILARITY = 0.6;

function isFood(word: string): boolean {
  const sprite = lookupSprite(word);
  return sprite !== null && spriteEntryOf(sprite.id)?.group === 'Food & Drink';
}

function isThingWord(word: string, head: string): boolean {
  const trait = CHARACTER_WORDS[word];
  if (trait !== undefined && trait.kind !== 'material') return false;
  if (CREATURE_WORDS.has(word)) return false;
  // "a purple monster" is coloured; "a chocolate monster" is made of chocolate.
  if (word in COLOR_WORDS && (FRUIT_COLORS.has(word) || !isFood(word))) return false;
  // A place is where it lives ("a forest troll"), unless it is food too ("candy", "chocolate").
  if (word in PLACE_WORDS && !isFood(word)) return false;
  if (SURROUNDINGS.has(word)) return false;
  if (head === 'dragon' && ELEMENTS.has(word)) return false;
  return !(head === 'man' && JOB_MEN.has(word));
}

/**
 * The sprite of a creature made of a thing ("cactus monster", "trash golem", "toaster robot",
 * "broccoli beast"): the thing's own sprite come alive, with a face and limbs. Null when the
 * words name no such creature (a "sea monster", a "fire dragon", a "robot dragon").
 */
export function thingCreatureSpriteOf(words: readonly string[]): LibrarySpriteRef | null {
  const head = words.at(-1);
  if (head === undefined || !MADE_INTO.has(head) || words.length < 2) return null;
  // "rock golem": the library's own picture of the creature comes first.
  const whole = lookupSprite(words.join(' '));
  const wholeWords = whole?.label.split(' ') ?? [];
  if (wholeWords.includes(head) && words.slice(0, -1).some((w) => wholeWords.includes(w)))
    return null;
  const before = words.slice(0, -1);
  const last = before.at(-1) as string;
  // "trash can monster": the thing's whole name, else its last word.
  const thing = [before.slice(-2).join(' '), last].find(
    (name) => name.split(' ').every((word) => isThingWord(word, head)) && name !== head,
  );
  if (thing === undefined) return null;
  const sprite = lookupSprite(thing);
  if (!sprite || sprite.similarity < THING_SIMILARITY) return null;
  return { ...sprite, id: livingThingId(sprite.id), label: `${sprite.label} ${head}` };
}
