import { MESSAGES, type Mail, type MailReadResponse } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import { sanitizeMailHtml } from './mailHtml.js';
import { findMailAddressedTo, findOldestUnreadMail, recordMailRead } from './queries.js';

/** No message to show (also the answer without a bearer token). */
export const NO_MAIL: Mail = { hasMail: false, title: null, body: null, mailId: null };

export interface MailService {
  /** The player's oldest unread message, body sanitized again; NO_MAIL for no player. */
  next(player: VerifiedPlayer | null): Promise<Mail>;
  /** Marks a message read on every device (idempotent); 404 when not addressed to them. */
  markRead(player: VerifiedPlayer, mailId: string): Promise<MailReadResponse>;
}

/** Operator mail as players receive it: one message at a time, oldest first, until read. */
export function createMailService(db: Database, clock: Clock): MailService {
  return {
    async next(player) {
      if (!player) return NO_MAIL;
      const mail = await findOldestUnreadMail(db, player.playerId);
      if (!mail) return NO_MAIL;
      return {
        hasMail: true,
        title: mail.title,
        body: sanitizeMailHtml(mail.body),
        mailId: mail.id,
      };
    },

    async markRead(player, mailId) {
      const mail = await findMailAddressedTo(db, mailId, player.playerId);
      if (!mail) throw new AppError('NOT_FOUND', MESSAGES.mailNotFound);
      const readAt = await recordMailRead(db, mail.id, player.playerId, clock.now());
      // A token outliving its player (merged away at sign-in) must sign in again.
      if (!readAt) throw new AppError('UNAUTHORIZED', MESSAGES.profileNotFound);
      return { mailId: mail.id, readAt: readAt.toISOString() };
    },
  };
}
