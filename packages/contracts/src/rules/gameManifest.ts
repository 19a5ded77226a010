import { gameManifestSchema, type GameManifest } from '../api/manifest.js';
import { MESSAGES } from '../messages.js';

export type GameManifestValidation =
  | { ok: true; manifest: GameManifest }
  | { ok: false; error: typeof MESSAGES.invalidGameConfigurationFormat };

/**
 * Checks GET /game-manifest.json (spec §5): it must contain dataUrl and frameworkUrl
 * (and the rest of the runtime build config), else 'Invalid game configuration format'.
 */
export function validateGameManifest(json: unknown): GameManifestValidation {
  const result = gameManifestSchema.safeParse(json);
  return result.success
    ? { ok: true, manifest: result.data }
    : { ok: false, error: MESSAGES.invalidGameConfigurationFormat };
}
