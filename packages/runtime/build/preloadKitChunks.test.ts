import { describe, expect, it } from 'vitest';
import { kitChunkFiles, type BundleChunk } from './preloadKitChunks.js';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId?: string): BundleChunk => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId: facadeModuleId ?? null,
});

const bundle = (...chunks: BundleChunk[]) =>
  Object.fromEntries(chunks.map((each) => [each.fileName, each]));

describe("the runtime page's preloads", () => {
  it("are the kit's chunk and all it imports (Phaser among them), each once, not the entry", () => {
    const files = kitChunkFiles(
      bundle(
        chunk('assets/index-1.js', ['assets/rng-3.js'], '/r/index.html'),
        chunk(
          'assets/startGameKit-2.js',
          ['assets/phaser-4.js', 'assets/rng-3.js', 'assets/index-1.js'],
          '/r/src/kit/startGameKit.ts',
        ),
        chunk('assets/rng-3.js'),
        chunk('assets/phaser-4.js', ['assets/rng-3.js']),
        chunk(
          'assets/platformer-5.js',
          ['assets/phaser-4.js'],
          '/r/src/genres/platformer/index.ts',
        ),
      ),
      'assets/index-1.js',
    );
    expect(files).toEqual(['assets/startGameKit-2.js', 'assets/phaser-4.js', 'assets/rng-3.js']);
  });

  it('are none when the build has no kit chunk (the kit inlined in the entry)', () => {
    expect(kitChunkFiles(bundle(chunk('assets/index-1.js', [], '/r/index.html')), null)).toEqual(
      [],
    );
  });
});
