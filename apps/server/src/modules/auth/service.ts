import { randomInt, randomUUID } from 'node:crypto';
import type { TokenResponse } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database, DatabaseOrTransaction } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { AccessTokens, VerifiedPlayer } from './accessTokens.js';
import {
  findRefreshTokenForUpdate,
  insertPlayerWithRefreshToken,
  insertRefreshToken,
  markRefreshTokenRotated,
  revokeRefreshTokenFamily,
} from './queries.js';
import {
  hashRefreshToken,
  newRefreshTokenSecret,
  REFRESH_TOKEN_TTL_MS,
} from './refreshTokenSecrets.js';

const GUEST_NAME_PREFIX = 'Player';

/** 'Player' and four digits, e.g. Player0427 (valid under the default name rules). */
function guestPlayerName(): string {
  return `${GUEST_NAME_PREFIX}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

export interface AuthService {
  registerGuest(): Promise<TokenResponse>;
  /** Rotates a refresh token; a rotated or revoked one revokes its whole family (401). */
  refresh(refreshToken: string): Promise<TokenResponse>;
  validateAccessToken(accessToken: string): Promise<boolean>;
  /** Starts a new refresh family for a player (sign-in); `db` may be an open transaction. */
  startSession(
    player: VerifiedPlayer,
    db?: DatabaseOrTransaction,
  ): Promise<{ tokens: TokenResponse; familyId: string }>;
  /** Ends a sign-in chain: every token of the family stops working. */
  revokeFamily(familyId: string): Promise<void>;
}

export function createAuthService(db: Database, tokens: AccessTokens, clock: Clock): AuthService {
  function newRefreshToken(familyId: string) {
    const secret = newRefreshTokenSecret();
    const row = {
      tokenHash: hashRefreshToken(secret),
      familyId,
      expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_MS),
    };
    return { secret, row };
  }

  async function tokenResponse(player: VerifiedPlayer, refreshToken: string) {
    const access = await tokens.issue(player);
    return {
      access_token: access.token,
      refresh_token: refreshToken,
      expires_in: access.expiresIn,
      token_type: 'Bearer',
      issued_at: access.issuedAt,
    } satisfies TokenResponse;
  }

  return {
    async registerGuest() {
      const player: VerifiedPlayer = {
        playerId: randomUUID(),
        authMethod: 'guest',
        loginMethod: 'guest',
      };
      const refreshToken = newRefreshToken(randomUUID());
      await insertPlayerWithRefreshToken(
        db,
        {
          id: player.playerId,
          playerName: guestPlayerName(),
          authMethod: player.authMethod,
          loginMethod: player.loginMethod,
          createdAt: clock.now(),
        },
        refreshToken.row,
      );
      return tokenResponse(player, refreshToken.secret);
    },

    async refresh(presented) {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const row = await findRefreshTokenForUpdate(tx, hashRefreshToken(presented));
        if (!row) return { kind: 'unknown' } as const;
        if (row.rotatedAt || row.revokedAt) {
          // A token that was already used came back: someone holds a copy. End the family.
          await revokeRefreshTokenFamily(tx, row.familyId, now);
          return { kind: 'reused' } as const;
        }
        if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' } as const;
        await markRefreshTokenRotated(tx, row.tokenHash, now);
        const next = newRefreshToken(row.familyId);
        await insertRefreshToken(tx, { ...next.row, playerId: row.playerId });
        const player: VerifiedPlayer = {
          playerId: row.playerId,
          authMethod: row.authMethod,
          loginMethod: row.loginMethod,
        };
        return { kind: 'rotated', player, next: next.secret } as const;
      });
      if (outcome.kind !== 'rotated') {
        throw new AppError('UNAUTHORIZED', 'Invalid refresh token', [
          { field: 'refresh_token', message: `Refresh token is ${outcome.kind}` },
        ]);
      }
      return tokenResponse(outcome.player, outcome.next);
    },

    async validateAccessToken(accessToken) {
      return (await tokens.verify(accessToken)) !== null;
    },

    async startSession(player, tx = db) {
      const familyId = randomUUID();
      const refreshToken = newRefreshToken(familyId);
      await insertRefreshToken(tx, { ...refreshToken.row, playerId: player.playerId });
      return { tokens: await tokenResponse(player, refreshToken.secret), familyId };
    },

    async revokeFamily(familyId) {
      await revokeRefreshTokenFamily(db, familyId, clock.now());
    },
  };
}
