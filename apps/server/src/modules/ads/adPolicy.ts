/**
 * How often a signed-in player sees an ad (AD_EVERY_N_PLAYS, AD_MIN_INTERVAL_SECONDS).
 * Guests are not asked: their client shows one before odd-numbered plays (spec §6).
 */
export interface AdPolicy {
  /** An ad at most once in this many plays (the play right after an ad is the first). */
  everyNPlays: number;
  /** Never two ads closer together than this. */
  minIntervalMs: number;
}

/** At most one ad every third play, and never twice within 2 minutes. */
export const DEFAULT_AD_POLICY: AdPolicy = { everyNPlays: 3, minIntervalMs: 120_000 };

/** What the server remembers per signed-in player (player_ad_state). */
export interface AdState {
  /** Sessions started since the last ad (the one that ad came before included). */
  playsSinceAd: number;
  lastAdAt: Date | null;
}

/** A player never asked before: no plays counted, no ad shown. */
export const NO_AD_STATE: AdState = { playsSinceAd: 0, lastAdAt: null };

/**
 * Whether the play about to start gets an ad: N plays have started since the last one (so,
 * with N = 3, ads come before plays 4, 7, 10 …, never two in fewer than three plays) and the
 * last one is at least the minimum interval ago.
 *
 * @example shouldShowAd(DEFAULT_AD_POLICY, { playsSinceAd: 3, lastAdAt: null }, now) // true
 */
export function shouldShowAd(policy: AdPolicy, state: AdState, now: Date): boolean {
  if (state.playsSinceAd < policy.everyNPlays) return false;
  return (
    state.lastAdAt === null || now.getTime() - state.lastAdAt.getTime() >= policy.minIntervalMs
  );
}
