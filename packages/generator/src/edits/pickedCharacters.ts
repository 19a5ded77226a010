import type { CharacterConcept, PromptAnalysis } from '../analyze/types.js';
import { spritesOfLook, type SpritedLook } from '../art/library/spritedLook.js';
import { librarySpriteIdOf } from '../art/library/spriteUrls.js';
import { spriteEntryOf } from '../art/library/spriteIndex.js';
import type { CreationTexts } from '../buildGame.js';
import { libraryCharacterOfUrl } from '../categorize/characterLibrary.js';
import { libraryLookOf } from '../categorize/libraryLooks.js';

/**
 * The character as the player picked it from the matches (a match's url): an archetype is
 * drawn by the rig, an art-library sprite as that sprite. Unchanged when the url names neither.
 */
function withPick(
  concept: CharacterConcept,
  url: string | null | undefined,
  isHostile: boolean,
): CharacterConcept {
  if (!url) return concept;
  // What the prompt put in the character's hand stays there ("a grandma with a frying pan").
  const { heldSprite } = spritesOfLook(concept.look);
  const held = heldSprite ? { heldSprite } : {};
  const character = libraryCharacterOfUrl(url);
  if (character) {
    const look: SpritedLook = { ...libraryLookOf(character), isHostile, ...held };
    return { ...concept, sprite: null, look };
  }
  const spriteId = librarySpriteIdOf(url);
  if (!spriteId) return concept;
  const sprite = {
    id: spriteId,
    label: spriteEntryOf(spriteId)?.label ?? spriteId.slice(spriteId.indexOf(':') + 1),
    similarity: 1,
  };
  // The look keeps its colours (a monochrome sprite takes the body colour) and held prop.
  const look: SpritedLook = { ...concept.look, sprite, spriteColor: concept.look.bodyColor };
  return { ...concept, sprite, look };
}

/** The analysis with the library characters the player picked drawn for hero and enemies. */
export function withPickedCharacters(
  analysis: PromptAnalysis,
  texts?: CreationTexts,
): PromptAnalysis {
  const hero = withPick(analysis.hero, texts?.characterMatchUrl, false);
  const enemy = withPick(analysis.enemy, texts?.secondaryCharacterMatchUrl, true);
  if (hero === analysis.hero && enemy === analysis.enemy) return analysis;
  return { ...analysis, hero, enemy };
}
