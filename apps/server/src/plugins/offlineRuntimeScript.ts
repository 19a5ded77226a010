import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The one-file runtime the offline runtime page holds inline (packages/runtime, `npm run build`). */
export const OFFLINE_RUNTIME_SCRIPT = 'offline.js';

/**
 * Reads the CSP source admitting the runtime's offline page (`'sha256-…'` of its inline
 * script), or null while the runtime is not built; hashed again only when a rebuild replaced
 * the file. Offline, the host page puts that page in the sandboxed frame's `srcdoc`, which
 * runs under the host page's policy (apps/web/README.md "Installable"); the hash admits
 * exactly this build's runtime and nothing else inline.
 */
export function createOfflineRuntimeScriptReader(runtimeDistDir: string): () => string | null {
  const path = join(runtimeDistDir, OFFLINE_RUNTIME_SCRIPT);
  let cached: { modifiedAt: number; source: string | null } | undefined;
  return () => {
    const modifiedAt = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (modifiedAt === undefined) return null;
    if (cached?.modifiedAt !== modifiedAt) {
      let source: string | null = null;
      try {
        source = `'sha256-${createHash('sha256').update(readFileSync(path)).digest('base64')}'`;
      } catch {
        // Being rewritten right now: admit nothing until it is complete.
      }
      cached = { modifiedAt, source };
    }
    return cached.source;
  };
}
