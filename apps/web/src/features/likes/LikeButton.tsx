import type { Game } from '@promptplay/contracts';
import { HeartIcon } from '../../app/icons.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { useGameLike } from './useGameLike.js';

/** The detail modal's like button with its count (spec §2, §4 "Like toggles optimistically"). */
export function LikeButton({ game }: { game: Game }) {
  const like = useGameLike(game);
  return (
    <button
      type="button"
      className={`stat-pill stat-pill--action like-button ${like.isLikedByPlayer ? 'is-liked' : ''}`}
      aria-pressed={like.isLikedByPlayer}
      aria-label={UI_TEXT.likeAction(like.likesCount)}
      onClick={like.toggle}
      data-testid="like-button"
    >
      <HeartIcon width={20} height={20} />
      <span data-testid="like-count">{like.likesCount}</span>
    </button>
  );
}
