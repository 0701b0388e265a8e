/**
 * The toast stack. Toasts close by themselves after their lifetime; loading toasts stay until
 * dismissed or updated. While the pointer is on a toast or focus is in it, its lifetime waits
 * ('hold'), and starts again in full when they leave ('release'), so a button in a 3 s toast can be
 * reached and read (WCAG 2.2.1, as VS Code's notifications do).
 */
import { create } from 'zustand';
import { toastLifetime, type Toast } from '../core/toasts/toast';

export type ToastInput = Omit<Toast, 'id'> & { id?: string };

interface ToastsState {
  toasts: Toast[];
  show: (toast: ToastInput) => string;
  update: (id: string, patch: Partial<Omit<Toast, 'id'>>) => void;
  dismiss: (id: string) => void;
  hold: (id: string) => void;
  release: (id: string) => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const held = new Set<string>();
let counter = 0;

export const toastsStore = create<ToastsState>()((set, get) => {
  const schedule = (toast: Toast) => {
    const existing = timers.get(toast.id);
    if (existing) clearTimeout(existing);
    timers.delete(toast.id);
    const lifetime = toastLifetime(toast);
    if (lifetime !== null && !held.has(toast.id)) {
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
      held.delete(id);
      set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    },
    hold(id) {
      if (!get().toasts.some((t) => t.id === id)) return;
      held.add(id);
      const timer = timers.get(id);
      if (timer) clearTimeout(timer);
      timers.delete(id);
    },
    release(id) {
      if (!held.delete(id)) return;
      const current = get().toasts.find((t) => t.id === id);
      if (current) schedule(current);
    },
  };
});

/** Shorthand for code outside React. */
export const toast = (input: ToastInput) => toastsStore.getState().show(input);
