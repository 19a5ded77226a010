import type { ReportInput, ReportTargetType } from '@promptplay/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { comments, games, reports } from '../../db/schema.js';

export type ReportRow = typeof reports.$inferSelect;

/** Whether a player can see this game or comment (a comment: it and its game are not hidden). */
export async function isVisibleTarget(
  db: DatabaseOrTransaction,
  targetType: ReportTargetType,
  targetId: string,
): Promise<boolean> {
  if (targetType === 'game') {
    const rows = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.id, targetId), isNull(games.hiddenAt)))
      .limit(1);
    return rows.length > 0;
  }
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(games, eq(games.id, comments.gameId))
    .where(and(eq(comments.id, targetId), isNull(comments.hiddenAt), isNull(games.hiddenAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Files an open report; false when the player already has one open on this target (the
 * unique index on open reports decides, so two at once still make one).
 */
export async function insertOpenReport(
  db: DatabaseOrTransaction,
  report: ReportInput & { id: string; reporterId: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(reports)
    .values({
      id: report.id,
      reporterId: report.reporterId,
      targetType: report.targetType,
      targetId: report.targetId,
      reason: report.reason,
      text: report.text ?? null,
      createdAt: report.createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return inserted.length > 0;
}
