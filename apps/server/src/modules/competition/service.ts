import { competitionDataSchema } from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { findEventAt } from '../events/eventQueries.js';
import { createEncodedBody, type EncodedBody } from './encodedBody.js';
import { listCompetitionEntries } from './queries.js';

/** How long one answer is served to everyone: a storm of reads costs one query per period. */
export const COMPETITION_CACHE_TTL_MS = 5_000;
/** Entries shown (issue 9: top 100). */
export const COMPETITION_TOP_ENTRIES = 100;

export interface CompetitionService {
  /**
   * The body of GET /api/game-competition (JSON, ready in each encoding): the current event's
   * ranked entries (during Review, those of the event that just ended); none without one.
   */
  body(): Promise<EncodedBody>;
}

/**
 * The Week of Fight leaderboard. One cached answer for everyone (bytes, compressed once),
 * renewed by the injected clock; concurrent misses share one load, a failed one is not kept.
 */
export function createCompetitionService(db: Database, clock: Clock): CompetitionService {
  let cached: { expiresAt: number; body: Promise<EncodedBody> } | null = null;

  async function load(now: Date): Promise<EncodedBody> {
    const event = await findEventAt(db, now);
    const entries = event ? await listCompetitionEntries(db, event, COMPETITION_TOP_ENTRIES) : [];
    const data = competitionDataSchema.parse({ gameCompetitionEntries: entries });
    return createEncodedBody(JSON.stringify(data));
  }

  return {
    body() {
      const now = clock.now();
      if (cached && cached.expiresAt > now.getTime()) return cached.body;
      const entry = { expiresAt: now.getTime() + COMPETITION_CACHE_TTL_MS, body: load(now) };
      cached = entry;
      entry.body.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.body;
    },
  };
}
