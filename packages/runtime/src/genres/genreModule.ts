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
 * What a genre folder exports: a scene built only from the world file. The scene loads its
 * sprites (reporting progress), calls `kit.beginRound` (with its control scheme) when it starts,
 * steps on `kit.createClock`, lets its autopilot fill the controls when `kit.isAutoplay`, calls
 * `kit.reportReady` on its first playable frame and `kit.finishRound` when the round ends.
 * Replay restarts the scene. The full contract is in README.md next to this file.
 */
export interface GenreModule {
  readonly sceneKey: string;
  createScene(kit: GameKit, game: LoadedGame): Scene;
}
