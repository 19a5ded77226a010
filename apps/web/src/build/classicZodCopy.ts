import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * Gives classic zod its own copy of zod core in the client build. zod/mini and classic zod
 * share zod core, and a bundler keeps one copy of a module with every part any chunk uses:
 * classic's share (every schema type, JSON Schema output: about 60 KB) would ride in the first
 * view's core chunk although only the lazy chunks that load classic zod run it. With its own
 * copy, classic zod's core comes with it (README "First view and deep pages").
 *
 * Two copies of zod core are supported by zod: its global config (`jitless`, the locale) and
 * registry live on `globalThis`, and `instanceof` checks traits, so a classic object holding a
 * zod/mini field (contracts mixes them) parses as it does with one copy.
 */

/** Marks a module id as classic zod's copy (resolved and loaded from the same file). */
export const CLASSIC_COPY_SUFFIX = '?zod-classic-copy';

/** Modules of classic zod itself: `zod`, `zod/v4` and `v4/classic`. */
const CLASSIC_ZOD = /node_modules[\\/]zod[\\/](index\.js|v4[\\/]index\.js|v4[\\/]classic[\\/])/;
/** What classic zod shares with zod/mini: core and the locales. */
const SHARED_ZOD = /node_modules[\\/]zod[\\/]v4[\\/](core|locales)[\\/]/;

/** Whether an import from `importer` to `resolved` goes to classic zod's copy of core. */
export function isClassicCopyImport(importer: string, resolved: string): boolean {
  const isClassicImporter = importer.endsWith(CLASSIC_COPY_SUFFIX) || CLASSIC_ZOD.test(importer);
  return isClassicImporter && SHARED_ZOD.test(resolved) && !resolved.endsWith(CLASSIC_COPY_SUFFIX);
}

export function classicZodCopy(): Plugin {
  return {
    name: 'promptplay:classic-zod-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(importer.endsWith(CLASSIC_COPY_SUFFIX) || CLASSIC_ZOD.test(importer))) {
        return null;
      }
      const from = importer.endsWith(CLASSIC_COPY_SUFFIX)
        ? importer.slice(0, -CLASSIC_COPY_SUFFIX.length)
        : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || !isClassicCopyImport(importer, resolved.id)) return resolved;
      // zod declares its modules free of side effects; the copy is too.
      return { id: resolved.id + CLASSIC_COPY_SUFFIX, moduleSideEffects: false };
    },
    async load(id) {
      if (!id.endsWith(CLASSIC_COPY_SUFFIX)) return null;
      return readFile(id.slice(0, -CLASSIC_COPY_SUFFIX.length), 'utf8');
    },
  };
}
