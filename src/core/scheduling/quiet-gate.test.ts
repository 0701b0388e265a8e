import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuietGate } from './quiet-gate';

describe('createQuietGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const gate = () => createQuietGate({ quietMs: 2000, deadlineMs: 10_000 });
  /** The user does something every `gapMs`, `times` times. */
  const busy = (g: ReturnType<typeof gate>, gapMs: number, times: number) => {
    for (let t = 0; t < times; t++) {
      vi.advanceTimersByTime(gapMs);
      g.input();
    }
  };
  /** The gate is still closed 1 ms before `ms` from now, and open at `ms`. */
  const opensIn = (g: ReturnType<typeof gate>, ms: number) => {
    vi.advanceTimersByTime(ms - 1);
    expect(g.isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(g.isOpen()).toBe(true);
  };
  const settled = async (g: ReturnType<typeof gate>) => {
    let done = false;
    void g.opened.then(() => (done = true));
    await Promise.resolve();
    return done;
  };

  it('opens after the quiet period when nothing happens', async () => {
    const g = gate();
    vi.advanceTimersByTime(1999);
    expect(g.isOpen()).toBe(false);
    expect(await settled(g)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(g.isOpen()).toBe(true);
    expect(await settled(g)).toBe(true);
  });

  it('waits while input keeps coming, then opens once it stops', () => {
    const g = gate();
    busy(g, 1500, 5);
    opensIn(g, 2000);
  });

  it('opens at the deadline however busy the user is', () => {
    const g = gate();
    busy(g, 1000, 9);
    opensIn(g, 1000);
  });

  it('hears clicks, keys and wheel turns where it is told to, until it opens', () => {
    const page = new EventTarget();
    const add = vi.spyOn(page, 'addEventListener');
    const remove = vi.spyOn(page, 'removeEventListener');
    const g = createQuietGate({ quietMs: 2000, deadlineMs: 10_000, inputs: page });
    for (const type of ['pointerdown', 'keydown', 'wheel', 'pointerdown']) {
      vi.advanceTimersByTime(1500);
      page.dispatchEvent(new Event(type));
    }
    page.dispatchEvent(new Event('scroll')); // not input
    opensIn(g, 2000);
    expect(remove.mock.calls.map(([type]) => type)).toEqual(add.mock.calls.map(([type]) => type));
  });

  it('opens at once when asked, and input after that changes nothing', async () => {
    const g = gate();
    g.open();
    expect(g.isOpen()).toBe(true);
    expect(await settled(g)).toBe(true);
    g.input();
    expect(vi.getTimerCount()).toBe(0);
  });
});
