/**
 * The service worker that keeps the editor working offline (scripts/vite-offline.ts): registered
 * once the editor is editable and the user has paused, so its download never competes with
 * start-up or the first keys. A new version waits until the user chooses to reload; it never
 * changes the page under them.
 */
import { Workbox } from 'workbox-window';
import { assetsToKeep } from '../core/offline/loaded-assets';
import { createQuietGate } from '../core/scheduling/quiet-gate';
import { toast, type ToastInput } from '../state/toasts-store';

export const UPDATE_TOAST_ID = 'app-update';
const SCRIPT_URL = '/sw.js';
/**
 * Once the editor is editable: how long without a click or key lets the download start. Its few
 * seconds of work share the processor with the editor, so it waits for a real pause rather than
 * the gap between two words.
 */
const QUIET_MS = 5000;
/** It starts at the latest this long after the editor is editable, whatever the user does. */
const DEADLINE_MS = 60_000;
/** Longest wait for an idle moment after that. */
const IDLE_WAIT_MS = 5000;

/** What the update prompt needs of workbox-window's `Workbox`. */
export interface UpdateSource {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * Shows "Update available: reload" whenever a new version is installed and waiting (also one
 * that was waiting before this page opened). Reload lets the new version take over, then
 * reloads the page once it controls it.
 */
export function promptForUpdates(
  source: UpdateSource,
  show: (toast: ToastInput) => unknown,
  reload: () => void,
): void {
  let reloading = false;
  source.addEventListener('waiting', () => {
    show({
      id: UPDATE_TOAST_ID,
      type: 'info',
      title: 'Update available: reload',
      message: 'A new version of the editor is ready. Your files are saved and stay as they are.',
      // Stays until the user chooses: the new version waits for them.
      duration: null,
      action: {
        label: 'Reload',
        handler: () => {
          if (!reloading) {
            reloading = true;
            source.addEventListener('controlling', reload);
          }
          source.messageSkipWaiting();
        },
      },
    });
  });
}

/**
 * Registers the worker of a production build once `ready` has resolved, the page has loaded, the
 * user has paused and the page is idle.
 */
export function registerServiceWorker(ready: Promise<void>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    const workbox = new Workbox(SCRIPT_URL, { scope: '/' });
    promptForUpdates(workbox, toast, () => window.location.reload());
    // The first visit: what this page loaded lazily before the worker took over is fetched once
    // more through it (from the browser's cache), so the worker keeps it too; one at a time, so
    // the page's thread never has a burst of them while the user types.
    workbox.addEventListener('controlling', (event) => {
      if (event.isUpdate) return;
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      void (async () => {
        for (const url of assetsToKeep(loaded, window.location.origin)) {
          await fetch(url).catch(() => undefined); // kept on its next use instead
        }
      })();
    });
    workbox.register().catch((error: unknown) => {
      // Without a worker the app works as before, only not offline.
      console.warn('The offline copy of the editor could not be set up', error);
    });
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(register, { timeout: IDLE_WAIT_MS });
    } else setTimeout(register, 0);
  };
  void ready
    .then(
      () => createQuietGate({ quietMs: QUIET_MS, deadlineMs: DEADLINE_MS, inputs: window }).opened,
    )
    .then(() => {
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    });
}
