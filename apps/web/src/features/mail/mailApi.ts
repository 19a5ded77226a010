import { mailReadResponseSchema, mailSchema } from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { sanitizeMailHtml } from './sanitizeMailHtml.js';

/** A mail ready to show: its title and its body already sanitized (empty when none). */
export interface InboxMail {
  /** Server id; without one the mail can be shown but not marked read. */
  mailId: string | null;
  title: string;
  safeBodyHtml: string;
}

/** GET /api/player-mail: the oldest unread mail, sanitized, or null when there is none. */
export async function fetchUnreadMail(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<InboxMail | null> {
  const mail = await api.request('/api/player-mail', {
    schema: mailSchema,
    requiresAuth: true,
    signal,
  });
  if (!mail.hasMail) return null;
  const body = mail.body?.trim() ?? '';
  return {
    mailId: mail.mailId ?? null,
    title: mail.title?.trim() ?? '',
    safeBodyHtml: body ? (await sanitizeMailHtml(body)).trim() : '',
  };
}

/** POST /api/player-mail/{mailId}/read: read on every device, so it never opens again. */
export async function markMailRead(api: ApiClient, mailId: string): Promise<void> {
  await api.request(`/api/player-mail/${encodeURIComponent(mailId)}/read`, {
    method: 'POST',
    schema: mailReadResponseSchema,
    requiresAuth: true,
  });
}
