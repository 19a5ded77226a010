import { describe, expect, it } from 'vitest';
import { competitionTab } from './competitionTab.js';

describe('competition tab', () => {
  it('is a disabled "Competition" without an event', () => {
    expect(competitionTab(null)).toEqual({ label: 'Competition', isEnabled: false });
  });

  it.each(['Preview', 'NormalActive', 'EndingSoon'] as const)(
    'reads Week of Fight in %s',
    (phase) => {
      expect(competitionTab(phase)).toEqual({ label: 'Week of Fight', isEnabled: true });
    },
  );

  it('reads Final Results in Review', () => {
    expect(competitionTab('Review')).toEqual({ label: 'Final Results', isEnabled: true });
  });
});
