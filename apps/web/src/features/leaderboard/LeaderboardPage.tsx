import { CONSTANTS, MESSAGES, type CompetitionEntry, type Game } from '@promptplay/contracts';
import { useCallback, useState } from 'react';
import { useAuthState, useGameState, useServices } from '../../app/ServicesContext.js';
import { useTrackOnce } from '../../lib/analytics/useTrackOnce.js';
import { isSocialPlayer, selectPlayerId } from '../auth/authStore.js';
import { useStartSignIn } from '../auth/useStartSignIn.js';
import { useCompetition } from '../event/useCompetition.js';
import { useEventState } from '../event/useEventState.js';
import { useNow } from '../event/useNow.js';
import { isGameLayerVisible } from '../game/gameStatus.js';
import { PageToolbar } from '../profile/PageToolbar.js';
import { leaderboardEmptyState } from './leaderboardEmptyState.js';
import { LeaderboardFooter } from './LeaderboardFooter.js';
import { LeaderboardGameModal } from './LeaderboardGameModal.js';
import { LeaderboardRow } from './LeaderboardRow.js';
import { LeaderboardEmpty, LeaderboardFailed, LeaderboardLoading } from './LeaderboardStates.js';
import { LEADERBOARD_TEXT } from './leaderboardText.js';
import { useAutoRefresh } from './useAutoRefresh.js';

/**
 * `/leaderboard` (spec §2 Leaderboard): the Week of Fight entries ranked by plays, refreshed
 * every 60 s while the page is visible (spec §4), with every loading, failed and empty state.
 * The rankings are public; signing in is what lets a player take part.
 */
export function LeaderboardPage() {
  const { runtimeHost, analytics } = useServices();
  const event = useEventState();
  const competition = useCompetition();
  const isSignedIn = useAuthState(isSocialPlayer);
  const playerId = useAuthState(selectPlayerId);
  const startSignIn = useStartSignIn();
  const isLayerVisible = useGameState((state) => isGameLayerVisible(state.gameStatus));
  const [openedGameId, setOpenedGameId] = useState<string | null>(null);
  const { refetch } = competition;
  const secondsToRefresh = useAutoRefresh(
    useCallback(() => void refetch(), [refetch]),
    CONSTANTS.LEADERBOARD_REFRESH_MS,
  );
  const entries = competition.data?.gameCompetitionEntries;
  useTrackOnce(analytics, entries ? { event: 'leaderboard_view', entries: entries.length } : null);
  // Only the empty state needs the time, and only to the second.
  const now = useNow(CONSTANTS.EVENT_COUNTDOWN_TICK_MS, entries?.length === 0);

  const openEntry = useCallback((entry: CompetitionEntry) => setOpenedGameId(entry.gameId), []);
  const closeGame = useCallback(() => setOpenedGameId(null), []);
  const play = (game: Game) => {
    setOpenedGameId(null);
    void runtimeHost.startGame({ gameId: game.id, source: 'modal_play', game });
  };

  return (
    <section className="leaderboard-page" data-testid="leaderboard-page">
      <PageToolbar title={MESSAGES.leaderboardTitle} />
      {event.phase === 'Review' && (
        <p className="leaderboard-phase">{MESSAGES.competitionFinalResults}</p>
      )}

      {competition.isPending && <LeaderboardLoading />}
      {competition.isError && <LeaderboardFailed isCompact={entries !== undefined} />}
      {entries && entries.length > 0 && (
        <ol className="leaderboard-list" aria-label={LEADERBOARD_TEXT.rankingLabel}>
          {entries.map((entry, index) => (
            <LeaderboardRow
              key={entry.gameId}
              entry={entry}
              rank={index + 1}
              isMine={playerId !== null && entry.ownerPlayerId === playerId}
              onOpen={openEntry}
            />
          ))}
        </ol>
      )}
      {entries?.length === 0 && (
        <LeaderboardEmpty
          state={leaderboardEmptyState(event.event, event.phase, now + event.offsetMs)}
          offsetMs={event.offsetMs}
          isSignedIn={isSignedIn}
          onSignUp={() => startSignIn()}
        />
      )}

      <LeaderboardFooter
        isSignedIn={isSignedIn}
        secondsToRefresh={secondsToRefresh}
        onSignIn={() => startSignIn()}
      />

      {openedGameId && !isLayerVisible && (
        <LeaderboardGameModal gameId={openedGameId} onClose={closeGame} onPlay={play} />
      )}
    </section>
  );
}
