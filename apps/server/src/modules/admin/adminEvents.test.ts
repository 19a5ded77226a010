import {
  adminAuditListSchema,
  adminEventListSchema,
  adminEventSchema,
  eventDataSchema,
  type AdminEventInput,
} from '@promptplay/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { liveEvents } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import type { TestPlayer } from '../../testing/testPlayers.js';
import { buildAdminApp, createTestAdmin } from './adminTestKit.js';

const DAY = 86_400_000;

/** The suite's clock when it starts (the harness's); tokens live 15 minutes from it. */
const NOW = Date.parse('2025-06-01T10:00:00Z');

/** An event previewed `startDay` days from now, lasting 10 days from preview to review end. */
function eventAt(startDay: number, name = `Event ${startDay}`): AdminEventInput {
  const base = NOW + startDay * DAY;
  const iso = (days: number) => new Date(base + days * DAY).toISOString();
  return {
    name,
    prize: 'A game console',
    previewAt: iso(0),
    startAt: iso(1),
    endingSoonAt: iso(7),
    endAt: iso(8),
    reviewUntil: iso(10),
  };
}

describeEachDatabase('admin events', (context) => {
  let app: App;
  let admin: TestPlayer;

  beforeAll(async () => {
    app = await buildAdminApp(context());
    admin = await createTestAdmin(context());
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: admin.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async () => {
    const response = await app.inject({ url: '/api/admin/events', headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return adminEventListSchema.parse(response.json()).events;
  };

  describe('create, read, update, delete', () => {
    it('schedules an event, lists it with its phase, edits it and cancels it', async () => {
      // Previewed two days ago, started yesterday: live now.
      const created = await send('POST', '/api/admin/events', eventAt(-2, 'Week of Fight'));
      expect(created.statusCode, created.body).toBe(200);
      const event = adminEventSchema.parse(created.json());
      expect(event).toMatchObject({ ...eventAt(-2, 'Week of Fight'), phase: 'NormalActive' });
      expect(await list()).toEqual([event]);

      // The players' view follows at once.
      const live = eventDataSchema.parse((await app.inject({ url: '/api/player-event' })).json());
      expect(live).toMatchObject({ hasEvent: true, phase: 'NormalActive', eventId: event.id });

      // Moved to start in an hour: back to Preview.
      const edited = {
        ...eventAt(-2, 'Week of Fight II'),
        startAt: new Date(NOW + 3_600_000).toISOString(),
        prize: 'Two consoles',
      };
      const updated = await send('PUT', `/api/admin/events/${event.id}`, edited);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(adminEventSchema.parse(updated.json())).toMatchObject({
        ...edited,
        id: event.id,
        phase: 'Preview',
      });

      const deleted = await send('DELETE', `/api/admin/events/${event.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await list()).toEqual([]);
      const none = eventDataSchema.parse((await app.inject({ url: '/api/player-event' })).json());
      expect(none.hasEvent).toBe(false);

      const audit = await app.inject({ url: '/api/admin/audit', headers: admin.headers });
      const entries = adminAuditListSchema.parse(audit.json()).entries;
      const mine = entries.filter((entry) => entry.targetId === event.id);
      expect(mine.map((entry) => entry.action).sort()).toEqual([
        'event.create',
        'event.delete',
        'event.update',
      ]);
      for (const entry of mine) {
        expect(entry).toMatchObject({ adminPlayerId: admin.playerId, adminName: 'Olga Operator' });
      }
      const update = mine.find((entry) => entry.action === 'event.update');
      expect(update?.details).toMatchObject({
        before: { name: 'Week of Fight' },
        after: { name: 'Week of Fight II', prize: 'Two consoles' },
      });
    });

    it('answers 404 for an unknown event on edit and cancel', async () => {
      expectApiError(await send('PUT', '/api/admin/events/nope', eventAt(50)), 404, 'NOT_FOUND');
      expectApiError(await send('DELETE', '/api/admin/events/nope'), 404, 'NOT_FOUND');
    });
  });

  describe('the order of the five instants', () => {
    const fields = ['startAt', 'endingSoonAt', 'endAt', 'reviewUntil'] as const;
    it.each(fields)('refuses %s not after the instant before it, naming it', async (field) => {
      const input = eventAt(100);
      const order = ['previewAt', ...fields] as const;
      const previous = order[order.indexOf(field) - 1]!;
      const bad = { ...input, [field]: input[previous] };
      expectApiError(await send('POST', '/api/admin/events', bad), 400, 'VALIDATION_FAILED', field);
    });

    it('refuses a misordered edit too, leaving the event as it was', async () => {
      const created = adminEventSchema.parse(
        (await send('POST', '/api/admin/events', eventAt(120))).json(),
      );
      const bad = { ...eventAt(120), endAt: eventAt(120).previewAt };
      const response = await send('PUT', `/api/admin/events/${created.id}`, bad);
      expectApiError(response, 400, 'VALIDATION_FAILED', 'endAt');
      expect((await list()).find((event) => event.id === created.id)).toEqual(created);
    });
  });

  describe('one event at a time', () => {
    it('refuses an overlapping event with 409 and allows touching windows', async () => {
      const first = await send('POST', '/api/admin/events', eventAt(200, 'First'));
      expect(first.statusCode, first.body).toBe(200);

      const overlapping = await send('POST', '/api/admin/events', eventAt(209, 'Late'));
      const body = expectApiError(overlapping, 409, 'CONFLICT', 'previewAt');
      expect(body.message).toContain('First');
      const inside = { ...eventAt(195, 'Around'), reviewUntil: eventAt(230).reviewUntil };
      expectApiError(await send('POST', '/api/admin/events', inside), 409, 'CONFLICT');

      // The next one's preview starts exactly when the first one's review ends: fine.
      const touching = await send('POST', '/api/admin/events', eventAt(210, 'Next'));
      expect(touching.statusCode, touching.body).toBe(200);
      // And one ending exactly when the first one's preview starts.
      const before = await send('POST', '/api/admin/events', eventAt(190, 'Before'));
      expect(before.statusCode, before.body).toBe(200);
    });

    it('lets an event be edited in place but not onto another one', async () => {
      const a = adminEventSchema.parse(
        (await send('POST', '/api/admin/events', eventAt(300))).json(),
      );
      await send('POST', '/api/admin/events', eventAt(320));
      const later = { ...eventAt(301), name: 'Shifted a day' };
      const shifted = await send('PUT', `/api/admin/events/${a.id}`, later);
      expect(shifted.statusCode, shifted.body).toBe(200);
      const onto = await send('PUT', `/api/admin/events/${a.id}`, eventAt(315));
      expectApiError(onto, 409, 'CONFLICT');
    });

    it('lets only one of many concurrent overlapping creates win', async () => {
      const ctx = context();
      const attempts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          send('POST', '/api/admin/events', eventAt(400 + i, `Racer ${i}`)),
        ),
      );
      const statuses = attempts.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      const rows = await ctx.db.select({ name: liveEvents.name }).from(liveEvents);
      expect(rows.filter((row) => row.name.startsWith('Racer'))).toHaveLength(1);
    });
  });

  describe('bad input', () => {
    it.each([
      ['name', { ...eventAt(500), name: ' ' }],
      ['prize', { ...eventAt(500), prize: '' }],
      ['previewAt', { ...eventAt(500), previewAt: 'tomorrow' }],
      ['startAt', { ...eventAt(500), startAt: undefined }],
      ['reviewUntil', { ...eventAt(500), reviewUntil: 5 }],
    ])('answers 400 naming %s', async (field, payload) => {
      expectApiError(
        await send('POST', '/api/admin/events', payload),
        400,
        'VALIDATION_FAILED',
        field,
      );
      const put = await send('PUT', '/api/admin/events/some-id', payload);
      expectApiError(put, 400, 'VALIDATION_FAILED', field);
    });
  });
});
