import type { GenreModule } from '../genreModule.js';
import { SHOOTER_SCENE_KEY, ShooterScene } from './shooterScene.js';

/** The shooter genre: waves of enemies shot down with the world's ammo. */
export const shooterGenre: GenreModule = {
  sceneKey: SHOOTER_SCENE_KEY,
  createScene: (kit, game) => new ShooterScene(kit, game),
};
