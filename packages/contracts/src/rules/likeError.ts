import { MESSAGES } from '../messages.js';

/**
 * The toast for a failed like or unlike (spec §8): 401 asks to log in, 403 is not
 * allowed, 5xx is a server error, anything else shows the server's message or a fallback.
 *
 * @example likeErrorMessage(401) // 'Please log in to like games'
 */
export function likeErrorMessage(status: number | undefined, serverMessage?: string): string {
  if (status === 401) return MESSAGES.likeLoginRequired;
  if (status === 403) return MESSAGES.likeForbidden;
  if (status !== undefined && status >= 500 && status <= 599) return MESSAGES.likeServerError;
  const message = serverMessage?.trim();
  return message ? message : MESSAGES.likeFailed;
}
