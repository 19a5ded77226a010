import { randomUUID } from 'node:crypto';
import { jsonWebKeySchema, type JsonWebKeyShape } from '@promptplay/contracts';
import { desc, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database } from '../../db/database.js';
import { signingKeys } from '../../db/schema.js';

export const SIGNING_ALGORITHM = 'ES256';

/** Serialises key creation across processes that start together on one database. */
export const SIGNING_KEY_LOCK_ID = 7_166_002;

export interface SigningKeyRing {
  /** The newest key: it signs every new access token. */
  signing: { kid: string; privateKey: CryptoKey };
  /** Public halves of every key, newest first (what /api/.well-known/jwks.json serves). */
  publicKeys: JsonWebKeyShape[];
  /**
   * Reads the keys again (an operator may have rotated them, see `rotateSigningKey`), at
   * most once per RELOAD_MIN_INTERVAL_MS; the fields above then name the newest keys.
   */
  reload?(): Promise<void>;
}

/** A ring reloads at most this often, however many unknown `kid`s arrive. */
const RELOAD_MIN_INTERVAL_MS = 5_000;

export async function createSigningKey(): Promise<typeof signingKeys.$inferInsert> {
  const kid = randomUUID();
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const meta = { kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), ...meta },
    publicJwk: { ...(await exportJWK(publicKey)), ...meta },
  };
}

/**
 * Loads the signing keys, creating the first one on first start. Keys live in the database
 * so every process signs with the same key and tokens survive restarts. The ring can
 * `reload()`: after a rotation the newest key signs and every key left verifies.
 */
export async function loadSigningKeys(db: Database): Promise<SigningKeyRing> {
  const ring = { ...(await readKeyRing(db, true)) } as SigningKeyRing;
  let lastReloadMs = 0;
  let reloading: Promise<void> | null = null;
  ring.reload = () => {
    if (reloading) return reloading;
    if (Date.now() - lastReloadMs < RELOAD_MIN_INTERVAL_MS) return Promise.resolve();
    lastReloadMs = Date.now();
    reloading = readKeyRing(db, false)
      .then((fresh) => {
        ring.signing = fresh.signing;
        ring.publicKeys = fresh.publicKeys;
      })
      .finally(() => {
        reloading = null;
      });
    return reloading;
  };
  return ring;
}

async function readKeyRing(
  db: Database,
  createIfNone: boolean,
): Promise<Pick<SigningKeyRing, 'signing' | 'publicKeys'>> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK_ID})`);
    const existing = await tx.select().from(signingKeys).orderBy(desc(signingKeys.createdAt));
    if (existing.length > 0 || !createIfNone) return existing;
    const created = await tx
      .insert(signingKeys)
      .values(await createSigningKey())
      .returning();
    return created;
  });
  const newest = rows[0];
  if (!newest) throw new Error('No signing key could be loaded');
  const privateKey = await importJWK(newest.privateJwk as JWK, SIGNING_ALGORITHM);
  if (privateKey instanceof Uint8Array) throw new Error('Signing key is not an asymmetric key');
  return {
    signing: { kid: newest.kid, privateKey },
    publicKeys: rows.map((row) => jsonWebKeySchema.parse(row.publicJwk)),
  };
}
