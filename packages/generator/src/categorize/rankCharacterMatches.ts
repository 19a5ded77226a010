import type { CharacterMatch } from '@promptplay/contracts';
import { lookFromWords } from '../analyze/characterLook.js';
import { CHARACTER_WORDS } from '../analyze/lexicon/characterWords.js';
import { titleCase } from '../analyze/naming.js';
import { parsePhrases, type PromptPhrase } from '../analyze/parsePhrases.js';
import { characterSpriteOf } from '../art/library/characterSprite.js';
import { rankSprites } from '../art/library/rankSprites.js';
import { librarySpriteUrls } from '../art/library/spriteUrls.js';
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

/** Art-library sprites weaker than this are not offered as look-alikes. */
const MIN_SPRITE_SIMILARITY = 0.45;
/** At most this many of a slot's matches are sprites: archetypes stay on offer. */
const MAX_SPRITE_MATCHES = 3;

const roundSimilarity = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * Sprites of the art library that show the character (sorted, best first): the emoji shark
 * for "a ninja shark", the old woman for "grandma". Their url is the sprite's portrait.
 */
function spriteMatches(query: CharacterQuery, limit: number): CharacterMatch[] {
  const phrase = [...query.modifiers, query.head].join(' ');
  const seen = new Set<string>();
  return rankSprites(phrase, limit * 2)
    .filter((sprite) => {
      // One picture per thing: the colour emoji, not also its monochrome twin.
      const isNew = sprite.similarity >= MIN_SPRITE_SIMILARITY && !seen.has(sprite.label);
      seen.add(sprite.label);
      return isNew;
    })
    .slice(0, Math.min(limit, MAX_SPRITE_MATCHES))
    .map((sprite) => ({
      ...librarySpriteUrls(sprite.id),
      name: titleCase(sprite.label).slice(0, 100),
      similarity: sprite.similarity,
    }));
}

/**
 * The library characters most like a prompt's character, best first, with a similarity in
 * 0..1: the procedural archetypes (how much of its words one accounts for, and how alike the
 * drawings are) and the art library's sprites (how much of its words their names and
 * keywords account for). On a tie, what the game would draw comes first (the sprite when the
 * rig cannot draw the character); then by id, so the same query always gives the same list.
 *
 * @example rankCharacterMatches(query)[0] // => { name: 'Knight', similarity: 0.71, url: '/media/library/knight.png', ... }
 */
export function rankCharacterMatches(
  query: CharacterQuery,
  limit = MATCHES_PER_SLOT,
): CharacterMatch[] {
  const features = queryFeatures(query);
  const archetypes: CharacterMatch[] = LIBRARY_CHARACTERS.map((character) => ({
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
  const sprites = spriteMatches(query, limit);
  const spritesFirst =
    characterSpriteOf({ phrase: [...query.modifiers, query.head].join(' ') }) !== null;
  // Both lists are sorted: merge them, a tie going to what the game would draw.
  const merged: CharacterMatch[] = [];
  let a = 0;
  let s = 0;
  while (merged.length < limit && (a < archetypes.length || s < sprites.length)) {
    const archetype = archetypes[a];
    const sprite = sprites[s];
    const takeSprite =
      sprite !== undefined &&
      (archetype === undefined ||
        sprite.similarity > archetype.similarity ||
        (sprite.similarity === archetype.similarity && spritesFirst));
    if (takeSprite) {
      merged.push(sprite);
      s += 1;
    } else if (archetype) {
      merged.push(archetype);
      a += 1;
    }
  }
  return merged;
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
  limit = MATCHES_PER_SLOT,
): CharacterMatch[] {
  return rankCharacterMatches(characterQueryFromText(description, theme), limit);
}
