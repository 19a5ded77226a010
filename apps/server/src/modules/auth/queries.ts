import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { players, refreshTokens } from '../../db/schema.js';

export type NewPlayer = typeof players.$inferInsert;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

/**
 * Inserts a new player and its first refresh token in one statement (atomic without a
 * transaction round trip: registration is the busiest write).
 */
export async function insertPlayerWithRefreshToken(
  db: DatabaseOrTransaction,
  player: Required<
    Pick<NewPlayer, 'id' | 'playerName' | 'authMethod' | 'loginMethod' | 'createdAt'>
  >,
  token: Omit<NewRefreshToken, 'playerId'>,
): Promise<void> {
  await db.execute(sql`
    with new_player as (
      insert into ${players} (id, player_name, auth_method, login_method, created_at)
      values (${player.id}, ${player.playerName}, ${player.authMethod}, ${player.loginMethod},
        ${player.createdAt.toISOString()}::timestamptz)
      returning id
    )
    insert into ${refreshTokens} (token_hash, family_id, player_id, expires_at)
    select ${token.tokenHash}, ${token.familyId}, id, ${token.expiresAt.toISOString()}::timestamptz
    from new_player`);
}

export async function insertRefreshToken(
  db: DatabaseOrTransaction,
  token: NewRefreshToken,
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** The token row with its player, locked for the rest of the transaction. */
export async function findRefreshTokenForUpdate(db: DatabaseOrTransaction, tokenHash: string) {
  const rows = await db
    .select({
      tokenHash: refreshTokens.tokenHash,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      playerId: players.id,
      authMethod: players.authMethod,
      loginMethod: players.loginMethod,
    })
    .from(refreshTokens)
    .innerJoin(players, eq(players.id, refreshTokens.playerId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return rows[0] ?? null;
}

export async function markRefreshTokenRotated(
  db: DatabaseOrTransaction,
  tokenHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(eq(refreshTokens.tokenHash, tokenHash));
}

/** Revokes every live token of a family (used when a rotated token comes back). */
export async function revokeRefreshTokenFamily(
  db: DatabaseOrTransaction,
  familyId: string,
  at: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
