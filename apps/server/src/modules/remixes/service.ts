import {
  MESSAGES,
  type RemixListQuery,
  type RemixListResponse,
  type RemixSource,
} from '@promptplay/contracts';
import type { Database, DatabaseOrTransaction } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import { audiencesAtOrBelow } from '../feed/audiences.js';
import { toFeedItem } from '../feed/feedItem.js';
import { findGameById, type GameRow } from '../games/queries.js';
import { countVisibleRemixes, findCreationPayloadOfGame, listVisibleRemixes } from './queries.js';
import { remixSourceOf } from './remixSource.js';

export interface RemixService {
  /** A visible game's visible remixes, newest first; 404 for an unknown or hidden game. */
  list(gameId: string, query: RemixListQuery, origin: string): Promise<RemixListResponse>;
  /** What a remix of a visible game starts from (the create modal's categorization). */
  source(gameId: string): Promise<RemixSource>;
}

/** A game players may see (and so remix); 404 otherwise. */
async function visibleGame(db: DatabaseOrTransaction, gameId: string, notFound: string) {
  const game = await findGameById(db, gameId);
  if (!game || game.hiddenAt) throw new AppError('NOT_FOUND', notFound);
  return game;
}

/**
 * Refuses a remix before anything is spent: guests are asked to sign in (403), the source
 * must be a game players can see (404 naming `remixOf`).
 */
export async function assertRemixable(
  db: DatabaseOrTransaction,
  player: VerifiedPlayer,
  remixOf: string,
): Promise<GameRow> {
  if (player.authMethod !== 'social') throw new AppError('FORBIDDEN', MESSAGES.remixNeedsSignIn);
  const game = await findGameById(db, remixOf);
  if (!game || game.hiddenAt) {
    throw new AppError('NOT_FOUND', MESSAGES.remixSourceNotFound, [
      { field: 'remixOf', message: MESSAGES.remixSourceNotFound },
    ]);
  }
  return game;
}

export function createRemixService(db: Database): RemixService {
  return {
    async list(gameId, query, origin) {
      await visibleGame(db, gameId, MESSAGES.gameNotFound);
      const audiences = audiencesAtOrBelow(query.targetAudience);
      const [rows, total] = await Promise.all([
        listVisibleRemixes(db, gameId, {
          audiences,
          // One extra row tells whether there is a next page.
          limit: query.pageSize + 1,
          offset: (query.pageNumber - 1) * query.pageSize,
        }),
        countVisibleRemixes(db, gameId, audiences),
      ]);
      return {
        items: rows.slice(0, query.pageSize).map((row) => toFeedItem(row, origin)),
        hasNextPage: rows.length > query.pageSize,
        total,
      };
    },

    async source(gameId) {
      const game = await visibleGame(db, gameId, MESSAGES.remixSourceNotFound);
      return remixSourceOf(game, await findCreationPayloadOfGame(db, gameId));
    },
  };
}
