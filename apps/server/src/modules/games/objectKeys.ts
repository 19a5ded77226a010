/** Where a game's objects live in object storage (and so under /media/ and /worlds/). */
export function gameMediaPrefix(gameId: string): string {
  return `games/${gameId}/`;
}

export function gameMediaKey(gameId: string, path: string): string {
  return `${gameMediaPrefix(gameId)}${path}`;
}

export function worldKey(gameId: string): string {
  return `worlds/${gameId}.json`;
}

/** URL prefix the generator writes into world files for the game's sprites. */
export function gameMediaBaseUrl(gameId: string): string {
  return `/media/${gameMediaPrefix(gameId)}`;
}

/**
 * Where a refined version's files live: its own folder, named by the draft that built it, so
 * the files of earlier versions (served immutable) are never overwritten.
 */
export function versionMediaPrefix(gameId: string, draftId: string): string {
  return `${gameMediaPrefix(gameId)}versions/${draftId}/`;
}

/** A refined version's world file (version 1's is `worldKey(gameId)`). */
export function versionWorldKey(gameId: string, draftId: string): string {
  return `worlds/${gameId}/versions/${draftId}.json`;
}
