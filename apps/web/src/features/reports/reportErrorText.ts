import { MESSAGES } from '@promptplay/contracts';
import { ApiError } from '../../lib/api/errors.js';

/** What a failed report tells the player: the server's own words for refusals, else a retry hint. */
export function reportErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === undefined) return MESSAGES.reportFailed;
  if (error.status === 409) return MESSAGES.reportAlreadyOpen;
  if (error.status === 401) return MESSAGES.reportLoginRequired;
  if (error.status >= 500 || !error.body) return MESSAGES.reportFailed;
  return error.body.message;
}
