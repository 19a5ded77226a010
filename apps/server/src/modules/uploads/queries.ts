import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { uploads } from '../../db/schema.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;

export async function insertUpload(db: DatabaseOrTransaction, row: NewUploadRow): Promise<void> {
  await db.insert(uploads).values(row);
}

export async function findUpload(
  db: DatabaseOrTransaction,
  uploadId: string,
): Promise<UploadRow | null> {
  const rows = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  return rows[0] ?? null;
}

export async function findUploadByKey(
  db: DatabaseOrTransaction,
  objectKey: string,
): Promise<UploadRow | null> {
  const rows = await db.select().from(uploads).where(eq(uploads.objectKey, objectKey));
  return rows[0] ?? null;
}

/** Uploads the player presigned after `since`. */
export async function countUploadsSince(
  db: DatabaseOrTransaction,
  playerId: string,
  since: Date,
): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(uploads)
    .where(and(eq(uploads.playerId, playerId), gt(uploads.createdAt, since)));
  return rows[0]?.total ?? 0;
}

/**
 * pending → uploading, for one PUT at a time. An `uploading` claim older than `staleBefore`
 * lost its process and may be taken over. Returns the row when this caller got it.
 */
export async function claimUpload(
  db: DatabaseOrTransaction,
  uploadId: string,
  at: Date,
  staleBefore: Date,
): Promise<UploadRow | null> {
  const rows = await db
    .update(uploads)
    .set({ status: 'uploading', updatedAt: at })
    .where(
      and(
        eq(uploads.id, uploadId),
        or(
          eq(uploads.status, 'pending'),
          and(eq(uploads.status, 'uploading'), lt(uploads.updatedAt, staleBefore)),
        ),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** uploading → pending: the body never fully arrived, so the same URL may be tried again. */
export async function releaseUpload(
  db: DatabaseOrTransaction,
  uploadId: string,
  at: Date,
): Promise<void> {
  await db
    .update(uploads)
    .set({ status: 'pending', updatedAt: at })
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'uploading')));
}

/** Marks the upload completed with what the check found; false when it was not in `from`. */
export async function completeUpload(
  db: DatabaseOrTransaction,
  uploadId: string,
  from: 'pending' | 'uploading',
  result: { sizeBytes: number; width: number; height: number },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ status: 'completed', ...result, failureReason: null, updatedAt: at })
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, from)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Marks the upload failed for good, with the reason (kept for support, never served). */
export async function failUpload(
  db: DatabaseOrTransaction,
  uploadId: string,
  from: 'pending' | 'uploading',
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .update(uploads)
    .set({ status: 'failed', failureReason: reason, updatedAt: at })
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, from)));
}
