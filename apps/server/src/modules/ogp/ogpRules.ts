import type { OgpCaps } from './ogpClient.js';

/**
 * The OGP rules this server keeps and declares at registration: the anti-cheat caps
 * (OGP_MAX_SCORE_PER_SESSION, OGP_MAX_SESSIONS_PER_DAY, OGP_MAX_POINTS_PER_DAY) and who may
 * frame the play page (OGP_FRAME_ANCESTORS, default the API's site).
 */
export interface OgpRules {
  caps: OgpCaps;
  /** Origins allowed to frame `/play/:gameId` besides our own. */
  frameAncestors: readonly string[];
}

/**
 * Most points one round earns, in every genre (the runtime's genres do not bound their round
 * scores themselves): the per-round cap points had before registration declared it.
 */
export const DEFAULT_MAX_SCORE_PER_SESSION = 1000;
export const DEFAULT_MAX_SESSIONS_PER_DAY = 20;
export const DEFAULT_MAX_POINTS_PER_DAY = 10_000;

/** Play.fun's site is the API's host without its `api.` label (api.play.fun → play.fun). */
export function defaultFrameAncestor(ogpBaseUrl: string | undefined): string[] {
  if (!ogpBaseUrl) return [];
  const url = new URL(ogpBaseUrl);
  return [`${url.protocol}//${url.host.replace(/^api\./, '')}`];
}

/** `https://a.example https://b.example/` → their origins (comma or space separated). */
export function parseFrameAncestors(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}

export const DEFAULT_OGP_RULES: OgpRules = {
  caps: {
    maxScorePerSession: DEFAULT_MAX_SCORE_PER_SESSION,
    maxSessionsPerDay: DEFAULT_MAX_SESSIONS_PER_DAY,
    maxCumulativePointsPerDay: DEFAULT_MAX_POINTS_PER_DAY,
  },
  frameAncestors: [],
};

/** Whether every entry of an OGP_FRAME_ANCESTORS value is an http(s) origin. */
export function isOriginList(value: string): boolean {
  try {
    return parseFrameAncestors(value).every((origin) => /^https?:\/\/[^/]+$/.test(origin));
  } catch {
    return false;
  }
}
