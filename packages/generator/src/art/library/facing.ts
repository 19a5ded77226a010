/**
 * Which way a sprite looks. Emoji follow Unicode's advice and face left (or the viewer), so
 * character sheets mirror them to face right; these are the few that already face right.
 * Game-icons have no rule: the ones that face left are listed.
 */
// prettier-ignore
const EMOJI_FACING_RIGHT: ReadonlySet<string> = new Set([
  'fluent-emoji-flat:horse',
  'fluent-emoji-flat:goat',
  'fluent-emoji-flat:person-walking',
  'fluent-emoji-flat:man-walking',
  'fluent-emoji-flat:woman-walking',
  'fluent-emoji-flat:airplane',
  'fluent-emoji-flat:small-airplane',
  'fluent-emoji-flat:rocket',
  'fluent-emoji-flat:flying-saucer',
]);

// prettier-ignore
const GAME_ICONS_FACING_LEFT: ReadonlySet<string> = new Set([
  'game-icons:seahorse',
]);

/** True when a character sheet must mirror the sprite so it faces right. */
export function facesLeft(id: string): boolean {
  if (id.startsWith('game-icons:')) return GAME_ICONS_FACING_LEFT.has(id);
  return !EMOJI_FACING_RIGHT.has(id);
}
