/**
 * Touch gestures: a swipe from the left edge to the right opens the sidebar, a swipe to the left
 * closes it, and a double tap on the editor header toggles Focus Mode. Recognition is
 * core/gestures/touch-gestures; this only listens to the page's touches. Renders nothing.
 */
import { useEffect } from 'react';
import {
  createDoubleTapRecogniser,
  isTap,
  sidebarGesture,
  type TouchPoint,
} from '../../core/gestures/touch-gestures';
import { commandRegistry } from '../../state/commands';
import { workspaceStore } from '../../state/workspace-store';
import './touch.css';

/** Where a double tap toggles Focus Mode. */
const DOUBLE_TAP_AREA = '.editor-header';

const pointOf = (touch: Touch, event: TouchEvent): TouchPoint => ({
  x: touch.clientX,
  y: touch.clientY,
  t: event.timeStamp,
});

export function TouchGestures() {
  useEffect(() => {
    let start: TouchPoint | null = null;
    let startTarget: Element | null = null;
    const doubleTap = createDoubleTapRecogniser();

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) {
        start = null; // a pinch or a second finger is not ours
        return;
      }
      start = pointOf(touch, event);
      startTarget = event.target instanceof Element ? event.target : null;
    };

    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const end = pointOf(touch, event);
      const from = start;
      start = null;

      const { sidebarCollapsed, setSidebarCollapsed } = workspaceStore.getState();
      const gesture = sidebarGesture(from, end, !sidebarCollapsed);
      if (gesture) {
        setSidebarCollapsed(gesture === 'close');
        doubleTap.reset();
        return;
      }
      if (!isTap(from, end) || !startTarget?.closest(DOUBLE_TAP_AREA)) {
        doubleTap.reset();
        return;
      }
      // Taps on the header's buttons are theirs, not a gesture.
      if (startTarget.closest('button, a, input')) return;
      if (doubleTap.tap(end)) {
        event.preventDefault(); // no double-tap zoom
        void commandRegistry.run('view.toggleFocusMode', 'api');
      }
    };

    const onCancel = () => {
      start = null;
    };

    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: false });
    document.addEventListener('touchcancel', onCancel);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onCancel);
    };
  }, []);
  return null;
}
