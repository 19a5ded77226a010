import type {
  AdminCommentVisibility,
  AdminReportGroup,
  ReportCreated,
  ReportInput,
} from '@promptplay/contracts';
import { respond, type FakeAnswer } from './fakeAccountServer.js';

/**
 * How the fake server answers reports (POST /api/reports) and the moderation queue
 * (/api/admin/reports*, /api/admin/comments/*). The queue lives in memory: hiding, restoring
 * or dismissing moves a group from the open list to the closed one, as the server does.
 */
export interface FakeReportsOptions {
  /** POST /api/reports; `{ id: 'r-new' }` by default. */
  report?: (input: ReportInput) => FakeAnswer<ReportCreated>;
  /** The groups of the open queue at first. */
  open?: AdminReportGroup[];
  /** Overrides POST /api/admin/comments/{id}/hide. */
  hideComment?: (commentId: string, reason: string) => FakeAnswer<AdminCommentVisibility>;
}

function jsonBody<T>(init: RequestInit | undefined): T {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as T;
}

/** An answerer for reports and moderation with its own memory; null for other paths. */
export function createReportsAnswerer(options: FakeReportsOptions | undefined) {
  let open = [...(options?.open ?? [])];
  let closed: AdminReportGroup[] = [];
  const close = (targetId: string, change: Partial<AdminReportGroup>) => {
    const group = [...open, ...closed].find((each) => each.targetId === targetId);
    if (!group) return;
    open = open.filter((each) => each !== group);
    closed = [{ ...group, ...change }, ...closed.filter((each) => each !== group)];
  };

  return (url: URL, method: string, init: RequestInit | undefined): Promise<Response> | null => {
    const path = url.pathname;
    if (path === '/api/reports' && method === 'POST') {
      return respond(options?.report?.(jsonBody<ReportInput>(init)) ?? { id: 'r-new' });
    }
    if (path === '/api/admin/reports' && method === 'GET') {
      return respond({ groups: url.searchParams.get('status') === 'closed' ? closed : open });
    }
    if (path === '/api/admin/reports/dismiss' && method === 'POST') {
      const { targetId } = jsonBody<{ targetId: string }>(init);
      const resolved = open.find((group) => group.targetId === targetId)?.reports.length ?? 0;
      close(targetId, {});
      return respond({ resolved });
    }
    const comment = /^\/api\/admin\/comments\/([^/]+)\/(hide|restore)$/.exec(path);
    if (comment && method === 'POST') {
      const commentId = decodeURIComponent(comment[1] ?? '');
      const reason = comment[2] === 'hide' ? jsonBody<{ reason: string }>(init).reason : null;
      const answer =
        reason !== null && options?.hideComment
          ? options.hideComment(commentId, reason)
          : { commentId, hidden: reason !== null, hiddenReason: reason };
      if (typeof answer === 'object' && 'commentId' in answer) {
        close(commentId, { hidden: answer.hidden, hiddenReason: answer.hiddenReason });
      }
      return respond(answer);
    }
    const game = /^\/api\/admin\/games\/([^/]+)\/(hide|restore)$/.exec(path);
    if (game && method === 'POST') {
      // Answered by the admin fake; the queue only hears of it.
      const gameId = decodeURIComponent(game[1] ?? '');
      const reason = game[2] === 'hide' ? jsonBody<{ reason: string }>(init).reason : null;
      close(gameId, { hidden: reason !== null, hiddenReason: reason });
    }
    return null;
  };
}
