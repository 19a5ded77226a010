import type { Game } from '@promptplay/contracts';
import { CommentIcon } from '../../app/icons.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { commentsTitleId } from './commentsTitleId.js';
import { useCommentsCount } from './useCommentsCount.js';

/** The detail modal's comment counter (spec §2, now real): takes the player to the comments. */
export function CommentCountPill({ game }: { game: Game }) {
  const count = useCommentsCount(game);
  const goToComments = () => {
    const title = document.getElementById(commentsTitleId(game.id));
    title?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    title?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className="stat-pill stat-pill--action"
      aria-label={UI_TEXT.comments(count)}
      onClick={goToComments}
      data-testid="comment-count"
    >
      <CommentIcon width={20} height={20} />
      <span>{count}</span>
    </button>
  );
}
