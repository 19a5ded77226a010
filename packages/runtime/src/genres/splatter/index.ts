import type { GenreModule } from '../genreModule.js';
import { SPLATTER_SCENE_KEY, SplatterScene } from './splatterScene.js';

/** The splatter genre: tap the world's targets to splat them before the clock runs out. */
export const splatterGenre: GenreModule = {
  sceneKey: SPLATTER_SCENE_KEY,
  createScene: (kit, game) => new SplatterScene(kit, game),
};
