import { randomUUID } from 'node:crypto';
import { MESSAGES, type ReportCreated, type ReportInput } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import { insertOpenReport, isVisibleTarget } from './queries.js';

export interface ReportService {
  /** Files a signed-in player's report of a visible game or comment; one open per target. */
  create(player: VerifiedPlayer, input: ReportInput): Promise<ReportCreated>;
}

export function createReportService(db: Database, clock: Clock): ReportService {
  return {
    async create(player, input) {
      if (player.authMethod !== 'social') {
        throw new AppError('FORBIDDEN', MESSAGES.reportGuestForbidden);
      }
      if (!(await isVisibleTarget(db, input.targetType, input.targetId))) {
        throw new AppError('NOT_FOUND', MESSAGES.reportTargetNotFound);
      }
      const id = randomUUID();
      const text = input.text === '' ? undefined : input.text;
      const filed = await insertOpenReport(db, {
        ...input,
        text,
        id,
        reporterId: player.playerId,
        createdAt: clock.now(),
      });
      if (!filed) throw new AppError('CONFLICT', MESSAGES.reportAlreadyOpen);
      return { id };
    },
  };
}
