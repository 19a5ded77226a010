import {
  GENRE_FIELD_KEYS_BY_GENRE,
  type GameGenre,
  type GenreSpecificFieldKey,
  type GenreSpecificFields,
} from '@promptplay/contracts';
import { genreFieldsFor } from '../categorize/genreFields.js';
import type { GenreAnalysis } from '../world/genreAnalysis.js';

/** The genre fields the player changed: key → their trimmed text. */
export type FieldEdits = Partial<Record<GenreSpecificFieldKey, string>>;

/** The field that names the prompt's enemy (it takes the enemy's place in the prompt). */
export const ENEMY_FIELD: Readonly<Partial<Record<GameGenre, GenreSpecificFieldKey>>> = {
  PLATFORMER: 'basicEnemyDescription',
  SHOOTER: 'primaryEnemyDescription',
  FPS: 'primaryEnemyDescription',
  SPLATTER: 'splatterTargetsDescription',
  // The slapper's "punching dummy" is the enemy that takes the slaps.
  SLAPPER: 'punchingDummyDescription',
};

/** The field that names the prompt's collectible (it replaces the analysis' item). */
export const COLLECTIBLE_FIELD: Readonly<Partial<Record<GameGenre, GenreSpecificFieldKey>>> = {
  PLATFORMER: 'collectibleDescription',
  COLLECTIBLE: 'collectibleItemsDescription',
  SHOOTER: 'ammoDescription',
  FPS: 'ammoDescription',
  FARMING: 'farmCropDescription',
};

/** The field that names the vehicle (it wins over the one the prompt names). */
export const VEHICLE_FIELD: Readonly<Partial<Record<GameGenre, GenreSpecificFieldKey>>> = {
  RACING: 'vehicleDescription',
  HILL_RACER: 'vehicleDescription',
  AERIAL: 'aerialVehicleDescription',
};

/** The edited text of a genre's field in `table`, if the player changed it. */
export function editOf(
  edits: FieldEdits,
  table: Readonly<Partial<Record<GameGenre, GenreSpecificFieldKey>>>,
  genre: GameGenre,
): string | undefined {
  const key = table[genre];
  return key ? edits[key] : undefined;
}

export interface FieldEditsInput {
  genre: GameGenre;
  /** The prompt as the player typed it (what the categorizer read). */
  prompt: string;
  seed: number;
  /** The typed prompt as the genre reads it (see genreAnalysisFor). */
  typed: GenreAnalysis;
  /** The genre fields the player confirmed, maybe edited. */
  given: GenreSpecificFields | undefined;
}

/**
 * The genre fields the player edited: those of the genre whose trimmed text is not empty and
 * differs from what the categorizer wrote for the typed prompt. Fields of other genres and
 * cleared fields do not count.
 *
 * @example editedGenreFields({ genre: 'RACING', given: { vehicleDescription: 'monster truck' }, … })
 * // => { vehicleDescription: 'monster truck' } (when the prompt named a race car)
 */
export function editedGenreFields(input: FieldEditsInput): FieldEdits {
  const { genre, prompt, seed, typed, given } = input;
  const keys = GENRE_FIELD_KEYS_BY_GENRE[genre].filter((key) => given?.[key]?.trim());
  if (keys.length === 0) return {};
  const categorized = genreFieldsFor({
    genre,
    prompt,
    analysis: typed.analysis,
    seed,
    vehiclePhrase: typed.vehiclePhrase,
  });
  const edits: FieldEdits = {};
  for (const key of keys) {
    const text = given?.[key]?.trim() ?? '';
    if (text !== categorized[key]?.trim()) edits[key] = text;
  }
  return edits;
}
