/** The Toast entity and its timing: 5 s by default, loading toasts stay until dismissed. */
export type ToastType = 'success' | 'error' | 'info' | 'loading';
export type ToastCategory = 'ai' | 'quantum' | 'ethics' | 'performance' | 'general';

export interface ToastAction {
  label: string;
  handler: () => void;
}

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message: string;
  category?: ToastCategory;
  /** Milliseconds before it closes by itself; null, and loading toasts, stay until dismissed. */
  duration?: number | null;
  action?: ToastAction;
  undo?: ToastAction;
}

export const DEFAULT_TOAST_DURATION_MS = 5000;

/** How long a toast stays, or null when it stays until dismissed (loading toasts). */
export function toastLifetime(toast: Pick<Toast, 'type' | 'duration'>): number | null {
  if (toast.type === 'loading' || toast.duration === null) return null;
  return toast.duration ?? DEFAULT_TOAST_DURATION_MS;
}
