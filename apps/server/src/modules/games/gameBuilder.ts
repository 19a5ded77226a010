import type { GameGenre, TargetAudience } from '@promptplay/contracts';

/**
 * The shape of `buildGame` from @promptplay/generator, restated here so the server can take
 * any builder (the real one in main.ts, a tiny fake in tests).
 */
export interface BuildGameInput {
  gameId: string;
  prompt: string;
  genre: GameGenre;
  author: string;
  seed: number;
  createdAt: string;
  /** Where the game's files will be served from, e.g. `/media/games/<id>/`. */
  mediaBaseUrl: string;
}

export interface BuiltGameFile {
  /** Relative to the game's media folder, e.g. `hero.png`. */
  path: string;
  contentType: string;
  body: Uint8Array | string;
}

export interface BuiltGame {
  /** The world file; validated with contracts' `parseWorldFile` before it is published. */
  world: unknown;
  title: string;
  description: string;
  files: readonly BuiltGameFile[];
  screenshotPath: string;
  previewPath: string | null | undefined;
  targetAudience: TargetAudience;
}

export type BuildGame = (input: BuildGameInput) => Promise<BuiltGame>;

export interface StarterPrompt {
  prompt: string;
  genre: GameGenre;
  author: string;
}

/** Everything the starter catalogue needs from the generator. */
export interface StarterCatalogueSource {
  prompts: readonly StarterPrompt[];
  buildGame: BuildGame;
  seedFromString(text: string): number;
}
