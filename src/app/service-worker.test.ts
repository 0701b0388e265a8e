import { describe, expect, it, vi } from 'vitest';
import { promptForUpdates, UPDATE_TOAST_ID, type UpdateSource } from './service-worker';
import { toastLifetime } from '../core/toasts/toast';
import type { ToastInput } from '../state/toasts-store';

/** A stand-in for workbox-window's Workbox: events are fired by the test. */
class FakeWorkbox implements UpdateSource {
  private readonly events = new EventTarget();
  skipWaitingMessages = 0;
  addEventListener(type: 'waiting' | 'controlling', listener: () => void) {
    this.events.addEventListener(type, listener);
  }
  fire(type: 'waiting' | 'controlling') {
    this.events.dispatchEvent(new Event(type));
  }
  messageSkipWaiting() {
    this.skipWaitingMessages += 1;
  }
}

function setUp() {
  const workbox = new FakeWorkbox();
  const shown: ToastInput[] = [];
  const reload = vi.fn();
  promptForUpdates(workbox, (t) => shown.push(t), reload);
  return { workbox, shown, reload };
}

describe('update prompt', () => {
  it('says nothing until a new version is waiting', () => {
    const { workbox, shown, reload } = setUp();
    workbox.fire('controlling');
    expect(shown).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows "Update available: reload" with a Reload button that stays until used', () => {
    const { workbox, shown } = setUp();
    workbox.fire('waiting');
    expect(shown).toHaveLength(1);
    const [prompt] = shown;
    expect(prompt).toMatchObject({ id: UPDATE_TOAST_ID, title: 'Update available: reload' });
    expect(prompt?.action?.label).toBe('Reload');
    expect(toastLifetime({ type: prompt!.type, duration: prompt!.duration })).toBeNull();
  });

  it('does not reload by itself: only after Reload, once the new version controls the page', () => {
    const { workbox, shown, reload } = setUp();
    workbox.fire('waiting');
    expect(workbox.skipWaitingMessages).toBe(0);
    shown[0]!.action!.handler();
    expect(workbox.skipWaitingMessages).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once even when Reload is pressed twice', () => {
    const { workbox, shown, reload } = setUp();
    workbox.fire('waiting');
    shown[0]!.action!.handler();
    shown[0]!.action!.handler();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
