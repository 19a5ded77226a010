import { type GameGenre, maxRoundScore } from '@promptplay/contracts';
import type { OgpCaps } from './ogpClient.js';

/**
 * The OGP rules this server keeps and declares at registration: the anti-cheat caps
 * (OGP_MAX_SCORE_PER_SESSION, OGP_MAX_SESSIONS_PER_DAY, OGP_MAX_POINTS_PER_DAY) and who may
 * frame the play page (OGP_FRAME_ANCESTORS, default the API's site).
 */
export interface OgpRules {
  caps: OgpCapSettings;
  /** Origins allowed to frame `/play/:gameId` besides our own. */
  frameAncestors: readonly string[];
}

/** The caps as configured; a game's own caps come from its genre (capsForGenre). */
export interface OgpCapSettings {
  /** Upper bound on every game's points per round (OGP_MAX_SCORE_PER_SESSION), or none. */
  maxScorePerSession: number | null;
  maxSessionsPerDay: number;
  /** Points per player, game and day (OGP_MAX_POINTS_PER_DAY), or sessions × round maximum. */
  maxCumulativePointsPerDay: number | null;
}

export const DEFAULT_MAX_SESSIONS_PER_DAY = 20;

/**
 * A game's caps: its genre's highest round score (contracts' maxRoundScore), at most the
 * configured bound; per day, the configured points or every paying round at that maximum.
 */
export function capsForGenre(settings: OgpCapSettings, genre: GameGenre): OgpCaps {
  const genreMaximum = maxRoundScore(genre);
  const maxScorePerSession = Math.min(genreMaximum, settings.maxScorePerSession ?? genreMaximum);
  return {
    maxScorePerSession,
    maxSessionsPerDay: settings.maxSessionsPerDay,
    maxCumulativePointsPerDay:
      settings.maxCumulativePointsPerDay ?? settings.maxSessionsPerDay * maxScorePerSession,
  };
}

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
    maxScorePerSession: null,
    maxSessionsPerDay: DEFAULT_MAX_SESSIONS_PER_DAY,
    maxCumulativePointsPerDay: null,
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
