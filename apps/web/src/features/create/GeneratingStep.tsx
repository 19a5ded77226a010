import { CONSTANTS, MODAL_GENRE_TO_API, type ModalGenre } from '@promptplay/contracts';
import { GenreChip } from '../../ui/GenreChip.js';
import { CREATE_TEXT } from './createText.js';
import { GenreIcon } from './genreIcons.js';
import { useCountdown } from './useCountdown.js';

const TIP_SECONDS = 3;
const RING_RADIUS = 52;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** Step 2 (spec §4): the analysis runs behind a 15-second countdown, then "almost there". */
export function GeneratingStep({
  titleId,
  prompt,
  genre,
}: {
  titleId: string;
  prompt: string;
  genre: ModalGenre;
}) {
  const total = CONSTANTS.ANALYSIS_COUNTDOWN_SECONDS;
  const left = useCountdown(total);
  const elapsed = total - left;
  const tips = CREATE_TEXT.generatingTips;
  const tip = tips[Math.floor(elapsed / TIP_SECONDS) % tips.length];
  const isOver = left === 0;
  return (
    <div className="create-step create-step--generating" data-testid="create-step-generating">
      <h2 id={titleId} className="generating-title" tabIndex={-1}>
        {CREATE_TEXT.generatingTitle}
      </h2>
      <div className={`countdown ${isOver ? 'is-over' : ''}`}>
        <svg className="countdown__ring" viewBox="0 0 120 120" aria-hidden="true">
          <defs>
            <linearGradient id="countdown-gradient" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#8b5cff" />
              <stop offset="1" stopColor="#ff4fb8" />
            </linearGradient>
          </defs>
          <circle className="countdown__track" cx="60" cy="60" r={RING_RADIUS} />
          <circle
            className="countdown__progress"
            cx="60"
            cy="60"
            r={RING_RADIUS}
            strokeDasharray={RING_LENGTH}
            strokeDashoffset={RING_LENGTH * (1 - elapsed / total)}
          />
        </svg>
        <span className="countdown__genre" aria-hidden="true">
          <GenreIcon genre={genre} size={30} />
        </span>
        <span className="countdown__value" aria-live="polite" data-testid="analysis-countdown">
          {isOver ? CREATE_TEXT.almostThere : left}
        </span>
        {!isOver && <span className="countdown__unit">{CREATE_TEXT.secondsLeft}</span>}
      </div>
      <p className="generating-tip" key={tip}>
        {isOver ? CREATE_TEXT.finishingTouches : tip}
      </p>
      <figure className="generating-prompt">
        <GenreChip genre={MODAL_GENRE_TO_API[genre]} />
        <blockquote>“{prompt.trim()}”</blockquote>
      </figure>
    </div>
  );
}
