import { AppError } from '../../errors/appError.js';
import { rateAudience } from './audienceRating.js';
import { firstProfanity } from './profanityMatcher.js';
import { SAFETY_TEXT } from './safetyText.js';
import type { TargetAudience } from '@promptplay/contracts';

/** Texts to check, by the field they came from (`prompt`, `characterPrompt`, `title`...). */
export type CheckedFields = Readonly<Record<string, string | null | undefined>>;

export type SafetyVerdict =
  | { status: 'clean' }
  /** `term` is the dictionary word matched, for logs; never echo it to players. */
  | { status: 'refused'; field: string; term: string };

/**
 * The profanity and abuse check for prompts and generated texts (issue: "Safety"), and the
 * audience rating every game gets. Pure and synchronous: one instance serves every request.
 */
export interface ContentSafety {
  /** The first field (in the given order) holding profanity or a slur, else clean. */
  check(fields: CheckedFields): SafetyVerdict;
  /**
   * Throws AppError VALIDATION_FAILED naming the offending field when `check` refuses.
   *
   * @example safety.assertClean({ prompt: body.prompt, characterPrompt: body.characterPrompt });
   */
  assertClean(fields: CheckedFields): void;
  /** See `rateAudience`. */
  rateAudience(texts: readonly string[]): TargetAudience;
}

export function createContentSafety(): ContentSafety {
  function check(fields: CheckedFields): SafetyVerdict {
    for (const [field, text] of Object.entries(fields)) {
      const term = text ? firstProfanity(text) : null;
      if (term) return { status: 'refused', field, term };
    }
    return { status: 'clean' };
  }

  return {
    check,
    assertClean(fields) {
      const verdict = check(fields);
      if (verdict.status === 'refused') {
        throw new AppError('VALIDATION_FAILED', SAFETY_TEXT.refused, [
          { field: verdict.field, message: SAFETY_TEXT.refused },
        ]);
      }
    },
    rateAudience,
  };
}
