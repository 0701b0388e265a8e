/**
 * Timing of the welcome screen's auto-scrolling lists: scrolling starts 1 s after the
 * list appears, pauses while the pointer is over it, pauses 3 s after the user scrolls it and
 * 5 s after a click or touch on it. Pure: the caller passes the time.
 */
export const AUTO_SCROLL_START_DELAY = 1000;
export const AUTO_SCROLL_PAUSE_AFTER_SCROLL = 3000;
export const AUTO_SCROLL_PAUSE_AFTER_PRESS = 5000;

export interface AutoScrollTimer {
  setHovered(hovered: boolean): void;
  /** The user scrolled the list (wheel, keys, a drag): pause 3 s. */
  userScrolled(now: number): void;
  /** A click or touch on the list: pause 5 s. */
  pressed(now: number): void;
  /** Whether the list should move at `now`. */
  shouldScroll(now: number): boolean;
}

export function createAutoScrollTimer(startedAt: number): AutoScrollTimer {
  let hovered = false;
  let pausedUntil = startedAt + AUTO_SCROLL_START_DELAY;
  const pauseUntil = (until: number) => {
    pausedUntil = Math.max(pausedUntil, until);
  };
  return {
    setHovered(value) {
      hovered = value;
    },
    userScrolled(now) {
      pauseUntil(now + AUTO_SCROLL_PAUSE_AFTER_SCROLL);
    },
    pressed(now) {
      pauseUntil(now + AUTO_SCROLL_PAUSE_AFTER_PRESS);
    },
    shouldScroll(now) {
      return !hovered && now >= pausedUntil;
    },
  };
}
