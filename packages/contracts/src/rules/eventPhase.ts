import type { EventPhase } from '../enums.js';

/** The five instants of a live event, in order. */
export interface EventSchedule {
  previewAt: Date;
  startAt: Date;
  endingSoonAt: Date;
  endAt: Date;
  reviewUntil: Date;
}

/** The instants' names in the order they must come. */
export const EVENT_INSTANTS = [
  'previewAt',
  'startAt',
  'endingSoonAt',
  'endAt',
  'reviewUntil',
] as const satisfies readonly (keyof EventSchedule)[];

/**
 * The event's phase at `now` (spec §3): Preview from previewAt, NormalActive from startAt,
 * EndingSoon from endingSoonAt, Review from endAt until reviewUntil; null outside. Each
 * instant belongs to the phase it starts; reviewUntil itself is after the event.
 *
 * @example eventPhaseAt(schedule, schedule.startAt) // 'NormalActive'
 */
export function eventPhaseAt(schedule: EventSchedule, now: Date): EventPhase | null {
  const t = now.getTime();
  if (t < schedule.previewAt.getTime() || t >= schedule.reviewUntil.getTime()) return null;
  if (t < schedule.startAt.getTime()) return 'Preview';
  if (t < schedule.endingSoonAt.getTime()) return 'NormalActive';
  if (t < schedule.endAt.getTime()) return 'EndingSoon';
  return 'Review';
}

/** Whether players can enter right now: NormalActive or EndingSoon. */
export function isLivePhase(phase: EventPhase | null): boolean {
  return phase === 'NormalActive' || phase === 'EndingSoon';
}

/**
 * The first instant that is not after the one before it, or null when the order is right.
 *
 * @example firstMisorderedInstant({ ...s, startAt: s.previewAt }) // 'startAt'
 */
export function firstMisorderedInstant(
  schedule: EventSchedule,
): (typeof EVENT_INSTANTS)[number] | null {
  for (let i = 1; i < EVENT_INSTANTS.length; i += 1) {
    const name = EVENT_INSTANTS[i]!;
    if (schedule[name].getTime() <= schedule[EVENT_INSTANTS[i - 1]!].getTime()) return name;
  }
  return null;
}
