import { MESSAGES, type CompetitionEntry } from '@promptplay/contracts';
import { RankBadge } from './RankBadge.js';

export interface LeaderboardRowProps {
  entry: CompetitionEntry;
  rank: number;
  /** The signed-in player's own game: highlighted, with the 'Made by me' badge. */
  isMine: boolean;
  onOpen: (entry: CompetitionEntry) => void;
}

/**
 * One ranked game (spec §2 Leaderboard): rank (a medal for the top three), title, 'by
 * {author}', its play count, and 'Made by me' on the player's own. Tapping opens the game.
 */
export function LeaderboardRow({ entry, rank, isMine, onOpen }: LeaderboardRowProps) {
  return (
    <li className="leaderboard-item">
      <button
        type="button"
        className={`leaderboard-row ${rank <= 3 ? 'is-podium' : ''} ${isMine ? 'is-mine' : ''}`}
        onClick={() => onOpen(entry)}
        data-testid="leaderboard-row"
        data-game-id={entry.gameId}
      >
        <RankBadge rank={rank} />
        <span className="leaderboard-row__text">
          <span className="leaderboard-row__title">{entry.gameTitle}</span>
          <span className="leaderboard-row__author">
            {MESSAGES.byAuthor(entry.ownerPlayerName)}
          </span>
          {isMine && (
            <span className="made-by-me" data-testid="made-by-me">
              {MESSAGES.madeByMe}
            </span>
          )}
        </span>
        <span className="leaderboard-row__plays" data-testid="leaderboard-plays">
          {MESSAGES.playCount(entry.score)}
        </span>
      </button>
    </li>
  );
}
