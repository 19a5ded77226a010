import { TARGET_AUDIENCES, type FeedSort, type TargetAudience } from '@promptplay/contracts';
import {
  and,
  desc,
  eq,
  inArray,
  isNull,
  notInArray,
  sql,
  type AnyColumn,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { games } from '../../db/schema.js';

const feedColumns = {
  id: games.id,
  title: games.title,
  description: games.description,
  genre: games.genre,
  targetAudience: games.targetAudience,
  versionNumber: games.versionNumber,
  createdBy: games.createdBy,
  authorName: games.authorName,
  screenshotKey: games.screenshotKey,
  previewKey: games.previewKey,
  screenshotTiers: games.screenshotTiers,
  likesCount: games.likesCount,
  playsCount: games.playsCount,
  registeredToOgp: games.registeredToOgp,
  ogpGameId: games.ogpGameId,
  ogpGameApiKey: games.ogpGameApiKey,
  remixOfGameId: games.remixOfGameId,
  remixOfTitle: games.remixOfTitle,
  remixOfAuthor: games.remixOfAuthor,
  remixCount: games.remixCount,
  commentsCount: games.commentsCount,
  createdAt: games.createdAt,
};

export type FeedRow = Pick<typeof games.$inferSelect, keyof typeof feedColumns>;

type SortColumns = Record<'likesCount' | 'createdAt' | 'id', AnyColumn | SQLWrapper>;

/** Sort keys, ending in the id so the order is total and pages never overlap. */
function orderOf(sort: FeedSort, columns: SortColumns) {
  return sort === 'topRated'
    ? [desc(columns.likesCount), desc(columns.createdAt), desc(columns.id)]
    : [desc(columns.createdAt), desc(columns.id)];
}

export interface FeedPageQuery {
  sort: FeedSort;
  audiences: readonly TargetAudience[];
  limit: number;
  offset: number;
  /**
   * Games an operator hid. Left out by id, which the feed indexes hold, so the page stays an
   * index-only read (a `hidden_at` filter would visit every skipped row).
   */
  hiddenIds: readonly string[];
}

/**
 * The query for the ids of one page, in feed order (narrow rows: the indexes hold all the
 * sort keys), not yet run; null when no audience is allowed. Exported for the EXPLAIN test.
 */
export function feedPageKeysQuery(
  db: DatabaseOrTransaction,
  { sort, audiences, limit, offset, hiddenIds }: FeedPageQuery,
): (SQLWrapper & PromiseLike<{ id: string }[]>) | null {
  const run = (audience: TargetAudience, runLimit: number, runOffset: number) =>
    db
      .select({ id: games.id, likesCount: games.likesCount, createdAt: games.createdAt })
      .from(games)
      .where(
        hiddenIds.length > 0
          ? and(eq(games.targetAudience, audience), notInArray(games.id, [...hiddenIds]))
          : eq(games.targetAudience, audience),
      )
      .orderBy(...orderOf(sort, games))
      .limit(runLimit)
      .offset(runOffset);

  const [first, second, ...rest] = audiences;
  if (!first) return null;
  if (!second) return run(first, limit, offset);
  const runOf = (audience: TargetAudience) => run(audience, offset + limit, 0);
  const merged = unionAll(runOf(first), runOf(second), ...rest.map(runOf)).as('feed');
  return db
    .select({ id: merged.id })
    .from(merged)
    .orderBy(...orderOf(sort, merged))
    .limit(limit)
    .offset(offset);
}

async function listFeedPageKeys(db: DatabaseOrTransaction, query: FeedPageQuery) {
  const keys = feedPageKeysQuery(db, query);
  return keys ? (await keys).map((row) => row.id) : [];
}

/**
 * The row's version: Postgres' `xmin`, the transaction that wrote this version of the row, so
 * any update (likes, plays, media tiers, a rename…) changes it.
 */
const rowVersion = sql<string>`${games}.xmin::text`;

export interface FeedHeadEntry {
  id: string;
  version: string;
}

/**
 * The head of one sort's feed for the feed's memory: the first `depth` visible games of each
 * audience, merged into feed order, as ids and row versions (narrow: the rows that did not
 * change since the last read are not read again). An audience with fewer has no more.
 */
export async function listFeedHead(
  db: DatabaseOrTransaction,
  sort: FeedSort,
  depth: number,
): Promise<FeedHeadEntry[]> {
  const runOf = (audience: TargetAudience) =>
    db
      .select({
        id: games.id,
        version: rowVersion.as('version'),
        likesCount: games.likesCount,
        createdAt: games.createdAt,
      })
      .from(games)
      .where(and(eq(games.targetAudience, audience), isNull(games.hiddenAt)))
      .orderBy(...orderOf(sort, games))
      .limit(depth);
  const [first, second, ...rest] = TARGET_AUDIENCES.map(runOf);
  if (!first || !second) throw new Error('The feed expects several audiences');
  const merged = unionAll(first, second, ...rest).as('feed_head');
  return db
    .select({ id: merged.id, version: merged.version })
    .from(merged)
    .orderBy(...orderOf(sort, merged));
}

/** Feed rows by id, with their versions (see listFeedHead), in no particular order. */
export async function listVersionedFeedRows(
  db: DatabaseOrTransaction,
  ids: readonly string[],
): Promise<(FeedRow & FeedHeadEntry)[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...feedColumns, version: rowVersion })
    .from(games)
    .where(inArray(games.id, [...ids]));
}

/**
 * One page of the feed. Each allowed audience is read from its own ordered index run
 * (target_audience, sort keys…) and the runs are merged (Postgres plans a Merge Append), so a
 * page costs about offset + limit index entries whatever the mix of audiences; only the
 * page's own rows are then read in full.
 * Used for pages past the feed's memory (`feedMemory.ts` serves the first 1,000 rows per
 * audience), and as the reference the memory is tested against.
 */
export async function listFeedPage(
  db: DatabaseOrTransaction,
  query: FeedPageQuery,
): Promise<FeedRow[]> {
  const ids = await listFeedPageKeys(db, query);
  if (ids.length === 0) return [];
  const rows = await db.select(feedColumns).from(games).where(inArray(games.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A game deleted between the two reads just drops out of the page.
  return ids.flatMap((id) => byId.get(id) ?? []);
}
