import { and, gt, lte } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { liveEvents } from '../../db/schema.js';

export type LiveEventRow = typeof liveEvents.$inferSelect;

/**
 * The event whose window [previewAt, reviewUntil) holds `instant`, or null. Events never
 * overlap (the admin service refuses it), so there is at most one.
 */
export async function findEventAt(
  db: DatabaseOrTransaction,
  instant: Date,
): Promise<LiveEventRow | null> {
  const rows = await db
    .select()
    .from(liveEvents)
    .where(and(lte(liveEvents.previewAt, instant), gt(liveEvents.reviewUntil, instant)))
    .limit(1);
  return rows[0] ?? null;
}
