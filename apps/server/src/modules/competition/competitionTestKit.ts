// Test support for the competition suites (imported by *.test.ts only).
import { randomUUID } from 'node:crypto';
import {
  competitionDataSchema,
  type CompetitionEntry,
  type EventPhase,
} from '@promptplay/contracts';
import { expect } from 'vitest';
import { liveEvents } from '../../db/schema.js';
import type { TestContext } from '../../testing/testHarness.js';
import type { LiveEventRow } from '../events/eventQueries.js';

export interface TestSchedule {
  previewAt: Date;
  startAt: Date;
  endingSoonAt: Date;
  endAt: Date;
  reviewUntil: Date;
}

/**
 * Replaces every scheduled event with this one, written straight to live_events (events never
 * overlap, so a suite keeps one at a time).
 */
export async function scheduleEvent(
  ctx: TestContext,
  schedule: TestSchedule,
): Promise<LiveEventRow> {
  await ctx.db.delete(liveEvents);
  const [row] = await ctx.db
    .insert(liveEvents)
    .values({ id: randomUUID(), name: 'Week of Fight', prize: 'A golden glove', ...schedule })
    .returning();
  if (!row) throw new Error('The event was not written');
  return row;
}

const HOUR_MS = 60 * 60 * 1000;

/** Hours from now at which each instant falls, so that now is in `phase`. */
const OFFSETS: Readonly<Record<EventPhase, readonly number[]>> = {
  Preview: [-1, 1, 2, 3, 4],
  NormalActive: [-2, -1, 1, 2, 3],
  EndingSoon: [-3, -2, -1, 1, 2],
  Review: [-4, -3, -2, -1, 1],
};

/** Schedules the only event so that the clock's now lies in `phase`; null removes every event. */
export async function scheduleEventInPhase(
  ctx: TestContext,
  phase: EventPhase | null,
): Promise<void> {
  if (phase === null) {
    await ctx.db.delete(liveEvents);
    return;
  }
  const now = ctx.clock.now().getTime();
  const [previewAt, startAt, endingSoonAt, endAt, reviewUntil] = OFFSETS[phase].map(
    (hours) => new Date(now + hours * HOUR_MS),
  );
  await scheduleEvent(ctx, {
    previewAt: previewAt!,
    startAt: startAt!,
    endingSoonAt: endingSoonAt!,
    endAt: endAt!,
    reviewUntil: reviewUntil!,
  });
}

/** GET /api/game-competition's entries. */
export async function competitionEntries(ctx: TestContext): Promise<CompetitionEntry[]> {
  const response = await ctx.app.inject({ url: '/api/game-competition' });
  expect(response.statusCode, response.body).toBe(200);
  return competitionDataSchema.parse(response.json()).gameCompetitionEntries;
}
