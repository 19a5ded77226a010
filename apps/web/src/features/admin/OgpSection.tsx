import { adminOgpOverviewSchema, MESSAGES, type AdminOgpOverview } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext.js';
import { AdminQueryState } from './AdminQueryState.js';
import { AdminSection } from './AdminSection.js';

const TEXT = {
  title: 'OGP rewards',
  notConfigured: 'OGP is not configured (OGP_BASE_URL, OGP_API_KEY, OGP_SECRET_KEY).',
  games: (count: number) => `${count} registered ${count === 1 ? 'game' : 'games'}`,
  lastError: 'Last error:',
  states: {
    held: 'Held (guests)',
    queued: 'Queued',
    sent: 'Sent',
    failed: 'Failed',
    expired: 'Expired',
  } satisfies Record<keyof AdminOgpOverview['points'], string>,
} as const;

/** The operator's OGP view (GET /api/admin/ogp): games, points per delivery state, last error. */
export function OgpSection() {
  const { api } = useServices();
  const overview = useQuery({
    queryKey: ['admin', 'ogp'],
    queryFn: ({ signal }) =>
      api.request('/api/admin/ogp', {
        schema: adminOgpOverviewSchema,
        requiresAuth: true,
        signal,
      }),
    staleTime: 0,
  });
  return (
    <AdminSection
      title={TEXT.title}
      testId="admin-ogp"
      actions={
        <button
          type="button"
          className="button button--ghost admin-small-button"
          onClick={() => void overview.refetch()}
          disabled={overview.isFetching}
        >
          {MESSAGES.adminRefresh}
        </button>
      }
    >
      <AdminQueryState query={overview}>
        {(data) => (
          <>
            {!data.configured && <p className="admin-hint">{TEXT.notConfigured}</p>}
            <p className="admin-hint">{TEXT.games(data.games.length)}</p>
            <table className="admin-audit">
              <tbody>
                {Object.entries(TEXT.states).map(([key, label]) => {
                  const count = data.points[key as keyof AdminOgpOverview['points']];
                  return (
                    <tr key={key} data-testid={`admin-ogp-${key}`}>
                      <th scope="row">{label}</th>
                      <td>{count.points} points</td>
                      <td>{count.rounds} rounds</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {data.lastError && (
              <p className="admin-hint" role="status">
                {TEXT.lastError} {data.lastError}
              </p>
            )}
          </>
        )}
      </AdminQueryState>
    </AdminSection>
  );
}
