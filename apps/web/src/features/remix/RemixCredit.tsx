import { MESSAGES, type Game } from '@promptplay/contracts';
import { RemixIcon } from '../../app/icons.js';
import { useCallback, useState } from 'react';
import { LinkedGameModal } from './LinkedGameModal.js';

export interface RemixCreditProps {
  game: Game;
  onPlay: (game: Game) => void;
}

/**
 * 'Remix of {title} by {author}' under a remix's title: it opens the source's modal while the
 * source is there, and is plain text once it was hidden or deleted.
 */
export function RemixCredit({ game, onPlay }: RemixCreditProps) {
  const [isSourceOpen, setIsSourceOpen] = useState(false);
  const closeSource = useCallback(() => setIsSourceOpen(false), []);
  const credit = game.remixOf;
  if (!credit) return null;
  const text = MESSAGES.remixOf(credit.title, credit.author);
  const sourceId = credit.available ? credit.gameId : null;
  return (
    <p className="remix-credit" data-testid="remix-credit">
      <RemixIcon width={16} height={16} />
      {sourceId ? (
        <button
          type="button"
          className="remix-credit__link"
          onClick={() => setIsSourceOpen(true)}
          data-testid="remix-credit-link"
        >
          {text}
        </button>
      ) : (
        <span data-testid="remix-credit-text">{text}</span>
      )}
      {sourceId && isSourceOpen && (
        <LinkedGameModal gameId={sourceId} onClose={closeSource} onPlay={onPlay} />
      )}
    </p>
  );
}
