import type { Game } from '@promptplay/contracts';
import { SparkIcon } from '../../app/icons.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { GenreChip } from '../../ui/GenreChip.js';
import { ScreenshotPicture } from '../feed/ScreenshotPicture.js';
import { DETAIL_IMAGE_SIZES } from '../feed/screenshotSources.js';
import type { GameCreation } from './gameStore.js';

export interface LoadingCardProps {
  game: Game | null;
  /** A game being made from a prompt: its genre and prompt show until the game is known. */
  creation?: Pick<GameCreation, 'prompt' | 'genre'> | null;
  statusText: string;
  percent: number;
  /** The game is ready: the card fades out. */
  isDone?: boolean;
}

/**
 * Shown over the runtime while a game loads: what is loading, the step and a percent bar. Its
 * pictures are the detail modal's screenshot tier (the one a Play from the modal has already
 * fetched), not the full-size original.
 */
export function LoadingCard({
  game,
  creation = null,
  statusText,
  percent,
  isDone = false,
}: LoadingCardProps) {
  return (
    <div className={`game-loading ${isDone ? 'is-done' : ''}`} data-testid="game-loading">
      {game && (
        <ScreenshotPicture
          game={game}
          sizes={DETAIL_IMAGE_SIZES}
          className="game-loading__backdrop"
        />
      )}
      <div className="loading-card">
        {game && (
          <div className="loading-card__game">
            <ScreenshotPicture
              game={game}
              sizes={DETAIL_IMAGE_SIZES}
              className="loading-card__thumb"
            />
            <div>
              <GenreChip genre={game.gameGenre} />
              <h2 className="loading-card__title">{game.title}</h2>
            </div>
          </div>
        )}
        {!game && creation && (
          <div className="loading-card__creation" data-testid="creation-card">
            <span className="loading-card__creation-icon" aria-hidden="true">
              <SparkIcon width={26} height={26} />
            </span>
            <div>
              <GenreChip genre={creation.genre} />
              <p className="loading-card__prompt">“{creation.prompt}”</p>
            </div>
          </div>
        )}
        <p className="loading-card__status" data-testid="game-status-text" aria-live="polite">
          {statusText}
        </p>
        <div className="loading-card__progress-row">
          <div
            className="progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={statusText}
            data-testid="game-progress"
          >
            <div className="progress__bar" style={{ transform: `scaleX(${percent / 100})` }} />
          </div>
          <span className="loading-card__percent" data-testid="game-progress-percent">
            {UI_TEXT.loadingPercent(percent)}
          </span>
        </div>
      </div>
    </div>
  );
}
