import { CONSTANTS, MESSAGES } from '@promptplay/contracts';
import { AlertIcon, TrophyIcon } from '../../app/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { formatCountdown } from '../event/formatCountdown.js';
import { useNow } from '../event/useNow.js';
import type { LeaderboardEmptyState } from './leaderboardEmptyState.js';
import { LEADERBOARD_TEXT } from './leaderboardText.js';

const SKELETON_ROWS = 5;

export function LeaderboardLoading() {
  return (
    <div className="leaderboard-state" data-testid="leaderboard-loading">
      <p className="feed-loading-label" role="status">
        <Spinner size={18} />
        {LEADERBOARD_TEXT.loading}
      </p>
      <div className="leaderboard-list" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="leaderboard-row leaderboard-row--skeleton shimmer" />
        ))}
      </div>
    </div>
  );
}

/** 'Failed to load leaderboard' with 'Auto-refresh will retry shortly' (spec §2). */
export function LeaderboardFailed({ isCompact = false }: { isCompact?: boolean }) {
  if (isCompact) {
    return (
      <p className="leaderboard-failed-note" role="alert" data-testid="leaderboard-error">
        <AlertIcon width={18} height={18} />
        <strong>{MESSAGES.leaderboardFailed}</strong>
        <span>{MESSAGES.leaderboardAutoRetry}</span>
      </p>
    );
  }
  return (
    <div className="feed-state feed-state--panel" role="alert" data-testid="leaderboard-error">
      <span className="feed-state__icon feed-state__icon--error">
        <AlertIcon />
      </span>
      <h2>{MESSAGES.leaderboardFailed}</h2>
      <p>{MESSAGES.leaderboardAutoRetry}</p>
    </div>
  );
}

/** 'Competition starts in dd:hh:mm:ss', ticking every second on the server's clock. */
function StartsIn({ startMs, offsetMs }: { startMs: number; offsetMs: number }) {
  const now = useNow(CONSTANTS.EVENT_COUNTDOWN_TICK_MS);
  const left = startMs - (now + offsetMs);
  return (
    <h2 data-testid="leaderboard-starts-in">
      {MESSAGES.competitionStartsIn(formatCountdown(left))}
    </h2>
  );
}

export interface LeaderboardEmptyProps {
  state: LeaderboardEmptyState;
  offsetMs: number;
  isSignedIn: boolean;
  onSignUp: () => void;
}

/** The three empty texts of spec §2, with the call to take part under the last one. */
export function LeaderboardEmpty({ state, offsetMs, isSignedIn, onSignUp }: LeaderboardEmptyProps) {
  return (
    <div className="feed-state feed-state--panel" data-testid="leaderboard-empty">
      <span className="feed-state__icon">
        <TrophyIcon />
      </span>
      {state.kind === 'startsIn' && <StartsIn startMs={state.startMs} offsetMs={offsetMs} />}
      {state.kind === 'ended' && <h2>{MESSAGES.competitionEnded}</h2>}
      {state.kind === 'noEntries' && (
        <>
          <h2>{MESSAGES.noCompetitionEntries}</h2>
          {isSignedIn ? (
            <p>{MESSAGES.beFirstToCreate}</p>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={onSignUp}
              data-testid="leaderboard-sign-up"
            >
              {MESSAGES.signUpToJoin}
            </button>
          )}
        </>
      )}
    </div>
  );
}
