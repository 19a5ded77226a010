import { MESSAGES, type AdminAuditEntry } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext.js';
import { adminQueryKeys, fetchAudit } from './adminApi.js';
import { AdminQueryState } from './AdminQueryState.js';
import { AdminSection } from './AdminSection.js';
import { formatInstant } from './formatInstant.js';

const isPlain = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * A short "key: value" line of an entry's details (the reason of a hide, a mail's title, the
 * reporters of a moderated comment).
 */
function detailsText(details: AdminAuditEntry['details']): string {
  return Object.entries(details)
    .filter(
      ([, value]) =>
        isPlain(value) || (Array.isArray(value) && value.length > 0 && value.every(isPlain)),
    )
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
}

/** Audit log: every operator action, newest first as the server lists them (who, what, when). */
export function AuditSection() {
  const { api } = useServices();
  const audit = useQuery({
    queryKey: adminQueryKeys.audit,
    queryFn: ({ signal }) => fetchAudit(api, signal),
    staleTime: 0,
  });
  return (
    <AdminSection
      title={MESSAGES.adminAuditTitle}
      testId="admin-audit"
      actions={
        <button
          type="button"
          className="button button--ghost admin-small-button"
          onClick={() => void audit.refetch()}
          disabled={audit.isFetching}
        >
          {MESSAGES.adminRefresh}
        </button>
      }
    >
      <AdminQueryState query={audit}>
        {(entries) =>
          entries.length === 0 ? (
            <p className="admin-hint">{MESSAGES.adminAuditEmpty}</p>
          ) : (
            <div className="admin-audit__scroll">
              <table className="admin-audit">
                <thead>
                  <tr>
                    <th scope="col">{MESSAGES.adminAuditWho}</th>
                    <th scope="col">{MESSAGES.adminAuditWhat}</th>
                    <th scope="col">{MESSAGES.adminAuditWhen}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => {
                    const details = detailsText(entry.details);
                    return (
                      <tr key={entry.id} data-testid="audit-entry">
                        <td>{entry.adminName}</td>
                        <td>
                          <span className="admin-audit__action">{entry.action}</span>
                          {entry.targetId && (
                            <span className="admin-audit__target"> {entry.targetId}</span>
                          )}
                          {details && <span className="admin-audit__details">{details}</span>}
                        </td>
                        <td>
                          <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </AdminQueryState>
    </AdminSection>
  );
}
