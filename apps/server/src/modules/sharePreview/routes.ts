import { gameIdSchema, MESSAGES } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/appError.js';
import type { SpaFallback, SpaPage } from '../../plugins/staticFiles.js';
import type { FirstViewService } from '../firstView/service.js';
import { IMMUTABLE_CACHE_CONTROL, OPEN_CORS_HEADERS } from '../games/cacheHeaders.js';
import { renderHeadTags, withHeadTags, type PageMeta } from './headTags.js';
import { GAME_CARD_FINGERPRINT, SITE_CARD_PATH, type SharePreviewService } from './service.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';
import { fileResponse, htmlPageResponse } from '../../plugins/nonJsonResponses.js';

export interface SharePreviewRoutesOptions {
  sharePreview: SharePreviewService;
  /** From `registerStaticFiles`: answers index.html with these routes' `<head>` tags. */
  spaFallback: SpaFallback;
  /** Renders the page's first view on the server (the feed, a shared game's modal). */
  firstView: FirstViewService;
  /** PUBLIC_URL when configured; otherwise absolute URLs use the request's origin. */
  publicUrl: string;
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

function pageOf(
  statusCode: number,
  meta: PageMeta,
  withFirstView: (indexHtml: string) => string,
): SpaPage {
  return { statusCode, render: (html) => withFirstView(withHeadTags(html, renderHeadTags(meta))) };
}

/**
 * Link previews: `/` and `/shared/:gameId` answer the SPA with server-rendered OpenGraph and
 * Twitter tags for every client (chat crawlers send `Accept: *\/*`), and the cards they name.
 * The page's body is its first view, rendered on the server (modules/firstView).
 */
export const sharePreviewRoutes: FastifyPluginCallbackZod<SharePreviewRoutesOptions> = (
  app,
  { sharePreview, spaFallback, firstView, publicUrl },
  done,
) => {
  app.get('/', { schema: { response: { 200: htmlPageResponse } } }, async (request, reply) =>
    spaFallback(
      reply,
      pageOf(
        200,
        sharePreview.homePage(publicUrl),
        await firstView.pageFor(request.url, null, request.headers.cookie),
      ),
    ),
  );

  // The id is checked here, not by the schema: a malformed one still gets the SPA (400), which
  // shows the spec's "Invalid game ID" text.
  app.get(
    '/shared/:gameId',
    {
      schema: {
        params: z.object({ gameId: z.string() }),
        response: { 200: htmlPageResponse, 400: htmlPageResponse, 404: htmlPageResponse },
      },
    },
    async (request, reply) => {
      const { gameId } = request.params;
      const [page, withFirstView] = await Promise.all([
        sharePreview.sharedPage(gameId, publicUrl),
        firstView.pageFor(request.url, gameId, request.headers.cookie),
      ]);
      return spaFallback(reply, pageOf(page.statusCode, page.meta, withFirstView));
    },
  );

  const imageHeaders = (cacheControl: string) => ({
    ...OPEN_CORS_HEADERS,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });

  app.get(
    SITE_CARD_PATH,
    { schema: { response: { 200: fileResponse } } },
    async (_request, reply) =>
      reply
        .headers(imageHeaders(IMMUTABLE_CACHE_CONTROL))
        .type('image/png')
        .send(await sharePreview.siteCard()),
  );

  app.get(
    '/media/share-cards/:gameId/:card',
    {
      schema: {
        params: gameCardParamsSchema,
        response: { 200: fileResponse, ...errorResponses(404) },
      },
    },
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
