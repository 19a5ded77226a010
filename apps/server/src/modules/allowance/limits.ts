import type { AuthMethod } from '@promptplay/contracts';

/** Prompts a player may run per UTC day, by how they signed in (spec §6: social gets more). */
export type DailyPromptLimits = Readonly<Record<AuthMethod, number>>;

/**
 * Defaults when `DAILY_PROMPTS_GUEST` / `DAILY_PROMPTS_SOCIAL` are unset: a guest can try the
 * creator a few times before being asked to sign in; a signed-in player makes a game an hour
 * or so of a busy day. Both cap what one player costs an AI provider when one is configured.
 */
export const DEFAULT_DAILY_PROMPT_LIMITS: DailyPromptLimits = { guest: 3, social: 10 };

/**
 * The UTC day a moment belongs to, as Postgres' `date` text.
 *
 * @example utcDay(new Date('2025-06-01T23:59:59Z')) // '2025-06-01'
 */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
