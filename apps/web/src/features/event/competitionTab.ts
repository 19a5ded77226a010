import { MESSAGES, type EventPhase } from '@promptplay/contracts';

export interface CompetitionTab {
  label: string;
  isEnabled: boolean;
}

/**
 * The competition tab of the bottom navigation (spec §2): 'Week of Fight' in Preview,
 * NormalActive and EndingSoon, 'Final Results' in Review, else a disabled 'Competition'.
 *
 * @example competitionTab(null) // { label: 'Competition', isEnabled: false }
 */
export function competitionTab(phase: EventPhase | null): CompetitionTab {
  switch (phase) {
    case 'Preview':
    case 'NormalActive':
    case 'EndingSoon':
      return { label: MESSAGES.competitionWeekOfFight, isEnabled: true };
    case 'Review':
      return { label: MESSAGES.competitionFinalResults, isEnabled: true };
    case null:
      return { label: MESSAGES.competitionDisabled, isEnabled: false };
  }
}
