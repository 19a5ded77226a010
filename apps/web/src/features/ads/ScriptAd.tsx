import { useEffect, useRef } from 'react';

/** The element a third-party ad script fills; its id is also on the script tag. */
export const AD_SLOT_ID = 'promptplay-ad-slot';

export interface ScriptAdProps {
  scriptUrl: string;
  /** The script put something in the slot. */
  onContent: () => void;
  /** The script could not be loaded. */
  onError: () => void;
}

function hasAdContent(slot: Element): boolean {
  return Array.from(slot.children).some((child) => child.tagName !== 'SCRIPT');
}

/**
 * Loads AD_SCRIPT_URL (the server's CSP admits its origin only when it is configured) and
 * watches the slot `#promptplay-ad-slot` for what the script renders into it. The script is
 * told the slot through `data-ad-slot`; it is removed when the popup closes.
 */
export function ScriptAd({ scriptUrl, onContent, onError }: ScriptAdProps) {
  const slotRef = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onContent, onError });
  useEffect(() => {
    handlers.current = { onContent, onError };
  }, [onContent, onError]);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot) return;
    const observer = new MutationObserver(() => {
      if (hasAdContent(slot)) handlers.current.onContent();
    });
    observer.observe(slot, { childList: true, subtree: true });
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.adSlot = AD_SLOT_ID;
    script.addEventListener('error', () => handlers.current.onError());
    document.body.appendChild(script);
    return () => {
      observer.disconnect();
      script.remove();
    };
  }, [scriptUrl]);

  return <div ref={slotRef} id={AD_SLOT_ID} className="ad-popup__slot" data-testid="ad-slot" />;
}
