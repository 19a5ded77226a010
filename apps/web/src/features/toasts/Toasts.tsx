import { AlertIcon, CheckIcon } from '../../app/icons.js';
import { useToastState } from '../../app/ServicesContext.js';

/** Toast stack (spec §2): errors announce assertively, successes politely. */
export function Toasts() {
  const toasts = useToastState((state) => state.toasts);
  const dismiss = useToastState((state) => state.dismiss);
  return (
    <div className="toasts" aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          onClick={() => dismiss(toast.id)}
          data-testid={`toast-${toast.kind}`}
        >
          <span className="toast__icon">
            {toast.kind === 'error' ? (
              <AlertIcon width={18} height={18} />
            ) : (
              <CheckIcon width={18} height={18} />
            )}
          </span>
          <span>{toast.message}</span>
        </div>
      ))}
    </div>
  );
}
