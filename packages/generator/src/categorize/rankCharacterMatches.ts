import type { CharacterMatch } from '@promptplay/contracts';
import { lookFromWords } from '../analyze/characterLook.js';
import { CHARACTER_WORDS } from '../analyze/lexicon/characterWords.js';
import { parsePhrases, type PromptPhrase } from '../analyze/parsePhrases.js';
import { createRandom, seedFromString } from '../random/seededRandom.js';
import { LIBRARY_CHARACTERS, libraryUrls } from './characterLibrary.js';
import {
  characterSimilarity,
  libraryFeaturesOf,
  queryFeatures,
  type CharacterQuery,
} from './characterFeatures.js';

/** How many library characters each slot offers (spec §3 characterMatches). */
export const MATCHES_PER_SLOT = 5;

/** Most words of a free-text description that count as extra hints. */
const MAX_EXTRA_WORDS = 16;

const roundSimilarity = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * The library characters most like a prompt's character, best first, with a similarity in
 * 0..1 (how much of its words the library character accounts for, and how alike the drawings are). Ties go by id, so the same
 * query always gives the same list.
 *
 * @example rankCharacterMatches(query)[0] // => { name: 'Knight', similarity: 0.71, url: '/media/library/knight.png', ... }
 */
export function rankCharacterMatches(
  query: CharacterQuery,
  limit = MATCHES_PER_SLOT,
): CharacterMatch[] {
  const features = queryFeatures(query);
  return LIBRARY_CHARACTERS.map((character) => ({
    character,
    similarity: roundSimilarity(characterSimilarity(features, libraryFeaturesOf(character))),
  }))
    .sort((a, b) => b.similarity - a.similarity || a.character.id.localeCompare(b.character.id))
    .slice(0, limit)
    .map(({ character, similarity }) => ({
      ...libraryUrls(character.id),
      name: character.name,
      similarity,
    }));
}

const wordsOf = (phrase: PromptPhrase): string[] => [...phrase.modifiers, phrase.head];

/**
 * A query from a free-text character description (an AI provider's characterPrompt): the
 * first phrase naming a creature or role is the character, the rest are extra hints.
 */
export function characterQueryFromText(description: string, theme: string | null): CharacterQuery {
  const phrases = parsePhrases(description);
  const main =
    phrases.find((phrase) => wordsOf(phrase).some((word) => word in CHARACTER_WORDS)) ?? phrases[0];
  const head = main?.head ?? 'creature';
  const modifiers = main?.modifiers ?? [];
  const extraWords = phrases
    .filter((phrase) => phrase !== main)
    .flatMap(wordsOf)
    .slice(0, MAX_EXTRA_WORDS);
  const look = lookFromWords(
    { head, modifiers, isPerson: main?.isPerson ?? false, isHostile: false },
    createRandom(seedFromString(description)),
  );
  return { head, modifiers, extraWords, look, theme };
}

/**
 * Library matches for a free-text character description, such as an AI provider's
 * characterPrompt.
 *
 * @example rankCharacterMatchesForDescription('A brave pickle knight with a silver sword')[0].name // => 'Knight'
 */
export function rankCharacterMatchesForDescription(
  description: string,
  theme: string | null = null,
): CharacterMatch[] {
  return rankCharacterMatches(characterQueryFromText(description, theme));
}
