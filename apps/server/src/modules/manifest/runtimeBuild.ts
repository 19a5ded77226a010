import { join } from 'node:path';
import { createBuiltFileReader } from '../../builtFileReader.js';
import { z } from 'zod';

/** The parts of Vite's `.vite/manifest.json` the game manifest needs. */
const viteManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string().min(1),
    name: z.string().optional(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
);

export interface RuntimeBuildFiles {
  /** The chunk holding the game framework (Phaser), or the entry when it is not split out. */
  frameworkFile: string;
  /** The runtime's entry script. */
  codeFile: string;
}

const FRAMEWORK_CHUNK = /phaser/i;

/**
 * Finds the entry and framework chunks in a Vite manifest; null when it has no entry. The
 * framework is the chunk named after Phaser (statically or dynamically imported), else the
 * entry's first static import, else the entry itself.
 */
export function runtimeFilesFromViteManifest(input: unknown): RuntimeBuildFiles | null {
  const manifest = viteManifestSchema.safeParse(input);
  if (!manifest.success) return null;
  const chunks = manifest.data;
  const entry = chunks['index.html'] ?? Object.values(chunks).find((chunk) => chunk.isEntry);
  if (!entry) return null;
  const named = Object.entries(chunks).find(([key, chunk]) =>
    FRAMEWORK_CHUNK.test(`${key} ${chunk.name ?? ''}`),
  );
  const firstImport = entry.imports?.[0];
  const framework = named?.[1] ?? (firstImport ? chunks[firstImport] : undefined) ?? entry;
  return { frameworkFile: framework.file, codeFile: entry.file };
}

/**
 * Reads the runtime's build manifest, re-reading it when the file changes (a rebuild while
 * the server runs). Null while the runtime is not built.
 */
export function createRuntimeBuildReader(runtimeDistDir: string): () => RuntimeBuildFiles | null {
  return createBuiltFileReader(
    join(runtimeDistDir, '.vite', 'manifest.json'),
    (manifest) => runtimeFilesFromViteManifest(JSON.parse(manifest.toString('utf8'))),
    null,
  );
}
