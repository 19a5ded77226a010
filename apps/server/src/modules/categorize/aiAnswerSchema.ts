import {
  categorizedPromptSchema,
  GENRE_FIELD_KEYS_BY_GENRE,
  genreSpecificFieldsSchema,
  type GameGenre,
} from '@promptplay/contracts';
import { z } from 'zod';

const shape = categorizedPromptSchema.shape;
const fieldText = genreSpecificFieldsSchema.valueType;

/**
 * What the AI provider is asked to write for one genre: the contracts' categorized-prompt
 * texts (non-empty) and exactly that genre's fields. The server adds the rest (genre,
 * character matches from its own library).
 */
export function aiAnswerSchemaFor(genre: GameGenre) {
  const fields = Object.fromEntries(
    GENRE_FIELD_KEYS_BY_GENRE[genre].map((key) => [
      key,
      fieldText.trim().min(1).describe(`One short phrase for the game's ${key}`),
    ]),
  );
  return z
    .object({
      characterPrompt: shape.characterPrompt
        .trim()
        .min(1)
        .describe('The hero: name, what it does in this genre, its look and colours'),
      secondaryCharacterPrompt: shape.secondaryCharacterPrompt
        .trim()
        .min(1)
        .describe('The enemies, rival or target: name, role in this genre, look and colours'),
      environmentCreationPrompt: shape.environmentCreationPrompt
        .trim()
        .min(1)
        .describe('The place: its name, sky, ground, backdrop, colours and props'),
      gameCreationPrompt: shape.gameCreationPrompt
        .trim()
        .min(1)
        .describe('The game idea in this genre, built around the prompt'),
      generatesCharacter: shape.generatesCharacter.describe(
        'True when the prompt describes its own hero',
      ),
      genreSpecificFields: z.strictObject(fields),
    })
    .strict();
}
export type AiAnswer = z.infer<ReturnType<typeof aiAnswerSchemaFor>>;

/** Keywords strict structured-output modes may refuse; the answer is checked by zod anyway. */
const UNSUPPORTED_KEYWORDS = new Set([
  '$schema',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
]);

/** The JSON schema without keywords strict structured output may refuse (zod checks them). */
export function withoutUnsupported(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnsupported);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSUPPORTED_KEYWORDS.has(key))
      .map(([key, value]) => [
        key,
        key === 'properties' ? mapValues(value) : withoutUnsupported(value),
      ]),
  );
}

function mapValues(properties: unknown): unknown {
  if (properties === null || typeof properties !== 'object') return properties;
  return Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, withoutUnsupported(schema)]),
  );
}

/**
 * The JSON schema sent as `response_format` (strict structured output), built from the
 * answer schema with `z.toJSONSchema`.
 */
export function aiAnswerJsonSchemaFor(genre: GameGenre): Record<string, unknown> {
  return withoutUnsupported(z.toJSONSchema(aiAnswerSchemaFor(genre))) as Record<string, unknown>;
}
