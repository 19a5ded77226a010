import { defineConfig } from 'vite';
import { preloadKitChunks } from './build/preloadKitChunks.js';
import { slimPhaser } from './phaserSlim/phaserSlim.js';

/**
 * The runtime is a static app served under /runtime/ and loaded in the sandboxed iframe.
 * Phaser (only the parts the genres use: phaserSlim/) gets its own long-cached chunk; every
 * genre is a dynamic-import chunk of its own. The page preloads the kit's chunks with its entry
 * (build/preloadKitChunks.ts).
 */
export default defineConfig({
  base: '/runtime/',
  ...slimPhaser,
  plugins: [...(slimPhaser.plugins ?? []), preloadKitChunks()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      input: 'index.html',
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'phaser',
              test: /[\\/]node_modules[\\/]phaser[\\/]|[\\/]phaserSlim[\\/]phaser\.js$/,
            },
          ],
        },
      },
    },
  },
});
