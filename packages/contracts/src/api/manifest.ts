import { z } from 'zod';
import { semverSchema } from '../worlds/common.js';

/**
 * GET /game-manifest.json: the runtime build config (spec §3). `loaderUrl` is the page the
 * sandboxed iframe loads; the spec requires `dataUrl` and `frameworkUrl` to be present.
 */
export const gameManifestSchema = z.object({
  loaderUrl: z.string().min(1),
  dataUrl: z.string().min(1),
  frameworkUrl: z.string().min(1),
  codeUrl: z.string().min(1),
  streamingAssetsUrl: z.string().min(1),
  cacheControl: z.string(),
  companyName: z.string(),
  productName: z.string(),
  productVersion: semverSchema,
});
export type GameManifest = z.infer<typeof gameManifestSchema>;
