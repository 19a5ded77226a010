import { randomUUID } from 'node:crypto';
import type { AdminAuditEntry } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { DatabaseOrTransaction } from '../../db/database.js';
import type { AdminActor } from './adminGuard.js';
import { insertAuditEntry, type AuditRow } from './queries.js';

/** What every admin write records, in the transaction of the write itself. */
export interface AuditRecord {
  /** Dotted verb, e.g. 'event.create', 'mail.send', 'game.hide'. */
  action: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

/** Adds one audit row: who (id and name at the time), what, on what, when. */
export async function recordAudit(
  tx: DatabaseOrTransaction,
  clock: Clock,
  admin: AdminActor,
  record: AuditRecord,
): Promise<void> {
  await insertAuditEntry(tx, {
    id: randomUUID(),
    adminPlayerId: admin.playerId,
    adminName: admin.playerName,
    action: record.action,
    targetId: record.targetId,
    details: record.details,
    createdAt: clock.now(),
  });
}

export function toAuditEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    adminPlayerId: row.adminPlayerId,
    adminName: row.adminName,
    action: row.action,
    targetId: row.targetId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
