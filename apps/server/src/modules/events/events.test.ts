import { eventDataSchema, type EventData } from '@promptplay/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';

const HOUR = 3_600_000;

async function eventData(ctx: TestContext): Promise<EventData> {
  const response = await ctx.app.inject({ url: '/api/player-event' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return eventDataSchema.parse(response.json());
}

/** Moves the suite's clock to `target` (it only goes forward). */
function moveClockTo(ctx: TestContext, target: Date) {
  const delta = target.getTime() - ctx.clock.now().getTime();
  expect(delta).toBeGreaterThanOrEqual(0);
  ctx.clock.advance(delta);
}

describeEachDatabase('event status', (context) => {
  const base = new Date('2025-06-02T00:00:00Z').getTime();
  const event = {
    id: 'week-of-fight-1',
    name: 'Week of Fight',
    prize: 'A game console',
    previewAt: new Date(base),
    startAt: new Date(base + 24 * HOUR),
    endingSoonAt: new Date(base + 7 * 24 * HOUR),
    endAt: new Date(base + 8 * 24 * HOUR),
    reviewUntil: new Date(base + 10 * 24 * HOUR),
  };

  beforeAll(async () => {
    await context().db.insert(liveEvents).values(event);
  });

  it('answers "no event" to anyone before the preview, with the server clock', async () => {
    const ctx = context();
    expect(await eventData(ctx)).toEqual({
      hasEvent: false,
      phase: null,
      eventStart: null,
      eventEnd: null,
      serverNow: ctx.clock.now().toISOString(),
    });
  });

  describe('phases by the injected clock, at each boundary', () => {
    const steps = [
      { at: event.previewAt.getTime() - 1, phase: null },
      { at: event.previewAt.getTime(), phase: 'Preview' },
      { at: event.startAt.getTime() - 1, phase: 'Preview' },
      { at: event.startAt.getTime(), phase: 'NormalActive' },
      { at: event.endingSoonAt.getTime() - 1, phase: 'NormalActive' },
      { at: event.endingSoonAt.getTime(), phase: 'EndingSoon' },
      { at: event.endAt.getTime() - 1, phase: 'EndingSoon' },
      { at: event.endAt.getTime(), phase: 'Review' },
      { at: event.reviewUntil.getTime() - 1, phase: 'Review' },
      { at: event.reviewUntil.getTime(), phase: null },
    ] as const;

    // In order: the clock only moves forward.
    for (const step of steps) {
      it(`is ${step.phase ?? 'no event'} at ${new Date(step.at).toISOString()}`, async () => {
        const ctx = context();
        moveClockTo(ctx, new Date(step.at));
        const data = await eventData(ctx);
        expect(data.phase).toBe(step.phase);
        expect(data.hasEvent).toBe(step.phase !== null);
        expect(data.serverNow).toBe(new Date(step.at).toISOString());
        if (step.phase === null) return;
        expect(data).toEqual({
          hasEvent: true,
          phase: step.phase,
          eventStart: event.startAt.toISOString(),
          eventEnd: event.endAt.toISOString(),
          eventId: event.id,
          name: event.name,
          prize: event.prize,
          previewAt: event.previewAt.toISOString(),
          endingSoonAt: event.endingSoonAt.toISOString(),
          reviewUntil: event.reviewUntil.toISOString(),
          serverNow: new Date(step.at).toISOString(),
        });
      });
    }
  });
});
