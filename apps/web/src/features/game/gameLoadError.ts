/** A failure to start a game, carrying the text the player sees. */
export class GameLoadError extends Error {
  override readonly name = 'GameLoadError';
}
