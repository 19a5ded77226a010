import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import { shouldShowAd, type AdPolicy } from './adPolicy.js';
import { claimAd, countPlayTowardAd, findAdState } from './queries.js';

type AdPlayer = Pick<VerifiedPlayer, 'playerId' | 'authMethod'>;

export interface AdService {
  /**
   * Whether to show an ad before the play about to start (POST /api/player-profile/check-ad).
   * Guests: always false, their client counts odd plays itself (spec §6). A true answer is
   * the ad shown: the counter starts again and the interval runs from now.
   */
  shouldShowAd(player: AdPlayer): Promise<boolean>;
  /** Counts a started game session toward a signed-in player's next ad. */
  notePlayStarted(player: AdPlayer): Promise<void>;
}

/** The server-side ad frequency policy for signed-in players (spec §6, issue 9 part 7). */
export function createAdService(db: Database, clock: Clock, policy: AdPolicy): AdService {
  return {
    async shouldShowAd(player) {
      if (player.authMethod !== 'social') return false;
      const now = clock.now();
      const state = await findAdState(db, player.playerId);
      if (!shouldShowAd(policy, state, now)) return false;
      return claimAd(db, player.playerId, state, now);
    },

    async notePlayStarted(player) {
      if (player.authMethod === 'social') await countPlayTowardAd(db, player.playerId);
    },
  };
}
