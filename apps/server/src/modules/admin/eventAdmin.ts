import { randomUUID } from 'node:crypto';
import {
  EVENT_INSTANTS,
  eventPhaseAt,
  firstMisorderedInstant,
  MESSAGES,
  type AdminEvent,
  type AdminEventInput,
  type EventSchedule,
} from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database, DatabaseOrTransaction } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { LiveEventRow } from '../events/eventQueries.js';
import {
  deleteEvent,
  findEventById,
  findOverlappingEvent,
  insertEvent,
  listEvents,
  lockEventSchedule,
  updateEvent,
  type LiveEventChanges,
} from '../events/queries.js';
import type { AdminActor } from './adminGuard.js';
import { recordAudit } from './audit.js';

export interface EventAdmin {
  list(): Promise<AdminEvent[]>;
  create(admin: AdminActor, input: AdminEventInput): Promise<AdminEvent>;
  update(admin: AdminActor, id: string, input: AdminEventInput): Promise<AdminEvent>;
  /** Cancels the event (players stop seeing it at once); 404 when there is none. */
  remove(admin: AdminActor, id: string): Promise<AdminEvent>;
}

/** The input's instants as dates, after checking their order (400 naming the first wrong). */
function scheduleOf(input: AdminEventInput): LiveEventChanges {
  const schedule: EventSchedule = {
    previewAt: new Date(input.previewAt),
    startAt: new Date(input.startAt),
    endingSoonAt: new Date(input.endingSoonAt),
    endAt: new Date(input.endAt),
    reviewUntil: new Date(input.reviewUntil),
  };
  const misordered = firstMisorderedInstant(schedule);
  if (misordered) {
    const previous = EVENT_INSTANTS[EVENT_INSTANTS.indexOf(misordered) - 1]!;
    const message = MESSAGES.adminInstantMisordered(misordered, previous);
    throw new AppError('VALIDATION_FAILED', message, [{ field: misordered, message }]);
  }
  return { name: input.name, prize: input.prize, ...schedule };
}

/** The event's fields as the audit log keeps them (ISO instants). */
function auditFields(event: LiveEventChanges): Record<string, string> {
  return {
    name: event.name,
    prize: event.prize,
    ...Object.fromEntries(EVENT_INSTANTS.map((name) => [name, event[name].toISOString()])),
  };
}

/** Refuses a window sharing an instant with another event's (409 with the error body). */
async function assertNoOverlap(
  tx: DatabaseOrTransaction,
  schedule: LiveEventChanges,
  exceptId: string | null,
): Promise<void> {
  const other = await findOverlappingEvent(tx, schedule, exceptId);
  if (!other) return;
  const message = MESSAGES.eventOverlaps(other.name);
  throw new AppError('CONFLICT', message, [
    { field: 'previewAt', message },
    { field: 'reviewUntil', message },
  ]);
}

/**
 * Scheduling Week of Fight events. Every write locks the schedule, checks overlap and writes
 * its audit row in one transaction, so two operators' concurrent creates cannot both win.
 */
export function createEventAdmin(db: Database, clock: Clock): EventAdmin {
  const toAdminEvent = (row: LiveEventRow): AdminEvent => ({
    id: row.id,
    name: row.name,
    prize: row.prize,
    previewAt: row.previewAt.toISOString(),
    startAt: row.startAt.toISOString(),
    endingSoonAt: row.endingSoonAt.toISOString(),
    endAt: row.endAt.toISOString(),
    reviewUntil: row.reviewUntil.toISOString(),
    phase: eventPhaseAt(row, clock.now()),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    async list() {
      return (await listEvents(db)).map(toAdminEvent);
    },

    async create(admin, input) {
      const schedule = scheduleOf(input);
      const row = await db.transaction(async (tx) => {
        await lockEventSchedule(tx);
        await assertNoOverlap(tx, schedule, null);
        const now = clock.now();
        const created = await insertEvent(tx, {
          id: randomUUID(),
          ...schedule,
          createdBy: admin.playerId,
          createdAt: now,
          updatedAt: now,
        });
        await recordAudit(tx, clock, admin, {
          action: 'event.create',
          targetId: created.id,
          details: auditFields(created),
        });
        return created;
      });
      return toAdminEvent(row);
    },

    async update(admin, id, input) {
      const schedule = scheduleOf(input);
      const row = await db.transaction(async (tx) => {
        await lockEventSchedule(tx);
        const before = await findEventById(tx, id);
        if (!before) throw new AppError('NOT_FOUND', MESSAGES.eventNotFound);
        await assertNoOverlap(tx, schedule, id);
        const updated = await updateEvent(tx, id, { ...schedule, updatedAt: clock.now() });
        if (!updated) throw new AppError('NOT_FOUND', MESSAGES.eventNotFound);
        await recordAudit(tx, clock, admin, {
          action: 'event.update',
          targetId: id,
          details: { before: auditFields(before), after: auditFields(updated) },
        });
        return updated;
      });
      return toAdminEvent(row);
    },

    async remove(admin, id) {
      const row = await db.transaction(async (tx) => {
        await lockEventSchedule(tx);
        const deleted = await deleteEvent(tx, id);
        if (!deleted) throw new AppError('NOT_FOUND', MESSAGES.eventNotFound);
        await recordAudit(tx, clock, admin, {
          action: 'event.delete',
          targetId: id,
          details: auditFields(deleted),
        });
        return deleted;
      });
      return toAdminEvent(row);
    },
  };
}
