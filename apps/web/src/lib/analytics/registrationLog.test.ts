import { CONSTANTS } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { createDataLayerAnalytics } from './dataLayer.js';
import { createRegistrationLog, REGISTRATION_LOG_KEY } from './registrationLog.js';

function setup() {
  let now = Date.parse('2026-11-25T10:00:00.000Z');
  const log = createRegistrationLog(localStorage, { now: () => now });
  const analytics = createDataLayerAnalytics({} as Window, log);
  return { log, analytics, advance: (ms: number) => (now += ms) };
}

describe('registration-event log', () => {
  it('keeps account events with their time, and nothing else', () => {
    const { log, analytics, advance } = setup();
    analytics.track({ event: 'guest_registered' });
    analytics.track({ event: 'game_like', game_id: 'space-cats' });
    advance(60_000);
    analytics.track({ event: 'sign_up', method: 'google' });
    expect(log.entries()).toEqual([
      { event: 'guest_registered', at: '2026-11-25T10:00:00.000Z' },
      { event: 'sign_up', at: '2026-11-25T10:01:00.000Z' },
    ]);
  });

  it('keeps only the newest 10, across page loads', () => {
    const { analytics } = setup();
    for (let i = 0; i < 6; i += 1) {
      analytics.track({ event: 'sign_in', method: 'google' });
      analytics.track({ event: 'sign_out' });
    }
    const reloaded = createRegistrationLog(localStorage);
    const entries = reloaded.entries();
    expect(entries).toHaveLength(CONSTANTS.REGISTRATION_EVENT_LOG_CAP);
    expect(entries.at(-1)?.event).toBe('sign_out');
    expect(entries[0]?.event).toBe('sign_in');
  });

  it('starts afresh over a stored log that does not parse', () => {
    localStorage.setItem(REGISTRATION_LOG_KEY, '{"not":"a list"');
    const { log, analytics } = setup();
    expect(log.entries()).toEqual([]);
    analytics.track({ event: 'sign_out' });
    expect(log.entries()).toHaveLength(1);
  });
});
