import { readFileSync, statSync } from 'node:fs';

/**
 * Reads a file the build writes (the web app's index.html, the runtime's manifest or offline
 * script) and derives what the server needs from it, again only when a rebuild replaced the
 * file. `absent` while the file is missing, or while it is being rewritten (`derive` threw on
 * a half-written file): the next call after the rewrite reads it again.
 */
export function createBuiltFileReader<T>(
  path: string,
  derive: (contents: Buffer) => T,
  absent: T,
): () => T {
  let cached: { modifiedAt: number; value: T } | undefined;
  return () => {
    const modifiedAt = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (modifiedAt === undefined) return absent;
    if (cached?.modifiedAt !== modifiedAt) {
      let value = absent;
      try {
        value = derive(readFileSync(path));
      } catch {
        // Being rewritten right now: nothing until it is complete.
      }
      cached = { modifiedAt, value };
    }
    return cached.value;
  };
}
