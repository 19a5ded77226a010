import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { promptAllowance } from '../../db/schema.js';

/**
 * Counts one prompt for the player on `day` unless `limit` are already used, in one
 * statement: the row lock of `on conflict do update` makes concurrent takes queue, and the
 * `where` sees the count the previous take left. Returns the new count, or null when the
 * limit was reached (nothing changed).
 */
export async function incrementPromptCount(
  db: DatabaseOrTransaction,
  playerId: string,
  day: string,
  limit: number,
): Promise<number | null> {
  const rows = await db
    .insert(promptAllowance)
    .values({ playerId, day, count: 1 })
    .onConflictDoUpdate({
      target: [promptAllowance.playerId, promptAllowance.day],
      set: { count: sql`${promptAllowance.count} + 1` },
      setWhere: sql`${promptAllowance.count} < ${limit}`,
    })
    .returning({ count: promptAllowance.count });
  return rows[0]?.count ?? null;
}

/** Gives one prompt of `day` back (never below zero). */
export async function decrementPromptCount(
  db: DatabaseOrTransaction,
  playerId: string,
  day: string,
): Promise<void> {
  await db
    .update(promptAllowance)
    .set({ count: sql`greatest(${promptAllowance.count} - 1, 0)` })
    .where(and(eq(promptAllowance.playerId, playerId), eq(promptAllowance.day, day)));
}

/** Prompts the player used on `day` (0 when none). */
export async function promptCountOn(
  db: DatabaseOrTransaction,
  playerId: string,
  day: string,
): Promise<number> {
  const rows = await db
    .select({ count: promptAllowance.count })
    .from(promptAllowance)
    .where(and(eq(promptAllowance.playerId, playerId), eq(promptAllowance.day, day)));
  return rows[0]?.count ?? 0;
}
