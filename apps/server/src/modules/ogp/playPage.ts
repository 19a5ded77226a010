/** The page Play.fun loads and frames for a registered game: the SPA opening that game. */
export function playPagePath(gameId: string): string {
  return `/play/${encodeURIComponent(gameId)}`;
}
