import { eventPhaseAt, isLivePhase, MESSAGES, type GameGenre } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import { findEventAt } from '../events/eventQueries.js';
import { COMPETITION_GENRE } from './queries.js';

export interface FightingGate {
  /**
   * Refuses a guest a Fighting game while the event is live (NormalActive or EndingSoon):
   * 403 FORBIDDEN with the text the create modal shows before asking them to sign in
   * (spec §6). Call it before anything is spent. Outside the live phases anyone may.
   */
  assertMayCreate(player: Pick<VerifiedPlayer, 'authMethod'>, genre: GameGenre): Promise<void>;
}

/** Week of Fight entries are social players' games: guests sign in first (issue 9 part 2). */
export function createFightingGate(db: Database, clock: Clock): FightingGate {
  return {
    async assertMayCreate(player, genre) {
      if (genre !== COMPETITION_GENRE || player.authMethod === 'social') return;
      const now = clock.now();
      const event = await findEventAt(db, now);
      if (event && isLivePhase(eventPhaseAt(event, now))) {
        throw new AppError('FORBIDDEN', MESSAGES.fightingNeedsSocialSignIn);
      }
    },
  };
}
