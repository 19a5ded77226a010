import { describe, expect, it } from 'vitest';
import { DEFAULT_AD_POLICY, NO_AD_STATE, shouldShowAd, type AdState } from './adPolicy.js';

const NOW = new Date('2025-06-01T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('shouldShowAd', () => {
  it('shows none to a player who has not played yet', () => {
    expect(shouldShowAd(DEFAULT_AD_POLICY, NO_AD_STATE, NOW)).toBe(false);
  });

  it('waits for the third play since the last ad', () => {
    const after = (playsSinceAd: number): AdState => ({ playsSinceAd, lastAdAt: ago(600_000) });
    expect(shouldShowAd(DEFAULT_AD_POLICY, after(2), NOW)).toBe(false);
    expect(shouldShowAd(DEFAULT_AD_POLICY, after(3), NOW)).toBe(true);
    expect(shouldShowAd(DEFAULT_AD_POLICY, after(7), NOW)).toBe(true);
  });

  it('never shows two within the minimum interval, however many plays', () => {
    const state = (lastAdAt: Date): AdState => ({ playsSinceAd: 10, lastAdAt });
    expect(shouldShowAd(DEFAULT_AD_POLICY, state(ago(119_999)), NOW)).toBe(false);
    expect(shouldShowAd(DEFAULT_AD_POLICY, state(ago(120_000)), NOW)).toBe(true);
  });

  it('follows a configured policy', () => {
    const everyPlay = { everyNPlays: 1, minIntervalMs: 0 };
    expect(shouldShowAd(everyPlay, { playsSinceAd: 1, lastAdAt: NOW }, NOW)).toBe(true);
    expect(shouldShowAd(everyPlay, NO_AD_STATE, NOW)).toBe(false);
  });
});
