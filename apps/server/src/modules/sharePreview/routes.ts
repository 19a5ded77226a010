import { gameIdSchema, MESSAGES } from '@promptplay/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/appError.js';
import { servingOriginOf } from '../../plugins/securityHeaders.js';
import type { SpaFallback, SpaPage } from '../../plugins/staticFiles.js';
import { IMMUTABLE_CACHE_CONTROL, OPEN_CORS_HEADERS } from '../games/cacheHeaders.js';
import { renderHeadTags, withHeadTags, type PageMeta } from './headTags.js';
import { GAME_CARD_FINGERPRINT, SITE_CARD_PATH, type SharePreviewService } from './service.js';

export interface SharePreviewRoutesOptions {
  sharePreview: SharePreviewService;
  /** From `registerStaticFiles`: answers index.html with these routes' `<head>` tags. */
  spaFallback: SpaFallback;
  /** PUBLIC_URL when configured; otherwise absolute URLs use the request's origin. */
  publicUrl: string | undefined;
}

/** An older card's URL (a crawler's cache) gets the current card, cached briefly. */
const OUTDATED_CARD_CACHE_CONTROL = 'public, max-age=300';

const gameCardParamsSchema = z.object({
  gameId: gameIdSchema,
  card: z
    .string()
    .regex(/^[0-9a-f]+\.png$/, 'Expected <fingerprint>.png')
    .transform((card) => card.slice(0, -'.png'.length))
    .refine((fingerprint) => GAME_CARD_FINGERPRINT.test(fingerprint), 'Unknown card'),
});

function pageOf(statusCode: number, meta: PageMeta): SpaPage {
  return { statusCode, render: (html) => withHeadTags(html, renderHeadTags(meta)) };
}

/**
 * Link previews: `/` and `/shared/:gameId` answer the SPA with server-rendered OpenGraph and
 * Twitter tags for every client (chat crawlers send `Accept: *\/*`), and the cards they name.
 */
export const sharePreviewRoutes: FastifyPluginCallbackZod<SharePreviewRoutesOptions> = (
  app,
  { sharePreview, spaFallback, publicUrl },
  done,
) => {
  // A Host header that is not a plain origin gives no absolute URLs at all.
  const originOf = (request: FastifyRequest) =>
    servingOriginOf(publicUrl, `${request.protocol}://${request.host}`);

  app.get('/', async (request, reply) =>
    spaFallback(reply, pageOf(200, sharePreview.homePage(originOf(request)))),
  );

  // The id is checked here, not by the schema: a malformed one still gets the SPA (400), which
  // shows the spec's "Invalid game ID" text.
  app.get(
    '/shared/:gameId',
    { schema: { params: z.object({ gameId: z.string() }) } },
    async (request, reply) => {
      const page = await sharePreview.sharedPage(request.params.gameId, originOf(request));
      return spaFallback(reply, pageOf(page.statusCode, page.meta));
    },
  );

  const imageHeaders = (cacheControl: string) => ({
    ...OPEN_CORS_HEADERS,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });

  app.get(SITE_CARD_PATH, async (_request, reply) =>
    reply
      .headers(imageHeaders(IMMUTABLE_CACHE_CONTROL))
      .type('image/png')
      .send(await sharePreview.siteCard()),
  );

  app.get(
    '/media/share-cards/:gameId/:card',
    { schema: { params: gameCardParamsSchema } },
    async (request, reply) => {
      const card = await sharePreview.gameCard(request.params.gameId, request.params.card);
      if (!card) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
      return reply
        .headers(
          imageHeaders(card.isCurrent ? IMMUTABLE_CACHE_CONTROL : OUTDATED_CARD_CACHE_CONTROL),
        )
        .type('image/png')
        .send(card.body);
    },
  );
  done();
};
