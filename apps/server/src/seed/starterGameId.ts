import { CONSTANTS } from '@promptplay/contracts';

/**
 * Deterministic id of the n-th starter game (1-based): `starter-<nn>-<slug of the prompt>`,
 * at most 50 characters, so re-seeding finds the games it already made.
 *
 * @example starterGameId(3, 'A knight in a candy castle') // 'starter-03-a-knight-in-a-candy-castle'
 */
export function starterGameId(position: number, prompt: string): string {
  const prefix = `starter-${String(position).padStart(2, '0')}-`;
  const slug = prompt
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, CONSTANTS.GAME_ID_MAX_LENGTH - prefix.length)
    .replace(/^-+|-+$/g, '');
  return `${prefix}${slug || 'game'}`;
}
