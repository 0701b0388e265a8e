import { describe, expect, it } from 'vitest';
import { placeBox, sidesToTry, VIEWPORT_MARGIN } from './placement';

const viewport = { width: 1000, height: 800 };
const box = { width: 200, height: 100 };
const centre = { left: 450, top: 380, width: 100, height: 40 };

describe('tooltip placement', () => {
  it('tries the preferred side, then bottom, top, right, left', () => {
    expect(sidesToTry('right')).toEqual(['right', 'bottom', 'top', 'left']);
    expect(sidesToTry('bottom')).toEqual(['bottom', 'top', 'right', 'left']);
    expect(sidesToTry('left')).toEqual(['left', 'bottom', 'top', 'right']);
  });

  it('uses the preferred side when there is room, centred on the target', () => {
    expect(placeBox(centre, box, viewport, 'top')).toEqual({
      side: 'top',
      left: 400,
      top: 380 - 8 - 100,
      fits: true,
    });
    expect(placeBox(centre, box, viewport, 'right')).toEqual({
      side: 'right',
      left: 558,
      top: 350,
      fits: true,
    });
  });

  it('falls back to the bottom when the preferred top has no room', () => {
    const nearTop = { left: 450, top: 20, width: 100, height: 30 };
    const p = placeBox(nearTop, box, viewport, 'top');
    expect(p.side).toBe('bottom');
    expect(p.top).toBe(58);
  });

  it('falls back to the top when neither the preferred side nor the bottom has room', () => {
    const nearBottom = { left: 900, top: 740, width: 80, height: 30 };
    const p = placeBox(nearBottom, box, viewport, 'right');
    expect(p.side).toBe('top');
    // Slid left to keep the 16 px margin on the right.
    expect(p.left).toBe(viewport.width - VIEWPORT_MARGIN - box.width);
  });

  it('goes right, then left, when top and bottom are both too short', () => {
    const tall = { width: 200, height: 700 };
    const leftEdge = { left: 20, top: 380, width: 100, height: 40 };
    expect(placeBox(leftEdge, tall, viewport, 'bottom').side).toBe('right');
    const rightEdge = { left: 880, top: 380, width: 100, height: 40 };
    expect(placeBox(rightEdge, tall, viewport, 'bottom').side).toBe('left');
  });

  it('clamps on the preferred side with a 16 px margin when no side fits', () => {
    const small = { width: 300, height: 200 };
    const huge = { left: 0, top: 0, width: 300, height: 200 };
    const p = placeBox(huge, box, small, 'bottom');
    expect(p.fits).toBe(false);
    expect(p.side).toBe('bottom');
    expect(p.left).toBeGreaterThanOrEqual(VIEWPORT_MARGIN);
    expect(p.top).toBeGreaterThanOrEqual(VIEWPORT_MARGIN);
    expect(p.left + box.width).toBeLessThanOrEqual(300 - VIEWPORT_MARGIN);
    expect(p.top + box.height).toBeLessThanOrEqual(200 - VIEWPORT_MARGIN);
  });

  it('keeps a box wider than the viewport at the left margin', () => {
    const p = placeBox(centre, { width: 2000, height: 50 }, viewport, 'bottom');
    expect(p.fits).toBe(false);
    expect(p.left).toBe(VIEWPORT_MARGIN);
  });

  it('never places a fitting box outside the margins (a sweep of targets)', () => {
    for (let x = 0; x <= 1000; x += 50) {
      for (let y = 0; y <= 800; y += 50) {
        const p = placeBox({ left: x, top: y, width: 40, height: 20 }, box, viewport, 'left');
        if (!p.fits) continue;
        expect(p.left).toBeGreaterThanOrEqual(VIEWPORT_MARGIN);
        expect(p.top).toBeGreaterThanOrEqual(VIEWPORT_MARGIN);
        expect(p.left + box.width).toBeLessThanOrEqual(viewport.width - VIEWPORT_MARGIN);
        expect(p.top + box.height).toBeLessThanOrEqual(viewport.height - VIEWPORT_MARGIN);
      }
    }
  });
});
