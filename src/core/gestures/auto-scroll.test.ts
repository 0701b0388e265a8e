import { describe, expect, it } from 'vitest';
import { createAutoScrollTimer } from './auto-scroll';

describe('auto-scroll timing', () => {
  it('starts after 1 s', () => {
    const timer = createAutoScrollTimer(10_000);
    expect(timer.shouldScroll(10_999)).toBe(false);
    expect(timer.shouldScroll(11_000)).toBe(true);
  });

  it('pauses while hovered, and goes on when the pointer leaves', () => {
    const timer = createAutoScrollTimer(0);
    timer.setHovered(true);
    expect(timer.shouldScroll(5000)).toBe(false);
    timer.setHovered(false);
    expect(timer.shouldScroll(5000)).toBe(true);
  });

  it('pauses 3 s after the user scrolls', () => {
    const timer = createAutoScrollTimer(0);
    timer.userScrolled(2000);
    expect(timer.shouldScroll(4999)).toBe(false);
    expect(timer.shouldScroll(5000)).toBe(true);
  });

  it('pauses 5 s after a click or touch', () => {
    const timer = createAutoScrollTimer(0);
    timer.pressed(2000);
    expect(timer.shouldScroll(6999)).toBe(false);
    expect(timer.shouldScroll(7000)).toBe(true);
  });

  it('a scroll right after a press does not shorten the press pause', () => {
    const timer = createAutoScrollTimer(0);
    timer.pressed(2000);
    timer.userScrolled(2100);
    expect(timer.shouldScroll(5200)).toBe(false);
    expect(timer.shouldScroll(7000)).toBe(true);
  });

  it('a scroll before the start delay ends still pauses for 3 s from the scroll', () => {
    const timer = createAutoScrollTimer(0);
    timer.userScrolled(500);
    expect(timer.shouldScroll(1000)).toBe(false);
    expect(timer.shouldScroll(3500)).toBe(true);
  });
});
