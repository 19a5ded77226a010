import type { LibrarySpriteRef } from '../../analyze/types.js';
import { lookupSprite } from './rankSprites.js';

/** Words that put a creature in the water: "a sea monster", "the lake serpent". */
const WATER_WORDS: ReadonlySet<string> = new Set([
  'sea',
  'ocean',
  'deep',
  'lake',
  'loch',
  'river',
  'water',
  'underwater',
  'abyss',
  'abyssal',
]);

/**
 * What a generic creature the rig would draw on land is in the water: its tail, fins and
 * tentacles come from the library ("sea serpent" is the sea serpent, not a grass snake).
 */
// prettier-ignore
const SEA_KIN: Readonly<Record<string, string>> = {
  monster: 'sea creature', creature: 'sea creature', beast: 'sea creature', critter: 'sea creature',
  serpent: 'sea serpent', snake: 'sea serpent', worm: 'sea serpent', dragon: 'sea dragon',
  dino: 'sea dragon', dinosaur: 'sea dragon', lizard: 'sea dragon', witch: 'mermaid',
  fairy: 'mermaid', princess: 'mermaid', queen: 'mermaid', king: 'merman', prince: 'merman',
};

const MERFOLK: ReadonlySet<string> = new Set(['mermaid', 'merman', 'siren']);

/** "fish monster", "fishman": a fish come alive. */
const FISH_WORDS: ReadonlySet<string> = new Set(['fish', 'shark', 'squid', 'octopus']);

/**
 * The library sprite of a water being the rig would draw as a land one, or null: "sea
 * monster" (the sea creature), "lake serpent", "sea witch" and "mermaid princess" (mermaids),
 * "fish monster".
 *
 * @example seaBeingSpriteOf(['sea', 'serpent'])?.id // => 'game-icons:sea-serpent'
 */
export function seaBeingSpriteOf(words: readonly string[]): LibrarySpriteRef | null {
  const head = words.at(-1);
  if (head === undefined) return null;
  const modifiers = words.slice(0, -1);
  // "a mermaid princess", "a merman warrior": a mermaid first, whatever her title.
  const merfolk = modifiers.find((word) => MERFOLK.has(word));
  if (merfolk !== undefined) return lookupSprite(merfolk);
  const kin = SEA_KIN[head];
  if (kin !== undefined && modifiers.some((word) => WATER_WORDS.has(word))) {
    return lookupSprite(kin);
  }
  if (head === 'monster' && modifiers.some((word) => FISH_WORDS.has(word))) {
    return lookupSprite('fish monster');
  }
  return null;
}
