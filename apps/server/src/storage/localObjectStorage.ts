import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeForKey } from './contentTypes.js';
import { isSafeObjectKey, type ObjectStorage, type StoredObject } from './objectStorage.js';

/** No file, or a path that cannot name one ("a.png/b" under a file): nothing stored there. */
const NO_OBJECT_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

function isMissingFile(error: unknown): boolean {
  return NO_OBJECT_CODES.has((error as NodeJS.ErrnoException | undefined)?.code ?? '');
}

/**
 * Object storage in a local folder (`${DATA_DIR}/objects`). The content type is derived from
 * the key's extension, so callers must name keys with the right extension (`.png`, `.json`).
 */
export function createLocalObjectStorage(rootDir: string): ObjectStorage {
  function pathOf(key: string): string {
    if (!isSafeObjectKey(key)) throw new Error(`Unsafe object key: ${key}`);
    return join(rootDir, key);
  }

  return {
    async putObject(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write beside the target and rename: a crash never leaves a half-written object.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },

    async getObject(key): Promise<StoredObject | null> {
      if (!isSafeObjectKey(key)) return null;
      try {
        const body = await readFile(join(rootDir, key));
        return { body, contentType: contentTypeForKey(key) };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async hasObject(key) {
      if (!isSafeObjectKey(key)) return false;
      try {
        return (await stat(join(rootDir, key))).isFile();
      } catch (error) {
        if (isMissingFile(error)) return false;
        throw error;
      }
    },

    async deleteObject(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
