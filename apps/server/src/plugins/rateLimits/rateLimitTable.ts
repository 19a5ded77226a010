/** One limited action: the routes it covers and its default limits per window. */
export interface RateLimitDefinition {
  /** `METHOD /url` as the route is declared. */
  routes: readonly string[];
  /** Requests one client address may make per window. */
  perAddress: number;
  /** Requests one player (bearer token) may make per window; null: the action has no player. */
  perPlayer: number | null;
  windowSeconds: number;
}

/**
 * Every abuse-limited action and its defaults. Each number is overridable by environment
 * variable (see `rateLimitSettings.ts`): `RATE_LIMIT_<ACTION>_PER_ADDRESS`, `…_PER_PLAYER`,
 * `…_WINDOW_SECONDS`, with ACTION the key in upper snake case (`DRAFT_CREATE`).
 * Per-address figures allow for a shared network (a school, an office, a carrier NAT).
 */
export const RATE_LIMIT_TABLE = {
  register: {
    routes: ['POST /api/player/register'],
    perAddress: 120,
    perPlayer: null,
    windowSeconds: 600,
  },
  signIn: {
    routes: [
      'POST /auth/token',
      'POST /auth/token/google/predefined',
      'GET /auth/login/google/predefined',
      'GET /auth/callback/google',
    ],
    perAddress: 300,
    perPlayer: 30,
    windowSeconds: 600,
  },
  categorize: {
    routes: ['POST /api/player-profile/categorize'],
    perAddress: 120,
    perPlayer: 20,
    windowSeconds: 60,
  },
  draftCreate: {
    routes: ['POST /api/draft-game/create', 'POST /api/games/:gameId/refine'],
    perAddress: 60,
    perPlayer: 10,
    windowSeconds: 60,
  },
  upload: {
    routes: ['POST /api/upload/presign', 'PUT /api/upload/blob/:uploadId'],
    perAddress: 120,
    perPlayer: 30,
    windowSeconds: 600,
  },
  remixSource: {
    routes: ['GET /api/games/:gameId/remix-source'],
    perAddress: 300,
    perPlayer: 30,
    windowSeconds: 60,
  },
  like: {
    routes: ['POST /api/player-interactions/add', 'POST /api/player-interactions/remove'],
    perAddress: 600,
    perPlayer: 60,
    windowSeconds: 60,
  },
  play: {
    routes: [
      'POST /api/game-sessions',
      'POST /api/game-sessions/:sessionId/end',
      'POST /api/game-sessions/result',
    ],
    perAddress: 600,
    perPlayer: 60,
    windowSeconds: 60,
  },
  comment: {
    routes: ['POST /api/games/:gameId/comments'],
    perAddress: 60,
    perPlayer: 10,
    windowSeconds: 60,
  },
  report: {
    routes: ['POST /api/reports'],
    perAddress: 120,
    perPlayer: 20,
    windowSeconds: 600,
  },
} as const satisfies Record<string, RateLimitDefinition>;

export type RateLimitedAction = keyof typeof RATE_LIMIT_TABLE;
