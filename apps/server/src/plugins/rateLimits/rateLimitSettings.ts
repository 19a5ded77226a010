import { z } from 'zod';
import { invalidConfiguration } from '../../configError.js';
import { RATE_LIMIT_TABLE, type RateLimitedAction } from './rateLimitTable.js';

export interface RateLimit {
  perAddress: number;
  /** null: only the address is limited. */
  perPlayer: number | null;
  windowMs: number;
}

export interface RateLimitSettings {
  limits: Readonly<Record<RateLimitedAction, RateLimit>>;
  /** Counters live in Redis when set (shared by every API process), else in this process. */
  redisUrl: string | undefined;
  /** Prefix of the Redis keys, so apps sharing one Redis can keep separate counters. */
  redisKeyPrefix: string;
}

const ACTIONS = Object.keys(RATE_LIMIT_TABLE) as RateLimitedAction[];

/** `draftCreate` → `RATE_LIMIT_DRAFT_CREATE`. */
export function envPrefixOf(action: RateLimitedAction): string {
  return `RATE_LIMIT_${action.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

const count = z.coerce.number().int().min(1).max(1_000_000).optional();
const seconds = z.coerce.number().int().min(1).max(86_400).optional();

const envSchema = z.object({
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  ...Object.fromEntries(
    ACTIONS.flatMap((action) => [
      [`${envPrefixOf(action)}_PER_ADDRESS`, count],
      [`${envPrefixOf(action)}_PER_PLAYER`, count],
      [`${envPrefixOf(action)}_WINDOW_SECONDS`, seconds],
    ]),
  ),
});

/** The table's defaults (what an unset environment gives). */
export function defaultRateLimits(): Record<RateLimitedAction, RateLimit> {
  return Object.fromEntries(
    ACTIONS.map((action) => {
      const { perAddress, perPlayer, windowSeconds } = RATE_LIMIT_TABLE[action];
      return [action, { perAddress, perPlayer, windowMs: windowSeconds * 1000 }];
    }),
  ) as Record<RateLimitedAction, RateLimit>;
}

/**
 * Reads `RATE_LIMITS` (`off` turns every limit off, e.g. for a load bench), `REDIS_URL` and
 * each action's `RATE_LIMIT_<ACTION>_PER_ADDRESS` / `_PER_PLAYER` / `_WINDOW_SECONDS`.
 * Returns null when limits are off; throws naming the variable when one is malformed.
 */
export function rateLimitSettingsFromEnv(
  env: Record<string, string | undefined>,
): RateLimitSettings | null {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw invalidConfiguration(parsed.error);
  const vars = parsed.data as Record<string, number | undefined> & typeof parsed.data;
  if (vars.RATE_LIMITS === 'off') return null;
  const defaults = defaultRateLimits();
  const limits = Object.fromEntries(
    ACTIONS.map((action) => {
      const prefix = envPrefixOf(action);
      const base = defaults[action];
      const windowSeconds = vars[`${prefix}_WINDOW_SECONDS`];
      return [
        action,
        {
          perAddress: vars[`${prefix}_PER_ADDRESS`] ?? base.perAddress,
          perPlayer:
            base.perPlayer === null ? null : (vars[`${prefix}_PER_PLAYER`] ?? base.perPlayer),
          windowMs: windowSeconds === undefined ? base.windowMs : windowSeconds * 1000,
        },
      ];
    }),
  ) as Record<RateLimitedAction, RateLimit>;
  return { limits, redisUrl: vars.REDIS_URL, redisKeyPrefix: 'promptplay-rate-limit:' };
}
