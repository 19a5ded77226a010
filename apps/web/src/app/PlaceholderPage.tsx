import { useNavigate } from 'react-router';
import { UI_TEXT } from '../lib/uiText.js';
import { BackIcon, SparkIcon } from './icons.js';

/** Stand-in for pages still to be built (profile, leaderboard). Back goes one level up. */
export function PlaceholderPage({ title, testId }: { title: string; testId: string }) {
  const navigate = useNavigate();
  return (
    <section className="placeholder-page" data-testid={testId}>
      <div className="page-toolbar">
        <button
          type="button"
          className="icon-button"
          onClick={() => void navigate('..')}
          aria-label={UI_TEXT.back}
          data-testid="page-back"
        >
          <BackIcon />
        </button>
        <h1>{title}</h1>
      </div>
      <div className="feed-state feed-state--panel">
        <span className="feed-state__icon">
          <SparkIcon />
        </span>
        <h2>{UI_TEXT.comingSoon}</h2>
        <p>{UI_TEXT.placeholderText}</p>
      </div>
    </section>
  );
}
