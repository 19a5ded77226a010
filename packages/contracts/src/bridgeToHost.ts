import { z } from 'zod/mini';
import { runtimeStatusMiniSchema } from './enumsMini.js';

/**
 * The runtime's half of the bridge protocol (bridge.ts has the host's): what the sandboxed
 * runtime iframe posts to the host page. zod/mini and apart from bridge.ts, whose messages
 * carry world files (zod classic): the host page listens from its first view on (README
 * "First view and deep pages").
 */
export const BRIDGE_CHANNEL = 'promptplay-runtime';

/** Longest texts of an `errorReport` (the runtime cuts longer ones). */
export const ERROR_REPORT_LIMITS = { name: 200, message: 2_000, stack: 8_000 } as const;

const channel = z.literal(BRIDGE_CHANNEL);
const gameIdField = z.string().check(z.minLength(1), z.maxLength(50));
const countSchema = z.int().check(z.minimum(0));
const textOf = (maxLength: number) => z.string().check(z.maxLength(maxLength));

export const runtimeToHostMessageSchema = z.discriminatedUnion('type', [
  z.object({ channel, type: z.literal('status'), status: runtimeStatusMiniSchema }),
  z.object({
    channel,
    type: z.literal('progress'),
    /** 0..1 asset loading progress. */
    value: z.number().check(z.minimum(0), z.maximum(1)),
  }),
  z.object({ channel, type: z.literal('ready') }),
  z.object({
    channel,
    /** The `prepareGame` game has drawn its first frame and is held until `startGame`. */
    type: z.literal('prepared'),
    gameId: gameIdField,
  }),
  z.object({
    channel,
    type: z.literal('gameOver'),
    won: z.boolean(),
    score: countSchema,
    bestScore: countSchema,
  }),
  z.object({ channel, type: z.literal('error'), message: textOf(500) }),
  z.object({
    channel,
    /**
     * An error thrown inside the game (uncaught or a rejected promise), for the operator's error
     * reporter: the page shows nothing of it (spec §8); the host tags it with game and genre.
     */
    type: z.literal('errorReport'),
    name: textOf(ERROR_REPORT_LIMITS.name),
    message: textOf(ERROR_REPORT_LIMITS.message),
    stack: z.optional(textOf(ERROR_REPORT_LIMITS.stack)),
  }),
  z.object({ channel, type: z.literal('nextGame') }),
  z.object({ channel, type: z.literal('backToFeed') }),
]);
export type RuntimeToHostMessage = z.infer<typeof runtimeToHostMessageSchema>;

type Payload<M> = M extends unknown ? Omit<M, 'channel'> : never;
export type RuntimeToHostPayload = Payload<RuntimeToHostMessage>;
