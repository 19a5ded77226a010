import { describe, expect, it } from 'vitest';
import { consentModeStateFor, CONSENT_MODE_DEFAULT } from './consent.js';
import { analyticsEventSchema, type AnalyticsEvent } from './events.js';
import { registrationLogEntrySchema } from './registrationLog.js';

/** One example of every event, exactly as the web app pushes it. */
const EXAMPLES: Record<AnalyticsEvent['event'], AnalyticsEvent> = {
  page_view: { event: 'page_view', page_route: 'shared_game', page_path: '/shared/space-cats' },
  feed_impression: {
    event: 'feed_impression',
    game_id: 'space-cats',
    genre: 'PLATFORMER',
    position: 3,
    sort: 'latest',
  },
  game_session_start: {
    event: 'game_session_start',
    session_id: 's-1',
    game_id: 'space-cats',
    source: 'feed_play',
  },
  game_session_end: {
    event: 'game_session_end',
    session_id: null,
    game_id: 'space-cats',
    source: 'unity_next_game',
    duration_ms: 5_000,
    result: 'won',
    rounds: 2,
  },
  game_over: { event: 'game_over', game_id: 'space-cats', won: false, score: 12, best_score: 40 },
  game_like: { event: 'game_like', game_id: 'space-cats' },
  game_unlike: { event: 'game_unlike', game_id: 'space-cats' },
  game_share: {
    event: 'game_share',
    game_id: 'space-cats',
    method: 'clipboard',
    outcome: 'copied',
  },
  create_prompt_submitted: {
    event: 'create_prompt_submitted',
    genre: 'FIGHTING',
    prompt_length: 24,
    has_reference_image: false,
  },
  create_prompt_analysed: {
    event: 'create_prompt_analysed',
    genre: 'FIGHTING',
    duration_ms: 1_200,
    success: true,
  },
  create_prompt_edited: { event: 'create_prompt_edited', genre: 'FIGHTING', edited_fields: 2 },
  create_build_started: { event: 'create_build_started', genre: 'FIGHTING', draft_id: 'd-1' },
  create_build_completed: {
    event: 'create_build_completed',
    genre: 'FIGHTING',
    game_id: 'new-game',
    duration_ms: 4_000,
  },
  create_build_failed: {
    event: 'create_build_failed',
    genre: 'MERGE',
    reason: 'failed',
    duration_ms: 900,
  },
  guest_registered: { event: 'guest_registered' },
  sign_up: { event: 'sign_up', method: 'google' },
  sign_in: { event: 'sign_in', method: 'google' },
  sign_out: { event: 'sign_out' },
  player_rename: { event: 'player_rename' },
  ad_shown: { event: 'ad_shown', ad_kind: 'house' },
  ad_failed: { event: 'ad_failed', ad_kind: 'script' },
  ad_closed: { event: 'ad_closed', ad_kind: 'house' },
  leaderboard_view: { event: 'leaderboard_view', entries: 7 },
  scroll_engagement: { event: 'scroll_engagement', page_route: 'home', depth_percent: 45 },
};

describe('analytics event catalogue', () => {
  it.each(Object.entries(EXAMPLES))('accepts %s exactly as pushed', (_name, example) => {
    expect(analyticsEventSchema.parse(example)).toEqual(example);
  });

  it.each(Object.entries(EXAMPLES))('%s takes no field beyond its own', (_name, example) => {
    expect(analyticsEventSchema.safeParse({ ...example, player_email: 'a@b.c' }).success).toBe(
      false,
    );
  });

  it('rejects an event nobody defined and a play from an unknown source', () => {
    expect(analyticsEventSchema.safeParse({ event: 'made_up' }).success).toBe(false);
    expect(
      analyticsEventSchema.safeParse({ ...EXAMPLES.game_session_start, source: 'deep_link' })
        .success,
    ).toBe(false);
  });

  it('keeps scroll depth a percentage and timings non-negative', () => {
    expect(
      analyticsEventSchema.safeParse({ ...EXAMPLES.scroll_engagement, depth_percent: 101 }).success,
    ).toBe(false);
    expect(
      analyticsEventSchema.safeParse({ ...EXAMPLES.create_build_completed, duration_ms: -1 })
        .success,
    ).toBe(false);
  });

  it('logs only account events, with a timestamp', () => {
    expect(
      registrationLogEntrySchema.safeParse({ event: 'sign_up', at: '2026-11-25T10:00:00.000Z' })
        .success,
    ).toBe(true);
    expect(
      registrationLogEntrySchema.safeParse({ event: 'game_like', at: '2026-11-25T10:00:00.000Z' })
        .success,
    ).toBe(false);
  });
});

describe('consent mode state', () => {
  it('denies all four signals by default', () => {
    expect(CONSENT_MODE_DEFAULT).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  });

  it('grants analytics storage for analytics and the three ad signals for ads', () => {
    expect(consentModeStateFor({ analytics: true, ads: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeStateFor({ analytics: false, ads: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });
});
