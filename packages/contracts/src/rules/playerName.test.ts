import { describe, expect, it } from 'vitest';
import { normalizePlayerName, validatePlayerName } from './playerName.js';
import { DEFAULT_NAME_VALIDATION_RULES, nameValidationRulesSchema } from './nameValidationRules.js';

const RESERVED = 'Name contains reserved words (Admin, Moderator, etc.)';

describe('normalizePlayerName', () => {
  it('trims and collapses inner whitespace to one space', () => {
    expect(normalizePlayerName('  Ada \u00a0  Lovelace  ')).toBe('Ada Lovelace');
  });

  it('applies NFC so a decomposed accent becomes one character', () => {
    const decomposed = 'Rene\u0301e';
    expect(normalizePlayerName(decomposed)).toBe('Ren\u00e9e');
    expect(normalizePlayerName(decomposed)).toHaveLength(5);
  });
});

describe('validatePlayerName', () => {
  it('accepts a plain name with no errors or warnings', () => {
    expect(validatePlayerName('Bob')).toEqual({ normalized: 'Bob', errors: [], warnings: [] });
  });

  it.each([[''], ['   '], ['\t\n']])('refuses an empty name %j', (raw) => {
    expect(validatePlayerName(raw).errors).toEqual(['Name cannot be empty']);
  });

  it('reports too short and too long with the spec wording', () => {
    expect(validatePlayerName('Al').errors).toEqual(['Too short: 2/3 minimum']);
    expect(validatePlayerName('a'.repeat(21)).errors).toEqual(['Too long: 21/20 maximum']);
    expect(validatePlayerName('a'.repeat(20)).errors).toEqual([]);
    expect(validatePlayerName('abc').errors).toEqual([]);
  });

  it('measures length on the normalised name', () => {
    expect(validatePlayerName('  A   l  ').errors).toEqual([]);
    expect(validatePlayerName('  Al  ').errors).toEqual(['Too short: 2/3 minimum']);
    expect(validatePlayerName('Rene\u0301e').normalized).toBe('Ren\u00e9e');
    expect(validatePlayerName('e\u0301'.repeat(20)).errors).toEqual([]);
  });

  it('counts an emoji as one character', () => {
    expect(validatePlayerName('🐱🐶').errors).toEqual(['Too short: 2/3 minimum']);
  });

  it('uses the server rules when given', () => {
    const rules = { ...DEFAULT_NAME_VALIDATION_RULES, minLength: 5, maxLength: 8 };
    expect(validatePlayerName('Anna', rules).errors).toEqual(['Too short: 4/5 minimum']);
    expect(validatePlayerName('Alexandra', rules).errors).toEqual(['Too long: 9/8 maximum']);
  });

  it('refuses semicolons', () => {
    expect(validatePlayerName('Bob;Drop').errors).toEqual(['Name cannot contain semicolons']);
  });

  it.each([['Bob\u0000by'], ['Bo\u0007b'], ['Ada\tLovelace'], ['Bob\u007f'], ['Bob\u0085x']])(
    'refuses control characters in %j',
    (raw) => {
      expect(validatePlayerName(raw).errors).toEqual(['Name cannot contain control characters']);
    },
  );

  it.each([
    ['Admin'],
    ['SuperADMIN1'],
    ['moderator'],
    ['SystemKid'],
    ['Developer'],
    ['devguy'],
    ['[GM]Bob'],
    ['bob[gm]'],
    ['ａｄｍｉｎ'],
    ['ad\u200bmin'],
  ])('refuses reserved word in %j', (raw) => {
    expect(validatePlayerName(raw).errors).toContain(RESERVED);
  });

  it('treats [gm] literally, not as a character class', () => {
    expect(validatePlayerName('GMan').errors).toEqual([]);
    expect(validatePlayerName('Gum Drop').errors).toEqual([]);
  });

  it('warns (without blocking) when the raw name is untrimmed', () => {
    expect(validatePlayerName(' Bob ')).toEqual({
      normalized: 'Bob',
      errors: [],
      warnings: ['Leading or trailing spaces will be removed'],
    });
    expect(validatePlayerName('Bob\n').errors).toEqual([]);
  });

  it('lists every problem at once, in order', () => {
    expect(validatePlayerName('a;').errors).toEqual([
      'Too short: 2/3 minimum',
      'Name cannot contain semicolons',
    ]);
  });
});

describe('nameValidationRulesSchema', () => {
  it('accepts the defaults (3 to 20)', () => {
    expect(nameValidationRulesSchema.parse(DEFAULT_NAME_VALIDATION_RULES)).toMatchObject({
      minLength: 3,
      maxLength: 20,
    });
  });

  it('refuses min above max', () => {
    const bad = { ...DEFAULT_NAME_VALIDATION_RULES, minLength: 10, maxLength: 5 };
    expect(nameValidationRulesSchema.safeParse(bad).success).toBe(false);
  });
});
