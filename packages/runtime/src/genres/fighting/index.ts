import type { GenreModule } from '../genreModule.js';
import { FIGHTING_SCENE_KEY, FightingScene } from './fightingScene.js';

/** The fighting genre: dummy warm-up, then one bout per opponent. */
export const fightingGenre: GenreModule = {
  sceneKey: FIGHTING_SCENE_KEY,
  createScene: (kit, game) => new FightingScene(kit, game),
};
