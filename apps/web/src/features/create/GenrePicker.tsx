import { MODAL_GENRE_TO_API, type ModalGenre } from '@promptplay/contracts';
import { useId } from 'react';
import { CREATE_TEXT } from './createText.js';
import { GenreIcon } from './genreIcons.js';

export interface GenrePickerProps {
  genres: readonly ModalGenre[];
  value: ModalGenre | null;
  onChange: (genre: ModalGenre) => void;
  /** Listed first and highlighted during a live event (spec §9). */
  featured: ModalGenre | null;
  errorId?: string;
}

/** The genre choice as a grid of tiles (a radio group). */
export function GenrePicker({ genres, value, onChange, featured, errorId }: GenrePickerProps) {
  const labelId = useId();
  return (
    <div className="create-field">
      <span id={labelId} className="create-label">
        {CREATE_TEXT.genreLabel}
      </span>
      <div
        className="genre-grid"
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={errorId}
      >
        {genres.map((genre) => {
          const isSelected = genre === value;
          const isFeatured = genre === featured;
          return (
            <button
              key={genre}
              type="button"
              role="radio"
              aria-checked={isSelected}
              className={`genre-option genre-${MODAL_GENRE_TO_API[genre].toLowerCase()} ${
                isSelected ? 'is-selected' : ''
              } ${isFeatured ? 'is-featured' : ''}`}
              onClick={() => onChange(genre)}
              data-testid="genre-option"
              data-genre={genre}
            >
              {isFeatured && <span className="genre-option__badge">{CREATE_TEXT.liveBadge}</span>}
              <span className="genre-option__icon">
                <GenreIcon genre={genre} />
              </span>
              <span className="genre-option__label">{genre}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
