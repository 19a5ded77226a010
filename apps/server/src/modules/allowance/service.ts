import { MESSAGES, type AuthMethod } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import { isForeignKeyViolation } from './databaseErrors.js';
import { utcDay, type DailyPromptLimits } from './limits.js';
import { decrementPromptCount, incrementPromptCount, promptCountOn } from './queries.js';

/** One prompt taken from a player's allowance; hand it back with `refund` if the work fails. */
export interface PromptTicket {
  playerId: string;
  /** The UTC day it counted against (a refund after midnight restores that day, not today). */
  day: string;
  /** Prompts left today after this one. */
  remaining: number;
}

/** The player fields the allowance needs: who, and which limit applies. */
export type AllowancePlayer = Pick<VerifiedPlayer, 'playerId' | 'authMethod'>;

/**
 * The daily prompt allowance (spec §5 "Daily prompts", §6): counted per player per UTC day
 * on the server, atomically, so parallel requests cannot both take the last prompt.
 */
export interface PromptAllowance {
  /**
   * Takes one of today's prompts, or throws AppError `DAILY_PROMPTS_EXHAUSTED` (429) with
   * the spec's toast text when none are left. Call it once the request is otherwise valid.
   *
   * @example const ticket = await allowance.take(playerOf(request));
   */
  take(player: AllowancePlayer): Promise<PromptTicket>;
  /** Like `take`, but answers null instead of throwing when none are left. */
  takePrompt(playerId: string, kind: AuthMethod): Promise<PromptTicket | null>;
  /** Prompts the player has left today (what the profile shows as `dailyPromptsRemaining`). */
  remaining(playerId: string, kind: AuthMethod): Promise<number>;
  /** Gives a taken prompt back, e.g. when a draft could not even be queued. */
  refund(ticket: PromptTicket): Promise<void>;
  /** The configured daily limit for that kind of player. */
  limitFor(kind: AuthMethod): number;
}

export function createPromptAllowance(
  db: Database,
  clock: Clock,
  limits: DailyPromptLimits,
): PromptAllowance {
  async function takePrompt(playerId: string, kind: AuthMethod): Promise<PromptTicket | null> {
    const limit = limits[kind];
    const day = utcDay(clock.now());
    // A limit of 0 turns creation off for that kind; the insert below would count a first one.
    if (limit <= 0) return null;
    let count: number | null;
    try {
      count = await incrementPromptCount(db, playerId, day, limit);
    } catch (error) {
      // The token outlived its player (merged into another account): sign in again.
      if (isForeignKeyViolation(error)) {
        throw new AppError('UNAUTHORIZED', MESSAGES.profileNotFound);
      }
      throw error;
    }
    return count === null ? null : { playerId, day, remaining: Math.max(limit - count, 0) };
  }

  return {
    async take(player) {
      const ticket = await takePrompt(player.playerId, player.authMethod);
      if (!ticket) throw new AppError('DAILY_PROMPTS_EXHAUSTED', MESSAGES.dailyPromptsUsed);
      return ticket;
    },

    takePrompt,

    async remaining(playerId, kind) {
      const used = await promptCountOn(db, playerId, utcDay(clock.now()));
      return Math.max(limits[kind] - used, 0);
    },

    async refund(ticket) {
      await decrementPromptCount(db, ticket.playerId, ticket.day);
    },

    limitFor: (kind) => limits[kind],
  };
}
