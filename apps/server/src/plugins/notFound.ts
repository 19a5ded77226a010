import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendApiError } from './apiErrorBody.js';
import type { SpaFallback } from './staticFiles.js';

/** Paths that are never SPA pages: an unknown one is a JSON 404. */
const NON_PAGE_PREFIXES = ['/api/', '/media/', '/worlds/', '/runtime/'];

/**
 * A browser navigation: a GET/HEAD that accepts HTML outside the API, media and runtime
 * paths. `/auth/*` is both: `/auth/callback` and `/auth/error` are SPA pages, while
 * `/auth/token` calls (which do not accept HTML) get JSON.
 */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.headers.accept?.includes('text/html')) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return !NON_PAGE_PREFIXES.some(
    (prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1),
  );
}

/** Unknown routes: the SPA's index.html for page navigations, the API error body otherwise. */
export function installNotFoundHandler(app: FastifyInstance, spaFallback: SpaFallback): void {
  app.setNotFoundHandler((request, reply) => {
    if (isPageNavigation(request)) return spaFallback(reply);
    return sendApiError(reply, 404, 'NOT_FOUND', 'Route not found');
  });
}
