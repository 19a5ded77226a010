import type { GenreModule } from '../genreModule.js';
import { RACING_SCENE_KEY, RacingScene } from './racingScene.js';

/** The racing genre: a behind-the-car lane racer built from a RacingWorld. */
export const racingGenre: GenreModule = {
  sceneKey: RACING_SCENE_KEY,
  createScene: (kit, game) => new RacingScene(kit, game),
};
