/** The DOM id of the comments section's title, where the modal's counter takes the player. */
export function commentsTitleId(gameId: string): string {
  return `comments-${gameId}`;
}
