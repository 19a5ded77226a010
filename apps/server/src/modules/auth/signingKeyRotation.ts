import { desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { signingKeys } from '../../db/schema.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './accessTokens.js';
import { createSigningKey, SIGNING_KEY_LOCK_ID } from './signingKeys.js';

/** How often a running process reads the keys again, so it starts signing with a new one. */
export const SIGNING_KEY_REFRESH_MS = 60_000;

/**
 * A key stays until every token it signed has expired: the access-token lifetime after its
 * successor was created, plus one refresh interval (processes sign with the old key until
 * they notice the new one).
 */
const RETIRED_KEY_GRACE_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + SIGNING_KEY_REFRESH_MS;

export interface SigningKeyRotation {
  /** The new key: every process signs with it once it reloads (within a minute). */
  kid: string;
  /** Keys kept to verify tokens they signed, newest first (the new key included). */
  kept: string[];
  /** Keys removed: every token they signed has expired. */
  pruned: string[];
}

/**
 * The operator's key rotation (`npm run rotate-signing-key`): adds a new signing key and
 * removes the keys whose successor is older than RETIRED_KEY_GRACE_MS. Running processes
 * pick the new key up within SIGNING_KEY_REFRESH_MS, and at once when a token it signed
 * reaches them; until their tokens expire, old keys keep verifying and stay in the JWKS.
 * Times are the database's (`created_at` defaults to its `now()`).
 */
export async function rotateSigningKey(db: Database): Promise<SigningKeyRotation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK_ID})`);
    const [created] = await tx
      .insert(signingKeys)
      .values(await createSigningKey())
      .returning();
    if (!created) throw new Error('The new signing key was not stored');
    const rows = await tx
      .select({ kid: signingKeys.kid, createdAt: signingKeys.createdAt })
      .from(signingKeys)
      .orderBy(desc(signingKeys.createdAt));
    const retired = rows.filter((_row, index) => {
      const successor = rows[index - 1];
      return (
        successor !== undefined &&
        successor.createdAt.getTime() + RETIRED_KEY_GRACE_MS <= created.createdAt.getTime()
      );
    });
    const pruned = retired.map((row) => row.kid);
    if (pruned.length > 0) await tx.delete(signingKeys).where(inArray(signingKeys.kid, pruned));
    return {
      kid: created.kid,
      kept: rows.map((row) => row.kid).filter((kid) => !pruned.includes(kid)),
      pruned,
    };
  });
}

/** Reloads `ring` every SIGNING_KEY_REFRESH_MS; returns the function that stops it. */
export function keepSigningKeysFresh(
  ring: { reload?(): Promise<void> },
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    ring.reload?.().catch(onError);
  }, SIGNING_KEY_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
