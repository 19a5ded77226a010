import { gameIdSchema, MESSAGES } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/appError.js';
import { createImmutableObjectCache } from '../../storage/immutableObjectCache.js';
import type { ObjectStorage } from '../../storage/objectStorage.js';
import { IMMUTABLE_CACHE_CONTROL, OPEN_CORS_HEADERS } from '../games/cacheHeaders.js';
import { worldKey } from '../games/objectKeys.js';

/** World files are a few KB; this keeps the hot ones of thousands of games in memory. */
const WORLD_CACHE_BYTES = 32 * 1024 * 1024;

export interface WorldRoutesOptions {
  storage: ObjectStorage;
}

/** World files, public and immutable: `/worlds/{gameId}.json` and the `/worlds/1.0/` fallback. */
export const worldRoutes: FastifyPluginCallbackZod<WorldRoutesOptions> = (
  app,
  { storage },
  done,
) => {
  const worlds = createImmutableObjectCache(storage, WORLD_CACHE_BYTES);
  const schema = { params: z.object({ gameId: gameIdSchema }) };
  for (const url of ['/worlds/:gameId.json', '/worlds/1.0/:gameId.json']) {
    app.get(url, { schema }, async (request, reply) => {
      const world = await worlds.getObject(worldKey(request.params.gameId));
      if (!world) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
      return reply
        .headers({ ...OPEN_CORS_HEADERS, 'cache-control': IMMUTABLE_CACHE_CONTROL })
        .type('application/json; charset=utf-8')
        .send(world.body);
    });
  }
  done();
};
