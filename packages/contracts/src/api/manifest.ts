import { z } from 'zod/mini';

/** worlds/common.ts's `semverSchema` pattern (zod classic there, as the world files are). */
const SEMVER_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const nonEmpty = () => z.string().check(z.minLength(1));

/**
 * GET /game-manifest.json: the runtime build config (spec §3). `loaderUrl` is the page the
 * sandboxed iframe loads; the spec requires `dataUrl` and `frameworkUrl` to be present.
 * zod/mini: the feed boots the runtime when idle (README "First view and deep pages").
 */
export const gameManifestSchema = z.object({
  loaderUrl: nonEmpty(),
  dataUrl: nonEmpty(),
  frameworkUrl: nonEmpty(),
  codeUrl: nonEmpty(),
  streamingAssetsUrl: nonEmpty(),
  cacheControl: z.string(),
  companyName: z.string(),
  productName: z.string(),
  productVersion: z.string().check(z.regex(SEMVER_PATTERN, 'Expected a semantic version')),
});
export type GameManifest = z.infer<typeof gameManifestSchema>;
