import { Counter, Histogram, Registry } from 'prom-client';

/** What a draft build came to: published, put back for another attempt, or failed for good. */
export type DraftBuildOutcome = 'published' | 'retried' | 'failed';

/**
 * The product's own Prometheus metrics, one registry per app (tests build many apps). Modules
 * count at the point of truth through the members they are handed; `/metrics` reads the
 * registry (see installMetrics).
 */
export interface AppMetrics {
  registry: Registry;
  /** Game sessions started, by session source (spec §3). */
  gameSessionsStarted: Counter<'source'>;
  /** Sessions that counted as a play when they ended. */
  playsCounted: Counter;
  /** Likes and unlikes that changed something. */
  likeChanges: Counter<'action'>;
  /** Each draft build attempt's duration, by genre and outcome (failures: outcome≠published). */
  draftBuilds: Histogram<'genre' | 'outcome'>;
}

/** Builds take seconds to a couple of minutes. */
const BUILD_SECONDS_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    gameSessionsStarted: new Counter({
      name: 'promptplay_game_sessions_started_total',
      help: 'Game sessions started, by session source',
      labelNames: ['source'],
      registers,
    }),
    playsCounted: new Counter({
      name: 'promptplay_plays_counted_total',
      help: 'Game sessions that counted as a play when they ended',
      registers,
    }),
    likeChanges: new Counter({
      name: 'promptplay_like_changes_total',
      help: 'Likes and unlikes that changed a game’s count, by action (like, unlike)',
      labelNames: ['action'],
      registers,
    }),
    draftBuilds: new Histogram({
      name: 'promptplay_draft_build_duration_seconds',
      help: 'Draft build attempts, by genre and outcome (published, retried, failed)',
      labelNames: ['genre', 'outcome'],
      buckets: BUILD_SECONDS_BUCKETS,
      registers,
    }),
  };
}
