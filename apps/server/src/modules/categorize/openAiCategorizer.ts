import {
  categorizedPromptSchema,
  GENRE_FIELD_KEYS_BY_GENRE,
  type CategorizedPrompt,
  type CategorizeRequest,
  type GenreSpecificFields,
} from '@promptplay/contracts';
import { rankCharacterMatchesForDescription } from '@promptplay/generator';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { aiAnswerJsonSchemaFor, aiAnswerSchemaFor, type AiAnswer } from './aiAnswerSchema.js';
import { askForJson, type JsonChatRequest } from './chatCompletion.js';
import type { PromptCategorizer } from './promptCategorizer.js';

/** Where and how to reach an OpenAI-compatible chat completions API. */
export interface AiProviderSettings {
  /** e.g. `https://api.openai.com/v1` (without `/chat/completions`). */
  baseUrl: string;
  /** Sent as a bearer token; null for local servers that need none. */
  apiKey: string | null;
  model: string;
  /** After this long the built-in answer is used instead. */
  timeoutMs: number;
}

export interface OpenAiCategorizerDeps {
  settings: AiProviderSettings;
  /** Answers whenever the provider fails, times out or answers something unusable. */
  fallback: PromptCategorizer;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const SYSTEM_PROMPT = [
  "You turn a player's idea for a small mobile game into a game design for the given genre.",
  'Write plain, vivid, kid-friendly English. Name the hero, what it does, how it looks and its',
  'colours; the enemies (or rival, or target) and how they look; the place with its sky, ground,',
  'backdrop and props; and the game idea. Fill every genre field with a short phrase taken from',
  'the idea, or a fitting one in its theme when the idea says nothing about it.',
  'Answer with JSON only, matching the schema.',
].join(' ');

function chatRequest(request: CategorizeRequest): JsonChatRequest {
  return {
    system: SYSTEM_PROMPT,
    user: JSON.stringify({
      gameGenre: request.gameGenre,
      genreFields: GENRE_FIELD_KEYS_BY_GENRE[request.gameGenre],
      prompt: request.prompt,
    }),
    schemaName: 'categorized_prompt',
    schema: aiAnswerJsonSchemaFor(request.gameGenre),
    temperature: 0.4,
  };
}

/** The provider's answer as the contracts' categorized prompt, with our library's matches. */
function categorizedFrom(answer: AiAnswer, request: CategorizeRequest): CategorizedPrompt {
  const fields: GenreSpecificFields = {};
  for (const key of GENRE_FIELD_KEYS_BY_GENRE[request.gameGenre]) {
    fields[key] = answer.genreSpecificFields[key];
  }
  return categorizedPromptSchema.parse({
    success: true,
    errorMessage: null,
    characterPrompt: answer.characterPrompt,
    secondaryCharacterPrompt: answer.secondaryCharacterPrompt,
    environmentCreationPrompt: answer.environmentCreationPrompt,
    gameCreationPrompt: answer.gameCreationPrompt,
    gameGenre: request.gameGenre,
    genreSpecificFields: fields,
    generatesCharacter: answer.generatesCharacter,
    characterMatches: {
      character: rankCharacterMatchesForDescription(answer.characterPrompt),
      secondaryCharacter: rankCharacterMatchesForDescription(answer.secondaryCharacterPrompt),
    },
  });
}

async function askProvider(
  settings: AiProviderSettings,
  request: CategorizeRequest,
  signal: AbortSignal,
): Promise<CategorizedPrompt> {
  const json = await askForJson(settings, chatRequest(request), signal);
  const answer = aiAnswerSchemaFor(request.gameGenre).parse(json);
  return categorizedFrom(answer, request);
}

/** Why a provider's answer was not used, for the log (never the key or the answer itself). */
export function reasonOf(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'timeout';
  if (error instanceof z.ZodError) return 'answer does not match the schema';
  if (error instanceof SyntaxError) return 'answer is not JSON';
  return error instanceof Error ? error.message : 'unknown error';
}

/**
 * An OpenAI-compatible provider (`POST {baseUrl}/chat/completions` with a JSON-schema
 * response format, plain JSON mode when it refuses that; see `askForJson`): its answer is validated with the contracts schemas, and on
 * an error, a timeout, invalid JSON or a schema mismatch the built-in answer is used.
 */
export function createOpenAiCategorizer({
  settings,
  fallback,
  log,
}: OpenAiCategorizerDeps): PromptCategorizer {
  return {
    async categorize(request) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
      try {
        return await askProvider(settings, request, controller.signal);
      } catch (error) {
        log.warn(
          { reason: reasonOf(error, controller.signal), model: settings.model },
          'AI categorizer failed; using the built-in categorizer',
        );
        return fallback.categorize(request);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
