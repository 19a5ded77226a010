import { MESSAGES } from '@promptplay/contracts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { AlertIcon, BackIcon } from '../../app/icons.js';
import { useGameState, useServices } from '../../app/ServicesContext.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { useBodyScrollLock } from '../../ui/useBodyScrollLock.js';
import { useModalFocus } from '../../ui/useModalFocus.js';
import { useStartSignIn } from '../auth/useStartSignIn.js';
import { isGameLayerVisible, isGameLoading } from './gameStatus.js';
import { LoadingCard, type LoadingCardProps } from './LoadingCard.js';
import { createdGameFraction, loadingFraction } from './progress.js';
import { STATUS_TEXT } from './statusText.js';
import { useLoadingProgress } from './useLoadingProgress.js';

const LOADING_FADE_MS = 450;

/**
 * The full-screen layer that slides over the shell while a game loads or plays (spec §2). The
 * shell behind is inert while it shows; Back to feed returns focus to what opened the game.
 * The layer's element stays on the page, hidden and inert, between plays: it holds the runtime
 * frame booted before the tap (moving an iframe would reload it).
 */
export function GameLayer() {
  const { runtimeHost } = useServices();
  const startSignIn = useStartSignIn();
  const state = useGameState(
    useShallow((s) => ({
      gameStatus: s.gameStatus,
      runtimeStatus: s.runtimeStatus,
      loadingStep: s.loadingStep,
      game: s.game,
      frameUrl: s.frameUrl,
      frameDocument: s.frameDocument,
      frameKey: s.frameKey,
      playKey: s.playKey,
      assetProgress: s.assetProgress,
      errorMessage: s.errorMessage,
      errorSignInPath: s.errorSignInPath,
      creation: s.creation,
    })),
  );
  const isVisible = isGameLayerVisible(state.gameStatus);
  const isPlaying = state.gameStatus === 'PLAYING';
  const layer = useRef<HTMLDivElement | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  // The card stays a moment at 100% after the game is ready, then fades (keyed per play).
  const [fadedPlayKey, setFadedPlayKey] = useState<number | null>(null);
  const isLoading = isGameLoading(state.gameStatus);
  const showLoading = isLoading || (isPlaying && fadedPlayKey !== state.playKey);
  useBodyScrollLock(isVisible);

  useEffect(() => {
    if (!isPlaying) return;
    const key = state.playKey;
    const timer = setTimeout(() => setFadedPlayKey(key), LOADING_FADE_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, state.playKey]);

  useEffect(() => runtimeHost.connect(), [runtimeHost]);

  useEffect(() => {
    // Keyboard players can play at once without clicking into the frame first.
    if (isPlaying) frame.current?.focus();
  }, [isPlaying]);

  const attachFrame = useCallback(
    (element: HTMLIFrameElement | null) => {
      frame.current = element;
      runtimeHost.attachFrame(element);
    },
    [runtimeHost],
  );

  const goBack = () => runtimeHost.backToFeed();
  return (
    <div
      ref={layer}
      className={`game-layer ${isVisible ? 'is-open' : 'is-standby'}`}
      {...(isVisible
        ? {
            'data-testid': 'game-layer',
            'data-game-status': state.gameStatus,
            role: 'dialog',
            'aria-modal': true,
            'aria-label': state.game?.title ?? UI_TEXT.backToFeed,
          }
        : { 'data-testid': 'game-layer-standby', 'aria-hidden': true, inert: true })}
      tabIndex={-1}
    >
      {isVisible && <ModalFocus container={layer} />}
      {state.frameUrl && (
        <iframe
          key={state.frameKey}
          ref={attachFrame}
          className={`runtime-frame ${isPlaying ? 'is-playing' : ''}`}
          src={state.frameUrl}
          srcDoc={state.frameDocument ?? undefined}
          title={state.game?.title ?? 'Game'}
          sandbox="allow-scripts"
          allow="autoplay; fullscreen"
          onLoad={() => runtimeHost.handleFrameLoad()}
          data-testid="runtime-frame"
        />
      )}
      {isVisible && showLoading && (
        <LoadingLayer
          game={state.game}
          creation={state.creation}
          statusText={STATUS_TEXT[state.loadingStep ?? 'starting']}
          fraction={
            state.creation
              ? createdGameFraction(
                  state.runtimeStatus,
                  state.assetProgress,
                  state.creation.progress,
                )
              : loadingFraction(state.runtimeStatus, state.assetProgress)
          }
          isReady={isPlaying}
        />
      )}
      {state.gameStatus === 'ERROR' && (
        <div className="game-loading game-error" role="alert" data-testid="game-error">
          <div className="loading-card">
            <span className="feed-state__icon feed-state__icon--error">
              <AlertIcon />
            </span>
            <p className="game-error__message" data-testid="game-error-message">
              {state.errorMessage}
            </p>
            {state.errorSignInPath !== null ? (
              <div className="game-error__actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => startSignIn(state.errorSignInPath ?? undefined)}
                  data-testid="game-error-sign-in"
                >
                  {MESSAGES.signUp}
                </button>
                <button type="button" className="button button--ghost" onClick={goBack}>
                  {UI_TEXT.back}
                </button>
              </div>
            ) : (
              <button type="button" className="button button--primary" onClick={goBack}>
                {UI_TEXT.back}
              </button>
            )}
          </div>
        </div>
      )}
      <button
        type="button"
        className="back-to-feed"
        onClick={goBack}
        aria-label={UI_TEXT.backToFeed}
        data-testid="back-to-feed"
      >
        <BackIcon />
      </button>
    </div>
  );
}

/** Makes the layer modal while it shows (see ui/useModalFocus). */
function ModalFocus({ container }: { container: RefObject<HTMLElement | null> }) {
  useModalFocus(container);
  return null;
}

function LoadingLayer({
  fraction,
  isReady,
  ...card
}: Omit<LoadingCardProps, 'percent' | 'isDone'> & { fraction: number; isReady: boolean }) {
  const percent = useLoadingProgress(fraction, isReady);
  return <LoadingCard {...card} percent={percent} isDone={isReady} />;
}
