import {
  GENRE_FIELD_KEYS_BY_GENRE,
  type CategorizedPrompt,
  type GameGenre,
  type GenreSpecificFields,
} from '@promptplay/contracts';

/** A categorized prompt as the analyzer would answer it, for the genre asked. */
export function makeCategorized(
  gameGenre: GameGenre = 'PLATFORMER',
  overrides: Partial<CategorizedPrompt> = {},
): CategorizedPrompt {
  const genreSpecificFields: GenreSpecificFields = {};
  for (const key of GENRE_FIELD_KEYS_BY_GENRE[gameGenre]) genreSpecificFields[key] = `some ${key}`;
  return {
    success: true,
    errorMessage: null,
    characterPrompt: 'a pickle knight with a toothpick sword',
    secondaryCharacterPrompt: 'a sewer rat king',
    environmentCreationPrompt: 'a dripping green sewer',
    gameCreationPrompt: 'fight rats to reach the rat king',
    gameGenre,
    genreSpecificFields,
    generatesCharacter: true,
    characterMatches: {
      character: [
        {
          url: '/media/lib/knight.png',
          assetUrl: '/media/lib/knight.json',
          name: 'Knight',
          similarity: 0.873,
        },
        {
          url: '/media/lib/pickle.png',
          assetUrl: '/media/lib/pickle.json',
          name: 'Pickle',
          similarity: 0.62,
        },
      ],
      secondaryCharacter: [
        {
          url: '/media/lib/rat.png',
          assetUrl: '/media/lib/rat.json',
          name: 'Rat',
          similarity: 0.91,
        },
      ],
    },
    ...overrides,
  };
}
