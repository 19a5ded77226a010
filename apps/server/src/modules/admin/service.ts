import type {
  AdminAuditEntry,
  AdminGameVisibility,
  AdminMailInput,
  AdminMailSent,
} from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { CatalogueEvents } from '../games/catalogueEvents.js';
import { findAdmin, type AdminActor } from './adminGuard.js';
import { toAuditEntry } from './audit.js';
import { createEventAdmin, type EventAdmin } from './eventAdmin.js';
import { setGameVisibility } from './gameAdmin.js';
import { sendAdminMail } from './mailAdmin.js';
import { createModeration, type Moderation } from './moderation.js';
import { listAuditEntries } from './queries.js';

/** The audit log answers this many entries, newest first. */
export const AUDIT_PAGE_SIZE = 200;

export interface AdminServiceDeps {
  db: Database;
  clock: Clock;
  catalogueEvents: CatalogueEvents;
  /** ADMIN_EMAILS, lower case. */
  adminEmails: readonly string[];
}

/** The operator console's rules; every write records its audit row in its own transaction. */
export interface AdminService {
  /** The operator this player is (role and ADMIN_EMAILS, from the database), or null. */
  findAdmin(playerId: string): Promise<AdminActor | null>;
  events: EventAdmin;
  sendMail(admin: AdminActor, input: AdminMailInput): Promise<AdminMailSent>;
  hideGame(admin: AdminActor, gameId: string, reason: string): Promise<AdminGameVisibility>;
  restoreGame(admin: AdminActor, gameId: string): Promise<AdminGameVisibility>;
  /** Reports and comment moderation (issue 14). */
  moderation: Moderation;
  audit(): Promise<AdminAuditEntry[]>;
}

export function createAdminService(deps: AdminServiceDeps): AdminService {
  return {
    findAdmin: (playerId) => findAdmin(deps.db, deps.adminEmails, playerId),
    events: createEventAdmin(deps.db, deps.clock),
    sendMail: (admin, input) => sendAdminMail(deps, admin, input),
    hideGame: (admin, gameId, reason) => setGameVisibility(deps, admin, gameId, reason),
    restoreGame: (admin, gameId) => setGameVisibility(deps, admin, gameId, null),
    moderation: createModeration(deps),
    async audit() {
      return (await listAuditEntries(deps.db, AUDIT_PAGE_SIZE)).map(toAuditEntry);
    },
  };
}
