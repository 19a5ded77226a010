import { MESSAGES } from '@promptplay/contracts';
import { ApiError } from '../../lib/api/errors.js';

/**
 * What a failed post or delete tells the player: the server's own words for a refusal it
 * explains (safety, too long, rate limit, not allowed), else `fallback`.
 */
export function commentErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === undefined) return fallback;
  if (error.status === 401) return MESSAGES.signInToComment;
  if (error.status >= 500 || !error.body) return fallback;
  return error.body.fieldErrors[0]?.message ?? error.body.message;
}
