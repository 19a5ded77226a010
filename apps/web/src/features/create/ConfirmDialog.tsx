import { useId, useRef } from 'react';
import { AlertIcon } from '../../app/icons.js';
import { ModalSurface } from '../../ui/ModalSurface.js';

export interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A styled "are you sure?" over the modal (not window.confirm). Focus starts on the safe
 * choice and stays in here; Escape cancels.
 */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalSurface className="confirm-root" onEscape={onCancel} initialFocus={cancel}>
      <div className="confirm-backdrop" onClick={onCancel} aria-hidden="true" />
      <div
        className="confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-describedby={messageId}
        aria-labelledby={messageId}
        data-testid="confirm-dialog"
      >
        <span className="confirm-dialog__icon">
          <AlertIcon width={26} height={26} />
        </span>
        <p id={messageId} className="confirm-dialog__message">
          {message}
        </p>
        <div className="confirm-dialog__actions">
          <button
            ref={cancel}
            type="button"
            className="button button--ghost"
            onClick={onCancel}
            data-testid="confirm-cancel"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={onConfirm}
            data-testid="confirm-accept"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalSurface>
  );
}
