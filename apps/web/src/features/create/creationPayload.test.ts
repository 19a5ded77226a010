import { CONSTANTS, draftCreateRequestSchema } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { makeCategorized } from '../../testing/createFixtures.js';
import { characterSlotLabel, genreFieldLabel, similarityPercent } from './categorizationLabels.js';
import {
  buildGameCreationPayload,
  editsFromCategorized,
  genreFieldKeysToShow,
} from './creationPayload.js';

describe('game creation payload', () => {
  it('carries the edits, the photo and the spec values, and passes the contract', () => {
    const categorized = makeCategorized('FIGHTING');
    const edits = {
      ...editsFromCategorized(categorized),
      characterPrompt: '  a pickle knight in shiny armour ',
      genreSpecificFields: {
        opponentPersonalitiesDescription: 'grumpy rats',
        punchingDummyDescription: ' ',
      },
      selectedMatches: { character: categorized.characterMatches.character![0]! },
    };
    const payload = buildGameCreationPayload({
      originalPrompt: ' a pickle knight fighting rats ',
      gameGenre: 'FIGHTING',
      edits,
      referenceImageUrl: '/media/uploads/u1.png',
    });
    expect(payload).toMatchObject({
      originalPlayerPrompt: 'a pickle knight fighting rats',
      characterPrompt: 'a pickle knight in shiny armour',
      gameGenre: 'FIGHTING',
      genreSpecificFields: { opponentPersonalitiesDescription: 'grumpy rats' },
      timeLimit: 180,
      addressableVersion: 1,
      enableExperimental: false,
      characterGenerationType: 1,
      referenceImageUrl: '/media/uploads/u1.png',
      referenceCharacterUrl: '/media/uploads/u1.png',
      selectedCharacterMatches: { character: { name: 'Knight' } },
    });
    expect(payload.timeLimit).toBe(CONSTANTS.GAME_CREATION_TIME_LIMIT);
    expect(draftCreateRequestSchema.parse(payload)).toEqual(payload);
  });

  it('shows the genre own fields first, then any others the analysis filled', () => {
    expect(genreFieldKeysToShow('PLATFORMER', { ammoDescription: 'peas' })).toEqual([
      'collectibleDescription',
      'basicEnemyDescription',
      'ammoDescription',
    ]);
  });
});

describe('categorization labels', () => {
  it('reads genre fields, slots and similarity the way players do', () => {
    expect(genreFieldLabel('opponentPersonalitiesDescription')).toBe('Opponent personalities');
    expect(genreFieldLabel('punchingDummyDescription')).toBe('Punching dummy');
    expect(characterSlotLabel('secondaryCharacter')).toBe('Sidekick or rival');
    expect(characterSlotLabel('bossMonster')).toBe('Boss monster');
    expect(similarityPercent(0.873)).toBe('87%');
    expect(similarityPercent(1.4)).toBe('100%');
  });
});
