import { mergeConfig } from 'vite';
import pageConfig from './vite.config.js';

/**
 * The runtime page's build (vite.config.ts) as one script, `dist/offline.js`, with every genre
 * inlined: the page a game starts in with the network off (scripts/writeOfflinePage.mjs,
 * apps/web/README.md "Installable"). Built after the page build, into the same folder.
 */
export default mergeConfig(pageConfig, {
  publicDir: false,
  build: {
    emptyOutDir: false,
    manifest: false,
    modulePreload: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: 'src/main.ts',
      output: { entryFileNames: 'offline.js', codeSplitting: false },
    },
  },
});
