import { desc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { adminAudit, players } from '../../db/schema.js';

export type AuditRow = typeof adminAudit.$inferSelect;

/** What the admin check reads of a player, on every admin request. */
export async function findPlayerRole(db: DatabaseOrTransaction, playerId: string) {
  const rows = await db
    .select({
      id: players.id,
      playerName: players.playerName,
      authMethod: players.authMethod,
      email: players.email,
      role: players.role,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertAuditEntry(
  db: DatabaseOrTransaction,
  entry: typeof adminAudit.$inferInsert,
): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

/** The newest audit entries first. */
export async function listAuditEntries(
  db: DatabaseOrTransaction,
  limit: number,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(adminAudit)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit);
}
