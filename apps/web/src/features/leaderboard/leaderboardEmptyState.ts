import type { EventData, EventPhase } from '@promptplay/contracts';

/** Which of the three empty texts of spec §2 Leaderboard applies. */
export type LeaderboardEmptyState =
  { kind: 'startsIn'; startMs: number } | { kind: 'ended' } | { kind: 'noEntries' };

function time(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * An empty leaderboard before the start reads 'Competition starts in {countdown}', after the
 * end 'Competition has ended', and otherwise (live, or no event known) 'No competition
 * entries yet'. `serverNowMs` is the server's clock.
 */
export function leaderboardEmptyState(
  event: EventData | null,
  phase: EventPhase | null,
  serverNowMs: number,
): LeaderboardEmptyState {
  const start = time(event?.eventStart);
  if (start !== null && serverNowMs < start) return { kind: 'startsIn', startMs: start };
  const end = time(event?.eventEnd);
  if (phase === 'Review' || (end !== null && serverNowMs >= end)) return { kind: 'ended' };
  return { kind: 'noEntries' };
}
