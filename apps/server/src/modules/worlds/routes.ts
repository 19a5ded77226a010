import { gameIdSchema, MESSAGES } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import { createImmutableObjectCache } from '../../storage/immutableObjectCache.js';
import type { ObjectStorage } from '../../storage/objectStorage.js';
import { IMMUTABLE_CACHE_CONTROL, OPEN_CORS_HEADERS } from '../games/cacheHeaders.js';
import type { HiddenGames } from '../games/hiddenGames.js';
import { worldKey } from '../games/objectKeys.js';
import { findCurrentWorldKey, findVersionWorldKey } from '../games/versionQueries.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';
import { fileResponse } from '../../plugins/nonJsonResponses.js';

/** World files are a few KB; this keeps the hot ones of thousands of games in memory. */
const WORLD_CACHE_BYTES = 32 * 1024 * 1024;
/** Which object holds version n of a game never changes once published: kept for this many. */
const VERSION_KEYS_KEPT = 20_000;

/** A hidden game's world, served to its owner only: no shared cache may keep it. */
const OWNER_ONLY_CACHE_CONTROL = 'private, no-store';
/** The current version changes when its owner refines or restores the game (issue 14). */
const CURRENT_CACHE_CONTROL = 'public, max-age=60, must-revalidate';

export interface WorldRoutesOptions {
  db: Database;
  storage: ObjectStorage;
  hiddenGames: HiddenGames;
}

/** "1.0", "2.0"… as the feed's `version` names them. */
const versionLabelSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}\.0$/, 'Version must look like 1.0 or 2.0')
  .transform((label) => Number.parseInt(label, 10));

/**
 * World files: `/worlds/{n}.0/{gameId}.json` is version n, immutable (the spec's
 * `/worlds/1.0/` path is version 1, the game as first published); `/worlds/{gameId}.json` is
 * the current version, with a short revalidating cache since a refine changes it. A game an
 * operator hid answers 404 to everyone but its owner, who is known only by an optional bearer
 * token (the spec's world fetch has no auth; Your Games sends one).
 */
export const worldRoutes: FastifyPluginCallbackZod<WorldRoutesOptions> = (
  app,
  { db, storage, hiddenGames },
  done,
) => {
  const worlds = createImmutableObjectCache(storage, WORLD_CACHE_BYTES);
  const versionKeys = new Map<string, string>();

  async function keyOfVersion(gameId: string, version: number): Promise<string | null> {
    const cacheKey = `${gameId}/${version}`;
    const kept = versionKeys.get(cacheKey);
    if (kept) return kept;
    // Version 1 is always the first published file, also for games without version rows.
    const key = version === 1 ? worldKey(gameId) : await findVersionWorldKey(db, gameId, version);
    if (key === null) return null;
    if (versionKeys.size >= VERSION_KEYS_KEPT) versionKeys.clear();
    versionKeys.set(cacheKey, key);
    return key;
  }

  /** The world under `key`, after the hidden-game check; 404 when there is none. */
  async function sendWorld(
    request: Parameters<typeof app.optionalPlayer>[0],
    reply: Parameters<typeof app.optionalPlayer>[1],
    gameId: string,
    key: () => Promise<string | null>,
    cacheControl: string,
  ) {
    const hidden = await hiddenGames.ownerOfHidden(gameId);
    if (hidden) {
      // Only now is the bearer worth verifying: visible worlds are the same for everyone.
      await app.optionalPlayer.call(app, request, reply);
      const viewerId = request.player?.playerId;
      if (!viewerId || viewerId !== hidden.ownerId) {
        throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
      }
    }
    const objectKey = await key();
    const world = objectKey ? await worlds.getObject(objectKey) : null;
    if (!world) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
    return reply
      .headers({
        ...OPEN_CORS_HEADERS,
        'cache-control': hidden ? OWNER_ONLY_CACHE_CONTROL : cacheControl,
      })
      .type('application/json; charset=utf-8')
      .send(world.body);
  }

  const response = { 200: fileResponse, ...errorResponses(404) };
  app.get(
    '/worlds/:gameId.json',
    { schema: { params: z.object({ gameId: gameIdSchema }), response } },
    async (request, reply) => {
      const { gameId } = request.params;
      return sendWorld(
        request,
        reply,
        gameId,
        () => findCurrentWorldKey(db, gameId),
        CURRENT_CACHE_CONTROL,
      );
    },
  );
  app.get(
    '/worlds/:version/:gameId.json',
    {
      schema: {
        params: z.object({ version: versionLabelSchema, gameId: gameIdSchema }),
        response,
      },
    },
    async (request, reply) => {
      const { gameId, version } = request.params;
      return sendWorld(
        request,
        reply,
        gameId,
        () => keyOfVersion(gameId, version),
        IMMUTABLE_CACHE_CONTROL,
      );
    },
  );
  done();
};
