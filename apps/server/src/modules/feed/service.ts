import {
  feedPageSchema,
  MESSAGES,
  type FeedQuery,
  type FeedSort,
  type Game,
} from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { CatalogueEvents } from '../games/catalogueEvents.js';
import type { HiddenGames } from '../games/hiddenGames.js';
import { findGameById } from '../games/queries.js';
import { audiencesAtOrBelow } from './audiences.js';
import { toFeedItem } from './feedItem.js';
import { createFeedPageCache, FEED_CACHED_PAGE_COUNT } from './feedPageCache.js';
import { listFeedPage } from './queries.js';

export interface FeedService {
  /** A feed page as its JSON text (validated against contracts' feedPageSchema). */
  pageJson(sort: FeedSort, query: FeedQuery, origin: string): Promise<string>;
  gameById(gameId: string, origin: string): Promise<Game>;
}

export function createFeedService(
  db: Database,
  events: CatalogueEvents,
  clock: Clock,
  hiddenGames: Pick<HiddenGames, 'hiddenGameIds'>,
): FeedService {
  const cache = createFeedPageCache(clock);
  events.onGamePublished(() => cache.clear());
  events.onGameVisibilityChanged(() => cache.clear());

  async function loadPageJson(sort: FeedSort, query: FeedQuery, origin: string) {
    const rows = await listFeedPage(db, {
      sort,
      audiences: audiencesAtOrBelow(query.targetAudience),
      // One extra row tells whether there is a next page.
      limit: query.pageSize + 1,
      offset: (query.pageNumber - 1) * query.pageSize,
      hiddenIds: await hiddenGames.hiddenGameIds(),
    });
    const page = feedPageSchema.parse({
      items: rows.slice(0, query.pageSize).map((row) => toFeedItem(row, origin)),
      currentPage: query.pageNumber,
      hasNextPage: rows.length > query.pageSize,
    });
    return JSON.stringify(page);
  }

  return {
    pageJson(sort, query, origin) {
      if (query.pageNumber > FEED_CACHED_PAGE_COUNT) return loadPageJson(sort, query, origin);
      const key = `${sort}|${query.targetAudience}|${query.pageSize}|${query.pageNumber}|${origin}`;
      return cache.get(key, () => loadPageJson(sort, query, origin));
    },

    async gameById(gameId, origin) {
      const row = await findGameById(db, gameId);
      // A hidden game is gone for players; its owner still sees it in Your Games.
      if (!row || row.hiddenAt) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
      return toFeedItem(row, origin);
    },
  };
}
