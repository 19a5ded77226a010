import {
  CONSTANTS,
  type CategorizedPrompt,
  type CharacterMatch,
  type GameCreationPayload,
  type RemixSource,
} from '@promptplay/contracts';
import { categorizePrompt } from '@promptplay/generator';
import type { GameRow } from '../games/queries.js';

/**
 * What a remix of the game starts from: the fields its creator confirmed (with the library
 * characters they picked offered again), or for a starter game without a draft its title and
 * description read by the built-in categorizer.
 */
export function remixSourceOf(game: GameRow, payload: GameCreationPayload | null): RemixSource {
  const base = { gameId: game.id, title: game.title, author: game.authorName };
  if (!payload) {
    const prompt = `${game.title}. ${game.description}`.slice(0, CONSTANTS.PROMPT_MAX_LENGTH);
    return {
      ...base,
      prompt,
      categorized: categorizePrompt({ prompt, gameGenre: game.genre }),
      selectedCharacterMatches: {},
    };
  }
  const prompt = payload.originalPlayerPrompt;
  const reading = categorizePrompt({ prompt, gameGenre: payload.gameGenre });
  const categorized: CategorizedPrompt = {
    ...reading,
    characterPrompt: payload.characterPrompt,
    secondaryCharacterPrompt: payload.secondaryCharacterPrompt,
    environmentCreationPrompt: payload.environmentCreationPrompt,
    gameCreationPrompt: payload.gameCreationPrompt,
    genreSpecificFields: payload.genreSpecificFields,
    characterMatches: withPickedMatches(reading.characterMatches, payload.selectedCharacterMatches),
  };
  return {
    ...base,
    prompt,
    categorized,
    selectedCharacterMatches: payload.selectedCharacterMatches,
  };
}

/** The matches per slot, each picked one first among its slot's (added when missing). */
function withPickedMatches(
  matches: CategorizedPrompt['characterMatches'],
  picked: Record<string, CharacterMatch>,
): CategorizedPrompt['characterMatches'] {
  const merged = { ...matches };
  for (const [slot, match] of Object.entries(picked)) {
    const others = (merged[slot] ?? []).filter((other) => other.url !== match.url);
    merged[slot] = [match, ...others].slice(0, 20);
  }
  return merged;
}
