import {
  adminCommentVisibilitySchema,
  adminReportQueueSchema,
  adminReportsResolvedSchema,
  type AdminCommentVisibility,
  type AdminReportGroup,
  type AdminReportQuery,
  type AdminReportsResolved,
  type AdminReportTarget,
} from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

export type ReportListStatus = AdminReportQuery['status'];

/** The moderation queue's query key, under the console's (`adminQueryKeys.all`). */
export const reportQueueQueryKey = (status: ReportListStatus) =>
  ['admin', 'reports', status] as const;

/** GET /api/admin/reports: open reports grouped by target, or the handled ones. */
export async function fetchReportGroups(
  api: ApiClient,
  status: ReportListStatus,
  signal?: AbortSignal,
): Promise<AdminReportGroup[]> {
  const answer = await api.request('/api/admin/reports', {
    schema: adminReportQueueSchema,
    query: { status },
    requiresAuth: true,
    signal,
  });
  return answer.groups;
}

/** Dismisses every open report on a target; the target stays as it is. */
export function dismissReports(
  api: ApiClient,
  target: AdminReportTarget,
): Promise<AdminReportsResolved> {
  return api.request('/api/admin/reports/dismiss', {
    method: 'POST',
    schema: adminReportsResolvedSchema,
    json: target,
    requiresAuth: true,
    retry: false,
  });
}

/** Hides a comment with a reason, or restores it (null). */
export function setCommentHidden(
  api: ApiClient,
  commentId: string,
  hide: { reason: string } | null,
): Promise<AdminCommentVisibility> {
  const path = `/api/admin/comments/${encodeURIComponent(commentId)}/${hide ? 'hide' : 'restore'}`;
  return api.request(path, {
    method: 'POST',
    schema: adminCommentVisibilitySchema,
    ...(hide ? { json: hide } : {}),
    requiresAuth: true,
    retry: false,
  });
}
