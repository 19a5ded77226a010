import type { GenreModule } from '../genreModule.js';
import { PLATFORMER_SCENE_KEY, PlatformerScene } from './platformerScene.js';

/** The platformer genre: one scene built from a PlatformerWorld. */
export const platformerGenre: GenreModule = {
  sceneKey: PLATFORMER_SCENE_KEY,
  createScene: (kit, game) => new PlatformerScene(kit, game),
};
