import {
  DEFAULT_NAME_VALIDATION_RULES,
  MESSAGES,
  validatePlayerName,
  type Game,
  type PlayerProfile,
} from '@promptplay/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { PromptAllowance } from '../allowance/service.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import { toFeedItem } from '../feed/feedItem.js';
import { withRemixSourcesChecked } from '../remixes/remixCredit.js';
import { findPlayer, listGamesOf, renamePlayer } from './queries.js';

/** Bounds of contracts' profile `feeds` and my-games `games` lists. */
const PROFILE_GAMES_LIMIT = 500;
const MY_GAMES_LIMIT = 1000;

export interface ProfileService {
  profile(player: VerifiedPlayer, origin: string): Promise<PlayerProfile>;
  /** Validates with contracts' rules (400 naming `Name` once per problem), then renames. */
  rename(player: VerifiedPlayer, rawName: string, origin: string): Promise<PlayerProfile>;
  myGames(player: VerifiedPlayer, origin: string): Promise<Game[]>;
  hasEverLoggedIn(player: VerifiedPlayer): Promise<boolean>;
}

export function createProfileService(
  db: Database,
  allowance: Pick<PromptAllowance, 'remaining'>,
): ProfileService {
  async function playerRow(playerId: string) {
    const row = await findPlayer(db, playerId);
    // A token outliving its player (deleted or merged away) must sign in again.
    if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.profileNotFound);
    return row;
  }

  /** The player's own games; only here does a game an operator hid show, marked and why. */
  async function gamesOf(playerId: string, origin: string, limit: number): Promise<Game[]> {
    const rows = await listGamesOf(db, playerId, limit);
    const items = rows.map((row) => ({
      ...toFeedItem(row, origin),
      hidden: row.hiddenAt !== null,
      hiddenReason: row.hiddenReason,
    }));
    return withRemixSourcesChecked(db, items);
  }

  async function profile(player: VerifiedPlayer, origin: string): Promise<PlayerProfile> {
    const row = await playerRow(player.playerId);
    return {
      playerId: row.id,
      id: row.id,
      playerName: row.playerName,
      feeds: await gamesOf(row.id, origin, PROFILE_GAMES_LIMIT),
      validationRules: DEFAULT_NAME_VALIDATION_RULES,
      dailyPromptsRemaining: await allowance.remaining(row.id, row.authMethod),
      createdAt: row.createdAt.toISOString(),
      email: row.email,
    };
  }

  return {
    profile,

    async rename(player, rawName, origin) {
      const { normalized, errors } = validatePlayerName(rawName, DEFAULT_NAME_VALIDATION_RULES);
      if (errors.length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          MESSAGES.serverValidationFailed,
          errors.map((message) => ({ field: 'Name', message })),
        );
      }
      await playerRow(player.playerId);
      await db.transaction((tx) => renamePlayer(tx, player.playerId, normalized));
      return profile(player, origin);
    },

    myGames: (player, origin) => gamesOf(player.playerId, origin, MY_GAMES_LIMIT),

    async hasEverLoggedIn(player) {
      return (await playerRow(player.playerId)).hasEverLoggedIn;
    },
  };
}
