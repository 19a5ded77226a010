import { z } from 'zod';
import { BRIDGE_CHANNEL } from './bridgeToHost.js';
import { gameGenreSchema } from './enums.js';
import { worldFileSchema } from './worlds/index.js';

/**
 * The typed message protocol between the host page and the sandboxed runtime iframe.
 * Both sides parse every incoming message with these schemas before acting on it. The
 * runtime's messages to the host are in bridgeToHost.ts (zod/mini, for the host page).
 */
export {
  BRIDGE_CHANNEL,
  ERROR_REPORT_LIMITS,
  runtimeToHostMessageSchema,
  type RuntimeToHostMessage,
  type RuntimeToHostPayload,
} from './bridgeToHost.js';

/** Largest `picture` the host hands the runtime (a background strip is well under 1 MB). */
export const PICTURE_LIMITS = { urlLength: 600, bytes: 4 * 1024 * 1024, inFlight: 200 } as const;

const pictureUrl = z.string().url().max(PICTURE_LIMITS.urlLength);

const gameIdField = z.string().min(1).max(50);

/** What `loadGame` and `prepareGame` carry: one game to load. */
const gameToLoad = {
  gameId: gameIdField,
  world: worldFileSchema,
  /** Origin that asset paths (`/media/...`) resolve against; the iframe's own origin is opaque. */
  assetOrigin: z.string().url(),
  bestScore: z.number().int().min(0),
  /**
   * Pictures of this game the host is still fetching (issue 11): the runtime's loader waits
   * for each to arrive (`picture`) or fail (`pictureUnavailable`) instead of downloading it too.
   */
  picturesInFlight: z.array(pictureUrl).max(PICTURE_LIMITS.inFlight).optional(),
};

export const hostToRuntimeMessageSchema = z.discriminatedUnion('type', [
  z.object({
    channel: z.literal(BRIDGE_CHANNEL),
    type: z.literal('init'),
    /** Canvas resolution factor (spec §9: 0.65 × device ratio on mobile). */
    pixelRatio: z.number().min(0.25).max(4),
    isTouch: z.boolean(),
    /**
     * Test and demo mode: the genre's autopilot plays, and the simulation advances exactly one
     * fixed step per rendered frame, so a run is the same however slow the machine renders.
     */
    autoplay: z.boolean().optional(),
    /**
     * CSS pixels at the top-left that the host covers with its own control (the layer's Back
     * button): the HUD's score chip starts right of them.
     */
    hudInsetLeft: z.number().min(0).max(240).optional(),
  }),
  z.object({
    channel: z.literal(BRIDGE_CHANNEL),
    /** Play this game now. */
    type: z.literal('loadGame'),
    ...gameToLoad,
  }),
  z.object({
    channel: z.literal(BRIDGE_CHANNEL),
    /**
     * The game whose detail modal shows (issue 11): load its pictures, build its scene and draw
     * its first frame, then hold it, hidden, with no clock running, until `startGame` names it.
     * The runtime answers `prepared` once the frame is drawn. `quit`, `loadGame` or another
     * `prepareGame` drop it (one game held at most).
     */
    type: z.literal('prepareGame'),
    ...gameToLoad,
  }),
  z.object({
    channel: z.literal(BRIDGE_CHANNEL),
    /** Play Game: the prepared game runs (from its first frame, or once loaded if still loading). */
    type: z.literal('startGame'),
    gameId: gameIdField,
  }),
  z.object({
    channel: z.literal(BRIDGE_CHANNEL),
    type: z.literal('prefetch'),
    /** Genre of a game the player may play next (its detail modal is open): loaded ahead. */
    genre: gameGenreSchema,
  }),
  z.object({
    channel: z.literal(BRIDGE_CHANNEL),
    /**
     * A picture of a game the player may play next, fetched by the host: the sandboxed frame
     * shares no HTTP cache with the page, so its loader uses this copy instead of downloading
     * the picture again.
     */
    type: z.literal('picture'),
    /** The absolute URL the runtime would load the picture from. */
    url: pictureUrl,
    /** The picture's bytes, transferred (the host keeps no copy). */
    data: z.instanceof(ArrayBuffer).refine((data) => data.byteLength <= PICTURE_LIMITS.bytes, {
      message: `Expected a picture of at most ${PICTURE_LIMITS.bytes} bytes`,
    }),
    contentType: z.string().regex(/^image\/[\w.+-]{1,60}$/, 'Expected an image type'),
  }),
  z.object({
    channel: z.literal(BRIDGE_CHANNEL),
    /** A picture announced in `picturesInFlight` will not come: the runtime downloads it. */
    type: z.literal('pictureUnavailable'),
    url: pictureUrl,
  }),
  z.object({ channel: z.literal(BRIDGE_CHANNEL), type: z.literal('pause') }),
  z.object({ channel: z.literal(BRIDGE_CHANNEL), type: z.literal('resume') }),
  z.object({ channel: z.literal(BRIDGE_CHANNEL), type: z.literal('quit') }),
]);
export type HostToRuntimeMessage = z.infer<typeof hostToRuntimeMessageSchema>;

type Payload<M> = M extends unknown ? Omit<M, 'channel'> : never;
export type HostToRuntimePayload = Payload<HostToRuntimeMessage>;
