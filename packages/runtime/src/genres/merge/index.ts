import type { GenreModule } from '../genreModule.js';
import { MERGE_SCENE_KEY, MergeScene } from './mergeScene.js';

/** The merge genre: a merge board built from a MergeWorld. */
export const mergeGenre: GenreModule = {
  sceneKey: MERGE_SCENE_KEY,
  createScene: (kit, game) => new MergeScene(kit, game),
};
