/** A stored object as read back: bytes plus the content type it is served with. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Object storage for media and world files. Keys are relative paths like
 * `games/<id>/hero.png` or `worlds/<id>.json`. Local disk by default; an S3-compatible
 * bucket implements the same interface at scale.
 */
export interface ObjectStorage {
  /** Writes atomically: readers see the old object, no object, or the whole new one. */
  putObject(key: string, body: Buffer | string, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  getObject(key: string): Promise<StoredObject | null>;
  hasObject(key: string): Promise<boolean>;
  deleteObject(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;
/** A file name's limit on common file systems (ext4, APFS, NTFS: 255). */
const MAX_SEGMENT_LENGTH = 255;

/**
 * True for keys that are plain relative paths (no `..`, no empty or hidden segments) that any
 * file system can hold.
 */
export function isSafeObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 500 || !SAFE_KEY.test(key)) return false;
  return key
    .split('/')
    .every((segment) => !segment.startsWith('.') && segment.length <= MAX_SEGMENT_LENGTH);
}
