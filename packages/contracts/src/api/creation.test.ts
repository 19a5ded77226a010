import { describe, expect, it } from 'vitest';
import { GAME_GENRES } from '../enums.js';
import {
  categorizeRequestSchema,
  categorizedPromptSchema,
  type CategorizedPrompt,
} from './categorize.js';
import {
  draftCreateRequestSchema,
  draftCreateResponseSchema,
  draftStatusResponseSchema,
  gameCreationPayloadSchema,
  promptCreationPayloadSchema,
} from './creation.js';
import { savedCreateModalStateSchema } from './createModalState.js';
import {
  GENRE_FIELD_KEYS_BY_GENRE,
  GENRE_SPECIFIC_FIELD_KEYS,
  genreSpecificFieldsSchema,
} from './genreFields.js';
import { uploadPresignRequestSchema, uploadPresignResponseSchema } from './upload.js';
import { isSavedCreateModalStateFresh } from '../rules/createModalState.js';

const roundTrip = <T>(schema: { parse(input: unknown): T }, value: T) =>
  expect(schema.parse(JSON.parse(JSON.stringify(value)))).toEqual(value);

const categorized: CategorizedPrompt = {
  success: true,
  errorMessage: null,
  characterPrompt: 'a brave cat knight',
  secondaryCharacterPrompt: 'a grumpy mouse',
  environmentCreationPrompt: 'a moon made of cheese',
  gameCreationPrompt: 'hop across cheese islands',
  gameGenre: 'PLATFORMER',
  genreSpecificFields: {
    collectibleDescription: 'cheese wedges',
    basicEnemyDescription: 'space mice',
  },
  generatesCharacter: true,
  characterMatches: {
    character: [
      { url: '/media/lib/cat.png', assetUrl: '/media/lib/cat.json', name: 'Cat', similarity: 0.82 },
    ],
  },
};

describe('categorize schemas', () => {
  it('trims the prompt and keeps the genre', () => {
    expect(
      categorizeRequestSchema.parse({ prompt: '  a cat farm ', gameGenre: 'FARMING' }),
    ).toEqual({ prompt: 'a cat farm', gameGenre: 'FARMING' });
  });

  it('refuses a blank or over-long prompt with the spec message', () => {
    const blank = categorizeRequestSchema.safeParse({ prompt: '   ', gameGenre: 'MERGE' });
    expect(blank.error?.issues[0]?.message).toBe('Please enter a game description');
    const long = categorizeRequestSchema.safeParse({
      prompt: 'a'.repeat(1001),
      gameGenre: 'MERGE',
    });
    expect(long.success).toBe(false);
    expect(categorizeRequestSchema.safeParse({ prompt: 'ok', gameGenre: 'Merge' }).success).toBe(
      false,
    );
  });

  it('round-trips a categorized prompt', () => {
    roundTrip(categorizedPromptSchema, categorized);
  });

  it('refuses a similarity outside 0..1 and unknown genre field keys', () => {
    const badMatch = {
      ...categorized,
      characterMatches: { character: [{ url: '/a', assetUrl: '/b', name: 'X', similarity: 1.2 }] },
    };
    expect(categorizedPromptSchema.safeParse(badMatch).success).toBe(false);
    expect(genreSpecificFieldsSchema.safeParse({ laserDescription: 'pew' }).success).toBe(false);
    expect(genreSpecificFieldsSchema.safeParse({ ammoDescription: 'x'.repeat(301) }).success).toBe(
      false,
    );
  });

  it('refuses script URLs in character matches', () => {
    const scripted = {
      ...categorized,
      characterMatches: {
        character: [{ url: 'javascript:alert(1)', assetUrl: '/b', name: 'X', similarity: 0.5 }],
      },
    };
    expect(categorizedPromptSchema.safeParse(scripted).success).toBe(false);
  });
});

describe('genre field keys', () => {
  it('gives every genre at least one known key', () => {
    for (const genre of GAME_GENRES) {
      const keys = GENRE_FIELD_KEYS_BY_GENRE[genre];
      expect(keys.length, genre).toBeGreaterThan(0);
      for (const key of keys) expect(GENRE_SPECIFIC_FIELD_KEYS, genre).toContain(key);
    }
  });

  it('matches the documented pairs', () => {
    expect(GENRE_FIELD_KEYS_BY_GENRE.FIGHTING).toEqual([
      'opponentPersonalitiesDescription',
      'punchingDummyDescription',
    ]);
    expect(GENRE_FIELD_KEYS_BY_GENRE.FPS).toEqual(GENRE_FIELD_KEYS_BY_GENRE.SHOOTER);
    expect(GENRE_FIELD_KEYS_BY_GENRE.HILL_RACER).toEqual(['vehicleDescription']);
    expect(GENRE_FIELD_KEYS_BY_GENRE.PLATFORMER).toEqual([
      'collectibleDescription',
      'basicEnemyDescription',
    ]);
  });

  it('uses every documented key somewhere', () => {
    const used = new Set(Object.values(GENRE_FIELD_KEYS_BY_GENRE).flat());
    expect([...used].sort()).toEqual([...GENRE_SPECIFIC_FIELD_KEYS].sort());
  });
});

describe('creation payloads', () => {
  const minimalDraft = {
    originalPlayerPrompt: 'a cat knight on a cheese moon',
    characterPrompt: categorized.characterPrompt,
    environmentCreationPrompt: categorized.environmentCreationPrompt,
    gameCreationPrompt: categorized.gameCreationPrompt,
    gameGenre: 'PLATFORMER' as const,
  };

  it('fills the spec defaults into a draft-create request', () => {
    expect(draftCreateRequestSchema.parse(minimalDraft)).toEqual({
      ...minimalDraft,
      secondaryCharacterPrompt: '',
      genreSpecificFields: {},
      timeLimit: 180,
      addressableVersion: 1,
      enableExperimental: false,
      characterGenerationType: 1,
      referenceImageUrl: null,
      referenceCharacterUrl: null,
      referencePunchingDummyUrl: null,
      selectedCharacterMatches: {},
    });
  });

  it('round-trips a full game creation payload', () => {
    const full = gameCreationPayloadSchema.parse({
      ...minimalDraft,
      genreSpecificFields: categorized.genreSpecificFields,
      referenceImageUrl: 'http://localhost:3000/media/uploads/u1.png',
      selectedCharacterMatches: { character: categorized.characterMatches.character?.[0] },
    });
    roundTrip(gameCreationPayloadSchema, full);
  });

  it('refuses a blank original prompt and absurd tuning', () => {
    expect(
      draftCreateRequestSchema.safeParse({ ...minimalDraft, originalPlayerPrompt: '  ' }).success,
    ).toBe(false);
    expect(draftCreateRequestSchema.safeParse({ ...minimalDraft, timeLimit: 99_999 }).success).toBe(
      false,
    );
  });

  it('round-trips a prompt creation payload with its categorization', () => {
    roundTrip(promptCreationPayloadSchema, {
      prompt: 'a cat knight',
      gameGenre: 'PLATFORMER',
      referenceImageUrl: null,
      characterGenerationType: 'STANDARD',
      categorizedPrompt: categorized,
    });
  });

  it('round-trips draft answers and refuses unknown statuses', () => {
    roundTrip(draftCreateResponseSchema, { success: true, draftId: 'd-1' });
    roundTrip(draftStatusResponseSchema, { draftId: 'd-1', status: 'queued' });
    roundTrip(draftStatusResponseSchema, {
      draftId: 'd-1',
      status: 'completed',
      gameId: 'cheese-moon',
      message: 'Done',
    });
    expect(draftStatusResponseSchema.safeParse({ draftId: 'd-1', status: 'done' }).success).toBe(
      false,
    );
  });
});

describe('saved create-modal state', () => {
  const saved = {
    prompt: 'a cat farm',
    gameGenre: 'FARMING' as const,
    characterGenerationType: 'PREMIUM' as const,
    uploadedImageUrl: null,
    timestamp: 1_700_000_000_000,
  };

  it('round-trips, including no genre chosen yet', () => {
    roundTrip(savedCreateModalStateSchema, saved);
    roundTrip(savedCreateModalStateSchema, { ...saved, gameGenre: null });
  });

  it('is fresh for just under an hour only', () => {
    const hour = 60 * 60 * 1000;
    expect(isSavedCreateModalStateFresh(saved, saved.timestamp)).toBe(true);
    expect(isSavedCreateModalStateFresh(saved, saved.timestamp + hour - 1)).toBe(true);
    expect(isSavedCreateModalStateFresh(saved, saved.timestamp + hour)).toBe(false);
    expect(isSavedCreateModalStateFresh(saved, saved.timestamp - 1)).toBe(false);
  });
});

describe('upload schemas', () => {
  const request = {
    fileName: 'cat.png',
    fileSize: 1234,
    contentType: 'image/png' as const,
    uploadType: 'reference_image' as const,
    metadata: {
      userId: 'player-1',
      originalFileName: 'cat.png',
      category: 'character',
      source: 'create_modal',
    },
  };

  it('round-trips a presign request and answer', () => {
    roundTrip(uploadPresignRequestSchema, request);
    roundTrip(uploadPresignResponseSchema, {
      uploadId: 'u-1',
      uploadUrl: 'http://localhost:3000/api/upload/put/u-1?sig=abc',
      key: 'uploads/u-1.png',
      fileUrl: '/media/uploads/u-1.png',
    });
  });

  it('refuses files over 8 MB, other types and empty names', () => {
    expect(
      uploadPresignRequestSchema.safeParse({ ...request, fileSize: 8 * 1024 * 1024 + 1 }).success,
    ).toBe(false);
    expect(
      uploadPresignRequestSchema.safeParse({ ...request, contentType: 'image/gif' }).success,
    ).toBe(false);
    expect(uploadPresignRequestSchema.safeParse({ ...request, fileName: ' ' }).success).toBe(false);
  });
});
