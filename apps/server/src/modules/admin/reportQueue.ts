import type { AdminReportGroup, AdminReportedGame, ReportReason } from '@promptplay/contracts';
import type { DatabaseOrTransaction } from '../../db/database.js';
import {
  findCommentPreviews,
  findGamePreviews,
  listReportsWithReporters,
} from './moderationQueries.js';

type ReportRow = Awaited<ReturnType<typeof listReportsWithReporters>>[number];

function gamePreview(game: {
  id: string;
  title: string;
  authorName: string;
  screenshotKey: string;
}): AdminReportedGame {
  return {
    gameId: game.id,
    title: game.title,
    author: game.authorName,
    screenshotUrl: `/media/${game.screenshotKey}`,
  };
}

function toAdminReport(row: ReportRow) {
  return {
    id: row.id,
    reason: row.reason as ReportReason,
    text: row.text,
    reporterId: row.reporterId,
    reporterName: row.reporterName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * The moderation queue: reports grouped by what they report, with a preview of it (a game's
 * title, author and screenshot; a comment's text and author and the game it is under).
 * Groups come in the order of their first report in the list (open: the longest waiting
 * first; closed: the latest resolved first). A target deleted since is left out.
 */
export async function listReportGroups(
  db: DatabaseOrTransaction,
  status: 'open' | 'closed',
  limit: number,
): Promise<AdminReportGroup[]> {
  const rows = await listReportsWithReporters(db, status, limit);
  const byTarget = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const key = `${row.targetType}:${row.targetId}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), row]);
  }
  const idsOf = (type: 'game' | 'comment') => [
    ...new Set(rows.filter((row) => row.targetType === type).map((row) => row.targetId)),
  ];
  const [gameRows, commentRows] = await Promise.all([
    findGamePreviews(db, idsOf('game')),
    findCommentPreviews(db, idsOf('comment')),
  ]);
  const gamesById = new Map(gameRows.map((game) => [game.id, game]));
  const commentsById = new Map(commentRows.map((comment) => [comment.id, comment]));

  const groups: AdminReportGroup[] = [];
  for (const reports of byTarget.values()) {
    const { targetType, targetId } = reports[0]!;
    const items = reports.map(toAdminReport).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (targetType === 'game') {
      const game = gamesById.get(targetId);
      if (!game) continue;
      groups.push({
        targetType,
        targetId,
        hidden: game.hiddenAt !== null,
        hiddenReason: game.hiddenReason,
        game: gamePreview(game),
        comment: null,
        reports: items,
      });
    } else {
      const comment = commentsById.get(targetId);
      if (!comment) continue;
      groups.push({
        targetType,
        targetId,
        hidden: comment.hiddenAt !== null,
        hiddenReason: comment.hiddenReason,
        game: gamePreview({
          id: comment.gameId,
          title: comment.gameTitle,
          authorName: comment.gameAuthorName,
          screenshotKey: comment.gameScreenshotKey,
        }),
        comment: { text: comment.text, author: comment.authorName },
        reports: items,
      });
    }
  }
  return groups;
}
