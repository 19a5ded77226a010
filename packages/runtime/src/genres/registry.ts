import type { GameGenre } from '@promptplay/contracts';
import { RUNTIME_MESSAGES } from '../contractsPending.js';
import type { GenreModule } from './genreModule.js';

type GenreLoader = () => Promise<GenreModule>;

/** Every playable genre, each its own lazily loaded chunk. Adding a genre adds one line here. */
export const GENRE_REGISTRY: Partial<Record<GameGenre, GenreLoader>> = {
  PLATFORMER: () => import('./platformer/index.js').then((module) => module.platformerGenre),
  RACING: () => import('./racing/index.js').then((module) => module.racingGenre),
  FIGHTING: () => import('./fighting/index.js').then((module) => module.fightingGenre),
  SLAPPER: () => import('./slapper/index.js').then((module) => module.slapperGenre),
  BRAINROT: () => import('./brainrot/index.js').then((module) => module.brainrotGenre),
  COLLECTIBLE: () => import('./collectible/index.js').then((module) => module.collectibleGenre),
  MERGE: () => import('./merge/index.js').then((module) => module.mergeGenre),
  FARMING: () => import('./farming/index.js').then((module) => module.farmingGenre),
  SHOOTER: () => import('./shooter/index.js').then((module) => module.shooterGenre),
  SPLATTER: () => import('./splatter/index.js').then((module) => module.splatterGenre),
  AERIAL: () => import('./aerial/index.js').then((module) => module.aerialGenre),
  FPS: () => import('./fps/index.js').then((module) => module.fpsGenre),
  HILL_RACER: () => import('./hillRacer/index.js').then((module) => module.hillRacerGenre),
};

export class UnsupportedGenreError extends Error {
  constructor(readonly genre: string) {
    super(RUNTIME_MESSAGES.unsupportedGenre(genre));
    this.name = 'UnsupportedGenreError';
  }
}

/** Loads a genre's chunk; rejects with a readable message for a genre this runtime lacks. */
export async function loadGenre(genre: GameGenre): Promise<GenreModule> {
  const loader = GENRE_REGISTRY[genre];
  if (!loader) throw new UnsupportedGenreError(genre);
  return loader();
}
