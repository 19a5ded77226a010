import { MESSAGES, type EventPhase } from '@promptplay/contracts';

/** The operator's names for the event phases. */
export const PHASE_LABELS: Record<EventPhase, string> = {
  Preview: MESSAGES.adminPhaseLabelPreview,
  NormalActive: MESSAGES.adminPhaseLabelNormalActive,
  EndingSoon: MESSAGES.adminPhaseLabelEndingSoon,
  Review: MESSAGES.adminPhaseLabelReview,
};

/** A phase, or outside one: not started yet (before previewAt) or over. */
export function phaseLabel(phase: EventPhase | null, previewAt: Date, now: Date): string {
  if (phase) return PHASE_LABELS[phase];
  return now.getTime() < previewAt.getTime()
    ? MESSAGES.adminPhaseNotStarted
    : MESSAGES.adminPhaseOver;
}
