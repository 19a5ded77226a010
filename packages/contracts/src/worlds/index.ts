import { z } from 'zod';
import { platformerWorldSchema } from './platformer.js';
import { racingWorldSchema } from './racing.js';
import { collectibleWorldSchema } from './collectible.js';
import { mergeWorldSchema } from './merge.js';
import { farmingWorldSchema } from './farming.js';
import { shooterWorldSchema } from './shooter.js';
import { fpsWorldSchema } from './fps.js';
import { splatterWorldSchema } from './splatter.js';
import { fightingWorldSchema } from './fighting.js';
import { slapperWorldSchema } from './slapper.js';
import { brainrotWorldSchema } from './brainrot.js';
import { aerialWorldSchema } from './aerial.js';
import { hillRacerWorldSchema } from './hillRacer.js';

/**
 * A game's world file, discriminated by `gameGenre`. Adding a genre: write
 * `worlds/<genre>.ts` with its schema and add it to this union (one line).
 */
export const worldFileSchema = z.discriminatedUnion('gameGenre', [
  platformerWorldSchema,
  racingWorldSchema,
  collectibleWorldSchema,
  mergeWorldSchema,
  farmingWorldSchema,
  shooterWorldSchema,
  fpsWorldSchema,
  splatterWorldSchema,
  fightingWorldSchema,
  slapperWorldSchema,
  brainrotWorldSchema,
  aerialWorldSchema,
  hillRacerWorldSchema,
]);
export type WorldFile = z.infer<typeof worldFileSchema>;

export type WorldParseResult = { ok: true; world: WorldFile } | { ok: false; error: string };

/** Parses untrusted JSON into a world file, with a readable error naming the first bad field. */
export function parseWorldFile(input: unknown): WorldParseResult {
  const result = worldFileSchema.safeParse(input);
  if (result.success) return { ok: true, world: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'world';
  return { ok: false, error: `Invalid world file: ${where}: ${issue?.message ?? 'unknown error'}` };
}
