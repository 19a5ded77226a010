import { MESSAGES, type AdminGameVisibility } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { CatalogueEvents } from '../games/catalogueEvents.js';
import { findGameById, setGameHidden } from '../games/queries.js';
import type { AdminActor } from './adminGuard.js';
import { recordAudit } from './audit.js';
import { closeReportsOf } from './moderation.js';

/**
 * Hides a game with a reason (`reason` given) or restores it (null). A hidden game leaves
 * every feed and the competition and its world answers 404 to all but its owner; the feed
 * caches hear of it once the change is committed. Its open reports close as 'actioned' and
 * the audit row names their reporters. 404 for an unknown game.
 */
export async function setGameVisibility(
  deps: { db: Database; clock: Clock; catalogueEvents: CatalogueEvents },
  admin: AdminActor,
  gameId: string,
  reason: string | null,
): Promise<AdminGameVisibility> {
  const result = await deps.db.transaction(async (tx) => {
    const before = await findGameById(tx, gameId);
    if (!before) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
    const now = deps.clock.now();
    const after = await setGameHidden(tx, gameId, reason === null ? null : { at: now, reason });
    if (!after) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
    const closed = await closeReportsOf(
      tx,
      admin,
      { targetType: 'game', targetId: gameId },
      { status: 'actioned', at: now },
    );
    await recordAudit(tx, deps.clock, admin, {
      action: reason === null ? 'game.restore' : 'game.hide',
      targetId: gameId,
      details: {
        title: before.title,
        ...(reason === null ? { previousReason: before.hiddenReason } : { reason }),
        ...closed,
      },
    });
    return after;
  });
  deps.catalogueEvents.gameVisibilityChanged(gameId);
  return {
    gameId: result.id,
    hidden: result.hiddenAt !== null,
    hiddenReason: result.hiddenReason,
  };
}
