import { GAME_ID_PATTERN } from '../api/game.js';

/**
 * True when `id` is a valid game id: 3 to 50 letters, digits or hyphens (spec §5).
 *
 * @example validateGameId('space-cats-42') // true
 */
export function validateGameId(id: unknown): id is string {
  return typeof id === 'string' && GAME_ID_PATTERN.test(id);
}
