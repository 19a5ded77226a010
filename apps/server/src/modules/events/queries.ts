import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { liveEvents } from '../../db/schema.js';
import type { LiveEventRow } from './eventQueries.js';

export type NewLiveEvent = typeof liveEvents.$inferInsert;
/** What an operator sets on an event (PUT replaces all of it). */
export type LiveEventChanges = Pick<
  NewLiveEvent,
  'name' | 'prize' | 'previewAt' | 'startAt' | 'endingSoonAt' | 'endAt' | 'reviewUntil'
>;

/** Every event, in schedule order. */
export async function listEvents(db: DatabaseOrTransaction): Promise<LiveEventRow[]> {
  return db.select().from(liveEvents).orderBy(asc(liveEvents.previewAt), asc(liveEvents.id));
}

export async function findEventById(
  db: DatabaseOrTransaction,
  id: string,
): Promise<LiveEventRow | null> {
  const rows = await db.select().from(liveEvents).where(eq(liveEvents.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Serialises schedule writes until the transaction ends: SHARE ROW EXCLUSIVE conflicts with
 * itself and with every write, but not with plain reads, so players keep reading the event
 * while two operators' overlapping creates run one after the other (the second sees the
 * first and gets its 409). Call first thing in the transaction.
 */
export async function lockEventSchedule(tx: DatabaseOrTransaction): Promise<void> {
  await tx.execute(sql`lock table ${liveEvents} in share row exclusive mode`);
}

/**
 * An event whose window [previewAt, reviewUntil) shares an instant with this one, other
 * than `exceptId`. Touching windows (one's reviewUntil is the next one's previewAt) do not.
 */
export async function findOverlappingEvent(
  db: DatabaseOrTransaction,
  window: { previewAt: Date; reviewUntil: Date },
  exceptId: string | null,
): Promise<LiveEventRow | null> {
  const overlaps = and(
    lt(liveEvents.previewAt, window.reviewUntil),
    gt(liveEvents.reviewUntil, window.previewAt),
  );
  const rows = await db
    .select()
    .from(liveEvents)
    .where(exceptId ? and(overlaps, ne(liveEvents.id, exceptId)) : overlaps)
    .orderBy(asc(liveEvents.previewAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertEvent(
  db: DatabaseOrTransaction,
  event: NewLiveEvent,
): Promise<LiveEventRow> {
  const rows = await db.insert(liveEvents).values(event).returning();
  return rows[0]!;
}

/** Replaces the operator's fields; null when the event is gone. */
export async function updateEvent(
  db: DatabaseOrTransaction,
  id: string,
  changes: LiveEventChanges & { updatedAt: Date },
): Promise<LiveEventRow | null> {
  const rows = await db.update(liveEvents).set(changes).where(eq(liveEvents.id, id)).returning();
  return rows[0] ?? null;
}

/** Deletes the event and returns it; null when there was none. */
export async function deleteEvent(
  db: DatabaseOrTransaction,
  id: string,
): Promise<LiveEventRow | null> {
  const rows = await db.delete(liveEvents).where(eq(liveEvents.id, id)).returning();
  return rows[0] ?? null;
}
