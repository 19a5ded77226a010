import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import type { PlayerRole } from '../admin/roles.js';
import {
  games,
  identities,
  interactions,
  mailMessages,
  mailReads,
  playResults,
  players,
  refreshTokens,
  signInAttempts,
  signInCodes,
} from '../../db/schema.js';

export async function insertSignInAttempt(
  db: DatabaseOrTransaction,
  attempt: typeof signInAttempts.$inferInsert,
): Promise<void> {
  await db.insert(signInAttempts).values(attempt);
}

/** Deletes and returns the attempt: a state is good for one callback only. */
export async function takeSignInAttempt(db: DatabaseOrTransaction, state: string) {
  const rows = await db.delete(signInAttempts).where(eq(signInAttempts.state, state)).returning();
  return rows[0] ?? null;
}

export async function insertSignInCode(
  db: DatabaseOrTransaction,
  code: typeof signInCodes.$inferInsert,
): Promise<void> {
  await db.insert(signInCodes).values(code);
}

/** Marks an unused code used and returns it; null when unknown or already used. */
export async function useSignInCode(db: DatabaseOrTransaction, codeHash: string, at: Date) {
  const rows = await db
    .update(signInCodes)
    .set({ usedAt: at })
    .where(and(eq(signInCodes.codeHash, codeHash), isNull(signInCodes.usedAt)))
    .returning();
  return rows[0] ?? null;
}

export async function findIdentityPlayer(
  db: DatabaseOrTransaction,
  issuer: string,
  subject: string,
) {
  const rows = await db
    .select({ id: players.id, playerName: players.playerName })
    .from(identities)
    .innerJoin(players, eq(players.id, identities.playerId))
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject)));
  return rows[0] ?? null;
}

export async function insertIdentity(
  db: DatabaseOrTransaction,
  identity: typeof identities.$inferInsert,
): Promise<void> {
  await db.insert(identities).values(identity);
}

export async function findPlayerAuth(db: DatabaseOrTransaction, playerId: string) {
  const rows = await db
    .select({ id: players.id, authMethod: players.authMethod })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  return rows[0] ?? null;
}

export async function insertPlayer(
  db: DatabaseOrTransaction,
  player: typeof players.$inferInsert,
): Promise<void> {
  await db.insert(players).values(player);
}

/**
 * Makes the player social (signed in with Google), recording that it has signed in; `role`
 * is the one this sign-in grants (ADMIN_EMAILS).
 */
export async function markSignedIn(
  db: DatabaseOrTransaction,
  playerId: string,
  changes: { email: string | null; playerName?: string; role?: PlayerRole },
): Promise<void> {
  await db
    .update(players)
    .set({
      authMethod: 'social',
      loginMethod: 'google',
      hasEverLoggedIn: true,
      ...(changes.email ? { email: changes.email } : {}),
      ...(changes.playerName ? { playerName: changes.playerName } : {}),
      ...(changes.role ? { role: changes.role } : {}),
    })
    .where(eq(players.id, playerId));
}

/**
 * Moves a guest's games, likes, play results and read broadcast mail to another player, then
 * deletes the guest. A game both liked keeps one like (its count drops by one); the guest's
 * refresh tokens go with it.
 */
export async function mergeGuestInto(
  db: DatabaseOrTransaction,
  guestId: string,
  targetId: string,
  targetName: string,
): Promise<void> {
  await db
    .update(games)
    .set({ createdBy: targetId, authorName: targetName })
    .where(eq(games.createdBy, guestId));
  const duplicates = await db
    .select({ gameId: interactions.gameId })
    .from(interactions)
    .where(
      and(
        eq(interactions.playerId, guestId),
        sql`exists (select 1 from ${interactions} as mine where mine.player_id = ${targetId}
          and mine.game_id = ${interactions.gameId} and mine.type = ${interactions.type})`,
      ),
    );
  const duplicateIds = duplicates.map((row) => row.gameId);
  if (duplicateIds.length > 0) {
    await db
      .update(games)
      .set({ likesCount: sql`greatest(${games.likesCount} - 1, 0)` })
      .where(inArray(games.id, duplicateIds));
  }
  await db.execute(sql`
    insert into ${interactions} (player_id, game_id, type, created_at)
    select ${targetId}, game_id, type, created_at from ${interactions}
    where player_id = ${guestId}
    on conflict do nothing`);
  await db.update(playResults).set({ playerId: targetId }).where(eq(playResults.playerId, guestId));
  // Mail the guest already read stays read (mail to the guest alone goes with the guest).
  await db.execute(sql`
    insert into ${mailReads} (mail_id, player_id, read_at)
    select mail_id, ${targetId}, read_at from ${mailReads}
    where player_id = ${guestId}
      and mail_id in (select id from ${mailMessages} where player_id is null)
    on conflict do nothing`);
  await db.delete(players).where(eq(players.id, guestId));
}

export async function revokePlayerRefreshTokens(
  db: DatabaseOrTransaction,
  playerId: string,
  at: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.playerId, playerId), isNull(refreshTokens.revokedAt)));
}
