import { describe, expect, it } from 'vitest';
import { validateGameId } from './gameId.js';
import { validateCreatePrompt } from './createPrompt.js';
import { UPLOAD_ALLOWED_TYPES_LABEL, validateUploadFile } from './uploadFile.js';
import { BUILT_IN_EXAMPLE_PROMPTS, parseExamplePrompts } from './examplePrompts.js';
import { parseFeedSearchParams } from './feedSearchParams.js';

describe('validateGameId', () => {
  it.each([['abc'], ['a'.repeat(50)], ['space-cats-42'], ['ABC-def-123']])('accepts %j', (id) => {
    expect(validateGameId(id)).toBe(true);
  });

  it.each([
    ['ab'],
    ['a'.repeat(51)],
    ['has space'],
    ['under_score'],
    ['../etc'],
    [''],
    [42],
    [null],
  ])('refuses %j', (id) => {
    expect(validateGameId(id)).toBe(false);
  });
});

describe('validateCreatePrompt', () => {
  it('asks for a description when the prompt is blank', () => {
    expect(validateCreatePrompt({ prompt: '   ', genre: 'Merge' })).toBe(
      'Please enter a game description',
    );
  });

  it('asks for a genre when none is chosen', () => {
    expect(validateCreatePrompt({ prompt: 'A cat farm', genre: null })).toBe(
      'Please select a game genre',
    );
    expect(validateCreatePrompt({ prompt: 'A cat farm', genre: '' })).toBe(
      'Please select a game genre',
    );
    expect(validateCreatePrompt({ prompt: 'A cat farm', genre: 'Knitting' })).toBe(
      'Please select a game genre',
    );
  });

  it('reports the description before the genre', () => {
    expect(validateCreatePrompt({ prompt: '', genre: undefined })).toBe(
      'Please enter a game description',
    );
  });

  it('accepts modal and API genre names', () => {
    expect(validateCreatePrompt({ prompt: 'A cat farm', genre: 'Farming' })).toBeNull();
    expect(validateCreatePrompt({ prompt: 'A cat farm', genre: 'HILL_RACER' })).toBeNull();
  });

  it('refuses a prompt longer than the categorize limit', () => {
    expect(validateCreatePrompt({ prompt: 'a'.repeat(1001), genre: 'Merge' })).toBe(
      'Game description must be 1000 characters or fewer',
    );
    expect(validateCreatePrompt({ prompt: 'a'.repeat(1000), genre: 'Merge' })).toBeNull();
  });
});

describe('validateUploadFile', () => {
  const MB = 1024 * 1024;

  it('accepts JPEG and PNG up to 8 MB', () => {
    expect(validateUploadFile({ size: 8 * MB, type: 'image/jpeg' })).toBeNull();
    expect(validateUploadFile({ size: 1, type: 'image/png' })).toBeNull();
    expect(validateUploadFile({ size: 1, type: 'IMAGE/PNG' })).toBeNull();
  });

  it('refuses files over 8 MB', () => {
    expect(validateUploadFile({ size: 8 * MB + 1, type: 'image/png' })).toBe(
      'File size must be less than 8MB',
    );
  });

  it('names the refused type and the allowed list', () => {
    expect(UPLOAD_ALLOWED_TYPES_LABEL).toBe('JPEG, PNG');
    expect(validateUploadFile({ size: 10, type: 'image/gif' })).toBe(
      'File type image/gif is not supported. Please use: JPEG, PNG',
    );
    expect(validateUploadFile({ size: 10, type: '' })).toBe(
      'File type unknown is not supported. Please use: JPEG, PNG',
    );
  });
});

describe('parseExamplePrompts', () => {
  it('splits on semicolons, trims, drops a trailing period and empties', () => {
    expect(parseExamplePrompts(' A frog race.;\n;A cat farm ; . ;Build a tower.\n')).toEqual([
      'A frog race',
      'A cat farm',
      'Build a tower',
    ]);
  });

  it('keeps inner periods', () => {
    expect(parseExamplePrompts('Dr. Mole digs.')).toEqual(['Dr. Mole digs']);
  });

  it('returns nothing for an empty file', () => {
    expect(parseExamplePrompts('')).toEqual([]);
  });

  it('has ten distinct built-in prompts that survive their own parsing', () => {
    expect(BUILT_IN_EXAMPLE_PROMPTS).toHaveLength(10);
    expect(new Set(BUILT_IN_EXAMPLE_PROMPTS).size).toBe(10);
    expect(parseExamplePrompts(BUILT_IN_EXAMPLE_PROMPTS.join(';'))).toEqual(
      BUILT_IN_EXAMPLE_PROMPTS,
    );
  });
});

describe('parseFeedSearchParams', () => {
  // Same `get` contract as URLSearchParams (which this DOM-free package cannot name).
  const params = (query: string) => {
    const pairs = query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]);
    return { get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null };
  };

  it('defaults to family and latest', () => {
    expect(parseFeedSearchParams(params(''))).toEqual({ targetAudience: 'family', sort: 'latest' });
  });

  it('reads valid values', () => {
    expect(parseFeedSearchParams(params('target_audience=teens&sort=topRated'))).toEqual({
      targetAudience: 'teens',
      sort: 'topRated',
    });
  });

  it('falls back per param when a value is unknown', () => {
    expect(parseFeedSearchParams(params('target_audience=everyone&sort=topRated'))).toEqual({
      targetAudience: 'family',
      sort: 'topRated',
    });
    expect(parseFeedSearchParams(params('target_audience=adults&sort=TOPRATED'))).toEqual({
      targetAudience: 'adults',
      sort: 'latest',
    });
  });
});
