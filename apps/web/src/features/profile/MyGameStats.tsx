import { MESSAGES, type Game } from '@promptplay/contracts';
import type { ReactNode } from 'react';
import { CommentIcon, HeartIcon, PlayIcon, RemixIcon } from '../../app/icons.js';

/** A creator's numbers for one of their games (issue 14): plays, likes, comments, remixes. */
export function MyGameStats({ game }: { game: Game }) {
  const { playsCount, likesCount, commentsCount, remixCount } = game;
  return (
    <p
      className="my-game-stats"
      role="img"
      aria-label={MESSAGES.gameStatsLabel(playsCount, likesCount, commentsCount, remixCount)}
      data-testid="my-game-stats"
    >
      <Figure icon={<PlayIcon width={12} height={12} />} value={playsCount} testId="plays" />
      <Figure icon={<HeartIcon width={12} height={12} />} value={likesCount} testId="likes" />
      <Figure
        icon={<CommentIcon width={12} height={12} />}
        value={commentsCount}
        testId="comments"
      />
      <Figure icon={<RemixIcon width={12} height={12} />} value={remixCount} testId="remixes" />
    </p>
  );
}

function Figure({ icon, value, testId }: { icon: ReactNode; value: number; testId: string }) {
  return (
    <span className="my-game-stats__figure" data-testid={`my-game-stat-${testId}`}>
      {icon}
      {value}
    </span>
  );
}
