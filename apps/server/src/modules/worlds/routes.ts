import { gameIdSchema, MESSAGES } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/appError.js';
import { createImmutableObjectCache } from '../../storage/immutableObjectCache.js';
import type { ObjectStorage } from '../../storage/objectStorage.js';
import { IMMUTABLE_CACHE_CONTROL, OPEN_CORS_HEADERS } from '../games/cacheHeaders.js';
import type { HiddenGames } from '../games/hiddenGames.js';
import { worldKey } from '../games/objectKeys.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';
import { fileResponse } from '../../plugins/nonJsonResponses.js';

/** World files are a few KB; this keeps the hot ones of thousands of games in memory. */
const WORLD_CACHE_BYTES = 32 * 1024 * 1024;

/** A hidden game's world, served to its owner only: no shared cache may keep it. */
const OWNER_ONLY_CACHE_CONTROL = 'private, no-store';

export interface WorldRoutesOptions {
  storage: ObjectStorage;
  hiddenGames: HiddenGames;
}

/**
 * World files, public and immutable: `/worlds/{gameId}.json` and the `/worlds/1.0/` fallback.
 * A game an operator hid answers 404 to everyone but its owner, who is known only by an
 * optional bearer token (the spec's world fetch has no auth; Your Games sends one).
 */
export const worldRoutes: FastifyPluginCallbackZod<WorldRoutesOptions> = (
  app,
  { storage, hiddenGames },
  done,
) => {
  const worlds = createImmutableObjectCache(storage, WORLD_CACHE_BYTES);
  const schema = {
    params: z.object({ gameId: gameIdSchema }),
    response: { 200: fileResponse, ...errorResponses(404) },
  };
  for (const url of ['/worlds/:gameId.json', '/worlds/1.0/:gameId.json']) {
    app.get(url, { schema }, async (request, reply) => {
      const { gameId } = request.params;
      const hidden = await hiddenGames.ownerOfHidden(gameId);
      if (hidden) {
        // Only now is the bearer worth verifying: visible worlds are the same for everyone.
        await app.optionalPlayer.call(app, request, reply);
        const viewerId = request.player?.playerId;
        if (!viewerId || viewerId !== hidden.ownerId) {
          throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
        }
      }
      const world = await worlds.getObject(worldKey(gameId));
      if (!world) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
      return reply
        .headers({
          ...OPEN_CORS_HEADERS,
          'cache-control': hidden ? OWNER_ONLY_CACHE_CONTROL : IMMUTABLE_CACHE_CONTROL,
        })
        .type('application/json; charset=utf-8')
        .send(world.body);
    });
  }
  done();
};
