import { MESSAGES, type ConsentChoice } from '@promptplay/contracts';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { CloseIcon } from '../../app/icons.js';
import { useServices } from '../../app/ServicesContext.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { useHydrated } from '../../ui/useHydrated.js';
import { ConsentPurposes } from './ConsentPurposes.js';
import { ACCEPT_ALL, REJECT_ALL } from './consentStore.js';

/**
 * The consent banner: a bottom sheet over the feed (above the navigation, under any dialog or
 * game) on a first visit, until the player accepts, rejects or chooses per purpose. It is not
 * modal, so it takes focus only when the player reopened it from the profile; Escape then
 * closes it and focus goes back to where it was.
 */
export function ConsentBanner() {
  const { consent } = useServices();
  // The server renders the banner for a player without the "chosen" cookie (so a first visit
  // paints it with the page, not after hydration); hydration starts from that, then follows
  // the stored choice.
  const isOpen = useSyncExternalStore(
    consent.subscribe,
    () => consent.getState().isBannerOpen,
    () => consent.getState().isBannerInFirstView,
  );
  if (!isOpen) return null;
  return <ConsentPanel />;
}

function ConsentPanel() {
  const { consent } = useServices();
  const { choice, decide, dismiss } = useStore(consent);
  const [isChoosing, setIsChoosing] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(choice ?? REJECT_ALL);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // While hydrating, the panel is the server's first-visit one (it knew of no choice).
  const isHydrated = useHydrated();
  const isReopened = useRef(isHydrated && choice !== null).current;

  useEffect(() => {
    if (!isReopened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    title.current?.focus();
    return () => opener?.focus();
  }, [isReopened]);

  return (
    <section
      className="consent-banner"
      aria-labelledby={titleId}
      data-testid="consent-banner"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isReopened) dismiss();
      }}
    >
      <div className="consent-banner__header">
        <h2 id={titleId} ref={title} className="consent-banner__title" tabIndex={-1}>
          {MESSAGES.consentTitle}
        </h2>
        {isReopened && (
          <button
            type="button"
            className="icon-button consent-banner__close"
            onClick={dismiss}
            aria-label={UI_TEXT.close}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <p className="consent-banner__text">{MESSAGES.consentText}</p>
      {isChoosing && <ConsentPurposes value={draft} onChange={setDraft} />}
      <div className="consent-banner__actions">
        <ActionButton label={MESSAGES.consentRejectAll} onClick={() => decide(REJECT_ALL)} />
        {isChoosing ? (
          <ActionButton label={MESSAGES.consentSave} onClick={() => decide(draft)} />
        ) : (
          <ActionButton label={MESSAGES.consentChoose} onClick={() => setIsChoosing(true)} />
        )}
        <ActionButton
          label={MESSAGES.consentAcceptAll}
          onClick={() => decide(ACCEPT_ALL)}
          isPrimary
        />
      </div>
    </section>
  );
}

function ActionButton({
  label,
  onClick,
  isPrimary = false,
}: {
  label: string;
  onClick: () => void;
  isPrimary?: boolean;
}) {
  return (
    <button
      type="button"
      className={`button ${isPrimary ? 'button--primary' : 'button--ghost'}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
