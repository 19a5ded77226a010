import type { GenreModule } from '../genreModule.js';
import { FPS_SCENE_KEY, FpsScene } from './fpsScene.js';

/** The first-person shooter: a raycast maze, waves of the world's enemies and its boss. */
export const fpsGenre: GenreModule = {
  sceneKey: FPS_SCENE_KEY,
  createScene: (kit, game) => new FpsScene(kit, game),
};
