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
