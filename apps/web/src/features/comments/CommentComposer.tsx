import { COMMENT_MAX_LENGTH, MESSAGES } from '@promptplay/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAutoGrowTextArea } from '../../ui/useAutoGrowTextArea.js';

/** Characters left below which the composer starts counting down. */
const COUNTDOWN_FROM = 100;

export interface CommentComposerProps {
  /** Resolves false when the post failed (the text then comes back to the field). */
  onPost: (text: string) => Promise<boolean>;
}

/** The signed-in player's comment field and Post button (1 to 500 characters). */
export function CommentComposer({ onPost }: CommentComposerProps) {
  const fieldId = useId();
  const counterId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  useAutoGrowTextArea(field, text);
  const length = [...text.trim()].length;
  const left = COMMENT_MAX_LENGTH - length;
  const canPost = length > 0 && left >= 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    const posted = text;
    setText('');
    void onPost(posted).then((isPosted) => {
      if (!isPosted) setText((current) => (current === '' ? posted : current));
    });
  };

  return (
    <form className="comment-composer" onSubmit={submit} data-testid="comment-composer">
      <label className="comment-composer__label" htmlFor={fieldId}>
        {MESSAGES.commentLabel}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        className="comment-composer__field"
        rows={1}
        value={text}
        placeholder={MESSAGES.commentPlaceholder}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={counterId}
        aria-invalid={left < 0}
        data-testid="comment-field"
      />
      <div className="comment-composer__footer">
        <span
          id={counterId}
          className={`comment-composer__counter ${left < 0 ? 'is-over' : ''}`}
          aria-live="polite"
        >
          {left < 0
            ? MESSAGES.commentTooLong(COMMENT_MAX_LENGTH)
            : left < COUNTDOWN_FROM
              ? MESSAGES.commentCharactersLeft(left)
              : ''}
        </span>
        <button
          type="submit"
          className="button button--primary comment-composer__post"
          disabled={!canPost}
          data-testid="post-comment"
        >
          {MESSAGES.postComment}
        </button>
      </div>
    </form>
  );
}
