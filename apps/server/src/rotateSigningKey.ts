import { loadConfig } from './config.js';
import { createDatabase } from './db/createDatabase.js';
import { rotateSigningKey } from './modules/auth/signingKeyRotation.js';

/**
 * `npm run rotate-signing-key`: the operator's access-token key rotation, against the
 * configured database (DATABASE_URL; the embedded one under DATA_DIR only with the server
 * stopped). Running servers sign with the new key within a minute; old keys verify until
 * their tokens expire.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // The embedded database is one process's: opening it beside a running server corrupts it.
  if (!config.databaseUrl && !process.argv.includes('--server-stopped')) {
    throw new Error(
      'Without DATABASE_URL the key lives in the embedded database: stop the server, then run ' +
        '`npm run rotate-signing-key -- --server-stopped`.',
    );
  }
  const database = await createDatabase(config);
  try {
    await database.migrate();
    const rotation = await rotateSigningKey(database.db);
    console.log(`New signing key ${rotation.kid}.`);
    console.log(`Keys in the JWKS: ${rotation.kept.join(', ')}.`);
    if (rotation.pruned.length > 0)
      console.log(`Removed expired keys: ${rotation.pruned.join(', ')}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Rotating the signing key failed:', error);
  process.exit(1);
});
