import { MESSAGES, type FeedQuery, type FeedSort, type Game } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { CatalogueEvents } from '../games/catalogueEvents.js';
import type { HiddenGames } from '../games/hiddenGames.js';
import { findGameById } from '../games/queries.js';
import { withRemixSourceChecked } from '../remixes/remixCredit.js';
import { audiencesAtOrBelow } from './audiences.js';
import { toFeedItem } from './feedItem.js';
import { createFeedMemory, FEED_MEMORY_DEPTH } from './feedMemory.js';
import { createFeedPageText } from './feedPageText.js';
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
  memoryDepth = FEED_MEMORY_DEPTH,
): FeedService {
  const memory = createFeedMemory(db, clock, events, memoryDepth);
  const pageTexts = createFeedPageText();

  return {
    async pageJson(sort, query, origin) {
      const offset = (query.pageNumber - 1) * query.pageSize;
      // One row more than the page tells whether there is a next page.
      const limit = query.pageSize + 1;
      const [snapshot, hiddenIds] = await Promise.all([
        memory.snapshot(),
        hiddenGames.hiddenGameIds(),
      ]);
      const rows =
        snapshot.slice(sort, query.targetAudience, offset, limit) ??
        // Past the memory's depth: read from the database.
        (await listFeedPage(db, {
          sort,
          audiences: audiencesAtOrBelow(query.targetAudience),
          limit,
          offset,
          hiddenIds,
        }));
      return pageTexts.pageText(query, rows, hiddenIds, origin);
    },

    async gameById(gameId, origin) {
      const row = await findGameById(db, gameId);
      // A hidden game is gone for players; its owner still sees it in Your Games.
      if (!row || row.hiddenAt) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
      return withRemixSourceChecked(db, toFeedItem(row, origin));
    },
  };
}
