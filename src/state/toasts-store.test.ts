import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastsStore } from './toasts-store';

afterEach(() => {
  vi.useRealTimers();
  toastsStore.setState({ toasts: [] });
});

describe('toasts store', () => {
  it('closes a toast after 5000 ms by default', () => {
    vi.useFakeTimers();
    toastsStore
      .getState()
      .show({ type: 'success', title: 'File Saved', message: 'a.js saved successfully' });
    vi.advanceTimersByTime(4999);
    expect(toastsStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastsStore.getState().toasts).toHaveLength(0);
  });

  it('keeps loading toasts until they are updated to another type', () => {
    vi.useFakeTimers();
    const id = toastsStore.getState().show({ type: 'loading', title: 'Working', message: '' });
    vi.advanceTimersByTime(60_000);
    expect(toastsStore.getState().toasts).toHaveLength(1);
    toastsStore.getState().update(id, { type: 'success', title: 'Done', duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(toastsStore.getState().toasts).toHaveLength(0);
  });

  it('keeps a toast whose duration is null until it is dismissed', () => {
    vi.useFakeTimers();
    const id = toastsStore
      .getState()
      .show({ type: 'info', title: 'Update available: reload', message: '', duration: null });
    vi.advanceTimersByTime(3_600_000);
    expect(toastsStore.getState().toasts).toHaveLength(1);
    toastsStore.getState().dismiss(id);
    expect(toastsStore.getState().toasts).toHaveLength(0);
  });

  it('replaces a toast shown again under the same id', () => {
    toastsStore.getState().show({ id: 'x', type: 'error', title: 'One', message: '' });
    toastsStore.getState().show({ id: 'x', type: 'error', title: 'Two', message: '' });
    expect(toastsStore.getState().toasts.map((t) => t.title)).toEqual(['Two']);
  });

  it('waits while held (pointer or focus on it) and starts its whole lifetime again when released', () => {
    vi.useFakeTimers();
    const id = toastsStore
      .getState()
      .show({ type: 'info', title: 'Auto-fixed', message: '', duration: 3000 });
    vi.advanceTimersByTime(2900);
    toastsStore.getState().hold(id);
    vi.advanceTimersByTime(60_000);
    expect(toastsStore.getState().toasts).toHaveLength(1);
    toastsStore.getState().release(id);
    vi.advanceTimersByTime(2999);
    expect(toastsStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastsStore.getState().toasts).toHaveLength(0);
    // Holding or releasing a toast that has gone changes nothing.
    toastsStore.getState().hold(id);
    toastsStore.getState().release(id);
    expect(toastsStore.getState().toasts).toHaveLength(0);
  });
});
