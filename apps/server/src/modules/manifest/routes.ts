import { gameManifestSchema, type GameManifest } from '@promptplay/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

export interface ManifestRoutesOptions {
  readGameManifest: () => GameManifest;
}

/** GET /game-manifest.json: where the runtime and game data live (spec §3 runtime build config). */
export const manifestRoutes: FastifyPluginCallbackZod<ManifestRoutesOptions> = (
  app,
  { readGameManifest },
  done,
) => {
  app.get(
    '/game-manifest.json',
    { schema: { response: { 200: gameManifestSchema } } },
    async (_request, reply): Promise<GameManifest> => {
      void reply.header('cache-control', 'no-cache');
      return readGameManifest();
    },
  );
  done();
};
