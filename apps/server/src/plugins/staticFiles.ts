import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL, OPEN_CORS_HEADERS } from '../modules/games/cacheHeaders.js';
import {
  appHtmlHeaders,
  NO_STORAGE_ORIGINS,
  runtimeHtmlHeaders,
  servingOriginOf,
  type StorageOrigins,
} from './securityHeaders.js';
import { createInlineBootScriptsReader } from './inlineBootScripts.js';
import { createOfflineRuntimeScriptReader } from './offlineRuntimeScript.js';

export interface StaticFilesOptions {
  webDistDir: string;
  runtimeDistDir: string;
  /** PUBLIC_URL: the origin the runtime page names in its CSP (else the request's origin). */
  publicUrl?: string | undefined;
  /** The upload bucket's origins, for the SPA's content security policy. */
  storageOrigins?: StorageOrigins;
  /** AD_SCRIPT_URL when ads are on: the SPA's CSP admits its origin (null: no third party). */
  adScriptUrl?: string | null;
  /** GTM_ID: the SPA's CSP admits the tag manager only when it is set. */
  tagManagerId?: string | null;
  /** SENTRY_DSN: the SPA's CSP lets it post error reports to the DSN's origin only when set. */
  errorReporting?: { dsn: string } | null;
}

/**
 * index.html rewritten for one page (link previews add their `<head>` tags), with its status.
 * It is sent through the normal reply, so it is compressed on the fly: the build's
 * index.html.br / .gz hold the original page and must not answer for it.
 */
export interface SpaPage {
  statusCode: number;
  render(indexHtml: string): string;
}

/** Answers the SPA's index.html for a browser navigation (history fallback), or `page` of it. */
export type SpaFallback = (reply: FastifyReply, page?: SpaPage) => Promise<FastifyReply>;

const NOT_BUILT_STATUS = 503;

function notBuiltMessage(what: string, dir: string): string {
  return `${what} is not built yet (${dir} is missing). Run \`npm run build\` in the repository root, then restart the server.\n`;
}

type HeaderTarget = { setHeader(name: string, value: string): unknown };

/** Build files may be answered from their .br or .gz copy: caches must key on the encoding. */
const VARY_ENCODING = { vary: 'Accept-Encoding' } as const;

function setAll(target: HeaderTarget, headers: Readonly<Record<string, string>>) {
  for (const [name, value] of Object.entries(headers)) target.setHeader(name, value);
}

/** An HTML page, sent as is or as the .br / .gz copy the build wrote beside it. */
function isHtml(path: string): boolean {
  return /\.html(\.br|\.gz)?$/.test(path);
}

/** Vite puts content-hashed files under assets/: those can be cached for a year. */
function isHashedAsset(path: string): boolean {
  return path.includes('/assets/');
}

/**
 * Serves the runtime build under /runtime/ (open CORS: the iframe has an opaque origin) and
 * the SPA build at /, each file as the Brotli or gzip copy the build wrote beside it when the
 * browser accepts one (`Vary: Accept-Encoding`). Returns the SPA fallback for the not-found handler. A missing build
 * answers 503 with a message saying to run `npm run build`.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  {
    webDistDir,
    runtimeDistDir,
    publicUrl,
    storageOrigins = NO_STORAGE_ORIGINS,
    adScriptUrl = null,
    tagManagerId = null,
    errorReporting = null,
  }: StaticFilesOptions,
): Promise<SpaFallback> {
  // The SPA's policy names the runtime's offline script and the page's boot script by hash:
  // it follows a rebuild of either.
  const readOfflineRuntimeScript = createOfflineRuntimeScriptReader(runtimeDistDir);
  const readBootScripts = createInlineBootScriptsReader(join(webDistDir, 'index.html'));
  let headersFor: {
    script: string | null;
    bootScripts: readonly string[];
    headers: Readonly<Record<string, string>>;
  } | null = null;
  const appHeaders = (): Readonly<Record<string, string>> => {
    const script = readOfflineRuntimeScript();
    const bootScripts = readBootScripts();
    if (headersFor?.script !== script || headersFor.bootScripts !== bootScripts) {
      headersFor = {
        script,
        bootScripts,
        headers: appHtmlHeaders(
          storageOrigins,
          adScriptUrl,
          tagManagerId,
          errorReporting?.dsn ?? null,
          script,
          bootScripts,
        ),
      };
    }
    return headersFor.headers;
  };
  if (existsSync(join(runtimeDistDir, 'index.html'))) {
    // The runtime page's CSP names the origin it was served from (see runtimeCsp), which
    // depends on the request, so it is set here rather than in the static file's headers.
    app.addHook('onSend', async (request, reply) => {
      const isRuntimePage =
        request.url.startsWith('/runtime/') &&
        String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (!isRuntimePage) return;
      const requestOrigin = `${request.protocol}://${request.host}`;
      reply.headers(runtimeHtmlHeaders(servingOriginOf(publicUrl, requestOrigin)));
    });
    await app.register(fastifyStatic, {
      root: runtimeDistDir,
      prefix: '/runtime/',
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, path) {
        setAll(res, OPEN_CORS_HEADERS);
        setAll(res, VARY_ENCODING);
        if (!isHtml(path))
          res.setHeader(
            'cache-control',
            isHashedAsset(path) ? IMMUTABLE_CACHE_CONTROL : 'no-cache',
          );
      },
    });
  } else {
    app.get('/runtime/*', async (_request, reply) =>
      reply
        .code(NOT_BUILT_STATUS)
        .headers(OPEN_CORS_HEADERS)
        .type('text/plain; charset=utf-8')
        .send(notBuiltMessage('The game runtime', runtimeDistDir)),
    );
  }

  if (!existsSync(join(webDistDir, 'index.html'))) {
    return async (reply) =>
      reply
        .code(NOT_BUILT_STATUS)
        .type('text/plain; charset=utf-8')
        .send(notBuiltMessage('The web app', webDistDir));
  }

  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, path) {
      setAll(res, VARY_ENCODING);
      if (isHtml(path)) setAll(res, appHeaders());
      else
        res.setHeader('cache-control', isHashedAsset(path) ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
    },
  });
  const readIndexHtml = createIndexHtmlReader(join(webDistDir, 'index.html'));
  return async (reply, page) => {
    if (!page) return reply.headers(appHeaders()).sendFile('index.html', webDistDir);
    const html = page.render(await readIndexHtml());
    return (
      reply
        .code(page.statusCode)
        // Lower case: @fastify/compress appends its own unless it finds this exact spelling.
        .headers({ ...appHeaders(), vary: 'accept-encoding' })
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };
}

/** index.html read once, and again only when a rebuild replaced it (its hashed assets moved). */
function createIndexHtmlReader(path: string): () => Promise<string> {
  let cached: { modifiedAt: number; html: string } | undefined;
  return async () => {
    const modifiedAt = (await stat(path)).mtimeMs;
    if (cached?.modifiedAt !== modifiedAt)
      cached = { modifiedAt, html: await readFile(path, 'utf8') };
    return cached.html;
  };
}
