import { z } from 'zod';
import { PROMPT_MAX_LENGTH } from '../constants.js';
import { gameGenreSchema } from '../enums.js';
import { MESSAGES } from '../messages.js';
import { genreSpecificFieldsSchema } from './genreFields.js';
import { httpUrlOrPathSchema } from './common.js';

/** Longest generated prompt text (character, environment, game prompts). */
export const GENERATED_PROMPT_MAX_LENGTH = 2000;
const generatedPromptSchema = z.string().max(GENERATED_PROMPT_MAX_LENGTH);

/** A player's prompt: trimmed, non-empty, at most 1000 characters, with the spec's message. */
export const playerPromptSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.enterGameDescription)
  .max(PROMPT_MAX_LENGTH, MESSAGES.promptTooLong(PROMPT_MAX_LENGTH));

/** Body of POST /api/player-profile/categorize (spec §7). */
export const categorizeRequestSchema = z.object({
  prompt: playerPromptSchema,
  gameGenre: gameGenreSchema,
});
export type CategorizeRequest = z.infer<typeof categorizeRequestSchema>;

/** Character slot names are identifiers such as `character` or `secondaryCharacter`. */
export const characterSlotSchema = z
  .string()
  .max(40)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Expected a character slot name');

/** A library character that resembles a prompt's character (spec §3 characterMatches). */
export const characterMatchSchema = z.object({
  url: httpUrlOrPathSchema,
  assetUrl: httpUrlOrPathSchema,
  name: z.string().min(1).max(100),
  /** 0 (unlike) to 1 (same). */
  similarity: z.number().min(0).max(1),
});
export type CharacterMatch = z.infer<typeof characterMatchSchema>;

export const characterMatchesSchema = z.record(
  characterSlotSchema,
  z.array(characterMatchSchema).max(20),
);
export type CharacterMatches = z.infer<typeof characterMatchesSchema>;

/**
 * Answer of the categorize call (spec §3 "Categorized prompt"). On failure `success` is
 * false and `errorMessage` says why; on success `errorMessage` is null.
 */
export const categorizedPromptSchema = z.object({
  success: z.boolean(),
  errorMessage: z.string().max(500).nullable(),
  characterPrompt: generatedPromptSchema,
  secondaryCharacterPrompt: generatedPromptSchema,
  environmentCreationPrompt: generatedPromptSchema,
  gameCreationPrompt: generatedPromptSchema,
  gameGenre: gameGenreSchema,
  genreSpecificFields: genreSpecificFieldsSchema,
  generatesCharacter: z.boolean(),
  characterMatches: characterMatchesSchema,
});
export type CategorizedPrompt = z.infer<typeof categorizedPromptSchema>;
