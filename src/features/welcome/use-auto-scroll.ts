/**
 * Auto-scrolls a list slowly, with the timing of core/gestures/auto-scroll: starts after 1 s,
 * pauses while hovered (or holding keyboard focus), 3 s after the user scrolls it and 5 s after
 * a click or touch. At the end it goes back to the top. It never moves for people who prefer
 * reduced motion. While part of the list is below its bottom edge the list says so
 * (`data-more-below`: the bottom fades out), as a scrollbar may be hidden until used.
 */
import { useEffect, type RefObject } from 'react';
import { createAutoScrollTimer } from '../../core/gestures/auto-scroll';

/**
 * One pixel per step, 18 steps a second, on a timer: not a callback every frame, which kept an
 * idle welcome screen drawing 60 frames a second.
 */
const STEP_MS = 1000 / 18;
/** Pause at the end before going back to the top. */
const END_PAUSE_MS = 2000;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The attribute set while part of the list is below its bottom edge. */
export const MORE_BELOW = 'data-more-below';

/** Keeps MORE_BELOW up to date as the list scrolls or changes size. */
function useMoreBelow(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      el.toggleAttribute(MORE_BELOW, el.scrollTop < el.scrollHeight - el.clientHeight - 1);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
}

export function useAutoScroll(ref: RefObject<HTMLElement | null>): void {
  useMoreBelow(ref);
  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion()) return;
    const timer = createAutoScrollTimer(performance.now());
    let atEndSince: number | null = null;

    const step = () => {
      const now = performance.now();
      const max = el.scrollHeight - el.clientHeight;
      if (max <= 1 || !timer.shouldScroll(now)) return;
      if (el.scrollTop < max - 1) {
        el.scrollTop += 1;
        return;
      }
      atEndSince ??= now;
      if (now - atEndSince > END_PAUSE_MS) {
        el.scrollTop = 0;
        atEndSince = null;
      }
    };
    const interval = setInterval(step, STEP_MS);

    const onEnter = () => timer.setHovered(true);
    const onLeave = () => timer.setHovered(el.contains(document.activeElement));
    const onFocusIn = () => timer.setHovered(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && el.contains(event.relatedTarget))) {
        timer.setHovered(el.matches(':hover'));
      }
    };
    const onUserScroll = () => timer.userScrolled(performance.now());
    const onPress = () => timer.pressed(performance.now());
    const onKey = (event: KeyboardEvent) => {
      if (['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' '].includes(event.key)) {
        onUserScroll();
      }
    };
    el.addEventListener('pointerenter', onEnter);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    el.addEventListener('wheel', onUserScroll, { passive: true });
    el.addEventListener('touchmove', onUserScroll, { passive: true });
    el.addEventListener('keydown', onKey);
    el.addEventListener('pointerdown', onPress);
    return () => {
      clearInterval(interval);
      el.removeEventListener('pointerenter', onEnter);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
      el.removeEventListener('wheel', onUserScroll);
      el.removeEventListener('touchmove', onUserScroll);
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('pointerdown', onPress);
    };
  }, [ref]);
}
