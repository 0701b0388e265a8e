/**
 * Long work done in slices when the page is idle, so that no slice is a long task (issue 10):
 * `step` does a little and says whether the work is done, and is called again while the idle
 * period lasts, for SLICE_MS at most, then in the next one. (An idle period can be 50 ms long,
 * and a key pressed meanwhile would wait for the rest of it.) Where the browser has no
 * requestIdleCallback (and in Node), slices run one timer apart.
 */

/** How long a slice may run. */
export const SLICE_MS = 8;
/** Time left in an idle period below which no further step is started in it. */
const MIN_LEFT_MS = 1;

interface IdleDeadline {
  timeRemaining(): number;
}

export interface IdleScheduler {
  request(callback: (deadline: IdleDeadline) => void): number;
  cancel(handle: number): void;
}

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** The host's idle callbacks where it has them (a page); core knows no DOM types. */
const host = globalThis as {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The browser's idle callbacks, else timers with a SLICE_MS deadline each. */
export function defaultIdleScheduler(): IdleScheduler {
  const { requestIdleCallback, cancelIdleCallback } = host;
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    return {
      request: (cb) => requestIdleCallback.call(globalThis, cb),
      cancel: (h) => cancelIdleCallback.call(globalThis, h),
    };
  }
  return {
    request: (cb) =>
      Number(
        setTimeout(() => {
          const end = now() + SLICE_MS;
          cb({ timeRemaining: () => Math.max(0, end - now()) });
        }, 0),
      ),
    cancel: (h) => clearTimeout(h),
  };
}

/**
 * Calls `step` in idle time until it returns true (done): in each idle period while it lasts
 * and for SLICE_MS at most. At least one step runs per slice, so the work always progresses.
 * Returns a function that stops it.
 */
export function runInIdleSlices(
  step: () => boolean,
  scheduler: IdleScheduler = defaultIdleScheduler(),
): () => void {
  let handle: number | null = null;
  const slice = (deadline: IdleDeadline) => {
    handle = null;
    const end = now() + SLICE_MS;
    do {
      if (step()) return;
    } while (deadline.timeRemaining() > MIN_LEFT_MS && now() < end);
    handle = scheduler.request(slice);
  };
  handle = scheduler.request(slice);
  return () => {
    if (handle !== null) scheduler.cancel(handle);
    handle = null;
  };
}
