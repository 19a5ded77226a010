import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../app/icons.js';
import { UI_TEXT } from '../lib/uiText.js';
import { useBodyScrollLock } from './useBodyScrollLock.js';

export interface SheetProps {
  onClose: () => void;
  /** id of the heading that names the dialog. */
  labelledBy: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A modal bottom sheet on phones (centred dialog on wide screens): backdrop tap, Escape
 * and the close button close it; focus moves in on open and back out on close.
 */
export function Sheet({ onClose, labelledBy, children, className, testId }: SheetProps) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useBodyScrollLock(true);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    panel.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previouslyFocused?.focus?.({ preventScroll: true });
    };
  }, []);

  return (
    <div className="sheet-root">
      <div className="sheet-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={`sheet ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-testid={testId}
      >
        <button
          type="button"
          className="sheet-close icon-button"
          onClick={onClose}
          aria-label={UI_TEXT.close}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </div>
  );
}
