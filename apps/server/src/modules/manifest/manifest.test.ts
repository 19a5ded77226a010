import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { CONSTANTS, gameManifestSchema, validateGameManifest } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { runtimeFilesFromViteManifest } from './runtimeBuild.js';

describeEachDatabase('game manifest', (context) => {
  it('points at the runtime build: loader page, framework chunk and entry code', async () => {
    const response = await context().app.inject({ url: '/game-manifest.json' });
    expect(response.statusCode).toBe(200);
    const manifest = gameManifestSchema.parse(response.json());
    expect(manifest).toEqual({
      loaderUrl: '/runtime/index.html',
      dataUrl: '/worlds/',
      frameworkUrl: '/runtime/assets/phaser-789.js',
      codeUrl: '/runtime/assets/index-def456.js',
      streamingAssetsUrl: '/media/',
      cacheControl: 'immutable',
      companyName: 'Promptplay',
      productName: 'Promptplay',
      productVersion: CONSTANTS.PRODUCT_VERSION,
    });
    expect(validateGameManifest(response.json()).ok).toBe(true);
    const loader = await context().app.inject({ url: manifest.codeUrl });
    expect(loader.statusCode).toBe(200);
  });

  it('falls back to the loader page when the runtime has no build manifest', async () => {
    const ctx = context();
    const runtimeDistDir = join(ctx.tempDir, 'runtime-dist');
    rmSync(join(runtimeDistDir, '.vite'), { recursive: true });
    const app = await ctx.buildAnotherApp({ runtimeDistDir });
    const manifest = gameManifestSchema.parse(
      (await app.inject({ url: '/game-manifest.json' })).json(),
    );
    expect(manifest.frameworkUrl).toBe('/runtime/index.html');
    expect(manifest.codeUrl).toBe('/runtime/index.html');
  });
});

describe('runtimeFilesFromViteManifest', () => {
  it('uses the entry as framework when nothing is split out', () => {
    expect(
      runtimeFilesFromViteManifest({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }),
    ).toEqual({ frameworkFile: 'assets/index-1.js', codeFile: 'assets/index-1.js' });
  });

  it('finds a framework chunk that is only imported dynamically', () => {
    const manifest = {
      '_phaser-1.js': { file: 'assets/phaser-1.js', name: 'phaser' },
      'index.html': { file: 'assets/index-2.js', isEntry: true, dynamicImports: ['src/kit.ts'] },
      'src/kit.ts': { file: 'assets/kit-3.js', imports: ['_phaser-1.js', 'index.html'] },
    };
    expect(runtimeFilesFromViteManifest(manifest)).toEqual({
      frameworkFile: 'assets/phaser-1.js',
      codeFile: 'assets/index-2.js',
    });
  });

  it('answers null for manifests without an entry or of the wrong shape', () => {
    expect(runtimeFilesFromViteManifest({})).toBeNull();
    expect(runtimeFilesFromViteManifest({ 'index.html': { nope: true } })).toBeNull();
    expect(runtimeFilesFromViteManifest(null)).toBeNull();
  });
});
