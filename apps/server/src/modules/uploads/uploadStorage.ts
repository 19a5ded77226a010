import type { UploadImageType } from './imageCheck.js';

/** What a presigned PUT URL is for: one object, one type and size, until one moment. */
export interface PresignPutInput {
  uploadId: string;
  key: string;
  contentType: UploadImageType;
  size: number;
  expiresAt: Date;
}

/** An object larger than the reader was willing to load. */
export const TOO_LARGE = 'too_large';

/**
 * Where uploaded images go: the data directory through our own signed PUT route, or an
 * S3-compatible bucket the client PUTs to directly. The service checks the bytes either way.
 */
export interface UploadStorage {
  /**
   * `server`: the PUT lands on our `/api/upload/blob/:id` route, which checks and stores the
   * bytes. `direct`: the PUT goes to the bucket; the bytes are checked on `confirm`.
   */
  readonly route: 'server' | 'direct';
  /** The URL the client PUTs the file to. */
  presignPut(input: PresignPutInput): Promise<string>;
  /** Where players read the stored object (the game's `referenceImageUrl`). */
  publicUrl(key: string): string;
  /** The object key behind one of our public URLs, or null when it is not one. */
  keyOfPublicUrl(url: string): string | null;
  /** The object's bytes; null when absent; TOO_LARGE when over `maxBytes` (not loaded). */
  read(key: string, maxBytes: number): Promise<Buffer | null | typeof TOO_LARGE>;
  /** Stores checked bytes atomically under `key`. */
  write(key: string, body: Buffer, contentType: UploadImageType): Promise<void>;
  remove(key: string): Promise<void>;
}
