export interface GameLoadErrorOptions extends ErrorOptions {
  /** Signing in would fix it: the layer offers Sign Up, coming back to this path. */
  signInReturnPath?: string;
}

/** A failure to start a game, carrying the text the player sees. */
export class GameLoadError extends Error {
  override readonly name = 'GameLoadError';
  readonly signInReturnPath: string | null;

  constructor(message: string, options: GameLoadErrorOptions = {}) {
    super(message, options);
    this.signInReturnPath = options.signInReturnPath ?? null;
  }
}
