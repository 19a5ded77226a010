import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { createBuiltFileReader } from '../builtFileReader.js';

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
  return createBuiltFileReader<string | null>(
    join(runtimeDistDir, OFFLINE_RUNTIME_SCRIPT),
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    null,
  );
}
