import { TARGET_AUDIENCES, type FeedSort, type TargetAudience } from '@promptplay/contracts';
import type { FeedRow } from './queries.js';

/**
 * One sort's feed held in memory: the head of every audience (`listFeedHead`), in the
 * database's order. A feed for audiences up to A is the rows of those audiences, in order;
 * it is known exactly up to the last kept row of any audience that was cut at the depth
 * (a row of that audience the memory lacks could come right after it).
 */
export interface FeedRanking {
  /**
   * Rows `offset` to `offset + count` of the feed for `audience` and milder ones (fewer at the
   * end of the feed), or null when memory does not reach that far (ask the database).
   */
  slice(audience: TargetAudience, offset: number, count: number): FeedRow[] | null;
  /**
   * Applies a game's new like count: the card's count, and its place in topRated. False when
   * the game's place cannot be told from memory (reload the ranking).
   */
  setLikesCount(gameId: string, likesCount: number): boolean;
}

interface AudienceFeed {
  rows: FeedRow[];
  /** How many leading rows are the database's feed exactly. */
  known: number;
  /** Every allowed audience's rows are all held: `rows` is the whole feed. */
  whole: boolean;
}

const rankOf = new Map(TARGET_AUDIENCES.map((audience, rank) => [audience, rank]));
const audienceRank = (audience: TargetAudience) => rankOf.get(audience) ?? TARGET_AUDIENCES.length;

/**
 * `rows` in feed order, at most `depth` per audience (an audience with fewer has no more).
 */
export function createFeedRanking(sort: FeedSort, rows: FeedRow[], depth: number): FeedRanking {
  const cut = new Set(
    TARGET_AUDIENCES.filter(
      (audience) => rows.filter((row) => row.targetAudience === audience).length >= depth,
    ),
  );
  // Views per audience ceiling, built on first use and dropped when the order changes.
  let feeds = new Map<TargetAudience, AudienceFeed>();

  function feedFor(audience: TargetAudience): AudienceFeed {
    const cached = feeds.get(audience);
    if (cached) return cached;
    const allowed = TARGET_AUDIENCES.slice(0, audienceRank(audience) + 1);
    const own = rows.filter((row) => audienceRank(row.targetAudience) <= audienceRank(audience));
    let known = own.length;
    for (const cutAudience of allowed.filter((allowedAudience) => cut.has(allowedAudience))) {
      const last = own.findLastIndex((row) => row.targetAudience === cutAudience);
      known = Math.min(known, last + 1);
    }
    const feed = { rows: own, known, whole: allowed.every((allowed) => !cut.has(allowed)) };
    feeds.set(audience, feed);
    return feed;
  }

  function moveInTopRated(index: number, likesCount: number): boolean {
    const [row] = rows.splice(index, 1);
    if (!row) return true;
    const updated = { ...row, likesCount };
    const at = insertionIndex(rows, updated);
    const before = rows[at - 1];
    // Same likes and time: the database breaks the tie by id, in its collation.
    if (before && sameTopRatedKey(before, updated)) return false;
    // Past its audience's last kept row: the database may hold rows in between.
    const pastCut =
      cut.has(row.targetAudience) &&
      !rows.slice(at).some((after) => after.targetAudience === row.targetAudience);
    if (!pastCut) rows.splice(at, 0, updated);
    return true;
  }

  /** A game memory does not hold can enter only by passing the last kept row of a cut audience. */
  function staysOut(likesCount: number): boolean {
    return [...cut].every((audience) => {
      const last = rows.findLast((row) => row.targetAudience === audience);
      return last !== undefined && likesCount < last.likesCount;
    });
  }

  return {
    slice(audience, offset, count) {
      const feed = feedFor(audience);
      if (offset + count > feed.known && !feed.whole) return null;
      return feed.rows.slice(offset, offset + count);
    },

    setLikesCount(gameId, likesCount) {
      const index = rows.findIndex((row) => row.id === gameId);
      const row = rows[index];
      if (row?.likesCount === likesCount) return true;
      feeds = new Map();
      if (!row) return sort === 'latest' || staysOut(likesCount);
      if (sort === 'latest') {
        rows[index] = { ...row, likesCount };
        return true;
      }
      return moveInTopRated(index, likesCount);
    },
  };
}

function sameTopRatedKey(a: FeedRow, b: FeedRow): boolean {
  return a.likesCount === b.likesCount && a.createdAt.getTime() === b.createdAt.getTime();
}

/** Where `row` goes in topRated `rows`: after every row with more likes, or as many and newer. */
function insertionIndex(rows: FeedRow[], row: FeedRow): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const other = rows[middle]!;
    const otherFirst =
      other.likesCount > row.likesCount ||
      (other.likesCount === row.likesCount && other.createdAt >= row.createdAt);
    if (otherFirst) low = middle + 1;
    else high = middle;
  }
  return low;
}
