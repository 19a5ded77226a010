import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/appError.js';
import { isSafeObjectKey, type ObjectStorage } from '../../storage/objectStorage.js';
import { IMMUTABLE_CACHE_CONTROL, OPEN_CORS_HEADERS } from '../games/cacheHeaders.js';

export interface MediaRoutesOptions {
  storage: ObjectStorage;
}

const mediaParamsSchema = z.object({
  '*': z.string().refine(isSafeObjectKey, 'Expected a media path like games/<id>/<file>'),
});

/** Objects from storage (sprites, screenshots, previews) with their content type, cached long. */
export const mediaRoutes: FastifyPluginCallbackZod<MediaRoutesOptions> = (
  app,
  { storage },
  done,
) => {
  app.get('/media/*', { schema: { params: mediaParamsSchema } }, async (request, reply) => {
    const object = await storage.getObject(request.params['*']);
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
