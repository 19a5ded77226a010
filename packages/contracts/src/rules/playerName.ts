import { MESSAGES } from '../messages.js';
import { DEFAULT_NAME_VALIDATION_RULES, type NameValidationRules } from './nameValidationRules.js';

/** Substrings no player name may contain, compared case-insensitively (spec §5). */
export const PLAYER_NAME_RESERVED_WORDS = [
  'admin',
  'moderator',
  'system',
  'developer',
  'dev',
  '[gm]',
] as const;

export type PlayerNameValidation = {
  /** The name as it should be sent and stored. */
  normalized: string;
  /** Blocking problems, in display order; empty when the name is valid. */
  errors: string[];
  /** Non-blocking hints (e.g. untrimmed input). */
  warnings: string[];
};

const CONTROL_CHARACTER = /\p{Cc}/u;
const INVISIBLE_FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * Trims, collapses inner whitespace to one space and applies Unicode NFC (spec §5).
 *
 * @example normalizePlayerName('  Ada \t Lovelace ') // 'Ada Lovelace'
 */
export function normalizePlayerName(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Length as a player counts it: code points, so an emoji is one character. */
function visibleLength(name: string): number {
  return [...name].length;
}

function containsReservedWord(name: string): boolean {
  // NFKC and dropping zero-width characters stop look-alikes such as 'ａｄｍｉｎ' or 'ad\u200Bmin'.
  const folded = name.normalize('NFKC').replace(INVISIBLE_FORMAT_CHARACTERS, '').toLowerCase();
  return PLAYER_NAME_RESERVED_WORDS.some((word) => folded.includes(word));
}

/**
 * Validates a raw player name against the server's rules (default 3 to 20), measuring
 * length on the normalised name. Control characters are checked on the trimmed raw input,
 * so an inner tab or newline is refused rather than silently turned into a space.
 *
 * @example validatePlayerName('Al').errors // ['Too short: 2/3 minimum']
 */
export function validatePlayerName(
  raw: string,
  rules: Pick<NameValidationRules, 'minLength' | 'maxLength'> = DEFAULT_NAME_VALIDATION_RULES,
): PlayerNameValidation {
  const normalized = normalizePlayerName(raw);
  const errors: string[] = [];
  const warnings: string[] = [];

  if (raw !== raw.trim()) warnings.push(MESSAGES.nameUntrimmedWarning);

  if (normalized.length === 0) {
    errors.push(MESSAGES.nameEmpty);
    return { normalized, errors, warnings };
  }

  const length = visibleLength(normalized);
  if (length < rules.minLength) errors.push(MESSAGES.nameTooShort(length, rules.minLength));
  if (length > rules.maxLength) errors.push(MESSAGES.nameTooLong(length, rules.maxLength));
  if (normalized.includes(';')) errors.push(MESSAGES.nameSemicolons);
  if (CONTROL_CHARACTER.test(raw.trim())) errors.push(MESSAGES.nameControlCharacters);
  if (containsReservedWord(normalized)) errors.push(MESSAGES.nameReservedWords);

  return { normalized, errors, warnings };
}
