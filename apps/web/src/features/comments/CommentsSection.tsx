import '../../styles/comments.css';
import { MESSAGES, type Game } from '@promptplay/contracts';
import { useAuthState } from '../../app/ServicesContext.js';
import { Spinner } from '../../ui/Spinner.js';
import { isSocialPlayer, selectPlayerId } from '../auth/authStore.js';
import { useStartSignIn } from '../auth/useStartSignIn.js';
import { CommentComposer } from './CommentComposer.js';
import { CommentItem } from './CommentItem.js';
import { commentsTitleId } from './commentsTitleId.js';
import { useCommentActions } from './useCommentActions.js';
import { useCommentsList } from './useCommentsList.js';

/**
 * Comments under a game (issue 14): the count, the composer for signed-in players ('Sign in
 * to comment' for guests), the list newest first with "load more", and its empty, loading
 * and error states.
 */
export function CommentsSection({ game }: { game: Game }) {
  const titleId = commentsTitleId(game.id);
  const isSignedIn = useAuthState(isSocialPlayer);
  const viewerId = useAuthState(selectPlayerId);
  const startSignIn = useStartSignIn();
  const list = useCommentsList(game);
  const actions = useCommentActions(game.id, list);
  const now = new Date();

  return (
    <section className="comments" aria-labelledby={titleId} data-testid="comments">
      <h3 id={titleId} className="comments__title" tabIndex={-1}>
        <span>{MESSAGES.commentsTitle}</span>
        {/* Named as a whole ("3 comments"): a plain span may not carry a label (axe). */}
        <span
          className="comments__count"
          role="img"
          aria-label={MESSAGES.commentsCount(list.total)}
        >
          {list.total}
        </span>
      </h3>
      {isSignedIn ? (
        <CommentComposer onPost={actions.post} />
      ) : (
        <button
          type="button"
          className="button button--ghost comments__sign-in"
          onClick={() => startSignIn()}
          data-testid="comments-sign-in"
        >
          {MESSAGES.signInToComment}
        </button>
      )}
      {list.isLoading ? (
        <p className="comments__state" role="status" aria-label={MESSAGES.commentsTitle}>
          <Spinner size={24} />
        </p>
      ) : list.isError ? (
        <div className="comments__state" role="alert">
          <p>{MESSAGES.commentsLoadFailed}</p>
          <button type="button" className="button button--ghost" onClick={list.retry}>
            {MESSAGES.tryAgain}
          </button>
        </div>
      ) : list.items.length === 0 ? (
        <p className="comments__state" data-testid="comments-empty">
          {MESSAGES.commentsEmpty}
        </p>
      ) : (
        <ol className="comments__list">
          {list.items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              isOwn={comment.author.playerId === viewerId}
              isDeleting={actions.deletingIds.has(comment.id)}
              onDelete={actions.remove}
              now={now}
            />
          ))}
        </ol>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button button--ghost comments__more"
          onClick={list.loadMore}
          disabled={list.isLoadingMore}
          aria-busy={list.isLoadingMore}
          data-testid="load-more-comments"
        >
          {MESSAGES.loadMoreComments}
        </button>
      )}
    </section>
  );
}
