import { z } from 'zod/mini';
import { gameIdSchema } from './game.js';

// zod/mini: the first view's api modules import these answers (README "First view").

/** Body of POST /api/player-profile/ogp/register-game and /ogp/update-game. */
export const ogpRegisterGameRequestSchema = z.object({ gameId: gameIdSchema });
export type OgpRegisterGameRequest = z.infer<typeof ogpRegisterGameRequestSchema>;

/** Answer of the OGP register and update calls. */
export const ogpRegisterGameResponseSchema = z.object({
  ogpGameId: z.nullable(z.string().check(z.minLength(1), z.maxLength(200))),
  registeredToOgp: z.boolean(),
});
export type OgpRegisterGameResponse = z.infer<typeof ogpRegisterGameResponseSchema>;

/** Body of POST /api/my-games/update-ogp-status. */
export const updateOgpStatusRequestSchema = z.object({
  gameId: gameIdSchema,
  registeredToOgp: z.boolean(),
});
export type UpdateOgpStatusRequest = z.infer<typeof updateOgpStatusRequestSchema>;

/**
 * Player ids the Play.fun API resolves to a person (its public reference): `email:<address>`,
 * `sol:<base58 wallet>`, `eth:0x<40 hex>`, `twitter:<handle>`, `did:privy:<id>` or one of its
 * user UUIDs. Our own player ids are never sent.
 */
export const OGP_PLAYER_ID_PATTERNS = {
  email: /^email:[^\s@]+@[^\s@]+\.[^\s@]+$/,
  sol: /^sol:[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  eth: /^eth:0x[0-9a-fA-F]{40}$/,
  twitter: /^twitter:[A-Za-z0-9_]{1,15}$/,
  privy: /^did:privy:[A-Za-z0-9]{10,64}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
} as const;

export function isOgpPlayerId(id: string): boolean {
  return id.length <= 400 && Object.values(OGP_PLAYER_ID_PATTERNS).some((re) => re.test(id));
}

/** Ids a player may link in the profile: a wallet, a Privy DID or a Play.fun user UUID. */
const LINKABLE = [
  OGP_PLAYER_ID_PATTERNS.sol,
  OGP_PLAYER_ID_PATTERNS.eth,
  OGP_PLAYER_ID_PATTERNS.privy,
  OGP_PLAYER_ID_PATTERNS.uuid,
];
export const OGP_LINKED_ID_HINT =
  'Use sol:<wallet>, eth:0x<40 hex digits>, did:privy:<id> or a Play.fun user id (UUID)';

export const ogpLinkedIdSchema = z.string().check(
  z.trim(),
  z.maxLength(200),
  z.refine((id) => LINKABLE.some((re) => re.test(id)), OGP_LINKED_ID_HINT),
);

/** Body of PUT /api/player-profile/ogp/identity: the id to link, or null to unlink. */
export const ogpIdentityRequestSchema = z.object({ linkedId: z.nullable(ogpLinkedIdSchema) });
export type OgpIdentityRequest = z.infer<typeof ogpIdentityRequestSchema>;

const countSchema = z.int().check(z.minimum(0));

/** Points that went (or are going) to one identity. */
export const ogpIdentityPointsSchema = z.object({
  identity: z.string(),
  points: countSchema,
  rounds: countSchema,
});

/**
 * GET /api/player-profile/ogp/identity (and the PUT's answer): the identity points go to now
 * (`activeId`, null for a guest or a player without verified email or link), the linked id,
 * points delivered per identity and points not delivered yet (held or queued).
 */
export const ogpIdentityResponseSchema = z.object({
  activeId: z.nullable(z.string()),
  linkedId: z.nullable(z.string()),
  delivered: z.array(ogpIdentityPointsSchema),
  waitingPoints: countSchema,
});
export type OgpIdentityResponse = z.infer<typeof ogpIdentityResponseSchema>;

const pointsCountSchema = z.object({
  rounds: countSchema,
  points: countSchema,
});

/** GET /api/admin/ogp: registered games, points per delivery state and the last error. */
export const adminOgpOverviewSchema = z.object({
  configured: z.boolean(),
  games: z.array(
    z.object({
      gameId: z.string(),
      title: z.string(),
      ogpGameId: z.string(),
      registeredToOgp: z.boolean(),
    }),
  ),
  points: z.object({
    held: pointsCountSchema,
    queued: pointsCountSchema,
    sent: pointsCountSchema,
    failed: pointsCountSchema,
    expired: pointsCountSchema,
  }),
  lastError: z.nullable(z.string()),
});
export type AdminOgpOverview = z.infer<typeof adminOgpOverviewSchema>;
