import type { Game } from '@promptplay/contracts';
import { memo, type ReactNode } from 'react';
import { HeartIcon } from '../../app/icons.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { GenreChip } from '../../ui/GenreChip.js';
import { ScreenshotPicture } from '../feed/ScreenshotPicture.js';
import { CARD_IMAGE_SIZES } from '../feed/screenshotSources.js';
import { MyGameStats } from './MyGameStats.js';

export interface MyGameCardProps {
  game: Game;
  onOpen: (game: Game) => void;
  /** The OGP line under the title (absent for guests). */
  footer?: ReactNode;
}

/** A card of 'Your Games' (spec §2 Profile): screenshot, genre, title, read-only like count. */
export const MyGameCard = memo(function MyGameCard({ game, onOpen, footer }: MyGameCardProps) {
  return (
    <article
      className={`game-card my-game-card ${game.registeredToOgp ? 'is-ogp' : ''}`}
      data-testid="my-game-card"
      data-game-id={game.id}
    >
      <div className="my-game-card__cover">
        <div
          className="game-card__media"
          onClick={() => onOpen(game)}
          data-tappable
          aria-hidden="true"
        >
          <ScreenshotPicture game={game} sizes={CARD_IMAGE_SIZES} width={400} height={400} />
          <GenreChip genre={game.gameGenre} className="game-card__genre" />
        </div>
        <span
          className="my-game-card__likes"
          role="img"
          aria-label={UI_TEXT.likes(game.likesCount)}
        >
          <HeartIcon width={13} height={13} />
          <span data-testid="my-game-likes">{game.likesCount}</span>
        </span>
      </div>
      <div className="game-card__body">
        <h3 className="game-card__title">
          <button
            type="button"
            className="game-card__open"
            onClick={() => onOpen(game)}
            data-testid="my-game-title"
          >
            {game.title}
          </button>
        </h3>
        <MyGameStats game={game} />
        {footer}
      </div>
    </article>
  );
});
