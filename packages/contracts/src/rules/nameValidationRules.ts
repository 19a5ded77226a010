import { z } from 'zod/mini';
import { PLAYER_NAME_MAX_LENGTH, PLAYER_NAME_MIN_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';

/** Longest name the server may ever allow; keeps rule objects sane. */
const NAME_LENGTH_CEILING = 100;

const nameLengthSchema = z.int().check(z.minimum(1), z.maximum(NAME_LENGTH_CEILING));
const ruleLinesSchema = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(20));

/**
 * The server's player-name rules (spec §3 "validationRules" of the player profile):
 * lengths enforced by `validatePlayerName`, plus human-readable requirement and
 * restriction lines the edit screen shows. zod/mini: part of the profile answer, which
 * the first view's api modules import (README "First view and deep pages").
 */
export const nameValidationRulesSchema = z
  .object({
    minLength: nameLengthSchema,
    maxLength: nameLengthSchema,
    requirements: ruleLinesSchema,
    restrictions: ruleLinesSchema,
  })
  .check(
    z.refine((rules) => rules.minLength <= rules.maxLength, {
      message: 'minLength must not exceed maxLength',
      path: ['maxLength'],
    }),
  );
export type NameValidationRules = z.infer<typeof nameValidationRulesSchema>;

/** Rules used when the server sends none (spec §9: 3 to 20). */
export const DEFAULT_NAME_VALIDATION_RULES: NameValidationRules = {
  minLength: PLAYER_NAME_MIN_LENGTH,
  maxLength: PLAYER_NAME_MAX_LENGTH,
  requirements: [MESSAGES.nameRequirementLength(PLAYER_NAME_MIN_LENGTH, PLAYER_NAME_MAX_LENGTH)],
  restrictions: [
    MESSAGES.nameRestrictionSemicolons,
    MESSAGES.nameRestrictionControlCharacters,
    MESSAGES.nameRestrictionReservedWords,
  ],
};
