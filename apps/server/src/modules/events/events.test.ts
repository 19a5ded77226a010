import { eventDataSchema } from '@promptplay/contracts';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/testHarness.js';

describeEachDatabase('event status', (context) => {
  it('answers "no event" in the event data shape, to anyone', async () => {
    const response = await context().app.inject({ url: '/api/player-event' });
    expect(response.statusCode).toBe(200);
    expect(eventDataSchema.parse(response.json())).toEqual({
      hasEvent: false,
      phase: null,
      eventStart: null,
      eventEnd: null,
    });
  });
});
