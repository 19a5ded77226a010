import type { GenreModule } from '../genreModule.js';
import { FARMING_SCENE_KEY, FarmingScene } from './farmingScene.js';

/** The farming genre: a farm built from a FarmingWorld. */
export const farmingGenre: GenreModule = {
  sceneKey: FARMING_SCENE_KEY,
  createScene: (kit, game) => new FarmingScene(kit, game),
};
