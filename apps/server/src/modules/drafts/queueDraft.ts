import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import type { DraftSignal } from './draftSignal.js';
import type { DraftAllowance } from './draftServices.js';
import { insertDraft, type NewDraft } from './queries.js';

export interface DraftQueue {
  db: Database;
  clock: Clock;
  allowance: DraftAllowance;
  signal: DraftSignal;
}

/** What a new draft says beyond who queued it, when, and with which day's prompt. */
export type QueuedDraftFields = Omit<
  NewDraft,
  'id' | 'playerId' | 'status' | 'allowanceDay' | 'availableAt' | 'createdAt' | 'updatedAt'
>;

/**
 * Takes one of the player's prompts for today and queues the draft in the same transaction
 * (no prompt spent without a draft, no draft without its prompt), then wakes the worker.
 */
export async function queueDraft(
  { db, clock, allowance, signal }: DraftQueue,
  player: VerifiedPlayer,
  fields: QueuedDraftFields,
): Promise<string> {
  const draftId = randomUUID();
  const now = clock.now();
  await db.transaction(async (tx) => {
    const allowanceDay = await allowance.take(tx, player);
    await insertDraft(tx, {
      ...fields,
      id: draftId,
      playerId: player.playerId,
      status: 'queued',
      allowanceDay,
      availableAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
  signal.notify();
  return draftId;
}
