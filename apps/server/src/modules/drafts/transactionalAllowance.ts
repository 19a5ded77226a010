import { MESSAGES } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors/appError.js';
import { isForeignKeyViolation } from '../allowance/databaseErrors.js';
import { utcDay } from '../allowance/limits.js';
import { decrementPromptCount, incrementPromptCount } from '../allowance/queries.js';
import type { PromptAllowance } from '../allowance/service.js';
import type { DraftAllowance } from './draftServices.js';

/**
 * The allowance module's daily prompt count, taken inside the draft's own transaction: the
 * prompt and the draft row commit together or not at all (a crash in between spends
 * nothing). Same atomic statement and limits as `PromptAllowance.take`.
 */
export function createTransactionalAllowance(
  allowance: Pick<PromptAllowance, 'limitFor'>,
  clock: Clock,
): DraftAllowance {
  return {
    async take(tx, player) {
      const day = utcDay(clock.now());
      const limit = allowance.limitFor(player.authMethod);
      let count: number | null = null;
      try {
        count = limit > 0 ? await incrementPromptCount(tx, player.playerId, day, limit) : null;
      } catch (error) {
        // The token outlived its player (merged into another account): sign in again.
        if (isForeignKeyViolation(error))
          throw new AppError('UNAUTHORIZED', MESSAGES.profileNotFound);
        throw error;
      }
      if (count === null) throw new AppError('DAILY_PROMPTS_EXHAUSTED', MESSAGES.dailyPromptsUsed);
      return day;
    },

    async giveBack(tx, playerId, day) {
      await decrementPromptCount(tx, playerId, day);
    },
  };
}
