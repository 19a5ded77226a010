import type { EventData, EventPhase } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { eventQueryKey } from '../../app/queryKeys.js';
import { useServices } from '../../app/ServicesContext.js';
import { fetchEventClock } from './eventApi.js';
import { nextPhaseChangeAt, phaseAt } from './eventClock.js';

/** Asked again this often while a page is open, so an operator's edits reach players. */
const EVENT_REFETCH_MS = 60_000;
/** Answers this fresh are shared, not fetched again, by every part that reads the event. */
const EVENT_STALE_MS = 10_000;
/** setTimeout's longest delay (24.8 days); no page stays open that long. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface EventState {
  /** The last answer; null before the first one or when the event cannot be read. */
  event: EventData | null;
  /** The phase now, moving on at each instant of the schedule without a reload. */
  phase: EventPhase | null;
  /** Add to Date.now() for the server's clock (countdowns on a phone with a wrong clock). */
  offsetMs: number;
  isLoading: boolean;
}

/**
 * The Week of Fight status (spec §3, §4): one query of GET /api/player-event shared by the
 * header banner, the competition tab, the create modal and the leaderboard. It is asked again
 * when the window regains focus and every minute; in between the phase follows the schedule
 * on the server's clock, flipping at the exact instant. An unreadable event is no event.
 */
export function useEventState(): EventState {
  const { api } = useServices();
  const query = useQuery({
    queryKey: eventQueryKey,
    queryFn: ({ signal }) => fetchEventClock(api, signal),
    staleTime: EVENT_STALE_MS,
    refetchOnWindowFocus: true,
    refetchInterval: EVENT_REFETCH_MS,
  });
  const clock = query.data ?? null;
  // Moved to each phase change as it comes; a newer answer counts from when it arrived.
  const [changedAt, setChangedAt] = useState(() => Date.now());
  const reference = clock ? Math.max(changedAt, clock.receivedAt) : changedAt;
  const phase = clock ? phaseAt(clock, reference) : null;
  const nextChange = clock ? nextPhaseChangeAt(clock, reference) : null;

  useEffect(() => {
    if (nextChange === null) return;
    const delay = Math.max(nextChange - Date.now(), 0);
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(
      // Never before the instant, whatever the timer's rounding: the phase must move on.
      () => setChangedAt(Math.max(Date.now(), nextChange)),
      delay,
    );
    return () => clearTimeout(timer);
  }, [nextChange]);

  return {
    event: clock?.event ?? null,
    phase,
    offsetMs: clock?.offsetMs ?? 0,
    isLoading: query.isPending,
  };
}
