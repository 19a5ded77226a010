import type { GameGenre } from '@promptplay/contracts';
import { countChangedFields } from './changedFields.js';
import type { Analytics } from './dataLayer.js';

/**
 * Generate pressed with a valid prompt: tracks `create_prompt_submitted` and answers the
 * function to call when the analysis answered (or failed), which tracks its duration.
 */
export function trackPromptSubmitted(
  analytics: Analytics,
  submitted: { genre: GameGenre; prompt: string; hasReferenceImage: boolean },
  now: () => number = Date.now,
): (success: boolean) => void {
  const { genre } = submitted;
  analytics.track({
    event: 'create_prompt_submitted',
    genre,
    prompt_length: submitted.prompt.length,
    has_reference_image: submitted.hasReferenceImage,
  });
  const submittedAt = now();
  return (success) =>
    analytics.track({
      event: 'create_prompt_analysed',
      genre,
      duration_ms: Math.max(0, now() - submittedAt),
      success,
    });
}

/** START BUILD: `create_prompt_edited` when the player changed any of the analysis's fields. */
export function trackPromptEdits(
  analytics: Analytics,
  genre: GameGenre,
  analysed: object,
  edited: object,
): void {
  const editedFields = countChangedFields(analysed, edited);
  if (editedFields > 0)
    analytics.track({ event: 'create_prompt_edited', genre, edited_fields: editedFields });
}
