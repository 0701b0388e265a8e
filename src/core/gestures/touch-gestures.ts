/**
 * Touch gesture recognition: a swipe is movement over 50 px within 500 ms; a double
 * tap is two taps (each moving under 10 px) under 10 px apart with at most 300 ms between them.
 * Pure: takes points with times, so it runs the same in tests and in the browser.
 */
export interface TouchPoint {
  x: number;
  y: number;
  /** Milliseconds, any monotonic clock (event.timeStamp). */
  t: number;
}

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

export const SWIPE_MIN_DISTANCE = 50;
export const SWIPE_MAX_DURATION = 500;
export const TAP_MAX_MOVEMENT = 10;
export const DOUBLE_TAP_MAX_GAP = 300;

const distance = (a: TouchPoint, b: TouchPoint) => Math.hypot(b.x - a.x, b.y - a.y);

/** The swipe from `start` to `end`, or null when it is too short or too slow. */
export function recogniseSwipe(start: TouchPoint, end: TouchPoint): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const duration = end.t - start.t;
  if (duration < 0 || duration > SWIPE_MAX_DURATION) return null;
  if (Math.max(Math.abs(dx), Math.abs(dy)) <= SWIPE_MIN_DISTANCE) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

/** Whether a touch from `start` to `end` is a tap (it barely moved). */
export function isTap(start: TouchPoint, end: TouchPoint): boolean {
  return distance(start, end) < TAP_MAX_MOVEMENT;
}

/**
 * Feeds taps one at a time; `tap()` returns true when this tap completes a double tap (and
 * then forgets it, so a third tap starts afresh).
 */
export function createDoubleTapRecogniser(): { tap(point: TouchPoint): boolean; reset(): void } {
  let last: TouchPoint | null = null;
  return {
    tap(point) {
      const previous = last;
      if (
        previous &&
        point.t - previous.t >= 0 &&
        point.t - previous.t <= DOUBLE_TAP_MAX_GAP &&
        distance(previous, point) < TAP_MAX_MOVEMENT
      ) {
        last = null;
        return true;
      }
      last = point;
      return false;
    },
    reset() {
      last = null;
    },
  };
}

/** Width of the strip at the left edge where a rightward swipe opens the sidebar. */
export const EDGE_ZONE = 24;

export type SidebarGesture = 'open' | 'close' | null;

/**
 * What a swipe does to the sidebar: rightward from the left edge opens it, leftward closes it
 * when it is open. Anything else leaves it alone.
 */
export function sidebarGesture(
  start: TouchPoint,
  end: TouchPoint,
  sidebarOpen: boolean,
): SidebarGesture {
  const swipe = recogniseSwipe(start, end);
  if (swipe === 'right' && !sidebarOpen && start.x <= EDGE_ZONE) return 'open';
  if (swipe === 'left' && sidebarOpen) return 'close';
  return null;
}
