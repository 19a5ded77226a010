import { MESSAGES } from '@promptplay/contracts';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner.js';

// The console and its stylesheet are a separate chunk, fetched only when /admin opens.
const AdminPage = lazy(() =>
  import('./AdminPage.js').then((module) => ({ default: module.AdminPage })),
);

/** `/admin` in the route table: the operator console, loaded on demand. */
export function AdminRoute() {
  return (
    <Suspense
      fallback={
        <p className="route-loading" role="status">
          <Spinner size={22} />
          {MESSAGES.adminLoading}
        </p>
      }
    >
      <AdminPage />
    </Suspense>
  );
}
