import { defineConfig } from 'vite';

/**
 * The runtime is a static app served under /runtime/ and loaded in the sandboxed iframe.
 * Phaser gets its own long-cached chunk; every genre is a dynamic-import chunk of its own.
 */
export default defineConfig({
  base: '/runtime/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      input: 'index.html',
      output: {
        codeSplitting: { groups: [{ name: 'phaser', test: /[\\/]node_modules[\\/]phaser[\\/]/ }] },
      },
    },
  },
});
