import { lookFromWords } from '../analyze/characterLook.js';
import type { CharacterLook } from '../analyze/types.js';
import { createRandom, seedFromString } from '../random/seededRandom.js';
import type { LibraryCharacter } from './characterLibrary.js';

const looks = new Map<string, CharacterLook>();

/**
 * How a library character is drawn: its words through the same look builder as prompts,
 * seeded by its id, so its portrait and its match features agree and never change.
 */
export function libraryLookOf(character: LibraryCharacter): CharacterLook {
  let look = looks.get(character.id);
  if (!look) {
    look = lookFromWords(
      {
        head: character.head,
        modifiers: character.modifiers,
        isPerson: false,
        isHostile: false,
      },
      createRandom(seedFromString(`library:${character.id}`)),
    );
    looks.set(character.id, look);
  }
  return look;
}
