import {
  adminAuditListSchema,
  adminEventListSchema,
  adminEventSchema,
  adminGameVisibilitySchema,
  adminMailSentSchema,
  adminWhoAmISchema,
  type AdminAuditEntry,
  type AdminEvent,
  type AdminEventInput,
  type AdminGameVisibility,
  type AdminMailInput,
  type AdminMailSent,
} from '@promptplay/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api/apiClient.js';

/** Query keys of the operator console (only this page reads them). */
export const adminQueryKeys = {
  all: ['admin'] as const,
  me: (playerId: string) => ['admin', 'me', playerId] as const,
  events: ['admin', 'events'] as const,
  audit: ['admin', 'audit'] as const,
};

/** GET /api/admin/me: may this player open the console? */
export async function fetchIsAdmin(api: ApiClient, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.request('/api/admin/me', {
    schema: adminWhoAmISchema,
    requiresAuth: true,
    signal,
  });
  return answer.isAdmin;
}

export async function fetchAdminEvents(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<AdminEvent[]> {
  const answer = await api.request('/api/admin/events', {
    schema: adminEventListSchema,
    requiresAuth: true,
    signal,
  });
  return answer.events;
}

// Writes are never retried: a retried POST could schedule or send twice.

export function scheduleEvent(api: ApiClient, input: AdminEventInput): Promise<AdminEvent> {
  return api.request('/api/admin/events', {
    method: 'POST',
    schema: adminEventSchema,
    json: input,
    requiresAuth: true,
    retry: false,
  });
}

export function updateEvent(
  api: ApiClient,
  id: string,
  input: AdminEventInput,
): Promise<AdminEvent> {
  return api.request(`/api/admin/events/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: adminEventSchema,
    json: input,
    requiresAuth: true,
    retry: false,
  });
}

/** DELETE answers 204 or a body we do not need. */
export async function cancelEvent(api: ApiClient, id: string): Promise<void> {
  await api.request(`/api/admin/events/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.unknown(),
    requiresAuth: true,
    retry: false,
  });
}

export function sendMail(api: ApiClient, input: AdminMailInput): Promise<AdminMailSent> {
  return api.request('/api/admin/mail', {
    method: 'POST',
    schema: adminMailSentSchema,
    json: input,
    requiresAuth: true,
    retry: false,
  });
}

export function setGameHidden(
  api: ApiClient,
  gameId: string,
  hide: { reason: string } | null,
): Promise<AdminGameVisibility> {
  const path = `/api/admin/games/${encodeURIComponent(gameId)}/${hide ? 'hide' : 'restore'}`;
  return api.request(path, {
    method: 'POST',
    schema: adminGameVisibilitySchema,
    ...(hide ? { json: hide } : {}),
    requiresAuth: true,
    retry: false,
  });
}

export async function fetchAudit(api: ApiClient, signal?: AbortSignal): Promise<AdminAuditEntry[]> {
  const answer = await api.request('/api/admin/audit', {
    schema: adminAuditListSchema,
    requiresAuth: true,
    signal,
  });
  return answer.entries;
}
