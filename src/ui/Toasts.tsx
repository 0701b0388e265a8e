/**
 * The toast stack, at the top right. Presentational: the caller owns the toasts and their timers
 * (state/toasts-store) and passes them in.
 *
 * Screen readers: live regions only announce content added after they exist, so both regions
 * are always rendered, even when empty. Errors go to an assertive region (role="alert") at the
 * top of the stack; everything else to a polite one (role="status").
 */
import { CircleCheck, CircleX, Info, LoaderCircle, X } from 'lucide-react';
import type { Toast, ToastAction, ToastType } from '../core/toasts/toast';
import './toasts.css';

export interface ToastStackProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  /** The pointer or focus is on the toast: its lifetime waits. */
  onHold?: (id: string) => void;
  /** They have left it: its lifetime starts again. */
  onRelease?: (id: string) => void;
}

const TYPE_LABEL: Record<ToastType, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Information',
  loading: 'In progress',
};

export function ToastStack({ toasts, onDismiss, onHold, onRelease }: ToastStackProps) {
  const item = (t: Toast) => (
    <ToastItem key={t.id} toast={t} onDismiss={onDismiss} onHold={onHold} onRelease={onRelease} />
  );
  const errors = toasts.filter((t) => t.type === 'error');
  const others = toasts.filter((t) => t.type !== 'error');
  return (
    <section className="toast-stack" aria-label="Notifications">
      <div className="toast-region" role="alert" aria-live="assertive" aria-atomic="false">
        {errors.map(item)}
      </div>
      <div className="toast-region" role="status" aria-live="polite" aria-atomic="false">
        {others.map(item)}
      </div>
    </section>
  );
}

function ToastIcon({ type }: { type: ToastType }) {
  const props = { size: 18, 'aria-hidden': true, className: 'toast-icon' } as const;
  switch (type) {
    case 'success':
      return <CircleCheck {...props} />;
    case 'error':
      return <CircleX {...props} />;
    case 'loading':
      return <LoaderCircle {...props} className="toast-icon toast-spinner" />;
    default:
      return <Info {...props} />;
  }
}

function ToastItem({
  toast,
  onDismiss,
  onHold,
  onRelease,
}: {
  toast: Toast;
  onDismiss: (id: string) => void;
  onHold?: (id: string) => void;
  onRelease?: (id: string) => void;
}) {
  const runThenDismiss = (action: ToastAction) => () => {
    try {
      action.handler();
    } finally {
      onDismiss(toast.id);
    }
  };
  return (
    <div
      className={`toast toast-${toast.type}`}
      data-toast-id={toast.id}
      aria-busy={toast.type === 'loading' || undefined}
      onMouseEnter={() => onHold?.(toast.id)}
      onMouseLeave={(event) => {
        if (!event.currentTarget.contains(document.activeElement)) onRelease?.(toast.id);
      }}
      onFocus={() => onHold?.(toast.id)}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (!event.currentTarget.contains(next) && !event.currentTarget.matches(':hover')) {
          onRelease?.(toast.id);
        }
      }}
    >
      <ToastIcon type={toast.type} />
      <div className="toast-body">
        <p className="toast-title">
          <span className="visually-hidden">{TYPE_LABEL[toast.type]}: </span>
          <strong>{toast.title}</strong>
        </p>
        {toast.message && <p className="toast-message">{toast.message}</p>}
        {(toast.action || toast.undo) && (
          <div className="toast-actions">
            {toast.action && (
              <button type="button" className="toast-button" onClick={runThenDismiss(toast.action)}>
                {toast.action.label}
              </button>
            )}
            {toast.undo && (
              <button type="button" className="toast-button" onClick={runThenDismiss(toast.undo)}>
                {toast.undo.label || 'Undo'}
              </button>
            )}
          </div>
        )}
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label="Dismiss notification"
        title="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
