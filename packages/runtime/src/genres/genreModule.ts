import type { WorldFile } from '@promptplay/contracts';
import type { Scene } from 'phaser';
import type { GameKit } from '../kit/gameKit.js';

/** One game to play, as the host sent it. */
export interface LoadedGame {
  gameId: string;
  world: WorldFile;
  /** Origin that `/media/...` asset paths resolve against. */
  assetOrigin: string;
  bestScore: number;
}

/**
 * What a genre folder exports: a scene built only from the world file, extending
 * `GenreScene` (`kit/genreScene.ts`), which runs the shared lifecycle (loading, rounds, fixed
 * step, autopilot, HUD, ready, result) around the genre's simulation, view and controls.
 * Replay restarts the scene. The full contract is in README.md next to this file.
 */
export interface GenreModule {
  readonly sceneKey: string;
  createScene(kit: GameKit, game: LoadedGame): Scene;
}
