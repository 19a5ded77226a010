import { MESSAGES } from '@promptplay/contracts';

export interface LeaderboardFooterProps {
  isSignedIn: boolean;
  secondsToRefresh: number;
  onSignIn: () => void;
}

/**
 * Spec §2 Leaderboard footer: signed-in players read 'Rankings update in real-time' and the
 * refresh count; others are asked to log in.
 */
export function LeaderboardFooter({
  isSignedIn,
  secondsToRefresh,
  onSignIn,
}: LeaderboardFooterProps) {
  if (!isSignedIn) {
    return (
      <footer className="leaderboard-footer">
        <button
          type="button"
          className="leaderboard-footer__login"
          onClick={onSignIn}
          data-testid="leaderboard-login"
        >
          {MESSAGES.loginToViewCompetition}
        </button>
      </footer>
    );
  }
  return (
    <footer className="leaderboard-footer" data-testid="leaderboard-footer">
      <span className="leaderboard-footer__live">
        <span className="live-dot" aria-hidden="true" />
        {MESSAGES.rankingsRealTime}
      </span>
      <span className="leaderboard-footer__next" data-testid="leaderboard-next-refresh">
        {MESSAGES.nextRefreshIn(secondsToRefresh)}
      </span>
    </footer>
  );
}
