import type { ReportTargetType } from '@promptplay/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { comments, games, players, reports } from '../../db/schema.js';
import { addToGameCounter } from '../games/queries.js';

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

/** A report as the queue shows it, with its reporter's current name. */
export async function listReportsWithReporters(
  db: DatabaseOrTransaction,
  which: 'open' | 'closed',
  limit: number,
) {
  return db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      text: reports.text,
      status: reports.status,
      reporterId: reports.reporterId,
      reporterName: players.playerName,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
    })
    .from(reports)
    .innerJoin(players, eq(players.id, reports.reporterId))
    .where(which === 'open' ? eq(reports.status, 'open') : ne(reports.status, 'open'))
    .orderBy(
      ...(which === 'open'
        ? [asc(reports.createdAt), asc(reports.id)]
        : [desc(reports.resolvedAt), desc(reports.id)]),
    )
    .limit(limit);
}

/** The reported games' previews, by id. */
export async function findGamePreviews(db: DatabaseOrTransaction, gameIds: readonly string[]) {
  if (gameIds.length === 0) return [];
  return db
    .select({
      id: games.id,
      title: games.title,
      authorName: games.authorName,
      screenshotKey: games.screenshotKey,
      hiddenAt: games.hiddenAt,
      hiddenReason: games.hiddenReason,
    })
    .from(games)
    .where(inArray(games.id, [...gameIds]));
}

/** The reported comments with their authors and the games they sit under, by id. */
export async function findCommentPreviews(
  db: DatabaseOrTransaction,
  commentIds: readonly string[],
) {
  if (commentIds.length === 0) return [];
  return db
    .select({
      id: comments.id,
      text: comments.text,
      authorName: players.playerName,
      hiddenAt: comments.hiddenAt,
      hiddenReason: comments.hiddenReason,
      gameId: games.id,
      gameTitle: games.title,
      gameAuthorName: games.authorName,
      gameScreenshotKey: games.screenshotKey,
    })
    .from(comments)
    .innerJoin(players, eq(players.id, comments.playerId))
    .innerJoin(games, eq(games.id, comments.gameId))
    .where(inArray(comments.id, [...commentIds]));
}

/**
 * Closes every open report on a target ('actioned' when a moderator hid or restored it,
 * 'dismissed' otherwise) and returns the reports it closed, in no particular order.
 */
export async function resolveOpenReports(
  db: DatabaseOrTransaction,
  target: ReportTarget,
  resolution: { status: 'actioned' | 'dismissed'; by: string; at: Date },
) {
  return db
    .update(reports)
    .set({ status: resolution.status, resolvedBy: resolution.by, resolvedAt: resolution.at })
    .where(
      and(
        eq(reports.targetType, target.targetType),
        eq(reports.targetId, target.targetId),
        eq(reports.status, 'open'),
      ),
    )
    .returning({
      id: reports.id,
      reporterId: reports.reporterId,
      reason: reports.reason,
      createdAt: reports.createdAt,
    });
}

/** Dismisses one open report; null when there is no such report or it is closed already. */
export async function dismissOpenReport(
  db: DatabaseOrTransaction,
  reportId: string,
  resolution: { by: string; at: Date },
) {
  const rows = await db
    .update(reports)
    .set({ status: 'dismissed', resolvedBy: resolution.by, resolvedAt: resolution.at })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
    .returning({
      id: reports.id,
      reporterId: reports.reporterId,
      reason: reports.reason,
      targetType: reports.targetType,
      targetId: reports.targetId,
    });
  return rows[0] ?? null;
}

export async function reportExists(db: DatabaseOrTransaction, reportId: string) {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(eq(reports.id, reportId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Hides a visible comment with a reason (`hidden` set) or shows a hidden one again (null),
 * moving its game's `comments_count` in the same statement's transaction. Returns the
 * comment after the change, whether it changed, or null when there is no such comment.
 */
export async function setCommentHidden(
  tx: DatabaseOrTransaction,
  commentId: string,
  hidden: { at: Date; reason: string } | null,
) {
  const changed = await tx
    .update(comments)
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null })
    .where(
      and(
        eq(comments.id, commentId),
        hidden ? isNull(comments.hiddenAt) : isNotNull(comments.hiddenAt),
      ),
    )
    .returning({ id: comments.id, gameId: comments.gameId, text: comments.text });
  const row = changed[0];
  if (row) {
    await addToGameCounter(tx, row.gameId, 'commentsCount', hidden ? -1 : 1);
    return { ...row, changed: true };
  }
  const current = await tx
    .select({ id: comments.id, gameId: comments.gameId, text: comments.text })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!current[0]) return null;
  // Hidden already: a new reason replaces the old one; the count stays.
  if (hidden) {
    await tx
      .update(comments)
      .set({ hiddenReason: hidden.reason })
      .where(eq(comments.id, commentId));
  }
  return { ...current[0], changed: false };
}
