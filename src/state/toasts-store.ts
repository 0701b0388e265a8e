/**
 * The toast stack (SPEC §3 Toast, §9 timings). Toasts close by themselves after their lifetime;
 * loading toasts stay until dismissed or updated.
 */
import { create } from 'zustand';
import { toastLifetime, type Toast } from '../core/toasts/toast';

export type ToastInput = Omit<Toast, 'id'> & { id?: string };

interface ToastsState {
  toasts: Toast[];
  show: (toast: ToastInput) => string;
  update: (id: string, patch: Partial<Omit<Toast, 'id'>>) => void;
  dismiss: (id: string) => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

export const toastsStore = create<ToastsState>()((set, get) => {
  const schedule = (toast: Toast) => {
    const existing = timers.get(toast.id);
    if (existing) clearTimeout(existing);
    timers.delete(toast.id);
    const lifetime = toastLifetime(toast);
    if (lifetime !== null) {
      timers.set(
        toast.id,
        setTimeout(() => get().dismiss(toast.id), lifetime),
      );
    }
  };
  return {
    toasts: [],
    show(input) {
      const id = input.id ?? `toast-${++counter}`;
      const toast: Toast = { ...input, id };
      set((s) => ({ toasts: [...s.toasts.filter((t) => t.id !== id), toast] }));
      schedule(toast);
      return id;
    },
    update(id, patch) {
      const current = get().toasts.find((t) => t.id === id);
      if (!current) return;
      const next = { ...current, ...patch };
      set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? next : t)) }));
      schedule(next);
    },
    dismiss(id) {
      const timer = timers.get(id);
      if (timer) clearTimeout(timer);
      timers.delete(id);
      set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    },
  };
});

/** Shorthand for code outside React. */
export const toast = (input: ToastInput) => toastsStore.getState().show(input);
