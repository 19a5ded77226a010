import { MESSAGES } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.js';
import { AdminNotice } from './AdminNotice.js';
import { AdminQueryState } from './AdminQueryState.js';
import { AdminSection } from './AdminSection.js';
import { fetchReportGroups, reportQueueQueryKey, type ReportListStatus } from './moderationApi.js';
import { ReportGroupCard } from './ReportGroupCard.js';

const LISTS: ReadonlyArray<[ReportListStatus, string]> = [
  ['open', MESSAGES.adminReportsOpen],
  ['closed', MESSAGES.adminReportsClosed],
];

/**
 * Moderation (issue 14): players' reports grouped by the game or comment they report, the
 * longest-waiting first; the handled ones stay a click away so a hide can be undone.
 */
export function ModerationSection() {
  const { api } = useServices();
  const [status, setStatus] = useState<ReportListStatus>('open');
  const [done, setDone] = useState<string | null>(null);
  const groups = useQuery({
    queryKey: reportQueueQueryKey(status),
    queryFn: ({ signal }) => fetchReportGroups(api, status, signal),
    staleTime: 0,
  });
  return (
    <AdminSection
      title={MESSAGES.adminModerationTitle}
      testId="admin-moderation"
      actions={
        <div className="admin-actions">
          {LISTS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="button button--ghost admin-small-button"
              aria-pressed={status === value}
              onClick={() => {
                setStatus(value);
                setDone(null);
              }}
              data-testid={`moderation-list-${value}`}
            >
              {label}
            </button>
          ))}
          <button
            type="button"
            className="button button--ghost admin-small-button"
            onClick={() => void groups.refetch()}
            disabled={groups.isFetching}
          >
            {MESSAGES.adminRefresh}
          </button>
        </div>
      }
    >
      <AdminNotice kind="done" text={done} testId="moderation-done" />
      <AdminQueryState query={groups}>
        {(list) =>
          list.length === 0 ? (
            <p className="admin-hint">
              {status === 'open'
                ? MESSAGES.adminModerationEmpty
                : MESSAGES.adminModerationClosedEmpty}
            </p>
          ) : (
            <ul className="admin-reports">
              {list.map((group) => (
                <ReportGroupCard
                  key={`${group.targetType}:${group.targetId}`}
                  group={group}
                  onDone={setDone}
                />
              ))}
            </ul>
          )
        }
      </AdminQueryState>
    </AdminSection>
  );
}
