import type { GenreModule } from '../genreModule.js';
import { AERIAL_SCENE_KEY, AerialScene } from './aerialScene.js';

/** The aerial genre: a one-thumb side-scrolling flight built from an AerialWorld. */
export const aerialGenre: GenreModule = {
  sceneKey: AERIAL_SCENE_KEY,
  createScene: (kit, game) => new AerialScene(kit, game),
};
