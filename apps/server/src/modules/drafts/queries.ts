import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { draftGames, players } from '../../db/schema.js';
import type { WorldDesignOutcome } from '../categorize/worldDesigner.js';

export type DraftRow = typeof draftGames.$inferSelect;
export type NewDraft = typeof draftGames.$inferInsert;

/** The last build error kept for operators; longer ones are cut. */
const MAX_ERROR_LENGTH = 2000;

export async function insertDraft(db: DatabaseOrTransaction, draft: NewDraft): Promise<void> {
  await db.insert(draftGames).values(draft);
}

export async function findDraft(db: DatabaseOrTransaction, id: string): Promise<DraftRow | null> {
  const rows = await db.select().from(draftGames).where(eq(draftGames.id, id)).limit(1);
  return rows[0] ?? null;
}

export interface ClaimRequest {
  now: Date;
  leaseUntil: Date;
  /** Names this claim; every later write checks it, so a worker that lost its lease writes nothing. */
  leaseToken: string;
}

/**
 * Claims the oldest draft that is due: queued and available, or building with an expired
 * lease (its worker died). One statement: the row is picked `FOR UPDATE SKIP LOCKED`, so
 * concurrent workers never claim the same draft, and marked building with a new lease and
 * one more attempt. Null when nothing is due.
 */
export async function claimNextDraft(
  db: DatabaseOrTransaction,
  { now, leaseUntil, leaseToken }: ClaimRequest,
): Promise<DraftRow | null> {
  const due = db
    .select({ id: draftGames.id })
    .from(draftGames)
    .where(
      or(
        and(eq(draftGames.status, 'queued'), lte(draftGames.availableAt, now)),
        and(eq(draftGames.status, 'building'), lt(draftGames.leaseUntil, now)),
      ),
    )
    .orderBy(asc(draftGames.availableAt), asc(draftGames.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(draftGames)
    .set({
      status: 'building',
      leaseToken,
      leaseUntil,
      attempts: sql`${draftGames.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(draftGames.id, due))
    .returning();
  return claimed[0] ?? null;
}

/** This claim's draft, still building under its lease. */
const heldBy = (id: string, leaseToken: string) =>
  and(
    eq(draftGames.id, id),
    eq(draftGames.leaseToken, leaseToken),
    eq(draftGames.status, 'building'),
  );

/**
 * Extends the lease of a draft being built; false when another worker claimed it meanwhile
 * (an expired lease nobody took over yet is still this claim's).
 */
export async function renewLease(
  db: DatabaseOrTransaction,
  id: string,
  leaseToken: string,
  leaseUntil: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(draftGames)
    .set({ leaseUntil, updatedAt: now })
    .where(heldBy(id, leaseToken))
    .returning({ id: draftGames.id });
  return rows.length > 0;
}

/**
 * Keeps the world design the first build attempt asked for, so retries build from it without
 * asking the provider again; false when this claim no longer holds the draft.
 */
export async function saveWorldDesign(
  db: DatabaseOrTransaction,
  id: string,
  leaseToken: string,
  outcome: WorldDesignOutcome,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(draftGames)
    .set({ worldDesign: outcome, updatedAt: now })
    .where(heldBy(id, leaseToken))
    .returning({ id: draftGames.id });
  return rows.length > 0;
}

/** Marks the draft completed with its game; false when this claim no longer holds it. */
export async function completeDraft(
  db: DatabaseOrTransaction,
  id: string,
  leaseToken: string,
  gameId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(draftGames)
    .set({ status: 'completed', gameId, leaseToken: null, leaseUntil: null, updatedAt: now })
    .where(heldBy(id, leaseToken))
    .returning({ id: draftGames.id });
  return rows.length > 0;
}

/** Puts a failed draft back in the queue until `availableAt`. */
export async function requeueDraft(
  db: DatabaseOrTransaction,
  id: string,
  leaseToken: string,
  { availableAt, error, now }: { availableAt: Date; error: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(draftGames)
    .set({
      status: 'queued',
      availableAt,
      leaseToken: null,
      leaseUntil: null,
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      updatedAt: now,
    })
    .where(heldBy(id, leaseToken))
    .returning({ id: draftGames.id });
  return rows.length > 0;
}

/** Fails the draft for good with a message for the player; the row, or null when not held. */
export async function failDraft(
  db: DatabaseOrTransaction,
  id: string,
  leaseToken: string,
  { message, error, now }: { message: string; error: string; now: Date },
): Promise<DraftRow | null> {
  const rows = await db
    .update(draftGames)
    .set({
      status: 'failed',
      failureMessage: message,
      leaseToken: null,
      leaseUntil: null,
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      updatedAt: now,
    })
    .where(heldBy(id, leaseToken))
    .returning();
  return rows[0] ?? null;
}

/** The name a player's games are published under. */
export async function findPlayerName(
  db: DatabaseOrTransaction,
  playerId: string,
): Promise<string | null> {
  const rows = await db
    .select({ playerName: players.playerName })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return rows[0]?.playerName ?? null;
}

/** The queue as operators watch it: drafts waiting to be built and since when the oldest waits. */
export interface DraftQueueStats {
  queued: number;
  oldestQueuedAt: Date | null;
}

export async function findDraftQueueStats(db: DatabaseOrTransaction): Promise<DraftQueueStats> {
  const rows = await db
    .select({
      queued: sql<number>`count(*)::int`,
      oldestQueuedAt: sql<string | null>`min(${draftGames.createdAt})`,
    })
    .from(draftGames)
    .where(eq(draftGames.status, 'queued'));
  const row = rows[0];
  return {
    queued: Number(row?.queued ?? 0),
    oldestQueuedAt: row?.oldestQueuedAt ? new Date(row.oldestQueuedAt) : null,
  };
}

/**
 * Gives a draft back to the queue at once when its worker shuts down mid-build: due now, its
 * interrupted attempt not counted. False when this claim no longer holds it.
 */
export async function releaseDraft(
  db: DatabaseOrTransaction,
  id: string,
  leaseToken: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(draftGames)
    .set({
      status: 'queued',
      availableAt: now,
      leaseToken: null,
      leaseUntil: null,
      attempts: sql`greatest(${draftGames.attempts} - 1, 0)`,
      updatedAt: now,
    })
    .where(heldBy(id, leaseToken))
    .returning({ id: draftGames.id });
  return rows.length > 0;
}
