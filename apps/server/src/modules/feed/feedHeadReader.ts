import type { FeedSort } from '@promptplay/contracts';
import type { Database } from '../../db/database.js';
import { listFeedHead, listVersionedFeedRows, type FeedRow } from './queries.js';

export type FeedHeads = Record<FeedSort, FeedRow[]>;

export interface FeedHeadReader {
  /** Both sorts' heads (see listFeedHead) as full rows, in feed order, read at one moment. */
  read(): Promise<FeedHeads>;
}

/**
 * Reads the feed's heads for its memory. Each read asks for the heads' ids and row versions,
 * then only for the rows that are new or changed since the last read: the rest are the same
 * row objects as before (so their serialised texts are reused too). One snapshot of the
 * database (repeatable read), so the order and the rows agree.
 */
export function createFeedHeadReader(db: Database, depth: number): FeedHeadReader {
  let known = new Map<string, { version: string; row: FeedRow }>();

  return {
    async read() {
      // Reads may overlap (a publish starts one while another runs): each keeps its own base.
      const previous = known;
      const { heads, rows } = await db.transaction(
        async (tx) => {
          const latest = await listFeedHead(tx, 'latest', depth);
          const topRated = await listFeedHead(tx, 'topRated', depth);
          const changed = new Set(
            [...latest, ...topRated]
              .filter(({ id, version }) => previous.get(id)?.version !== version)
              .map(({ id }) => id),
          );
          return {
            heads: { latest, topRated },
            rows: await listVersionedFeedRows(tx, [...changed]),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const fetched = new Map(rows.map(({ version, ...row }) => [row.id, { version, row }]));
      // Keep only what the heads hold, so the memory stays bounded by the depth.
      const kept: typeof known = new Map();
      const rowsOf = (sort: FeedSort) =>
        heads[sort].flatMap(({ id }) => {
          const entry = fetched.get(id) ?? previous.get(id);
          if (!entry) return [];
          kept.set(id, entry);
          return [entry.row];
        });
      const read = { latest: rowsOf('latest'), topRated: rowsOf('topRated') };
      known = kept;
      return read;
    },
  };
}
