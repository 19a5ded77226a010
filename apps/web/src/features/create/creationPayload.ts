import {
  CONSTANTS,
  GENRE_FIELD_KEYS_BY_GENRE,
  GENRE_SPECIFIC_FIELD_KEYS,
  type CategorizedPrompt,
  type CharacterMatch,
  type DraftCreateRequest,
  type GameGenre,
  type GenreSpecificFieldKey,
  type GenreSpecificFields,
} from '@promptplay/contracts';

/** What the player may change on the categorization step (spec §4: everything). */
export interface CategorizationEdits {
  characterPrompt: string;
  secondaryCharacterPrompt: string;
  environmentCreationPrompt: string;
  gameCreationPrompt: string;
  genreSpecificFields: GenreSpecificFields;
  /** The library character picked per slot; none picked means "draw it from the prompt". */
  selectedMatches: Readonly<Record<string, CharacterMatch>>;
}

export function editsFromCategorized(categorized: CategorizedPrompt): CategorizationEdits {
  return {
    characterPrompt: categorized.characterPrompt,
    secondaryCharacterPrompt: categorized.secondaryCharacterPrompt,
    environmentCreationPrompt: categorized.environmentCreationPrompt,
    gameCreationPrompt: categorized.gameCreationPrompt,
    genreSpecificFields: { ...categorized.genreSpecificFields },
    selectedMatches: {},
  };
}

/**
 * The genre fields to show: the genre's own keys in its order, then any other key the
 * analysis filled in.
 */
export function genreFieldKeysToShow(
  gameGenre: GameGenre,
  fields: GenreSpecificFields,
): GenreSpecificFieldKey[] {
  const own = GENRE_FIELD_KEYS_BY_GENRE[gameGenre];
  const extra = GENRE_SPECIFIC_FIELD_KEYS.filter(
    (key) => !own.includes(key) && fields[key] !== undefined,
  );
  return [...own, ...extra];
}

export interface GameCreationInput {
  originalPrompt: string;
  gameGenre: GameGenre;
  edits: CategorizationEdits;
  /** The uploaded reference photo, if any. */
  referenceImageUrl: string | null;
}

/**
 * The game creation payload of spec §3/§7 with the §9 values: timeLimit 180,
 * addressableVersion 1, enableExperimental false, characterGenerationType 1.
 */
export function buildGameCreationPayload(input: GameCreationInput): DraftCreateRequest {
  const { edits } = input;
  const genreSpecificFields: GenreSpecificFields = {};
  for (const key of genreFieldKeysToShow(input.gameGenre, edits.genreSpecificFields)) {
    const value = edits.genreSpecificFields[key]?.trim();
    if (value) genreSpecificFields[key] = value;
  }
  return {
    originalPlayerPrompt: input.originalPrompt.trim(),
    characterPrompt: edits.characterPrompt.trim(),
    secondaryCharacterPrompt: edits.secondaryCharacterPrompt.trim(),
    environmentCreationPrompt: edits.environmentCreationPrompt.trim(),
    gameCreationPrompt: edits.gameCreationPrompt.trim(),
    gameGenre: input.gameGenre,
    genreSpecificFields,
    timeLimit: CONSTANTS.GAME_CREATION_TIME_LIMIT,
    addressableVersion: CONSTANTS.GAME_CREATION_ADDRESSABLE_VERSION,
    enableExperimental: CONSTANTS.GAME_CREATION_ENABLE_EXPERIMENTAL,
    characterGenerationType: CONSTANTS.GAME_CREATION_REQUEST_CHARACTER_GENERATION_TYPE,
    referenceImageUrl: input.referenceImageUrl,
    // The photo is the hero's face; the punching dummy has no photo of its own here.
    referenceCharacterUrl: input.referenceImageUrl,
    referencePunchingDummyUrl: null,
    selectedCharacterMatches: { ...edits.selectedMatches },
  };
}
