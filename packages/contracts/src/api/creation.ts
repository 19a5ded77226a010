import { z } from 'zod';
import {
  GAME_CREATION_ADDRESSABLE_VERSION,
  GAME_CREATION_ENABLE_EXPERIMENTAL,
  GAME_CREATION_REQUEST_CHARACTER_GENERATION_TYPE,
  GAME_CREATION_TIME_LIMIT,
  PROMPT_MAX_LENGTH,
} from '../constants.js';
import {
  characterGenerationTypeSchema,
  draftStatusSchema,
  gameGenreSchema,
  promptTypeSchema,
  type CharacterGenerationType,
} from '../enums.js';
import {
  GENERATED_PROMPT_MAX_LENGTH,
  categorizedPromptSchema,
  characterMatchSchema,
  characterSlotSchema,
  playerPromptSchema,
} from './categorize.js';
import { entityIdSchema, httpUrlOrPathSchema } from './common.js';
import { gameIdSchema } from './game.js';
import { genreSpecificFieldsSchema } from './genreFields.js';

/**
 * Body of POST /api/player-profile/prompt and /execute-with-categorization
 * (spec §3 "Prompt creation payload"; the second sends `categorizedPrompt`).
 */
export const promptCreationPayloadSchema = z.object({
  prompt: playerPromptSchema,
  gameGenre: gameGenreSchema,
  referenceImageUrl: z.nullable(httpUrlOrPathSchema),
  characterGenerationType: characterGenerationTypeSchema,
  categorizedPrompt: categorizedPromptSchema.optional(),
  promptType: promptTypeSchema.optional(),
});
export type PromptCreationPayload = z.infer<typeof promptCreationPayloadSchema>;

/** The game creation request encodes the character generation type as a number (spec §9). */
export const CHARACTER_GENERATION_TYPE_CODES: Readonly<Record<CharacterGenerationType, 0 | 1>> = {
  STANDARD: 0,
  PREMIUM: 1,
};

const generatedPromptSchema = z.string().max(GENERATED_PROMPT_MAX_LENGTH);

/**
 * Body of POST /api/draft-game/create (spec §3 "Game creation payload" and §7). Omitted
 * tuning fields take the spec's defaults: timeLimit 180, addressableVersion 1,
 * enableExperimental false, characterGenerationType 1.
 */
export const gameCreationPayloadSchema = z.object({
  originalPlayerPrompt: z.string().trim().min(1).max(PROMPT_MAX_LENGTH),
  characterPrompt: generatedPromptSchema,
  secondaryCharacterPrompt: generatedPromptSchema.default(''),
  environmentCreationPrompt: generatedPromptSchema,
  gameCreationPrompt: generatedPromptSchema,
  gameGenre: gameGenreSchema,
  genreSpecificFields: genreSpecificFieldsSchema.default({}),
  /** Seconds a round lasts. */
  timeLimit: z.number().int().min(30).max(600).default(GAME_CREATION_TIME_LIMIT),
  addressableVersion: z.number().int().min(1).max(100).default(GAME_CREATION_ADDRESSABLE_VERSION),
  enableExperimental: z.boolean().default(GAME_CREATION_ENABLE_EXPERIMENTAL),
  characterGenerationType: z
    .union([z.literal(0), z.literal(1)])
    .default(GAME_CREATION_REQUEST_CHARACTER_GENERATION_TYPE),
  referenceImageUrl: z.nullable(httpUrlOrPathSchema).default(null),
  referenceCharacterUrl: z.nullable(httpUrlOrPathSchema).default(null),
  referencePunchingDummyUrl: z.nullable(httpUrlOrPathSchema).default(null),
  /** The match the player picked per character slot, if any. */
  selectedCharacterMatches: z.record(characterSlotSchema, characterMatchSchema).default({}),
  /** The game this one remixes (issue 14): social players only, a visible game. */
  remixOf: z.optional(gameIdSchema),
});
/** What the server works with, defaults filled in. */
export type GameCreationPayload = z.infer<typeof gameCreationPayloadSchema>;
/** What a client may send (tuning fields optional). */
export type GameCreationPayloadInput = z.input<typeof gameCreationPayloadSchema>;

export const draftCreateRequestSchema = gameCreationPayloadSchema;
export type DraftCreateRequest = GameCreationPayload;
export type DraftCreateRequestInput = GameCreationPayloadInput;

/** Answer of POST /api/draft-game/create. */
export const draftCreateResponseSchema = z.object({
  success: z.boolean(),
  draftId: entityIdSchema,
});
export type DraftCreateResponse = z.infer<typeof draftCreateResponseSchema>;

/** GET /api/draft-game/{id}/status. `gameId` is set once completed. */
export const draftStatusResponseSchema = z.object({
  draftId: entityIdSchema,
  status: draftStatusSchema,
  gameId: z.optional(gameIdSchema),
  message: z.string().max(500).optional(),
});
export type DraftStatusResponse = z.infer<typeof draftStatusResponseSchema>;
