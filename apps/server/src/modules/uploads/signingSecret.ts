import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { serverSecrets } from '../../db/schema.js';

const UPLOAD_SECRET_NAME = 'upload-url-signing';

/**
 * The secret that signs local upload URLs: UPLOAD_SIGNING_SECRET when configured, else one
 * made on first use and kept in the database, so every process and restart agrees on it.
 * Loaded once, lazily (the database may not be needed until the first upload).
 */
export function uploadSigningSecret(db: Database, configured: string | undefined) {
  let secret: Promise<string> | undefined;
  return (): Promise<string> => {
    if (configured) return Promise.resolve(configured);
    secret ??= loadOrCreate(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}

async function loadOrCreate(db: Database): Promise<string> {
  // Two processes starting at once both insert; the first one wins and both read it back.
  await db
    .insert(serverSecrets)
    .values({ name: UPLOAD_SECRET_NAME, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db
    .select({ secret: serverSecrets.secret })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, UPLOAD_SECRET_NAME));
  const row = rows[0];
  if (!row) throw new Error('The upload signing secret could not be stored');
  return row.secret;
}
