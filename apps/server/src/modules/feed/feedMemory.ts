import type { FeedSort, TargetAudience } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { CatalogueEvents } from '../games/catalogueEvents.js';
import { createFeedRanking, type FeedRanking } from './feedRanking.js';
import { createFeedHeadReader, type FeedHeadReader } from './feedHeadReader.js';
import type { FeedRow } from './queries.js';

/**
 * How long the feed in memory is served. A publish, hide or restore in this process drops it
 * at once and a like moves its game at once; other processes' changes (and plays, comments,
 * renames…) show within this time.
 */
export const FEED_MEMORY_TTL_MS = 2_000;
/** Rows held per audience and sort: the feed's first 1,000 cards at least, in every audience. */
export const FEED_MEMORY_DEPTH = 1_000;
/**
 * Age at which the next read starts while this one is still served: under full load a read's
 * few round trips wait their turn behind queued requests, and should land before expiry.
 */
const REFRESH_AT_AGE_MS = FEED_MEMORY_TTL_MS / 2;

/** Both sorts' rankings as read at one moment (and moved by likes since). */
export interface FeedSnapshot {
  /** See FeedRanking.slice. */
  slice(sort: FeedSort, audience: TargetAudience, offset: number, count: number): FeedRow[] | null;
}

export interface FeedMemory {
  /** The current snapshot, read from the database when there is none or it expired. */
  snapshot(): Promise<FeedSnapshot>;
}

interface LoadedSnapshot extends FeedSnapshot {
  setLikesCount(gameId: string, likesCount: number): boolean;
}

interface Read {
  startedAt: number;
  snapshot: Promise<LoadedSnapshot>;
  loaded?: LoadedSnapshot;
  /** Like counts that changed while the rows were being read. */
  likesDuringRead: [gameId: string, likesCount: number][];
  /** A like could not be placed: serve no more, read again. */
  stale: boolean;
}

async function loadSnapshot(reader: FeedHeadReader, depth: number): Promise<LoadedSnapshot> {
  const heads = await reader.read();
  const rankings: Record<FeedSort, FeedRanking> = {
    latest: createFeedRanking('latest', heads.latest, depth),
    topRated: createFeedRanking('topRated', heads.topRated, depth),
  };
  return {
    slice: (sort, audience, offset, count) => rankings[sort].slice(audience, offset, count),
    setLikesCount(gameId, likesCount) {
      const latestKept = rankings.latest.setLikesCount(gameId, likesCount);
      return rankings.topRated.setLikesCount(gameId, likesCount) && latestKept;
    },
  };
}

/**
 * The feed's first rows per sort and audience, held in memory so a page (even a deep one) is
 * a slice, not a query. Read while requests come, never served once FEED_MEMORY_TTL_MS old:
 * the next read starts at REFRESH_AT_AGE_MS while the current one is still served, so steady
 * traffic does not wait for it. Concurrent requests share a read; pages past the memory's
 * depth go to the database.
 */
export function createFeedMemory(
  db: Database,
  clock: Clock,
  events: CatalogueEvents,
  depth = FEED_MEMORY_DEPTH,
): FeedMemory {
  const reader = createFeedHeadReader(db, depth);
  /** The snapshot served (perhaps still being read), and the read that will replace it. */
  let current: Read | null = null;
  let next: Read | null = null;

  function startRead(now: number): Read {
    const read: Read = {
      startedAt: now,
      likesDuringRead: [],
      stale: false,
      snapshot: loadSnapshot(reader, depth).then((snapshot) => {
        // The read may have missed these; each carries the count after it, so replay in order.
        for (const [gameId, likesCount] of read.likesDuringRead) {
          if (!snapshot.setLikesCount(gameId, likesCount)) read.stale = true;
        }
        read.loaded = snapshot;
        return snapshot;
      }),
    };
    read.snapshot.catch(() => {
      if (current === read) current = null;
      if (next === read) next = null;
    });
    return read;
  }

  const servable = (read: Read | null, now: number): read is Read =>
    read !== null && !read.stale && now - read.startedAt < FEED_MEMORY_TTL_MS;

  events.onGamePublished(() => {
    current = next = null;
  });
  events.onGameVisibilityChanged(() => {
    current = next = null;
  });
  events.onLikesCountChanged((gameId, likesCount) => {
    for (const read of [current, next]) {
      if (!read) continue;
      if (!read.loaded) read.likesDuringRead.push([gameId, likesCount]);
      else if (!read.loaded.setLikesCount(gameId, likesCount)) read.stale = true;
    }
  });

  return {
    snapshot() {
      const now = clock.now().getTime();
      if (next?.loaded) [current, next] = [next, null];
      if (!servable(current, now)) {
        [current, next] = [servable(next, now) ? next : startRead(now), null];
      } else if (!next && current.loaded && now - current.startedAt >= REFRESH_AT_AGE_MS) {
        next = startRead(now);
      }
      return current.snapshot;
    },
  };
}
