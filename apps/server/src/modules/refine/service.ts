import {
  gameVersionLabel,
  MESSAGES,
  type GameVersionsResponse,
  type RefineResponse,
} from '@promptplay/contracts';
import { followUpEditsOf, UnreadableFollowUpError } from '@promptplay/generator';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import type { DraftAllowance } from '../drafts/draftServices.js';
import type { DraftSignal } from '../drafts/draftSignal.js';
import { queueDraft } from '../drafts/queueDraft.js';
import type { CatalogueEvents } from '../games/catalogueEvents.js';
import type { HiddenGames } from '../games/hiddenGames.js';
import { findGameById, type GameRow } from '../games/queries.js';
import type { ScreenshotTierQueue } from '../games/screenshotTierQueue.js';
import {
  findGameVersion,
  keepFirstVersion,
  listGameVersions,
  lockGame,
  showGameVersion,
} from '../games/versionQueries.js';
import type { ContentSafety } from '../safety/contentSafety.js';
import { findCreationDraft } from './queries.js';

export interface RefineService {
  /**
   * Queues the next version of the player's own game, built from its creation payload with
   * the follow-up added to the ones of the current version; takes one of today's prompts.
   */
  refine(player: VerifiedPlayer, gameId: string, prompt: string): Promise<RefineResponse>;
  /** Every version, oldest first; a hidden game's only for its owner. */
  versions(viewer: VerifiedPlayer | null, gameId: string): Promise<GameVersionsResponse>;
  /** Makes an older (or newer) version current again, without building anything. */
  restore(player: VerifiedPlayer, gameId: string, version: number): Promise<GameVersionsResponse>;
}

export interface RefineServiceDeps {
  db: Database;
  clock: Clock;
  allowance: DraftAllowance;
  safety: Pick<ContentSafety, 'assertClean'>;
  signal: DraftSignal;
  hiddenGames: HiddenGames;
  events: CatalogueEvents;
  screenshotTiers?: Pick<ScreenshotTierQueue, 'schedule'> | undefined;
}

/** The follow-up must say something the generator can change (400 naming `prompt`). */
function assertReadable(prompt: string, game: GameRow): void {
  try {
    followUpEditsOf([prompt], game.genre);
  } catch (error) {
    if (!(error instanceof UnreadableFollowUpError)) throw error;
    throw new AppError('VALIDATION_FAILED', MESSAGES.refineUnreadable, [
      { field: 'prompt', message: MESSAGES.refineUnreadable },
    ]);
  }
}

export function createRefineService(deps: RefineServiceDeps): RefineService {
  const { db, safety, hiddenGames, events } = deps;

  async function ownGame(player: VerifiedPlayer, gameId: string): Promise<GameRow> {
    const game = await findGameById(db, gameId);
    if (!game) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
    if (game.createdBy !== player.playerId) {
      throw new AppError('FORBIDDEN', MESSAGES.refineOwnerOnly);
    }
    return game;
  }

  async function listOf(game: GameRow): Promise<GameVersionsResponse> {
    const rows = await listGameVersions(db, game);
    return {
      items: rows.map((row) => ({
        version: row.version,
        label: gameVersionLabel(row.version),
        prompt: row.prompt,
        createdAt: row.createdAt.toISOString(),
        screenshotUrl: `/media/${row.screenshotKey}`,
        current: row.version === game.versionNumber,
      })),
    };
  }

  return {
    async refine(player, gameId, prompt) {
      const game = await ownGame(player, gameId);
      safety.assertClean({ prompt });
      assertReadable(prompt, game);
      const creation = await findCreationDraft(db, gameId);
      if (!creation) throw new AppError('CONFLICT', MESSAGES.refineNotPossible);
      const draftId = await queueDraft(deps, player, {
        payload: creation.payload,
        referenceImageUrl: creation.referenceImageUrl,
        // The same design as the game's (none asked again): only the follow-ups change it.
        worldDesign: creation.worldDesign ?? {
          source: 'built-in',
          reason: 'the game was built from the built-in reading',
        },
        refineGameId: gameId,
        refinePrompt: prompt,
        refineBaseVersion: game.versionNumber,
      });
      return { draftId };
    },

    async versions(viewer, gameId) {
      const game = await findGameById(db, gameId);
      const hidden = game ? await hiddenGames.ownerOfHidden(gameId) : undefined;
      if (!game || (hidden && hidden.ownerId !== viewer?.playerId)) {
        throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
      }
      return listOf(game);
    },

    async restore(player, gameId, version) {
      await ownGame(player, gameId);
      const restored = await db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        if (!game) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
        const row = await findGameVersion(tx, game, version);
        if (!row) throw new AppError('NOT_FOUND', MESSAGES.versionNotFound);
        if (row.version === game.versionNumber) return null;
        await keepFirstVersion(tx, game);
        await showGameVersion(tx, row);
        return row;
      });
      if (restored) {
        events.gamePublished(gameId);
        deps.screenshotTiers?.schedule({ gameId, screenshotKey: restored.screenshotKey });
      }
      const game = await findGameById(db, gameId);
      if (!game) throw new AppError('NOT_FOUND', MESSAGES.gameNotFound);
      return listOf(game);
    },
  };
}
