// The soak scaled down for CI (issue 12 "Load held"): 20 players for 20 s, judged on what does
// not depend on the machine's speed: no failed call, likes and plays exact against the rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBenchPostgres, type BenchPostgres } from '../benchDatabase.js';
import { runSoak } from './soakBench.js';
import type { SoakOutcome } from './soakReport.js';

const CI_SOAK = { players: 20, minutes: 20 / 60 } as const;

describe('soak: 20 players for 20 s', () => {
  let postgres: BenchPostgres | undefined;
  let outcome: SoakOutcome;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL || undefined;
    if (adminUrl) postgres = await createBenchPostgres(adminUrl);
    outcome = await runSoak(postgres?.url, CI_SOAK);
  });

  afterAll(async () => {
    await postgres?.drop();
  });

  it('answers every call a player makes with a success', () => {
    expect(outcome.tally.errorSamples).toEqual([]);
    expect(outcome.tally.errors).toBe(0);
    expect(outcome.tally.latenciesMs.reads.length).toBeGreaterThan(0);
    expect(outcome.tally.latenciesMs.likes.length).toBeGreaterThan(0);
    expect(outcome.tally.latenciesMs.plays.length).toBeGreaterThan(0);
  });

  it('keeps every game’s likes equal to its like rows and to what the players liked', () => {
    const { recount, ledger } = outcome;
    expect(recount.like_mismatched_games).toBe(0);
    expect(recount.likes_count).toBe(recount.like_rows);
    expect(recount.like_rows).toBe(ledger.liked.size);
  });

  it('keeps every game’s plays equal to its counted plays and to the ends answered counted', () => {
    const { recount, ledger } = outcome;
    expect(recount.play_mismatched_games).toBe(0);
    expect(recount.plays_count).toBe(recount.play_rows);
    expect(recount.play_rows).toBe(ledger.countedEnds);
    expect(ledger.countedEnds).toBeGreaterThan(0);
  });
});
