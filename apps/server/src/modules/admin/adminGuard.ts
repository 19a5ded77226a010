import { MESSAGES } from '@promptplay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import { roleForVerifiedEmail } from './adminEmails.js';
import { findPlayerRole } from './queries.js';
import { guardAnswering } from '../../plugins/routeErrorResponses.js';

/** The operator behind an admin request, as the audit log names them. */
export interface AdminActor {
  playerId: string;
  playerName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin check on `/api/admin/*` routes (see `createAdminCheck`). */
    admin: AdminActor | null;
  }
}

/**
 * The operator this player is, or null: a social account with the admin role (read from the
 * database, never from the token) whose email is still in ADMIN_EMAILS, so removing an
 * email takes effect at the next restart, not only at the next sign-in.
 */
export async function findAdmin(
  db: DatabaseOrTransaction,
  adminEmails: readonly string[],
  playerId: string,
): Promise<AdminActor | null> {
  const row = await findPlayerRole(db, playerId);
  const isAdmin =
    row !== null &&
    row.authMethod === 'social' &&
    row.role === 'admin' &&
    roleForVerifiedEmail(adminEmails, row.email) === 'admin';
  return isAdmin ? { playerId: row.id, playerName: row.playerName } : null;
}

/**
 * A hook for every admin route, run before the body is even parsed: 401 without a valid
 * bearer token, 403 FORBIDDEN unless the player is an operator (`findAdmin`), checked on
 * each request. Sets `request.admin`.
 */
export function createAdminCheck(
  app: FastifyInstance,
  admins: { findAdmin(playerId: string): Promise<AdminActor | null> },
) {
  return guardAnswering(
    async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
      await app.requirePlayer.call(app, request, reply);
      const playerId = request.player?.playerId;
      const admin = playerId ? await admins.findAdmin(playerId) : null;
      if (!admin) throw new AppError('FORBIDDEN', MESSAGES.adminOnly);
      request.admin = admin;
    },
    [401, 403],
  );
}

/** The operator of a route guarded by the admin check. */
export function adminOf(request: FastifyRequest): AdminActor {
  if (!request.admin) throw new Error('adminOf needs the admin check hook');
  return request.admin;
}
