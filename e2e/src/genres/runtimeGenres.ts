import { readFileSync } from 'node:fs';
import { GAME_GENRES, type GameGenre } from '@promptplay/contracts';

const RUNTIME_MANIFEST = new URL(
  '../../../packages/runtime/dist/.vite/manifest.json',
  import.meta.url,
).pathname;

/** A genre's chunk comes from its folder's entry, `src/genres/<folder>/index.ts`. */
const GENRE_ENTRY = /^src\/genres\/([^/]+)\/index\.ts$/;

/** `HILL_RACER` matches a folder named hillRacer, hill-racer, hill_racer or hillracer. */
function folderKey(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

/**
 * The genres the built runtime can play: those whose folder became a chunk of its own in the
 * runtime build (the registry's lazy imports), in the contracts' genre order. Read from the
 * build the e2e server serves, so a genre added to the registry is covered once it is built.
 */
export function playableRuntimeGenres(): GameGenre[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(RUNTIME_MANIFEST, 'utf8'));
  } catch (error) {
    throw new Error(`The runtime is not built (${RUNTIME_MANIFEST}): run \`npm run build\``, {
      cause: error,
    });
  }
  if (typeof json !== 'object' || json === null) throw new Error(`${RUNTIME_MANIFEST} is not JSON`);
  const folders = new Set<string>();
  for (const source of Object.keys(json)) {
    const folder = GENRE_ENTRY.exec(source)?.[1];
    if (folder) folders.add(folderKey(folder));
  }
  return GAME_GENRES.filter((genre) => folders.has(folderKey(genre)));
}
