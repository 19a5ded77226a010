import type { GameManifest } from '@promptplay/contracts';

/** A valid runtime build manifest for tests: a game gets as far as its frame. */
export const TEST_GAME_MANIFEST: GameManifest = {
  loaderUrl: '/runtime/index.html',
  dataUrl: '/runtime/data',
  frameworkUrl: '/runtime/framework.js',
  codeUrl: '/runtime/code.js',
  streamingAssetsUrl: '/runtime/assets',
  cacheControl: 'no-cache',
  companyName: 'Promptplay',
  productName: 'Promptplay Runtime',
  productVersion: '1.66.0',
};
