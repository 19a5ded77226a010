import type { GameGenre, GenreSpecificFields } from '@promptplay/contracts';
import {
  drawableDesign,
  readWorldDesign,
  worldDesignAnswerSchema,
  type WorldDesign,
  type WorldDesignField,
} from '@promptplay/generator';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { askForJson, type JsonChatRequest } from './chatCompletion.js';
import { withoutUnsupported } from './aiAnswerSchema.js';
import { reasonOf, type AiProviderSettings } from './openAiCategorizer.js';

/** What the provider reads to design a game's world. */
export interface WorldDesignRequest {
  prompt: string;
  genre: GameGenre;
  /** The categorized texts as the player confirmed them (they win over the prompt). */
  confirmed?: {
    characterPrompt: string;
    secondaryCharacterPrompt: string;
    environmentCreationPrompt: string;
    genreSpecificFields: GenreSpecificFields;
  };
}

/**
 * How a prompt's world design was decided, as the draft keeps it: the provider's design
 * (fields it got wrong and nouns the art cannot draw left out, for the built-in reading to
 * fill), or the built-in reading alone and why.
 */
export type WorldDesignOutcome =
  | { source: 'ai'; design: WorldDesign; rejected: WorldDesignField[] }
  | { source: 'built-in'; reason: string };

/** Asks the AI provider for a prompt's world design; never throws. */
export interface WorldDesigner {
  design(request: WorldDesignRequest): Promise<WorldDesignOutcome>;
}

export interface WorldDesignerDeps {
  settings: AiProviderSettings;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const SYSTEM_PROMPT = [
  "You design the world of a small mobile game from a player's idea, for the given genre.",
  'Pick the places from the list in the schema (main place first, two or three when the idea',
  'combines them), the time of day, weather and mood the idea asks for (day, clear and plain',
  'when it says nothing), and name the hero, the enemy (or rival, or target), what the player',
  'collects, what the hero wields and rides, and the landmarks, each as a short singular noun',
  'phrase of everyday English words that a picture can show ("grandma", "frying pan",',
  '"shopping cart", "eiffel tower"). Keep the things the idea names; when it names none, pick',
  'one that fits. Never use a verb as a name. When the player confirmed descriptions, they win',
  'over the idea. Use null for a weapon or vehicle the idea does not have, and an empty list',
  'for no landmarks. Answer with JSON only, matching the schema.',
].join(' ');

/** The schema sent as `response_format`: the generator's answer schema, strict-mode safe. */
export const WORLD_DESIGN_JSON_SCHEMA = withoutUnsupported(
  z.toJSONSchema(worldDesignAnswerSchema),
) as Record<string, unknown>;

function chatRequest(request: WorldDesignRequest): JsonChatRequest {
  return {
    system: SYSTEM_PROMPT,
    user: JSON.stringify({
      gameGenre: request.genre,
      prompt: request.prompt,
      ...(request.confirmed ? { confirmed: request.confirmed } : {}),
    }),
    schemaName: 'world_design',
    schema: WORLD_DESIGN_JSON_SCHEMA,
    temperature: 0.2,
  };
}

/**
 * The world designer on an OpenAI-compatible provider (see `askForJson`), time-boxed by the
 * provider's timeout. The answer is read field by field (`readWorldDesign`) and nouns the art
 * cannot draw are dropped (`drawableDesign`); an error, a timeout, a refusal or an answer with
 * nothing usable gives the built-in reading, with a warning that names the reason and the model
 * (never the key).
 */
export function createWorldDesigner({ settings, log }: WorldDesignerDeps): WorldDesigner {
  return {
    async design(request) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
      try {
        const json = await askForJson(settings, chatRequest(request), controller.signal);
        const reading = readWorldDesign(json);
        if (!reading) throw new z.ZodError([]);
        const { design, dropped } = drawableDesign(reading.design);
        if (Object.keys(design).length === 0) {
          return fallback('no noun the art can draw', log, settings);
        }
        const rejected = [...new Set([...reading.rejected, ...dropped])];
        if (rejected.length > 0) {
          log.warn(
            { rejected, model: settings.model },
            'AI world design partly unusable; the built-in reading fills those fields',
          );
        }
        return { source: 'ai', design, rejected };
      } catch (error) {
        return fallback(reasonOf(error, controller.signal), log, settings);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function fallback(
  reason: string,
  log: WorldDesignerDeps['log'],
  settings: AiProviderSettings,
): WorldDesignOutcome {
  log.warn({ reason, model: settings.model }, 'AI world design failed; using the built-in reading');
  return { source: 'built-in', reason };
}
