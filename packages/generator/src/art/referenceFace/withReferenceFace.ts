import type { GameGenre } from '@promptplay/contracts';
import type { CharacterLook } from '../../analyze/types.js';
import type { BuiltGame } from '../../buildGame.js';
import { applyReferenceFace } from './applyReferenceFace.js';
import { heroSheetPath } from './heroSheetPath.js';

/**
 * The built game with the player's photo on the hero's face in the hero's sprite sheet.
 * Games whose genre has no hero sheet come back unchanged.
 */
export async function withReferenceFace(
  game: BuiltGame,
  genre: GameGenre,
  heroLook: CharacterLook,
  photo: Uint8Array,
): Promise<BuiltGame> {
  const path = heroSheetPath(genre);
  const sheet = path ? game.files.find((file) => file.path === path) : undefined;
  if (!sheet) return game;
  const body = await applyReferenceFace(sheet.body, heroLook, photo);
  return {
    ...game,
    files: game.files.map((file) => (file === sheet ? { ...file, body } : file)),
  };
}
