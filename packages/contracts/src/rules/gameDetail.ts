import { gameDetailSchema, type GameDetail } from '../api/game.js';
import { MESSAGES } from '../messages.js';
import type { WorldFile } from '../worlds/index.js';

/**
 * Builds a game's detail from its world file (spec §3): locationName becomes the title,
 * backgroundStoryText the description.
 */
export function gameDetailFromWorld(gameId: string, world: WorldFile): GameDetail {
  const profile = world.worldProfileData;
  return {
    id: gameId,
    title: profile.locationName,
    description: profile.backgroundStoryText,
    author: profile.author,
    gameGenre: profile.gameGenre,
    version: world.version,
    creationTimeUtc: world.creationTimeUtc,
  };
}

export type GameDetailValidation =
  { ok: true; detail: GameDetail } | { ok: false; error: typeof MESSAGES.invalidGameDetails };

/** A detail must have an id and a title (spec §5), else 'Invalid game details received from server'. */
export function validateGameDetail(json: unknown): GameDetailValidation {
  const result = gameDetailSchema.safeParse(json);
  return result.success
    ? { ok: true, detail: result.data }
    : { ok: false, error: MESSAGES.invalidGameDetails };
}
