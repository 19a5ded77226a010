import { MESSAGES, type Game } from '@promptplay/contracts';
import { useCallback, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../app/icons.js';
import { useServices } from '../../app/ServicesContext.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { ModalSurface } from '../../ui/ModalSurface.js';
import { Spinner } from '../../ui/Spinner.js';
import { useBodyScrollLock } from '../../ui/useBodyScrollLock.js';
import type { AdOutcome, OpenAd } from './adStore.js';
import { HouseAd } from './HouseAd.js';
import { ScriptAd } from './ScriptAd.js';
import { useAdLifecycle } from './useAdLifecycle.js';

/** The open ad: a house ad or the operator's script, closable once the lifecycle allows. */
export function AdDialog({ ad, onFinish }: { ad: OpenAd; onFinish: (outcome: AdOutcome) => void }) {
  const { analytics } = useServices();
  const adKind = ad.scriptUrl ? 'script' : 'house';
  const close = useCallback(() => {
    analytics.track({ event: 'ad_closed', ad_kind: adKind });
    onFinish({ kind: 'continue' });
  }, [adKind, analytics, onFinish]);
  const playPromoted = useCallback((game: Game) => onFinish({ kind: 'play', game }), [onFinish]);
  const { state, canClose, markShown, markFailed } = useAdLifecycle(close);
  useEffect(() => {
    if (state === 'loading') return;
    analytics.track({ event: state === 'shown' ? 'ad_shown' : 'ad_failed', ad_kind: adKind });
  }, [adKind, analytics, state]);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);

  return (
    <ModalSurface
      className="ad-popup-root"
      onEscape={canClose ? close : undefined}
      initialFocus={panel}
    >
      <div className="ad-popup-backdrop" aria-hidden="true" />
      <div
        ref={panel}
        className="ad-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="ad-popup"
        data-state={state}
      >
        <div className="ad-popup__header">
          <h2 id={titleId} className="ad-popup__title">
            {MESSAGES.adTitle}
          </h2>
          {canClose && (
            <button
              type="button"
              className="icon-button ad-popup__close"
              onClick={close}
              aria-label={UI_TEXT.close}
              data-testid="ad-popup-close"
            >
              <CloseIcon />
            </button>
          )}
        </div>
        {state !== 'shown' && (
          <p className="ad-popup__loading" role="status">
            <Spinner size={18} />
            {MESSAGES.loadingAd}
          </p>
        )}
        <div className="ad-popup__content">
          {ad.scriptUrl ? (
            <ScriptAd scriptUrl={ad.scriptUrl} onContent={markShown} onError={markFailed} />
          ) : (
            <HouseAd
              pendingGameId={ad.pendingGameId}
              onContent={markShown}
              onError={markFailed}
              onPlay={playPromoted}
            />
          )}
        </div>
      </div>
    </ModalSurface>
  );
}
