import { CONSTANTS, MESSAGES, type Game } from '@promptplay/contracts';
import { memo } from 'react';
import { HeartIcon, PlayIcon } from '../../app/icons.js';
import { useServices } from '../../app/ServicesContext.js';
import { useFeedImpression } from '../../lib/analytics/useFeedImpression.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { GenreChip } from '../../ui/GenreChip.js';
import { ScreenshotPicture } from './ScreenshotPicture.js';
import { CARD_IMAGE_SIZES } from './screenshotSources.js';

export interface GameCardProps {
  game: Game;
  onOpen: (game: Game) => void;
  onPlay: (game: Game) => void;
  /** The first card: its screenshot is the feed's largest paint, fetched first and at once. */
  isFirst?: boolean;
  /** A shared link's game covers the feed: the screenshot waits (useHeldWhileCovered). */
  isPictureHeld?: boolean;
}

/** A feed card: screenshot, genre, title, author, likes and a PLAY button (spec §2). */
export const GameCard = memo(function GameCard({
  game,
  onOpen,
  onPlay,
  isFirst = false,
  isPictureHeld = false,
}: GameCardProps) {
  const author = game.playerName?.trim() || CONSTANTS.BRAND_NAME;
  const impressionRef = useFeedImpression(useServices().feedImpressions, game);
  return (
    <article
      ref={impressionRef}
      className="game-card"
      data-testid="game-card"
      data-game-id={game.id}
      data-genre={game.gameGenre}
    >
      <div
        className="game-card__media"
        onClick={() => onOpen(game)}
        data-tappable
        aria-hidden="true"
      >
        <ScreenshotPicture
          game={game}
          sizes={CARD_IMAGE_SIZES}
          fetching={isPictureHeld ? 'held' : isFirst ? 'lcp' : 'lazy'}
          width={400}
          height={400}
        />
        <GenreChip genre={game.gameGenre} className="game-card__genre" />
      </div>
      <div className="game-card__body">
        <h2 className="game-card__title">
          <button
            type="button"
            className="game-card__open"
            onClick={() => onOpen(game)}
            data-testid="game-card-title"
          >
            {game.title}
          </button>
        </h2>
        <div className="game-card__meta">
          <span className="game-card__author" data-testid="game-card-author">
            {author}
          </span>
          <span className="game-card__likes" role="img" aria-label={UI_TEXT.likes(game.likesCount)}>
            <HeartIcon width={14} height={14} />
            <span data-testid="game-card-likes">{game.likesCount}</span>
          </span>
        </div>
        <button
          type="button"
          className="play-button"
          onClick={() => onPlay(game)}
          aria-label={UI_TEXT.playTitle(game.title)}
          data-testid="game-card-play"
        >
          <PlayIcon width={14} height={14} />
          <span>{MESSAGES.play}</span>
        </button>
      </div>
    </article>
  );
});
