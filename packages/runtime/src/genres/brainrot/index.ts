import type { GenreModule } from '../genreModule.js';
import { BRAINROT_SCENE_KEY, BrainrotScene } from './brainrotScene.js';

/** The brainrot genre: catch the absurd props raining down, dodge the hazards. */
export const brainrotGenre: GenreModule = {
  sceneKey: BRAINROT_SCENE_KEY,
  createScene: (kit, game) => new BrainrotScene(kit, game),
};
