import {
  MESSAGES,
  type AdminCommentVisibility,
  type AdminReportGroup,
  type AdminReportQuery,
  type AdminReportsResolved,
  type AdminReportTarget,
  type ReportReason,
} from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database, DatabaseOrTransaction } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { AdminActor } from './adminGuard.js';
import { recordAudit } from './audit.js';
import {
  dismissOpenReport,
  reportExists,
  resolveOpenReports,
  setCommentHidden,
  type ReportTarget,
} from './moderationQueries.js';
import { listReportGroups } from './reportQueue.js';

/** The moderation queue holds at most this many reports (the oldest open ones). */
export const REPORT_QUEUE_LIMIT = 500;

/** Reports, comments and their moderation (issue 14); games hide through gameAdmin. */
export interface Moderation {
  reports(query: AdminReportQuery): Promise<AdminReportGroup[]>;
  dismissTarget(admin: AdminActor, target: AdminReportTarget): Promise<AdminReportsResolved>;
  dismissReport(admin: AdminActor, reportId: string): Promise<AdminReportsResolved>;
  hideComment(
    admin: AdminActor,
    commentId: string,
    reason: string,
  ): Promise<AdminCommentVisibility>;
  restoreComment(admin: AdminActor, commentId: string): Promise<AdminCommentVisibility>;
}

/**
 * Closes a target's open reports as the moderator acts on it (hides, restores or dismisses)
 * and says who reported what (oldest report first), for the audit row written in the same
 * transaction.
 */
export async function closeReportsOf(
  tx: DatabaseOrTransaction,
  admin: AdminActor,
  target: ReportTarget,
  resolution: { status: 'actioned' | 'dismissed'; at: Date },
): Promise<{ reportIds: string[]; reporterIds: string[]; reasons: ReportReason[] }> {
  const closed = (await resolveOpenReports(tx, target, { ...resolution, by: admin.playerId })).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  return {
    reportIds: closed.map((report) => report.id),
    reporterIds: closed.map((report) => report.reporterId),
    reasons: closed.map((report) => report.reason as ReportReason),
  };
}

export function createModeration(deps: { db: Database; clock: Clock }): Moderation {
  const { db, clock } = deps;

  async function setCommentVisibility(
    admin: AdminActor,
    commentId: string,
    reason: string | null,
  ): Promise<AdminCommentVisibility> {
    return db.transaction(async (tx) => {
      const at = clock.now();
      const comment = await setCommentHidden(
        tx,
        commentId,
        reason === null ? null : { at, reason },
      );
      if (!comment) throw new AppError('NOT_FOUND', MESSAGES.commentNotFound);
      const closed = await closeReportsOf(
        tx,
        admin,
        { targetType: 'comment', targetId: commentId },
        { status: 'actioned', at },
      );
      await recordAudit(tx, clock, admin, {
        action: reason === null ? 'comment.restore' : 'comment.hide',
        targetId: commentId,
        details: {
          gameId: comment.gameId,
          text: comment.text,
          ...(reason === null ? {} : { reason }),
          ...closed,
        },
      });
      return { commentId, hidden: reason !== null, hiddenReason: reason };
    });
  }

  return {
    reports: ({ status }) => listReportGroups(db, status, REPORT_QUEUE_LIMIT),

    dismissTarget: (admin, target) =>
      db.transaction(async (tx) => {
        const closed = await closeReportsOf(tx, admin, target, {
          status: 'dismissed',
          at: clock.now(),
        });
        if (closed.reportIds.length > 0) {
          await recordAudit(tx, clock, admin, {
            action: 'report.dismiss',
            targetId: target.targetId,
            details: { targetType: target.targetType, ...closed },
          });
        }
        return { resolved: closed.reportIds.length };
      }),

    dismissReport: (admin, reportId) =>
      db.transaction(async (tx) => {
        const report = await dismissOpenReport(tx, reportId, {
          by: admin.playerId,
          at: clock.now(),
        });
        if (!report) {
          if (!(await reportExists(tx, reportId))) {
            throw new AppError('NOT_FOUND', MESSAGES.reportNotFound);
          }
          return { resolved: 0 };
        }
        await recordAudit(tx, clock, admin, {
          action: 'report.dismiss',
          targetId: report.targetId,
          details: {
            targetType: report.targetType,
            reportIds: [report.id],
            reporterIds: [report.reporterId],
            reasons: [report.reason],
          },
        });
        return { resolved: 1 };
      }),

    hideComment: (admin, commentId, reason) => setCommentVisibility(admin, commentId, reason),
    restoreComment: (admin, commentId) => setCommentVisibility(admin, commentId, null),
  };
}
