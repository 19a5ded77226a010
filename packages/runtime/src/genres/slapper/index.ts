import type { GenreModule } from '../genreModule.js';
import { SLAPPER_SCENE_KEY, SlapperScene } from './slapperScene.js';

/** The slapper genre: time slaps on a power meter to knock the target down. */
export const slapperGenre: GenreModule = {
  sceneKey: SLAPPER_SCENE_KEY,
  createScene: (kit, game) => new SlapperScene(kit, game),
};
