import { CONSTANTS, gameManifestSchema, type GameManifest } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createRuntimeBuildReader } from './runtimeBuild.js';

export interface ManifestRoutesOptions {
  runtimeDistDir: string;
}

export const RUNTIME_LOADER_URL = '/runtime/index.html';
const RUNTIME_BASE_URL = '/runtime/';

/** GET /game-manifest.json: where the runtime and game data live (spec §3 runtime build config). */
export const manifestRoutes: FastifyPluginCallbackZod<ManifestRoutesOptions> = (
  app,
  { runtimeDistDir },
  done,
) => {
  const readRuntimeBuild = createRuntimeBuildReader(runtimeDistDir);

  app.get(
    '/game-manifest.json',
    { schema: { response: { 200: gameManifestSchema } } },
    async (_request, reply): Promise<GameManifest> => {
      const build = readRuntimeBuild();
      void reply.header('cache-control', 'no-cache');
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
    },
  );
  done();
};
