import { reportCreatedSchema, type ReportCreated, type ReportInput } from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';

/** POST /api/reports: one open report per player and target (a second answers 409). */
export function sendReport(api: ApiClient, report: ReportInput): Promise<ReportCreated> {
  return api.request('/api/reports', {
    method: 'POST',
    schema: reportCreatedSchema,
    json: report,
    requiresAuth: true,
    // The form stays open on failure: the player sends again if they wish.
    retry: false,
  });
}
