import {
  BRIDGE_CHANNEL,
  gameGenreSchema,
  hostToRuntimeMessageSchema,
  parseWorldFile,
  worldFileSchema,
  type HostToRuntimeMessage,
} from '@promptplay/contracts';
import { RUNTIME_MESSAGES } from '../contractsPending.js';

export type ParsedHostMessage =
  | { kind: 'message'; message: HostToRuntimeMessage }
  /** A loadGame or prepareGame on our channel with an invalid world file: the host must hear why. */
  | { kind: 'invalidWorld'; error: string }
  | { kind: 'ignored' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Why a world file cannot be played: a genre without a world schema yet, or the first bad field. */
function describeInvalidWorld(world: unknown): string | null {
  const parsed = worldFileSchema.safeParse(world);
  if (parsed.success) return null;
  const genre = gameGenreSchema.safeParse(isRecord(world) ? world.gameGenre : undefined);
  const isGenreWithoutSchema =
    genre.success && parsed.error.issues.some((issue) => issue.path[0] === 'gameGenre');
  if (isGenreWithoutSchema) return RUNTIME_MESSAGES.unsupportedGenre(genre.data);
  const result = parseWorldFile(world);
  return result.ok ? null : result.error;
}

/**
 * Turns raw postMessage data into a typed host message. Anything not on our channel or not
 * matching the schema is ignored silently, except a loadGame or prepareGame with a broken world
 * file, which is reported so the host does not wait forever.
 */
export function parseHostMessage(data: unknown): ParsedHostMessage {
  const parsed = hostToRuntimeMessageSchema.safeParse(data);
  if (parsed.success) return { kind: 'message', message: parsed.data };
  const isGameToLoad = isRecord(data) && (data.type === 'loadGame' || data.type === 'prepareGame');
  if (isGameToLoad && data.channel === BRIDGE_CHANNEL) {
    const error = describeInvalidWorld(data.world);
    if (error !== null) return { kind: 'invalidWorld', error };
  }
  return { kind: 'ignored' };
}
