import { CONSTANTS, MESSAGES, type Game } from '@promptplay/contracts';
import { useId, type ReactNode } from 'react';
import { PlayIcon, ShareIcon } from '../../app/icons.js';
import { GenreChip } from '../../ui/GenreChip.js';
import { Sheet } from '../../ui/Sheet.js';
import { CommentCountPill } from '../comments/CommentCountPill.js';
import { GameComments } from '../comments/GameComments.js';
import { useRuntimeWarmUpFor } from '../game/useRuntimeWarmUp.js';
import { LikeButton } from '../likes/LikeButton.js';
import { RefineSection } from '../refine/RefineSection.js';
import { useLatestGame } from '../refine/latestGame.js';
import { RemixButton } from '../remix/RemixButton.js';
import { RemixCredit } from '../remix/RemixCredit.js';
import { RemixesList } from '../remix/RemixesList.js';
import { ReportButton } from '../reports/ReportButton.js';
import { useShareGame } from '../share/useShareGame.js';
import { GamePreview } from './GamePreview.js';

export interface GameDetailModalProps {
  game: Game;
  onClose: () => void;
  onPlay: (game: Game) => void;
  /** Extra actions shown above Play (the profile's OGP controls). */
  children?: ReactNode;
}

/**
 * Game detail (spec §2): media background, title, author and play count (issue 9),
 * description, Play Game, likes, Share, comments (issue 14).
 */
export function GameDetailModal({ game: given, onClose, onPlay, children }: GameDetailModalProps) {
  // The owner's refine or restore shows its version here at once (issue 14).
  const game = useLatestGame(given);
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
        <RemixCredit game={game} onPlay={onPlay} />
        {game.description && <p className="detail-description">{game.description}</p>}
        <div className="detail-actions">
          <LikeButton game={game} />
          <CommentCountPill game={game} />
          <button
            type="button"
            className="stat-pill stat-pill--action"
            onClick={() => void share(game)}
            data-testid="share-game"
          >
            <ShareIcon width={20} height={20} />
            <span>{MESSAGES.share}</span>
          </button>
          <RemixButton game={game} />
          <ReportButton targetType="game" targetId={game.id} ownerId={game.createdBy} />
        </div>
        {children}
        <RefineSection game={game} />
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => onPlay(game)}
          data-testid="play-game"
        >
          <PlayIcon width={20} height={20} />
          <span>{MESSAGES.playGame}</span>
        </button>
        <RemixesList game={game} onPlay={onPlay} />
        <GameComments game={game} />
      </div>
    </Sheet>
  );
}
