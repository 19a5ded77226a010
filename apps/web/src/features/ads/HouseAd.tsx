import { CONSTANTS, MESSAGES, type Game } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PlayIcon } from '../../app/icons.js';
import { useServices } from '../../app/ServicesContext.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { GenreChip } from '../../ui/GenreChip.js';
import { fetchHouseAdGames } from './adsApi.js';

export interface HouseAdProps {
  /** The game about to be played: promoting it would be pointless. */
  pendingGameId: string;
  onContent: () => void;
  /** No game to promote (the call failed or the catalogue is empty). */
  onError: () => void;
  onPlay: (game: Game) => void;
}

/** The top-rated games the house ad picks from, cached like a feed page. */
const houseAdQueryKey = ['houseAd', 'topRated'] as const;

/**
 * The built-in ad when no AD_SCRIPT_URL is set: a top-rated game from our own catalogue
 * (image, title, PLAY that starts it), so the ad path works with no third party at all.
 */
export function HouseAd({ pendingGameId, onContent, onError, onPlay }: HouseAdProps) {
  const { api } = useServices();
  const games = useQuery({
    queryKey: houseAdQueryKey,
    queryFn: ({ signal }) => fetchHouseAdGames(api, signal),
    staleTime: CONSTANTS.FEED_CACHE_MS,
  });
  const game = games.data?.items.find((candidate) => candidate.id !== pendingGameId) ?? null;
  const hasFailed = games.isError || (games.isSuccess && !game);

  useEffect(() => {
    if (game) onContent();
    else if (hasFailed) onError();
  }, [game, hasFailed, onContent, onError]);

  if (!game) return null;
  const author = game.playerName?.trim() || CONSTANTS.BRAND_NAME;
  return (
    <article className="house-ad" data-testid="house-ad" data-game-id={game.id}>
      <p className="house-ad__label">{UI_TEXT.houseAdLabel}</p>
      <div className="house-ad__media">
        <img src={game.screenshotUrl} alt="" width={400} height={400} decoding="async" />
        <GenreChip genre={game.gameGenre} className="house-ad__genre" />
      </div>
      <h3 className="house-ad__title">{game.title}</h3>
      <p className="house-ad__author">{author}</p>
      <button
        type="button"
        className="play-button house-ad__play"
        onClick={() => onPlay(game)}
        aria-label={UI_TEXT.playTitle(game.title)}
        data-testid="house-ad-play"
      >
        <PlayIcon width={18} height={18} />
        <span>{MESSAGES.play}</span>
      </button>
    </article>
  );
}
