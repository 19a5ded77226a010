import { MESSAGES, type AdminReportGroup } from '@promptplay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.js';
import { setGameHidden } from './adminApi.js';
import { adminErrorText } from './adminErrors.js';
import { AdminNotice } from './AdminNotice.js';
import { AdminTextField } from './AdminTextField.js';
import { formatInstant } from './formatInstant.js';
import { dismissReports, setCommentHidden } from './moderationApi.js';

type Action = { kind: 'hide'; reason: string } | { kind: 'restore' } | { kind: 'dismiss' };

/**
 * One reported game or comment: what it is (a game's screenshot, title and author; a
 * comment's words, author and game), who reported it why and when, and the moderator's
 * choices: hide it with a reason, restore it, or dismiss the reports.
 */
export function ReportGroupCard({
  group,
  onDone,
}: {
  group: AdminReportGroup;
  /** Told what was done (the card may leave the list at once). */
  onDone: (message: string) => void;
}) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const target = { targetType: group.targetType, targetId: group.targetId };
  const isOpen = group.reports.some((report) => report.status === 'open');

  const act = useMutation({
    mutationFn: async (action: Action) => {
      if (action.kind === 'dismiss') return dismissReports(api, target);
      const hide = action.kind === 'hide' ? { reason: action.reason } : null;
      return group.targetType === 'game'
        ? setGameHidden(api, group.targetId, hide)
        : setCommentHidden(api, group.targetId, hide);
    },
    onSuccess: (_answer, action) => {
      onDone(
        action.kind === 'hide'
          ? MESSAGES.adminTargetHiddenDone
          : action.kind === 'restore'
            ? MESSAGES.adminTargetRestoredDone
            : MESSAGES.adminReportsDismissed,
      );
      setReason('');
      // The queue, the audit log and (for a game) the feeds all change.
      void queryClient.invalidateQueries();
    },
    onError: (failure) => setError(adminErrorText(failure).message),
  });

  const run = (action: Action) => {
    if (action.kind === 'hide' && action.reason === '') {
      setError(MESSAGES.adminFieldRequired(MESSAGES.adminHideReason));
      return;
    }
    setError(null);
    act.mutate(action);
  };

  const { game, comment } = group;
  return (
    <li className="admin-report" data-testid="report-group" data-target-id={group.targetId}>
      <div className="admin-report__target">
        {game.screenshotUrl && (
          <img className="admin-report__shot" src={game.screenshotUrl} alt="" loading="lazy" />
        )}
        <div className="admin-report__what">
          <span className="admin-badge">
            {group.targetType === 'game'
              ? MESSAGES.adminReportedGame
              : MESSAGES.adminReportedComment}
          </span>{' '}
          <span className="admin-badge">{MESSAGES.adminReportCount(group.reports.length)}</span>
          {comment ? (
            <>
              <blockquote className="admin-report__comment">{comment.text}</blockquote>
              <p className="admin-hint">
                {MESSAGES.byAuthor(comment.author)} · {MESSAGES.adminReportedCommentOn(game.title)}
              </p>
            </>
          ) : (
            <p>
              <strong>{game.title}</strong>{' '}
              <span className="admin-hint">{MESSAGES.byAuthor(game.author)}</span>
            </p>
          )}
          {group.hidden && (
            <p className="admin-report__hidden" data-testid="report-target-hidden">
              {MESSAGES.adminTargetHidden(group.hiddenReason ?? '')}
            </p>
          )}
        </div>
      </div>
      <ul className="admin-report__reports">
        {group.reports.map((report) => (
          <li key={report.id} data-testid="report-entry">
            <strong>{MESSAGES.reportReasons[report.reason]}</strong> · {report.reporterName} ·{' '}
            <time dateTime={report.createdAt}>{formatInstant(report.createdAt)}</time>
            {report.status !== 'open' && <> · {MESSAGES.adminReportStatus(report.status)}</>}
            {report.text && <p className="admin-report__text">{report.text}</p>}
          </li>
        ))}
      </ul>
      <form className="admin-form" onSubmit={(event) => event.preventDefault()} noValidate>
        {!group.hidden && (
          <AdminTextField
            label={MESSAGES.adminHideReason}
            value={reason}
            onChange={setReason}
            testId="moderation-reason"
          />
        )}
        <AdminNotice kind="error" text={error} testId="moderation-error" />
        <div className="admin-actions">
          {group.hidden ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => run({ kind: 'restore' })}
              disabled={act.isPending}
              data-testid="moderation-restore"
            >
              {MESSAGES.adminRestoreTarget}
            </button>
          ) : (
            <button
              type="button"
              className="button button--danger"
              onClick={() => run({ kind: 'hide', reason: reason.trim() })}
              disabled={act.isPending}
              data-testid="moderation-hide"
            >
              {MESSAGES.adminHideTarget}
            </button>
          )}
          {isOpen && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => run({ kind: 'dismiss' })}
              disabled={act.isPending}
              data-testid="moderation-dismiss"
            >
              {MESSAGES.adminDismissReports}
            </button>
          )}
        </div>
      </form>
    </li>
  );
}
