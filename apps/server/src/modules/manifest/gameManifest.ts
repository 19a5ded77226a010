import { CONSTANTS, type GameManifest } from '@promptplay/contracts';
import { createRuntimeBuildReader } from './runtimeBuild.js';

export const RUNTIME_LOADER_URL = '/runtime/index.html';
const RUNTIME_BASE_URL = '/runtime/';

/**
 * The runtime build config (spec §3) as `GET /game-manifest.json` answers it, read from the
 * runtime's build on each call. The server-rendered first view embeds the same answer, so a
 * shared link's page can boot the runtime frame without waiting for a request of its own.
 */
export function createGameManifestReader(runtimeDistDir: string): () => GameManifest {
  const readRuntimeBuild = createRuntimeBuildReader(runtimeDistDir);
  return () => {
    const build = readRuntimeBuild();
    return {
      loaderUrl: RUNTIME_LOADER_URL,
      dataUrl: '/worlds/',
      frameworkUrl: build ? `${RUNTIME_BASE_URL}${build.frameworkFile}` : RUNTIME_LOADER_URL,
      codeUrl: build ? `${RUNTIME_BASE_URL}${build.codeFile}` : RUNTIME_LOADER_URL,
      streamingAssetsUrl: '/media/',
      // Runtime assets are content-hashed: they may be cached for good.
      cacheControl: 'immutable',
      companyName: CONSTANTS.BRAND_NAME,
      productName: CONSTANTS.BRAND_NAME,
      productVersion: CONSTANTS.PRODUCT_VERSION,
    };
  };
}
