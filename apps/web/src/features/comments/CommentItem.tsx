import { MESSAGES, type Comment } from '@promptplay/contracts';
import { ReportButton } from '../reports/ReportButton.js';
import { formatCommentAge } from './formatCommentAge.js';
import { PENDING_COMMENT_PREFIX } from './useCommentActions.js';

export interface CommentItemProps {
  comment: Comment;
  /** The viewer wrote it: no Report on one's own comment. */
  isOwn: boolean;
  isDeleting: boolean;
  onDelete: (comment: Comment) => void;
  now: Date;
}

/** One comment: author, age, text, and Delete (for who may) and Report. */
export function CommentItem({ comment, isOwn, isDeleting, onDelete, now }: CommentItemProps) {
  const isPending = comment.id.startsWith(PENDING_COMMENT_PREFIX);
  const author = comment.author.playerName;
  return (
    <li className="comment" data-testid="comment" aria-busy={isPending || isDeleting}>
      <div className="comment__header">
        <p className="comment__meta">
          <span className="comment__author">{author}</span>
          <time className="comment__time" dateTime={comment.createdAt}>
            {isPending ? MESSAGES.commentPosting : formatCommentAge(comment.createdAt, now)}
          </time>
        </p>
        {!isPending && (
          <div className="comment__actions">
            {comment.canDelete && (
              <button
                type="button"
                className="comment__delete"
                onClick={() => onDelete(comment)}
                disabled={isDeleting}
                aria-label={MESSAGES.deleteCommentLabel(author)}
                data-testid="delete-comment"
              >
                {MESSAGES.deleteComment}
              </button>
            )}
            {!isOwn && <ReportButton targetType="comment" targetId={comment.id} />}
          </div>
        )}
      </div>
      <p className="comment__text" data-testid="comment-text">
        {comment.text}
      </p>
    </li>
  );
}
