import { describe, expect, it } from 'vitest';
import {
  classicZodInFirstView,
  firstViewChunks,
  type Bundle,
  type BundleChunk,
} from './firstViewZod.js';

const ZOD_CLASSIC = '/repo/node_modules/zod/v4/classic/schemas.js';
const ZOD_CORE = '/repo/node_modules/zod/v4/core/schemas.js';
const ZOD_MINI = '/repo/node_modules/zod/v4/mini/schemas.js';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
): BundleChunk => ({ type: 'chunk', fileName, isEntry, imports, moduleIds });

const bundle = (...chunks: BundleChunk[]): Bundle => ({
  ...Object.fromEntries(chunks.map((each) => [each.fileName, each])),
  'assets/index.css': { type: 'asset' },
});

describe("the first view's scripts", () => {
  it('are the entry and the chunks it imports statically, not the lazy ones', () => {
    const files = firstViewChunks(
      bundle(
        chunk(
          'assets/index.js',
          ['/repo/src/main.tsx'],
          ['assets/react.js', 'assets/zod-mini.js'],
          true,
        ),
        chunk('assets/react.js', ['/repo/node_modules/react/index.js'], ['assets/vendor.js']),
        chunk('assets/vendor.js', ['/repo/node_modules/zustand/index.js']),
        chunk('assets/zod-mini.js', [ZOD_CORE, ZOD_MINI]),
        chunk('assets/CreateGameModal.js', ['/repo/src/create.tsx'], ['assets/zod-classic.js']),
        chunk('assets/zod-classic.js', [ZOD_CLASSIC], ['assets/zod-mini.js']),
      ),
    ).map((each) => each.fileName);
    expect(files.sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/vendor.js',
      'assets/zod-mini.js',
    ]);
  });

  it('may use zod/mini and zod core while classic zod comes with a lazy chunk', () => {
    expect(
      classicZodInFirstView(
        bundle(
          chunk('assets/index.js', ['/repo/src/main.tsx'], ['assets/zod-mini.js'], true),
          chunk('assets/zod-mini.js', [ZOD_CORE, ZOD_MINI]),
          chunk('assets/worldLoader.js', ['/repo/src/worldLoader.ts'], ['assets/zod-classic.js']),
          chunk('assets/zod-classic.js', [ZOD_CLASSIC]),
        ),
      ),
    ).toEqual([]);
  });

  it('are refused when a module the entry imports statically pulls classic zod', () => {
    expect(
      classicZodInFirstView(
        bundle(
          chunk('assets/index.js', ['/repo/src/main.tsx'], ['assets/feed.js'], true),
          chunk('assets/feed.js', ['/repo/src/feedApi.ts'], ['assets/zod-classic.js']),
          chunk('assets/zod-classic.js', [ZOD_CORE, '/repo/node_modules/zod/index.js']),
        ),
      ),
    ).toEqual([{ chunk: 'assets/zod-classic.js', module: '/repo/node_modules/zod/index.js' }]);
  });

  it('are refused when classic zod is bundled into the entry itself (no chunk of its own)', () => {
    expect(
      classicZodInFirstView(
        bundle(chunk('assets/index.js', ['/repo/src/main.tsx', ZOD_CLASSIC], [], true)),
      ),
    ).toEqual([{ chunk: 'assets/index.js', module: ZOD_CLASSIC }]);
  });
});
