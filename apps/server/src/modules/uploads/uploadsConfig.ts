/** An S3-compatible bucket that takes uploads directly (MinIO, R2, AWS S3...). */
export interface S3UploadConfig {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Where players read objects from (a CDN); undefined → `${endpoint}/${bucket}`. */
  publicUrl: string | undefined;
}

/** Upload settings from the environment (see config.ts). */
export interface UploadsConfig {
  /** Secret for local upload URLs; undefined → one made on first use and kept in the database. */
  signingSecret: string | undefined;
  /** null → uploads go through our own server into the data directory. */
  s3: S3UploadConfig | null;
}

/**
 * The origins the browser talks to for uploads besides ours: it PUTs to the bucket's endpoint
 * and shows photos from its public URL. Empty with local storage.
 *
 * @example storageOriginsOf({ signingSecret: undefined, s3: { endpoint: 'https://s3.example', publicUrl: 'https://cdn.example/photos', … } })
 * // => { upload: ['https://s3.example'], read: ['https://cdn.example'] }
 */
export function storageOriginsOf(config: UploadsConfig | undefined): {
  upload: string[];
  read: string[];
} {
  const s3 = config?.s3;
  if (!s3) return { upload: [], read: [] };
  return {
    upload: [new URL(s3.endpoint).origin],
    read: [new URL(s3.publicUrl ?? s3.endpoint).origin],
  };
}
