import type { Game } from '@promptplay/contracts';
import { CheckIcon } from '../../app/icons.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { Spinner } from '../../ui/Spinner.js';
import { CoinIcon } from './profileIcons.js';
import type { OgpRegistration } from './useOgpRegistration.js';

function registerLabel(ogp: OgpRegistration, isRegistering: boolean, idle: string): string {
  if (ogp.isUnavailable) return UI_TEXT.ogpUnavailable;
  return isRegistering ? UI_TEXT.ogpRegistering : idle;
}

/** A my-game card's OGP line: 'Register with OGP', or the mark of a registered game. */
export function OgpCardControl({ game, ogp }: { game: Game; ogp: OgpRegistration }) {
  if (game.registeredToOgp) {
    return (
      <span className="ogp-mark" title={UI_TEXT.ogpRegistered} data-testid="ogp-registered">
        <CheckIcon width={14} height={14} />
        <span>{UI_TEXT.ogpRegisteredShort}</span>
      </span>
    );
  }
  const isRegistering = ogp.pendingAction(game.id) === 'register';
  return (
    <button
      type="button"
      className="ogp-button"
      onClick={() => ogp.register(game.id)}
      disabled={ogp.isUnavailable || ogp.isBusy}
      title={ogp.isUnavailable ? UI_TEXT.ogpNotConfigured : undefined}
      data-testid="ogp-register"
    >
      {isRegistering && <Spinner size={14} />}
      <span>{registerLabel(ogp, isRegistering, UI_TEXT.ogpRegister)}</span>
    </button>
  );
}

/** The OGP panel in a my-game modal: register, or update the listing of a registered game. */
export function OgpModalPanel({ game, ogp }: { game: Game; ogp: OgpRegistration }) {
  const action = ogp.pendingAction(game.id);
  const hint = ogp.isUnavailable
    ? UI_TEXT.ogpNotConfigured
    : game.registeredToOgp
      ? UI_TEXT.ogpRegisteredHint
      : UI_TEXT.ogpExplainer;
  return (
    <div
      className={`ogp-panel ${game.registeredToOgp ? 'is-registered' : ''}`}
      data-testid="ogp-panel"
    >
      <span className="ogp-panel__icon" aria-hidden="true">
        {game.registeredToOgp ? (
          <CheckIcon width={20} height={20} />
        ) : (
          <CoinIcon width={22} height={22} />
        )}
      </span>
      <div className="ogp-panel__text">
        <p className="ogp-panel__title">
          {game.registeredToOgp ? UI_TEXT.ogpRegistered : UI_TEXT.ogpSectionTitle}
        </p>
        <p className="ogp-panel__hint">{hint}</p>
      </div>
      <button
        type="button"
        className="button button--ghost ogp-panel__button"
        onClick={() => (game.registeredToOgp ? ogp.update(game.id) : ogp.register(game.id))}
        disabled={ogp.isUnavailable || ogp.isBusy}
        aria-label={game.registeredToOgp ? UI_TEXT.ogpUpdateListing : UI_TEXT.ogpRegister}
        data-testid={game.registeredToOgp ? 'ogp-update' : 'ogp-register-modal'}
      >
        {action && <Spinner size={14} />}
        {game.registeredToOgp
          ? action === 'update'
            ? UI_TEXT.ogpUpdating
            : UI_TEXT.ogpUpdateShort
          : registerLabel(ogp, action === 'register', UI_TEXT.ogpRegisterShort)}
      </button>
    </div>
  );
}
