import { LEADERBOARD_TEXT } from './leaderboardText.js';

/** Medal colours of the top three; the rest show their number plainly. */
const MEDALS = ['gold', 'silver', 'bronze'] as const;

/** A rank: a medal with its number for the top three (spec §2 Leaderboard), else the number. */
export function RankBadge({ rank, size = 'normal' }: { rank: number; size?: 'normal' | 'small' }) {
  const medal = MEDALS[rank - 1];
  return (
    <span
      className={`rank-badge rank-badge--${size} ${medal ? `rank-badge--${medal}` : ''}`}
      role="img"
      aria-label={LEADERBOARD_TEXT.rank(rank)}
      data-testid="rank-badge"
      data-medal={medal}
    >
      {medal && (
        <svg viewBox="0 0 24 24" className="rank-badge__medal" aria-hidden="true" focusable="false">
          <path d="M7 2h4l1.5 5.5L11 8 7 2Zm10 0h-4l-1.5 5.5L13 8l4-6Z" fill="currentColor" />
          <circle cx="12" cy="15" r="7" fill="currentColor" />
        </svg>
      )}
      <span className="rank-badge__number">{rank}</span>
    </span>
  );
}
