import {
  CONSENT_DECIDED_COOKIE,
  CONSTANTS,
  parseFeedSearchParams,
  validateGameId,
  type FeedPage,
  type FirstViewMarkup,
  type Game,
  type GameManifest,
  type RenderFirstView,
} from '@promptplay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/appError.js';
import type { FeedService } from '../feed/service.js';
import { createStylesheetInliner } from './inlineStylesheets.js';
import { withFirstViewMarkup } from './pageMarkup.js';
import { createRenderMemo } from './renderMemo.js';

export interface FirstViewService {
  /**
   * index.html → the page as first painted: `url`'s view rendered by React on the server, its
   * data embedded and its CSS inlined. The plain shell when the server build is missing or
   * the render fails (the client then renders as a SPA). `cookieHeader`: the request's
   * `Cookie`, which says whether the player has made their consent choice (no banner then).
   */
  pageFor(
    url: string,
    sharedGameId: string | null,
    cookieHeader?: string,
  ): Promise<(indexHtml: string) => string>;
}

export interface FirstViewDeps {
  feed: FeedService;
  /** Null: no server build (see rendererModule). */
  render: RenderFirstView | null;
  webDistDir: string;
  publicUrl: string;
  /** The runtime build config, embedded so the page boots the runtime frame without asking. */
  readGameManifest: () => GameManifest;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Whether a `Cookie` header holds the web app's "consent chosen" cookie. */
export function hasConsentDecidedCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(/;\s*/).includes(`${CONSENT_DECIDED_COOKIE}=1`);
}

export function createFirstViewService({
  feed,
  render,
  webDistDir,
  publicUrl,
  readGameManifest,
  log,
}: FirstViewDeps): FirstViewService {
  const inlineStylesheets = createStylesheetInliner(webDistDir);
  const rendered = createRenderMemo();

  /** The feed's first page, as GET /api/game-feeds/<sort> answers it (and from its cache). */
  async function firstPageOf(url: URL) {
    const params = parseFeedSearchParams(url.searchParams);
    const json = await feed.pageJson(
      params.sort,
      {
        targetAudience: params.targetAudience,
        pageNumber: 1,
        pageSize: CONSTANTS.FEED_INITIAL_PAGE_SIZE,
      },
      publicUrl,
    );
    // Validated against feedPageSchema when the feed service built it.
    const firstPage = JSON.parse(json) as FeedPage;
    return { view: { ...params, firstPage }, json };
  }

  /** The game a shared link opens; null for an unknown or hidden one (the page says so). */
  async function sharedGameOf(gameId: string | null): Promise<Game | null> {
    if (gameId === null || !validateGameId(gameId)) return null;
    try {
      return await feed.gameById(gameId, publicUrl);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  async function markupFor(url: string, sharedGameId: string | null, consentDecided: boolean) {
    if (!render) return null;
    try {
      const [firstPage, sharedGame] = await Promise.all([
        firstPageOf(new URL(url, publicUrl)),
        sharedGameOf(sharedGameId),
      ]);
      const gameManifest = readGameManifest();
      const inputs = `${firstPage.json}\n${JSON.stringify(sharedGame)}\n${JSON.stringify(gameManifest)}`;
      // With and without the consent banner: two pages per URL.
      const memoKey = consentDecided ? `${url}\n(consent decided)` : url;
      const remembered = rendered.get(memoKey, inputs);
      if (remembered) return remembered;
      const markup = await render({
        url,
        feed: firstPage.view,
        sharedGame,
        gameManifest,
        consentDecided,
      });
      rendered.set(memoKey, inputs, markup);
      return markup;
    } catch (error) {
      log.error({ err: error, url }, 'First view: render failed; answering the SPA shell');
      return null;
    }
  }

  return {
    async pageFor(url, sharedGameId, cookieHeader) {
      const consentDecided = hasConsentDecidedCookie(cookieHeader);
      const markup: FirstViewMarkup | null = await markupFor(url, sharedGameId, consentDecided);
      if (!markup) return (indexHtml) => indexHtml;
      return (indexHtml) => withFirstViewMarkup(inlineStylesheets(indexHtml), markup);
    },
  };
}
