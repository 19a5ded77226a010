import type { FeedPage } from './api/feed.js';
import type { Game } from './api/game.js';
import type { GameManifest } from './api/manifest.js';
import type { FeedSearchParams } from './rules/feedSearchParams.js';

/**
 * The server-rendered first view (README "First paint"): what the server hands the web app's
 * server entry (apps/web/src/entry-server.tsx) and what it gets back.
 */
export interface FirstViewRequest {
  /** The page's path and query, e.g. `/shared/game-abc?sort=topRated`. */
  url: string;
  /** The feed the page shows, as the feed API answers its first page. */
  feed: FeedSearchParams & { firstPage: FeedPage };
  /** The game a shared link opens, when it is not on the first page; else null. */
  sharedGame: Game | null;
  /**
   * The runtime build config, as `GET /game-manifest.json` answers it: the page boots the
   * runtime frame from it without a request of its own (issue 11, cold shared link).
   */
  gameManifest?: GameManifest;
  /** The player has made their consent choice (its cookie came along): no banner. */
  consentDecided?: boolean;
}

export interface FirstViewMarkup {
  /** React's markup for `#root`. */
  appHtml: string;
  /** The client's query cache (dehydrated), JSON-serialisable; the server embeds it. */
  state: unknown;
}

export type RenderFirstView = (request: FirstViewRequest) => Promise<FirstViewMarkup>;

/** The id of the `<script type="application/json">` holding `stateJson`. */
export const FIRST_VIEW_STATE_ELEMENT_ID = 'first-view-state';
