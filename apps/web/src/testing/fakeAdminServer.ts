import type {
  AdminAuditEntry,
  AdminOgpOverview,
  AdminEvent,
  AdminEventInput,
  AdminGameVisibility,
  AdminMailInput,
  AdminMailSent,
} from '@promptplay/contracts';
import type { Mock } from 'vitest';
import { respond, type FakeAnswer } from './fakeAccountServer.js';

/**
 * How the fake server answers the operator console's calls (/api/admin/*). It keeps events
 * and an audit entry per action in memory, so a test sees the list change after a write.
 * Without these options the caller is not an admin.
 */
export interface FakeAdminOptions {
  /** GET /api/admin/me; true by default. */
  isAdmin?: () => FakeAnswer<boolean>;
  /** The events listed at first. */
  events?: AdminEvent[];
  /** Overrides POST /api/admin/events (by default it is added to the list). */
  scheduleEvent?: (input: AdminEventInput) => FakeAnswer<AdminEvent>;
  updateEvent?: (id: string, input: AdminEventInput) => FakeAnswer<AdminEvent>;
  mail?: (input: AdminMailInput) => FakeAnswer<AdminMailSent>;
  hide?: (gameId: string, reason: string) => FakeAnswer<AdminGameVisibility>;
  restore?: (gameId: string) => FakeAnswer<AdminGameVisibility>;
  /** The audit entries at first. */
  audit?: AdminAuditEntry[];
  /** GET /api/admin/ogp; nothing registered or sent by default. */
  ogp?: () => FakeAnswer<AdminOgpOverview>;
}

const NO_POINTS = { rounds: 0, points: 0 };

const CREATED_AT = '2026-03-01T08:00:00.000Z';

/** A valid admin event: a week starting 2026-03-02 09:00 UTC, phase as given. */
export function makeAdminEvent(id: string, overrides: Partial<AdminEvent> = {}): AdminEvent {
  return {
    id,
    name: `Week of Fight ${id}`,
    prize: 'A golden glove',
    previewAt: '2026-03-01T09:00:00.000Z',
    startAt: '2026-03-02T09:00:00.000Z',
    endingSoonAt: '2026-03-08T09:00:00.000Z',
    endAt: '2026-03-09T09:00:00.000Z',
    reviewUntil: '2026-03-11T09:00:00.000Z',
    phase: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

function jsonBody<T>(init: RequestInit | undefined): T {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as T;
}

/** An answerer for /api/admin/* with its own memory; null for other paths. */
export function createAdminAnswerer(options: FakeAdminOptions | undefined) {
  let events = [...(options?.events ?? [])];
  const audit = [...(options?.audit ?? [])];
  let nextId = 1;
  const record = (action: string, targetId: string | null, details: Record<string, unknown>) => {
    audit.unshift({
      id: `audit-${audit.length + 1}`,
      adminPlayerId: 'p1',
      adminName: 'Ada',
      action,
      targetId,
      details,
      createdAt: new Date().toISOString(),
    });
  };

  return (url: URL, method: string, init: RequestInit | undefined): Promise<Response> | null => {
    const path = url.pathname;
    if (!path.startsWith('/api/admin/')) return null;
    if (path === '/api/admin/me') {
      const isAdmin = options ? (options.isAdmin?.() ?? true) : false;
      return respond(isAdmin, (answer) => ({ isAdmin: answer }));
    }
    if (path === '/api/admin/events' && method === 'GET') return respond({ events });
    if (path === '/api/admin/events' && method === 'POST') {
      const input = jsonBody<AdminEventInput>(init);
      const answer =
        options?.scheduleEvent?.(input) ?? makeAdminEvent(`e${nextId++}`, { ...input });
      if (typeof answer === 'object' && 'id' in answer) {
        events = [...events, answer];
        record('event.create', answer.id, { name: answer.name });
      }
      return respond(answer);
    }
    const eventMatch = /^\/api\/admin\/events\/([^/]+)$/.exec(path);
    if (eventMatch) {
      const id = decodeURIComponent(eventMatch[1] ?? '');
      const existing = events.find((event) => event.id === id);
      if (!existing) return respond(404);
      if (method === 'DELETE') {
        events = events.filter((event) => event.id !== id);
        record('event.delete', id, { name: existing.name });
        return respond(null);
      }
      const input = jsonBody<AdminEventInput>(init);
      const answer = options?.updateEvent?.(id, input) ?? {
        ...existing,
        ...input,
        updatedAt: new Date().toISOString(),
      };
      if (typeof answer === 'object' && 'id' in answer) {
        events = events.map((event) => (event.id === id ? answer : event));
        record('event.update', id, { name: answer.name });
      }
      return respond(answer);
    }
    if (path === '/api/admin/mail' && method === 'POST') {
      const input = jsonBody<AdminMailInput>(init);
      const answer = options?.mail?.(input) ?? { mailId: 'mail-1', body: input.body };
      record('mail.send', input.playerId ?? null, { title: input.title });
      return respond(answer);
    }
    const gameMatch = /^\/api\/admin\/games\/([^/]+)\/(hide|restore)$/.exec(path);
    if (gameMatch && method === 'POST') {
      const gameId = decodeURIComponent(gameMatch[1] ?? '');
      if (gameMatch[2] === 'hide') {
        const { reason } = jsonBody<{ reason: string }>(init);
        record('game.hide', gameId, { reason });
        return respond(
          options?.hide?.(gameId, reason) ?? { gameId, hidden: true, hiddenReason: reason },
        );
      }
      record('game.restore', gameId, {});
      return respond(options?.restore?.(gameId) ?? { gameId, hidden: false, hiddenReason: null });
    }
    if (path === '/api/admin/audit') return respond({ entries: audit });
    if (path === '/api/admin/ogp') {
      return respond(
        options?.ogp?.() ?? {
          configured: true,
          games: [],
          points: {
            held: NO_POINTS,
            queued: NO_POINTS,
            sent: NO_POINTS,
            failed: NO_POINTS,
            expired: NO_POINTS,
          },
          lastError: null,
        },
      );
    }
    return respond(404);
  };
}

/** A call the fake server received: method, path and JSON body (undefined without one). */
export interface ReceivedCall {
  method: string;
  path: string;
  body: unknown;
}

/** Every call a fake server's fetch received, in order. */
export function receivedCalls(fetchMock: Mock<typeof fetch>): ReceivedCall[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return { method: init?.method ?? 'GET', path: new URL(url, 'http://localhost').pathname, body };
  });
}
