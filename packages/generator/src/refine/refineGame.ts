import { buildGame, type BuildGameInput, type BuiltGame } from '../buildGame.js';

/**
 * Builds the next version of a game: the same build input (the creation payload's texts, the
 * game's seed and design) with every follow-up so far applied in order, so only what they name
 * changes ("make it night time", then "faster enemies": version 3 has both). Deterministic.
 *
 * @example const night = await refineGame(input, ['make it night time']);
 * night.world.atmosphere?.timeOfDay // => 'night'
 */
export function refineGame(
  input: BuildGameInput,
  followUps: readonly string[],
): Promise<BuiltGame> {
  return buildGame({ ...input, followUps: [...(input.followUps ?? []), ...followUps] });
}
