import { MESSAGES } from '@promptplay/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../ui/Spinner.js';
import { adminErrorText } from './adminErrors.js';

/** A section's list: loading, failed (with the reason and Retry), or the data. */
export function AdminQueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isSuccess) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="admin-error" role="alert">
        <span>
          {MESSAGES.adminLoadFailed} {adminErrorText(query.error).message}
        </span>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {MESSAGES.adminRetry}
        </button>
      </div>
    );
  }
  return (
    <p className="admin-hint" role="status">
      <Spinner size={16} /> {MESSAGES.adminLoading}
    </p>
  );
}
