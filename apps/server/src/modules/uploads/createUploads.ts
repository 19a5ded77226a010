import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { ObjectStorage } from '../../storage/objectStorage.js';
import { createLocalUploadStorage } from './localUploadStorage.js';
import { createS3UploadStorage } from './s3UploadStorage.js';
import { createUploadService, type UploadService } from './service.js';
import { uploadSigningSecret } from './signingSecret.js';
import { createUploadUrlSigner } from './uploadUrlSigner.js';

export interface CreateUploadsDeps {
  config: Partial<Pick<Config, 'uploads' | 'dataDir'>>;
  db: Database;
  /** The app's object storage (local uploads are stored and served from it). */
  storage: ObjectStorage;
  clock: Clock;
}

/**
 * The upload service for this configuration: an S3-compatible bucket when `S3_*` is set,
 * else our own signed PUT route writing into the data directory. Bodies are staged under
 * `${DATA_DIR}/upload-staging` (the OS temp folder when no data directory is given).
 */
export function createUploads({ config, db, storage, clock }: CreateUploadsDeps): UploadService {
  const signer = createUploadUrlSigner(
    uploadSigningSecret(db, config.uploads?.signingSecret),
    clock,
  );
  const s3 = config.uploads?.s3 ?? null;
  return createUploadService({
    db,
    clock,
    signer,
    storage: s3 ? createS3UploadStorage(s3, clock) : createLocalUploadStorage(storage, signer),
    stagingDir: join(config.dataDir ?? join(tmpdir(), 'promptplay'), 'upload-staging'),
  });
}
