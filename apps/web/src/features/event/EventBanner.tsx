import { MESSAGES, type EventData, type EventPhase } from '@promptplay/contracts';
import { Link } from 'react-router';
import { ChevronIcon, TrophyIcon } from '../../app/icons.js';
import { RankBadge } from '../leaderboard/RankBadge.js';
import { Countdown } from './Countdown.js';
import { countdownTarget } from './eventClock.js';
import { useCompetition } from './useCompetition.js';

const WINNER_COUNT = 3;

export interface EventBannerProps {
  event: EventData;
  phase: EventPhase;
  offsetMs: number;
}

/** The small line above the event's name: what the phase means for the player. */
function PhaseLabel({ phase }: { phase: EventPhase }) {
  switch (phase) {
    case 'Preview':
      return <span className="event-banner__label">{MESSAGES.eventBannerComingSoon}</span>;
    case 'NormalActive':
      return (
        <span className="event-banner__label event-banner__label--live">
          <span className="live-dot" aria-hidden="true" />
          {MESSAGES.eventBannerLive}
        </span>
      );
    case 'EndingSoon':
      return (
        <span className="event-banner__label event-banner__label--soon">
          {MESSAGES.eventBannerEndingSoon}
        </span>
      );
    case 'Review':
      return <span className="event-banner__label">{MESSAGES.competitionFinalResults}</span>;
  }
}

/** The top three of the final results, or a line saying there are none. */
function Winners() {
  const competition = useCompetition();
  const winners = competition.data?.gameCompetitionEntries.slice(0, WINNER_COUNT);
  if (!winners) return null;
  if (winners.length === 0) {
    return <p className="event-banner__note">{MESSAGES.eventBannerNoWinners}</p>;
  }
  return (
    <ol
      className="event-winners"
      aria-label={MESSAGES.eventBannerWinners}
      data-testid="event-winners"
    >
      {winners.map((entry, index) => (
        <li key={entry.gameId} className="event-winners__item">
          <RankBadge rank={index + 1} size="small" />
          <span className="event-winners__title">{entry.gameTitle}</span>
          <span className="event-winners__author">{MESSAGES.byAuthor(entry.ownerPlayerName)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The home page's event banner (spec §2 Other overlays): a countdown to the start in Preview,
 * a live banner in NormalActive, a countdown to the end in EndingSoon and the winners in
 * Review. The whole banner opens the leaderboard.
 */
export function EventBanner({ event, phase, offsetMs }: EventBannerProps) {
  const name = event.name?.trim() || MESSAGES.competitionWeekOfFight;
  const target = countdownTarget(event, phase);
  return (
    <Link
      to="/leaderboard"
      className={`event-banner event-banner--${phase.toLowerCase()}`}
      data-testid="event-banner"
      data-phase={phase}
    >
      <span className="event-banner__icon" aria-hidden="true">
        <TrophyIcon width={22} height={22} />
      </span>
      <span className="event-banner__body">
        <PhaseLabel phase={phase} />
        <strong className="event-banner__name">{name}</strong>
        {phase === 'NormalActive' && (
          <span className="event-banner__note">{MESSAGES.eventBannerLiveText}</span>
        )}
        {event.prize && (
          <span className="event-banner__prize">{MESSAGES.eventBannerPrize(event.prize)}</span>
        )}
      </span>
      {target !== null && (
        <span className="event-banner__timer">
          <span className="event-banner__timer-label">
            {phase === 'Preview' ? MESSAGES.eventBannerStartsIn : MESSAGES.eventBannerEndsIn}
          </span>
          <Countdown targetMs={target} offsetMs={offsetMs} />
        </span>
      )}
      {target === null && (
        <span className="event-banner__chevron" aria-hidden="true">
          <ChevronIcon width={20} height={20} />
        </span>
      )}
      {phase === 'Review' && <Winners />}
    </Link>
  );
}
