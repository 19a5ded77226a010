import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GAME_GENRES, type GameGenre } from '@promptplay/contracts';
import { z } from 'zod';

/** The runtime is served under this path (its Vite `base`). */
export const RUNTIME_URL_PREFIX = '/runtime/';

/** A genre's chunk comes from its folder's entry, `src/genres/<folder>/index.ts`. */
const GENRE_ENTRY = /^src\/genres\/([^/]+)\/index\.ts$/;

const viteManifestSchema = z.record(z.string(), z.object({ file: z.string() }));

/** `HILL_RACER` matches a folder named hillRacer, hill-racer, hill_racer or hillracer. */
function folderKey(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

/**
 * The genres the runtime build can play: those whose folder became a chunk of its own (the
 * registry's lazy imports), in the contracts' genre order.
 */
export function builtRuntimeGenres(runtimeDistDir: string): GameGenre[] {
  const manifestPath = join(runtimeDistDir, '.vite', 'manifest.json');
  const manifest = viteManifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const folders = new Set<string>();
  for (const source of Object.keys(manifest)) {
    const folder = GENRE_ENTRY.exec(source)?.[1];
    if (folder) folders.add(folderKey(folder));
  }
  return GAME_GENRES.filter((genre) => folders.has(folderKey(genre)));
}

export interface DownloadSize {
  files: number;
  /** Bytes as built (the server sends them uncompressed). */
  rawBytes: number;
  /** Bytes after gzip (level 9), what a compressing server or CDN would send. */
  gzipBytes: number;
}

/**
 * Sizes of the runtime files the browser fetched (URL paths under /runtime/), read from the
 * build the server serves; an index.html path stands for `/runtime/`.
 */
export function runtimeDownloadSize(
  runtimeDistDir: string,
  urlPaths: Iterable<string>,
): DownloadSize {
  const size: DownloadSize = { files: 0, rawBytes: 0, gzipBytes: 0 };
  for (const path of new Set(urlPaths)) {
    if (!path.startsWith(RUNTIME_URL_PREFIX)) continue;
    const relative = path.slice(RUNTIME_URL_PREFIX.length) || 'index.html';
    const body = readFileSync(join(runtimeDistDir, decodeURIComponent(relative)));
    size.files += 1;
    size.rawBytes += body.byteLength;
    size.gzipBytes += gzipSync(body, { level: 9 }).byteLength;
  }
  return size;
}
