import { MOODS, TIMES_OF_DAY, WEATHERS } from '@promptplay/contracts';
import { z } from 'zod';
import { PLACE_IDS } from '../analyze/types.js';

/** Longest noun phrase a design may name ("giant frying pan"); longer ones are not nouns. */
export const DESIGN_NOUN_MAX_LENGTH = 40;
/** Most places and landmarks a design may name (the scene composer draws a few, not a list). */
export const DESIGN_MAX_PLACES = 3;
export const DESIGN_MAX_LANDMARKS = 3;

const noun = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(DESIGN_NOUN_MAX_LENGTH)
  .regex(/^[a-z][a-z' -]*$/, 'a noun phrase of plain words');

/**
 * The world design an AI provider writes for a prompt (issue 16, part 5): the same choices
 * the built-in reader makes, in its vocabularies. Places and atmosphere come from closed
 * lists; the cast and things are short free nouns the art library looks up. Every field is
 * required here (strict structured output); `null` says "the prompt names none".
 */
export const worldDesignAnswerSchema = z
  .object({
    places: z
      .array(z.enum(PLACE_IDS))
      .min(1)
      .max(DESIGN_MAX_PLACES)
      .describe(
        'Where the game happens, main place first; two when the prompt combines them ("snowy mountains on Mars": mountains, mars)',
      ),
    timeOfDay: z.enum(TIMES_OF_DAY).describe('Time of day the prompt asks for; day when none'),
    weather: z.enum(WEATHERS).describe('Weather the prompt asks for; clear when none'),
    mood: z.enum(MOODS).describe('neon, spooky or cute when the prompt says so, else plain'),
    hero: noun.describe(
      'The hero as a short noun phrase, singular ("grandma", "paper airplane", "pickle knight"); a fitting one when the prompt names none, never a verb',
    ),
    enemy: noun.describe('The enemy, rival or target, singular noun phrase ("office boss")'),
    collectible: noun.describe('What the player collects, singular noun phrase ("golden acorn")'),
    weapon: noun.nullable().describe('What the hero wields ("frying pan"), or null when none'),
    vehicle: noun.nullable().describe('What the hero rides or flies ("shopping cart"), or null'),
    landmarks: z
      .array(noun)
      .max(DESIGN_MAX_LANDMARKS)
      .describe('Landmarks the prompt names for the scene ("eiffel tower"); empty when none'),
  })
  .strict();
export type WorldDesignAnswer = z.infer<typeof worldDesignAnswerSchema>;

/**
 * A world design as the game is built from it: any field may be missing (the provider's value
 * was invalid, or it named nothing), and the built-in reading's value is used for it.
 */
export const worldDesignSchema = worldDesignAnswerSchema.partial();
export type WorldDesign = z.infer<typeof worldDesignSchema>;

export type WorldDesignField = keyof WorldDesignAnswer;
const FIELDS = Object.keys(worldDesignAnswerSchema.shape) as WorldDesignField[];

/** A provider's answer read field by field: what is valid, and which fields were not. */
export interface WorldDesignReading {
  design: WorldDesign;
  /** Fields that were missing or broke the schema: the built-in reading fills them. */
  rejected: WorldDesignField[];
}

/**
 * Reads a provider's answer (parsed JSON) field by field: a field that breaks the schema is
 * left out so the built-in reading fills it, `null` nouns too. Null when the answer is not an
 * object or has no usable field at all (then the whole built-in reading is used).
 *
 * @example readWorldDesign({ places: ['mars'], weather: 'hail', hero: 'astronaut' })
 * // => { design: { places: ['mars'], hero: 'astronaut' }, rejected: ['timeOfDay', 'weather', …] }
 */
export function readWorldDesign(answer: unknown): WorldDesignReading | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const record = answer as Record<string, unknown>;
  const design: Record<string, unknown> = {};
  const rejected: WorldDesignField[] = [];
  for (const field of FIELDS) {
    const parsed = worldDesignAnswerSchema.shape[field].safeParse(record[field]);
    if (parsed.success && parsed.data !== null) design[field] = parsed.data;
    else if (!parsed.success) rejected.push(field);
  }
  if (Object.keys(design).length === 0) return null;
  return { design: worldDesignSchema.parse(design), rejected };
}
