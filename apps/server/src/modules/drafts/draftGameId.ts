/**
 * The id a draft's game is published under. Derived from the draft id, so building or
 * publishing a draft again can only ever land on the same game (publishing is idempotent).
 *
 * @example gameIdOfDraft('0b6f…-…') // 'game-0b6f…-…' (at most 41 characters for a UUID)
 */
export function gameIdOfDraft(draftId: string): string {
  return `game-${draftId}`;
}

/** The draft a game was built from, by its id (`gameIdOfDraft` read backwards); null if none. */
export function draftIdOfGame(gameId: string): string | null {
  return gameId.startsWith('game-') ? gameId.slice('game-'.length) : null;
}
