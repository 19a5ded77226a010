import type { PromptAnalysis } from '../analyze/types.js';
import type { CreationTexts } from '../buildGame.js';
import { libraryCharacterOfUrl } from '../categorize/characterLibrary.js';
import { libraryLookOf } from '../categorize/libraryLooks.js';

/** The look of the library character a match URL points at, or null. */
function pickedLook(url: string | null | undefined) {
  const character = url ? libraryCharacterOfUrl(url) : null;
  return character ? libraryLookOf(character) : null;
}

/** The analysis with the library characters the player picked drawn for hero and enemies. */
export function withPickedCharacters(
  analysis: PromptAnalysis,
  texts?: CreationTexts,
): PromptAnalysis {
  const hero = pickedLook(texts?.characterMatchUrl);
  const enemy = pickedLook(texts?.secondaryCharacterMatchUrl);
  if (!hero && !enemy) return analysis;
  return {
    ...analysis,
    hero: hero ? { ...analysis.hero, look: hero } : analysis.hero,
    enemy: enemy ? { ...analysis.enemy, look: { ...enemy, isHostile: true } } : analysis.enemy,
  };
}
