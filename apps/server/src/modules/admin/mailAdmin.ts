import { randomUUID } from 'node:crypto';
import { MESSAGES, type AdminMailInput, type AdminMailSent } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import { cleanMailBody } from '../mail/mailHtml.js';
import { insertMail, playerExists } from '../mail/queries.js';
import type { AdminActor } from './adminGuard.js';
import { recordAudit } from './audit.js';

/**
 * Sends operator mail: to one player (404 for an unknown id) or, without `playerId`, to
 * everyone. The body is stored sanitized (and sanitized again when served).
 */
export async function sendAdminMail(
  deps: { db: Database; clock: Clock },
  admin: AdminActor,
  input: AdminMailInput,
): Promise<AdminMailSent> {
  const body = cleanMailBody(input.body);
  const playerId = input.playerId ?? null;
  return deps.db.transaction(async (tx) => {
    if (playerId && !(await playerExists(tx, playerId))) {
      throw new AppError('NOT_FOUND', MESSAGES.mailPlayerNotFound, [
        { field: 'playerId', message: MESSAGES.mailPlayerNotFound },
      ]);
    }
    const mail = await insertMail(tx, {
      id: randomUUID(),
      title: input.title,
      body,
      playerId,
      createdBy: admin.playerId,
      createdAt: deps.clock.now(),
    });
    await recordAudit(tx, deps.clock, admin, {
      action: 'mail.send',
      targetId: mail.id,
      details: { title: mail.title, to: playerId ?? 'everyone' },
    });
    return { mailId: mail.id, body: mail.body };
  });
}
