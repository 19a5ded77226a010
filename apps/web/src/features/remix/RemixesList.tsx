import { CONSTANTS, MESSAGES, type Game } from '@promptplay/contracts';
import { useCallback, useId, useState } from 'react';
import { UI_TEXT } from '../../lib/uiText.js';
import { Spinner } from '../../ui/Spinner.js';
import { ScreenshotPicture } from '../feed/ScreenshotPicture.js';
import { LinkedGameModal } from './LinkedGameModal.js';
import { useRemixes } from './useRemixes.js';

export interface RemixesListProps {
  game: Game;
  onPlay: (game: Game) => void;
}

/** Card width in the Remixes row, for the screenshot's `sizes`. */
const REMIX_CARD_SIZES = '9rem';

/** The game's remix count and its Remixes, newest first; a card opens that remix's modal. */
export function RemixesList({ game, onPlay }: RemixesListProps) {
  const headingId = useId();
  const hasRemixes = game.remixCount > 0;
  const list = useRemixes(game.id, hasRemixes);
  const [opened, setOpened] = useState<Game | null>(null);
  const close = useCallback(() => setOpened(null), []);
  if (!hasRemixes) return null;

  return (
    <section className="remixes" aria-labelledby={headingId} data-testid="remixes">
      <h3 id={headingId} className="remixes__heading">
        {MESSAGES.remixesTitle}
        <span className="remixes__count" data-testid="remix-count">
          {MESSAGES.remixCount(game.remixCount)}
        </span>
      </h3>
      {list.status === 'pending' && <Spinner size={18} />}
      {list.status === 'error' && (
        <p className="remixes__error" role="alert">
          {MESSAGES.remixesFailed}{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void list.refetch()}
          >
            {UI_TEXT.retry}
          </button>
        </p>
      )}
      {list.remixes.length > 0 && (
        <ul className="remixes__row">
          {list.remixes.map((remix) => (
            <li key={remix.id}>
              <button
                type="button"
                className="remix-card"
                onClick={() => setOpened(remix)}
                data-testid="remix-card"
              >
                <ScreenshotPicture game={remix} sizes={REMIX_CARD_SIZES} width={144} height={144} />
                <span className="remix-card__title">{remix.title}</span>
                <span className="remix-card__author">
                  {MESSAGES.byAuthor(remix.playerName?.trim() || CONSTANTS.BRAND_NAME)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          data-testid="more-remixes"
        >
          {MESSAGES.moreRemixes}
        </button>
      )}
      {opened && (
        <LinkedGameModal game={opened} gameId={opened.id} onClose={close} onPlay={onPlay} />
      )}
    </section>
  );
}
