import type { GenreModule } from '../genreModule.js';
import { HILL_RACER_SCENE_KEY, HillRacerScene } from './hillRacerScene.js';

/** The hill racer genre: a side-view hill climb built from a HillRacerWorld. */
export const hillRacerGenre: GenreModule = {
  sceneKey: HILL_RACER_SCENE_KEY,
  createScene: (kit, game) => new HillRacerScene(kit, game),
};
