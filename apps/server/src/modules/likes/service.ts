import { MESSAGES, type LikeStatus } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import type { CatalogueEvents } from '../games/catalogueEvents.js';
import { addToGameCounter } from '../games/queries.js';
import type { AppMetrics } from '../metrics/appMetrics.js';
import { deleteLike, findLikesCount, hasLiked, insertLike, lockLikesCount } from './queries.js';

export interface LikeService {
  /** Likes or unlikes for a social player; the count moves in the same transaction as the row. */
  setLiked(player: VerifiedPlayer, gameId: string, liked: boolean): Promise<LikeStatus>;
  status(player: VerifiedPlayer | null, gameId: string): Promise<LikeStatus>;
}

export function createLikeService(
  db: Database,
  clock: Clock,
  catalogueEvents: Pick<CatalogueEvents, 'likesCountChanged'>,
  metrics?: Pick<AppMetrics, 'likeChanges'>,
): LikeService {
  return {
    async setLiked(player, gameId, liked) {
      // Spec §6: guests cannot like; the client shows this message for a 401.
      if (player.authMethod !== 'social') {
        throw new AppError('UNAUTHORIZED', MESSAGES.likeLoginRequired);
      }
      const { likesCount, changed } = await db.transaction(async (tx) => {
        const current = await lockLikesCount(tx, gameId);
        if (current === null) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
        const moved = liked
          ? await insertLike(tx, player.playerId, gameId, clock.now())
          : await deleteLike(tx, player.playerId, gameId);
        return {
          likesCount: moved
            ? await addToGameCounter(tx, gameId, 'likesCount', liked ? 1 : -1)
            : current,
          changed: moved,
        };
      });
      if (changed) {
        metrics?.likeChanges.inc({ action: liked ? 'like' : 'unlike' });
        // After the commit, so the feed never moves a game for a like that rolled back.
        catalogueEvents.likesCountChanged(gameId, likesCount);
      }
      return { likesCount, isLikedByPlayer: liked };
    },

    async status(player, gameId) {
      const likesCount = await findLikesCount(db, gameId);
      if (likesCount === null) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
      const isLikedByPlayer = player ? await hasLiked(db, player.playerId, gameId) : false;
      return { likesCount, isLikedByPlayer };
    },
  };
}
