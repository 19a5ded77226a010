import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/appError.js';
import { isSafeObjectKey, type ObjectStorage } from '../../storage/objectStorage.js';
import { IMMUTABLE_CACHE_CONTROL, OPEN_CORS_HEADERS } from '../games/cacheHeaders.js';
import { createLibrarySpriteMedia } from './librarySprites.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';
import { fileResponse } from '../../plugins/nonJsonResponses.js';

export interface MediaRoutesOptions {
  storage: ObjectStorage;
}

const mediaParamsSchema = z.object({
  '*': z.string().refine(isSafeObjectKey, 'Expected a media path like games/<id>/<file>'),
});

/**
 * Objects from storage (sprites, screenshots, previews) with their content type, cached long;
 * art-library sprite portraits are rendered on first request (see `createLibrarySpriteMedia`).
 */
export const mediaRoutes: FastifyPluginCallbackZod<MediaRoutesOptions> = (
  app,
  { storage },
  done,
) => {
  const librarySprites = createLibrarySpriteMedia(storage);
  const schema = {
    params: mediaParamsSchema,
    response: { 200: fileResponse, ...errorResponses(404) },
  };
  app.get('/media/*', { schema }, async (request, reply) => {
    const key = request.params['*'];
    const object = (await librarySprites.getObject(key)) ?? (await storage.getObject(key));
    if (!object) throw new AppError('NOT_FOUND', 'Media not found');
    return reply
      .headers({
        ...OPEN_CORS_HEADERS,
        'cache-control': IMMUTABLE_CACHE_CONTROL,
        'x-content-type-options': 'nosniff',
      })
      .type(object.contentType)
      .send(object.body);
  });
  done();
};
