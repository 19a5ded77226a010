import { gameSchema, type FeedQuery } from '@promptplay/contracts';
import { withHiddenSourcesPlain } from '../remixes/remixCredit.js';
import { toFeedItem } from './feedItem.js';
import type { FeedRow } from './queries.js';

/** Origins whose item texts are kept (share links hold the origin; callers may vary it). */
const MAX_ORIGINS = 8;

export interface FeedPageText {
  /**
   * The JSON text of a feed page (as `feedPageSchema` describes it) from up to one row more
   * than the page: that row tells whether there is a next page.
   */
  pageText(
    query: Pick<FeedQuery, 'pageNumber' | 'pageSize'>,
    rows: FeedRow[],
    hiddenIds: readonly string[],
    origin: string,
  ): string;
}

/**
 * Writes feed pages from each game's JSON text, validated against `gameSchema` and serialised
 * once per row object and origin: the feed's memory hands out the same row objects until it
 * reads or moves them again, so a page costs little more than joining its games' texts.
 */
export function createFeedPageText(): FeedPageText {
  const textsByOrigin = new Map<string, WeakMap<FeedRow, string>>();

  function itemText(row: FeedRow, origin: string, hidden: ReadonlySet<string>): string {
    const [item] = withHiddenSourcesPlain([toFeedItem(row, origin)], hidden);
    return JSON.stringify(gameSchema.parse(item));
  }

  function keptItemText(row: FeedRow, origin: string, hidden: ReadonlySet<string>): string {
    // A credit to a hidden source is written plain: that text depends on the hidden list.
    if (row.remixOfGameId !== null && hidden.has(row.remixOfGameId)) {
      return itemText(row, origin, hidden);
    }
    let texts = textsByOrigin.get(origin);
    if (!texts) {
      if (textsByOrigin.size >= MAX_ORIGINS) textsByOrigin.clear();
      texts = new WeakMap();
      textsByOrigin.set(origin, texts);
    }
    let text = texts.get(row);
    if (text === undefined) {
      text = itemText(row, origin, hidden);
      texts.set(row, text);
    }
    return text;
  }

  return {
    pageText({ pageNumber, pageSize }, rows, hiddenIds, origin) {
      const hidden = new Set(hiddenIds);
      const items = rows.slice(0, pageSize).map((row) => keptItemText(row, origin, hidden));
      // Keys in feedPageSchema's order, as JSON.stringify of the parsed page would write them.
      return `{"items":[${items.join(',')}],"currentPage":${pageNumber},"hasNextPage":${rows.length > pageSize}}`;
    },
  };
}
