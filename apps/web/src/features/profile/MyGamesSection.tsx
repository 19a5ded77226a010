import { MESSAGES, type Game } from '@promptplay/contracts';
import { useCallback, useState } from 'react';
import { AlertIcon, SparkIcon } from '../../app/icons.js';
import { useGameState, useServices } from '../../app/ServicesContext.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { Spinner } from '../../ui/Spinner.js';
import { GameDetailModal } from '../detail/GameDetailModal.js';
import { isGameLayerVisible } from '../game/gameStatus.js';
import { MyGameCard } from './MyGameCard.js';
import { OgpCardControl, OgpModalPanel } from './OgpControls.js';
import { useOgpRegistration } from './useOgpRegistration.js';

export interface MyGamesSectionProps {
  games: readonly Game[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** OGP registration is for signed-in players only (spec §6). */
  canUseOgp: boolean;
}

function loadErrorText(error: unknown): string {
  return error instanceof Error && error.message
    ? MESSAGES.errorLoadingGames(error.message)
    : MESSAGES.errorLoadingGamesGeneric;
}

/** 'Your Games' (spec §2 Profile): loading, error, empty or the grid, and a game's modal. */
export function MyGamesSection({
  games,
  isLoading,
  error,
  onRetry,
  canUseOgp,
}: MyGamesSectionProps) {
  const { runtimeHost, gameStore } = useServices();
  const ogp = useOgpRegistration();
  const isLayerVisible = useGameState((state) => isGameLayerVisible(state.gameStatus));
  const [openedId, setOpenedId] = useState<string | null>(null);
  const openedGame = games?.find((game) => game.id === openedId) ?? null;
  const open = useCallback((game: Game) => setOpenedId(game.id), []);

  const play = (game: Game) => {
    setOpenedId(null);
    gameStore.getState().setPlaylist(games ?? []);
    void runtimeHost.startGame({ gameId: game.id, source: 'modal_play', game });
  };

  return (
    <section className="profile-section" aria-labelledby="your-games-heading">
      <div className="section-heading">
        <h2 id="your-games-heading">{MESSAGES.yourGames}</h2>
        {games && games.length > 0 && <span className="section-count">{games.length}</span>}
      </div>

      {isLoading && (
        <p className="inline-state" role="status" data-testid="my-games-loading">
          <Spinner size={18} />
          {MESSAGES.loadingYourGames}
        </p>
      )}
      {!isLoading && error !== null && error !== undefined && (
        <div className="inline-panel inline-panel--error" role="alert" data-testid="my-games-error">
          <AlertIcon width={20} height={20} />
          <p>{loadErrorText(error)}</p>
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {UI_TEXT.retry}
          </button>
        </div>
      )}
      {games && games.length === 0 && (
        <div className="feed-state feed-state--panel my-games-empty" data-testid="my-games-empty">
          <span className="feed-state__icon">
            <SparkIcon />
          </span>
          <h3>{MESSAGES.noGamesYet}</h3>
          <p>{MESSAGES.createFirstGame}</p>
        </div>
      )}
      {games && games.length > 0 && (
        <div className="game-grid" data-testid="my-games-grid">
          {games.map((game) => (
            <MyGameCard
              key={game.id}
              game={game}
              onOpen={open}
              footer={canUseOgp ? <OgpCardControl game={game} ogp={ogp} /> : undefined}
            />
          ))}
        </div>
      )}

      {openedGame && !isLayerVisible && (
        <GameDetailModal game={openedGame} onClose={() => setOpenedId(null)} onPlay={play}>
          {canUseOgp && <OgpModalPanel game={openedGame} ogp={ogp} />}
        </GameDetailModal>
      )}
    </section>
  );
}
