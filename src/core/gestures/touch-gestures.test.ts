import { describe, expect, it } from 'vitest';
import { createDoubleTapRecogniser, isTap, recogniseSwipe, sidebarGesture } from './touch-gestures';

const p = (x: number, y: number, t: number) => ({ x, y, t });

describe('swipe', () => {
  it('is movement over 50 px within 500 ms', () => {
    expect(recogniseSwipe(p(0, 0, 0), p(51, 0, 500))).toBe('right');
    expect(recogniseSwipe(p(100, 0, 0), p(49, 0, 100))).toBe('left');
    expect(recogniseSwipe(p(0, 100, 0), p(10, 20, 100))).toBe('up');
    expect(recogniseSwipe(p(0, 0, 0), p(10, 80, 100))).toBe('down');
  });

  it('is not exactly 50 px, nor slower than 500 ms', () => {
    expect(recogniseSwipe(p(0, 0, 0), p(50, 0, 100))).toBeNull();
    expect(recogniseSwipe(p(0, 0, 0), p(200, 0, 501))).toBeNull();
    expect(recogniseSwipe(p(0, 0, 10), p(200, 0, 5))).toBeNull();
  });
});

describe('tap and double tap', () => {
  it('a tap moves under 10 px', () => {
    expect(isTap(p(0, 0, 0), p(6, 7, 80))).toBe(true); // 9.2 px
    expect(isTap(p(0, 0, 0), p(6, 8, 80))).toBe(false); // 10 px
  });

  it('two taps within 300 ms and under 10 px apart make a double tap', () => {
    const r = createDoubleTapRecogniser();
    expect(r.tap(p(100, 100, 1000))).toBe(false);
    expect(r.tap(p(104, 103, 1300))).toBe(true);
    // A third tap starts afresh.
    expect(r.tap(p(104, 103, 1400))).toBe(false);
  });

  it('too slow or too far apart is not a double tap', () => {
    const r = createDoubleTapRecogniser();
    r.tap(p(100, 100, 0));
    expect(r.tap(p(100, 100, 301))).toBe(false);
    // The slow tap becomes the first of a new pair.
    expect(r.tap(p(100, 100, 500))).toBe(true);
    r.tap(p(0, 0, 1000));
    expect(r.tap(p(10, 0, 1100))).toBe(false);
    r.reset();
    expect(r.tap(p(10, 0, 1150))).toBe(false);
  });
});

describe('sidebar swipes', () => {
  it('a rightward swipe from the left edge opens a closed sidebar', () => {
    expect(sidebarGesture(p(5, 300, 0), p(120, 310, 200), false)).toBe('open');
    expect(sidebarGesture(p(100, 300, 0), p(220, 310, 200), false)).toBeNull();
    expect(sidebarGesture(p(5, 300, 0), p(120, 310, 200), true)).toBeNull();
  });

  it('a leftward swipe closes an open sidebar', () => {
    expect(sidebarGesture(p(250, 300, 0), p(100, 300, 300), true)).toBe('close');
    expect(sidebarGesture(p(250, 300, 0), p(100, 300, 300), false)).toBeNull();
    expect(sidebarGesture(p(250, 300, 0), p(230, 300, 300), true)).toBeNull();
  });
});
