import {
  MESSAGES,
  parseFeedSearchParams,
  validateGameId,
  type FeedSort,
  type Game,
} from '@promptplay/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useGameState, useServices, useToast } from '../../app/ServicesContext.js';
import { ApiError } from '../../lib/api/errors.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { GameDetailModal } from '../detail/GameDetailModal.js';
import { isGameLayerVisible } from '../game/gameStatus.js';
import { useRuntimeWarmUpWhenIdle } from '../game/useRuntimeWarmUp.js';
import { FeedEmpty, FeedError, FeedFooter, FeedLoading } from './FeedStates.js';
import { GameCard } from './GameCard.js';
import { InvalidSharedGame } from './InvalidSharedGame.js';
import { SortToggle } from './SortToggle.js';
import { useFeed } from './useFeed.js';
import { useInfiniteScroll } from './useInfiniteScroll.js';
import { useHeldWhileCovered } from './useHeldWhileCovered.js';
import { useSharedGame } from './useSharedGame.js';

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.genericError;
}

/** Home (`/`) and shared links (`/shared/:gameId`): the feed, with a game's modal on top. */
export function FeedPage() {
  const { gameId: sharedId } = useParams();
  const isSharedIdValid = sharedId === undefined || validateGameId(sharedId);
  if (!isSharedIdValid) return <InvalidSharedGame />;
  return <Feed sharedGameId={sharedId ?? null} />;
}

function Feed({ sharedGameId }: { sharedGameId: string | null }) {
  const { runtimeHost, gameStore } = useServices();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const feedParams = useMemo(() => parseFeedSearchParams(searchParams), [searchParams]);
  const feed = useFeed(feedParams);
  const { games } = feed;
  const isLayerVisible = useGameState((state) => isGameLayerVisible(state.gameStatus));
  const [openedGame, setOpenedGame] = useState<Game | null>(null);
  const shared = useSharedGame(sharedGameId, games);

  useEffect(() => {
    gameStore.getState().setPlaylist(games);
  }, [games, gameStore]);

  useEffect(() => {
    if (!shared.error) return;
    const isMissing = shared.error instanceof ApiError && shared.error.status === 404;
    toast('error', isMissing ? MESSAGES.gameNotFound : MESSAGES.failedToLoadGameDetails);
  }, [shared.error, toast]);

  const modalGame = openedGame ?? shared.game;
  const arePicturesHeld = useHeldWhileCovered(
    sharedGameId !== null && shared.game !== null,
    modalGame !== null || isLayerVisible,
  );

  useInfiniteScroll({
    // An open detail modal locks the page's scroll, which would read as scrolled to the end and
    // load page after page (with their pictures) behind it, on the line the game needs.
    isEnabled: !isLayerVisible && modalGame === null && feed.status === 'success',
    hasNextPage: feed.hasNextPage,
    isFetchingNextPage: feed.isFetchingNextPage || feed.isFetchNextPageError,
    fetchNextPage: feed.fetchNextPage,
    itemCount: games.length,
  });
  useRuntimeWarmUpWhenIdle(!isLayerVisible && feed.status === 'success');

  const leaveSharedLink = useCallback(() => {
    if (sharedGameId) void navigate({ pathname: '/', search: searchParams.toString() });
  }, [navigate, searchParams, sharedGameId]);

  const play = useCallback(
    (game: Game, source: 'feed_play' | 'modal_play') => {
      setOpenedGame(null);
      leaveSharedLink();
      void runtimeHost.startGame({ gameId: game.id, source, game });
    },
    [leaveSharedLink, runtimeHost],
  );
  const playFromCard = useCallback((game: Game) => play(game, 'feed_play'), [play]);
  const closeModal = useCallback(() => {
    setOpenedGame(null);
    leaveSharedLink();
  }, [leaveSharedLink]);

  const changeSort = (sort: FeedSort) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('sort', sort);
      return next;
    });

  return (
    <section className="feed" aria-labelledby="feed-heading">
      <div className="feed-toolbar">
        <div>
          <h1 id="feed-heading" className="feed-heading">
            {UI_TEXT.feedHeading}
          </h1>
          <p className="feed-tagline">{UI_TEXT.homeTagline}</p>
        </div>
        <SortToggle value={feedParams.sort} onChange={changeSort} />
      </div>

      {feed.status === 'pending' && <FeedLoading />}
      {feed.status === 'error' && (
        <FeedError message={errorText(feed.error)} onRetry={() => void feed.refetch()} />
      )}
      {feed.status === 'success' && games.length === 0 && <FeedEmpty />}
      {games.length > 0 && (
        <>
          <div className="game-grid" data-testid="game-grid">
            {games.map((game, index) => (
              <GameCard
                key={game.id}
                game={game}
                onOpen={setOpenedGame}
                onPlay={playFromCard}
                // A shared link's largest paint is its modal's picture, not the card under it.
                isFirst={index === 0 && sharedGameId === null}
                isPictureHeld={arePicturesHeld}
              />
            ))}
          </div>
          <FeedFooter
            isLoadingMore={feed.isFetchingNextPage}
            hasFailed={feed.isFetchNextPageError}
            onRetry={() => void feed.fetchNextPage()}
          />
        </>
      )}

      {modalGame && !isLayerVisible && (
        <GameDetailModal
          game={modalGame}
          onClose={closeModal}
          onPlay={(game) => play(game, 'modal_play')}
        />
      )}
    </section>
  );
}
