import { useRef, type ReactNode } from 'react';
import { CloseIcon } from '../app/icons.js';
import { UI_TEXT } from '../lib/uiText.js';
import { ModalSurface } from './ModalSurface.js';
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
 * and the close button close it. Focus moves to the panel on open, stays inside while it is
 * open (the page behind is inert) and goes back to the opener on close.
 */
export function Sheet({ onClose, labelledBy, children, className, testId }: SheetProps) {
  const panel = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);

  return (
    <ModalSurface className="sheet-root" onEscape={onClose} initialFocus={panel}>
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
    </ModalSurface>
  );
}
