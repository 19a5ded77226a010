import type { AdConfig, CheckAdResponse } from '@promptplay/contracts';
import { respond, type FakeAnswer } from './fakeAccountServer.js';

/**
 * How the fake server answers the ad calls. Without these options GET /api/ad-config answers
 * 404, which turns the popup off, so tests of other features play without ads.
 */
export interface FakeAdOptions {
  /** GET /api/ad-config; the house ad (ads on, no script) by default. */
  config?: () => FakeAnswer<AdConfig>;
  /** POST /api/player-profile/check-ad; no ad by default. */
  checkAd?: () => FakeAnswer<CheckAdResponse>;
}

/** Answers an ad call, or returns null when `url` is not one (or ads are not faked). */
export function answerAdRequest(
  url: URL,
  method: string,
  options: FakeAdOptions | undefined,
): Promise<Response> | null {
  if (!options) return null;
  if (method === 'GET' && url.pathname === '/api/ad-config') {
    return respond(options.config?.() ?? { enabled: true, scriptUrl: null });
  }
  if (method === 'POST' && url.pathname === '/api/player-profile/check-ad') {
    return respond(options.checkAd?.() ?? { shouldShowAd: false });
  }
  return null;
}
