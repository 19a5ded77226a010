import type { GenreModule } from '../genreModule.js';
import { COLLECTIBLE_SCENE_KEY, CollectibleScene } from './collectibleScene.js';

/** The collectible genre: a top-down arena built from a CollectibleWorld. */
export const collectibleGenre: GenreModule = {
  sceneKey: COLLECTIBLE_SCENE_KEY,
  createScene: (kit, game) => new CollectibleScene(kit, game),
};
