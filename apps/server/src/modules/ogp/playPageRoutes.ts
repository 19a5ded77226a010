import { gameIdSchema } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { games } from '../../db/schema.js';
import type { SpaFallback } from '../../plugins/staticFiles.js';
import { addFrameAncestors } from './frameAncestors.js';
import { htmlPageResponse } from '../../plugins/nonJsonResponses.js';

export interface PlayPageRoutesOptions {
  db: Database;
  /** From `registerStaticFiles`: answers index.html (the SPA opens the game at this path). */
  spaFallback: SpaFallback;
  /** OGP_FRAME_ANCESTORS: who may frame the page besides us. */
  frameAncestors: readonly string[];
}

const asIs = (statusCode: number) => ({ statusCode, render: (html: string) => html });

/**
 * `GET /play/:gameId`, the `gameUrl` registered with OGP: the SPA opening the game, as HTML
 * for any client (Play.fun checks it without `Accept: text/html`), 404 for an unknown or
 * hidden game. Only our origin and OGP_FRAME_ANCESTORS may frame it (no X-Frame-Options,
 * which cannot name another origin).
 */
export const playPageRoutes: FastifyPluginCallbackZod<PlayPageRoutesOptions> = (
  app,
  { db, spaFallback, frameAncestors },
  done,
) => {
  app.get(
    '/play/:gameId',
    {
      schema: {
        params: z.object({ gameId: z.string() }),
        response: { 200: htmlPageResponse, 404: htmlPageResponse },
      },
      onSend: async (_request, reply, payload) => {
        const csp = reply.getHeader('content-security-policy');
        if (typeof csp === 'string') {
          reply.header('content-security-policy', addFrameAncestors(csp, frameAncestors));
        }
        reply.removeHeader('x-frame-options');
        return payload;
      },
    },
    async (request, reply) => {
      const id = gameIdSchema.safeParse(request.params.gameId);
      const [game] = id.success
        ? await db.select({ hiddenAt: games.hiddenAt }).from(games).where(eq(games.id, id.data))
        : [];
      const isPlayable = game !== undefined && game.hiddenAt === null;
      return spaFallback(reply, asIs(isPlayable ? 200 : 404));
    },
  );
  done();
};
