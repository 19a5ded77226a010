import { MESSAGES } from '@promptplay/contracts';
import { AlertIcon, SparkIcon } from '../../app/icons.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { Spinner } from '../../ui/Spinner.js';

const SKELETON_COUNT = 6;

export function FeedLoading() {
  return (
    <div className="feed-state" data-testid="feed-loading">
      <p className="feed-loading-label" role="status">
        <Spinner size={18} />
        {MESSAGES.loadingGames}
      </p>
      <div className="game-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <div key={index} className="game-card game-card--skeleton">
            <div className="game-card__media shimmer" />
            <div className="game-card__body">
              <div className="skeleton-line shimmer" />
              <div className="skeleton-line skeleton-line--short shimmer" />
              <div className="skeleton-button shimmer" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function FeedEmpty() {
  return (
    <div className="feed-state feed-state--panel" data-testid="feed-empty">
      <span className="feed-state__icon">
        <SparkIcon />
      </span>
      <h2>{MESSAGES.noGamesAvailable}</h2>
      <p>{MESSAGES.noGamesAvailableAtTheMoment}</p>
    </div>
  );
}

export function FeedError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="feed-state feed-state--panel" role="alert" data-testid="feed-error">
      <span className="feed-state__icon feed-state__icon--error">
        <AlertIcon />
      </span>
      <h2>{UI_TEXT.feedErrorTitle}</h2>
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {UI_TEXT.retry}
      </button>
    </div>
  );
}

export function FeedFooter({
  isLoadingMore,
  hasFailed,
  onRetry,
}: {
  isLoadingMore: boolean;
  hasFailed: boolean;
  onRetry: () => void;
}) {
  if (hasFailed) {
    return (
      <div className="feed-footer" role="alert">
        <span>{UI_TEXT.feedLoadMoreFailed}</span>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {UI_TEXT.retry}
        </button>
      </div>
    );
  }
  return (
    <div className="feed-footer" aria-hidden={!isLoadingMore}>
      {isLoadingMore && <Spinner size={24} />}
    </div>
  );
}
