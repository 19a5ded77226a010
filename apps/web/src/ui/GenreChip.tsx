import { GENRE_LABELS, type GameGenre } from '@promptplay/contracts';

export function GenreChip({ genre, className }: { genre: GameGenre; className?: string }) {
  return (
    <span
      className={`genre-chip genre-${genre.toLowerCase()} ${className ?? ''}`}
      data-testid="genre-chip"
    >
      {GENRE_LABELS[genre]}
    </span>
  );
}
