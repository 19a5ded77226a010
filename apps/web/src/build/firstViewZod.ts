import type { Plugin } from 'vite';

/**
 * The first view's JavaScript holds no classic zod (README "First view and deep pages"): the
 * schemas the home page and a shared link parse at start are zod/mini, and classic zod (93 KB,
 * what contracts' world files and the create, profile and admin schemas are built with) comes
 * only with the lazy chunks that use it. One classic schema imported by a module of the entry's
 * static graph would pull it back whole, silently; this check fails the build instead.
 */

/** What the check reads of a bundle chunk (Rolldown's and Rollup's output chunks have it). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  /** Chunks this one imports statically (the browser fetches them with it). */
  imports: readonly string[];
  moduleIds: readonly string[];
}

export type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/**
 * zod's classic build: `zod`, `zod/v4` and their `v4/classic` modules (not zod/mini or core),
 * and classic zod's own copy of core (classicZodCopy.ts).
 */
const CLASSIC_ZOD_MODULE =
  /node_modules[\\/]zod[\\/](index\.js|v4[\\/]index\.js|v4[\\/]classic[\\/])|\?zod-classic-copy$/;

/** The entry chunks and every chunk they import statically: what a page load fetches. */
export function firstViewChunks(bundle: Bundle): BundleChunk[] {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const pending = chunks.filter((chunk) => chunk.isEntry);
  const found: BundleChunk[] = [];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    found.push(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return found;
}

/** Each first-view chunk holding a classic zod module, with one of those modules. */
export function classicZodInFirstView(bundle: Bundle): { chunk: string; module: string }[] {
  return firstViewChunks(bundle).flatMap((chunk) => {
    const module = chunk.moduleIds.find((id) => CLASSIC_ZOD_MODULE.test(id));
    return module ? [{ chunk: chunk.fileName, module }] : [];
  });
}

/** Fails the client build when the entry's static import graph holds classic zod. */
export function firstViewZodCheck(): Plugin {
  return {
    name: 'promptplay:first-view-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = classicZodInFirstView(bundle);
      if (found.length === 0) return;
      const where = found.map(({ chunk, module }) => `${chunk} (${module})`).join(', ');
      this.error(
        `Classic zod is in the first view's scripts: ${where}. The modules the entry imports ` +
          'statically must use zod/mini schemas (contracts or `zod/mini`); load the code that ' +
          'needs classic ones with import() (README "First view and deep pages").',
      );
    },
  };
}
