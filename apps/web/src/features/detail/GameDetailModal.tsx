import { CONSTANTS, MESSAGES, type Game } from '@promptplay/contracts';
import { useId, type ReactNode } from 'react';
import { CommentIcon, PlayIcon, ShareIcon } from '../../app/icons.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { GenreChip } from '../../ui/GenreChip.js';
import { Sheet } from '../../ui/Sheet.js';
import { useRuntimeWarmUpFor } from '../game/useRuntimeWarmUp.js';
import { LikeButton } from '../likes/LikeButton.js';
import { useShareGame } from '../share/useShareGame.js';
import { GamePreview } from './GamePreview.js';

/** The comment-style counter is fixed at 0 (spec §2). */
const COMMENT_COUNT = 0;

export interface GameDetailModalProps {
  game: Game;
  onClose: () => void;
  onPlay: (game: Game) => void;
  /** Extra actions shown above Play (the profile's OGP controls). */
  children?: ReactNode;
}

/**
 * Game detail (spec §2): media background, title, author and play count (issue 9),
 * description, Play Game, likes, Share.
 */
export function GameDetailModal({ game, onClose, onPlay, children }: GameDetailModalProps) {
  const titleId = useId();
  const share = useShareGame();
  useRuntimeWarmUpFor(game);
  const author = game.playerName?.trim() || CONSTANTS.BRAND_NAME;
  return (
    <Sheet onClose={onClose} labelledBy={titleId} className="detail-sheet" testId="game-modal">
      <div className="detail-media" aria-hidden="true">
        <GamePreview
          screenshotUrl={game.screenshotUrl}
          screenshotTiers={game.screenshotTiers}
          previewUrl={game.videoUrl}
        />
      </div>
      <div className="detail-content">
        <GenreChip genre={game.gameGenre} />
        <h2 id={titleId} className="detail-title" data-testid="game-modal-title">
          {game.title}
        </h2>
        <p className="detail-author">
          <span>{MESSAGES.byAuthor(author)}</span>
          <span className="detail-plays" data-testid="game-play-count">
            {MESSAGES.playCount(game.playsCount)}
          </span>
        </p>
        {game.description && <p className="detail-description">{game.description}</p>}
        <div className="detail-actions">
          <LikeButton game={game} />
          <span
            className="stat-pill"
            role="img"
            aria-label={UI_TEXT.comments(COMMENT_COUNT)}
            data-testid="comment-count"
          >
            <CommentIcon width={20} height={20} />
            <span>{COMMENT_COUNT}</span>
          </span>
          <button
            type="button"
            className="stat-pill stat-pill--action"
            onClick={() => void share(game)}
            data-testid="share-game"
          >
            <ShareIcon width={20} height={20} />
            <span>{MESSAGES.share}</span>
          </button>
        </div>
        {children}
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => onPlay(game)}
          data-testid="play-game"
        >
          <PlayIcon width={20} height={20} />
          <span>{MESSAGES.playGame}</span>
        </button>
      </div>
    </Sheet>
  );
}
