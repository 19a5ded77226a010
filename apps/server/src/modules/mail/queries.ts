import { and, asc, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { mailMessages, mailReads, players } from '../../db/schema.js';

export type MailRow = typeof mailMessages.$inferSelect;

/** Mail to this player or to everyone. */
const addressedTo = (playerId: string) =>
  or(isNull(mailMessages.playerId), eq(mailMessages.playerId, playerId));

export async function insertMail(
  db: DatabaseOrTransaction,
  mail: typeof mailMessages.$inferInsert,
): Promise<MailRow> {
  const rows = await db.insert(mailMessages).values(mail).returning();
  return rows[0]!;
}

/** The oldest message addressed to the player that the player has not read yet. */
export async function findOldestUnreadMail(
  db: DatabaseOrTransaction,
  playerId: string,
): Promise<MailRow | null> {
  const rows = await db
    .select()
    .from(mailMessages)
    .where(
      and(
        addressedTo(playerId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(mailReads)
            .where(and(eq(mailReads.mailId, mailMessages.id), eq(mailReads.playerId, playerId))),
        ),
      ),
    )
    .orderBy(asc(mailMessages.createdAt), asc(mailMessages.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The message when it is addressed to the player, else null. */
export async function findMailAddressedTo(
  db: DatabaseOrTransaction,
  mailId: string,
  playerId: string,
): Promise<MailRow | null> {
  const rows = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, mailId), addressedTo(playerId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Records the read once (a repeat keeps the first time) and returns when it was read; null
 * when the player no longer exists (a guest merged into a signed-in account).
 */
export async function recordMailRead(
  db: DatabaseOrTransaction,
  mailId: string,
  playerId: string,
  at: Date,
): Promise<Date | null> {
  await db.execute(sql`
    insert into ${mailReads} (mail_id, player_id, read_at)
    select ${mailId}, ${players.id}, ${at.toISOString()}::timestamptz
    from ${players} where ${players.id} = ${playerId}
    on conflict do nothing`);
  const rows = await db
    .select({ readAt: mailReads.readAt })
    .from(mailReads)
    .where(and(eq(mailReads.mailId, mailId), eq(mailReads.playerId, playerId)));
  return rows[0]?.readAt ?? null;
}

/** Whether a player with this id exists (mail to one player names them). */
export async function playerExists(db: DatabaseOrTransaction, playerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return rows.length > 0;
}
