import { MESSAGES } from '@promptplay/contracts';
import { ApiError } from '../../lib/api/errors.js';
import { GameCreationError } from '../create/draftApi.js';

/**
 * What a failed refine tells the player: the server's own words for a refusal it explains
 * (a follow-up it cannot read, safety, no prompts left, not the creator) or for a build that
 * failed, else that the change could not start.
 */
export function refineErrorText(error: unknown): string {
  if (error instanceof GameCreationError) return error.message;
  if (!(error instanceof ApiError) || !error.body || (error.status ?? 500) >= 500) {
    return MESSAGES.failedToStartGameCreation;
  }
  return error.body.fieldErrors[0]?.message ?? error.body.message;
}
