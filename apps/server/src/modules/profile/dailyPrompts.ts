import type { AuthMethod } from '@promptplay/contracts';

/**
 * Prompts a player may run per day (spec §1: guests get fewer; the numbers are not shown to
 * players). Until game creation exists nothing is spent, so the remaining count is the
 * allowance itself.
 */
export const DAILY_PROMPT_ALLOWANCE: Readonly<Record<AuthMethod, number>> = {
  guest: 3,
  social: 10,
};
