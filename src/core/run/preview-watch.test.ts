import { describe, expect, it } from 'vitest';
import { PreviewWatch, RENDER_TIMEOUT_MS } from './preview-watch';

describe('PreviewWatch', () => {
  it('numbers the renders it is told of, from 1', () => {
    const watch = new PreviewWatch();
    expect([watch.sent(0), watch.sent(10), watch.sent(20)]).toEqual([1, 2, 3]);
  });

  it('has nothing to check while no render waits for an answer', () => {
    const watch = new PreviewWatch();
    expect(watch.checkAt()).toBeNull();
    expect(watch.stuck(1e9)).toBe(false);
    watch.answered(watch.sent(0));
    expect(watch.checkAt()).toBeNull();
    expect(watch.stuck(1e9)).toBe(false);
  });

  it('never takes a frame whose first render alone is unanswered for stuck: a new one would hang too', () => {
    const watch = new PreviewWatch();
    watch.sent(0);
    expect(watch.checkAt()).toBeNull();
    expect(watch.stuck(RENDER_TIMEOUT_MS)).toBe(false);
    expect(watch.stuck(60 * RENDER_TIMEOUT_MS)).toBe(false);
  });

  it('takes it for stuck once the next render comes while the first still hangs (the fix)', () => {
    const watch = new PreviewWatch();
    watch.sent(0); // the page that loops as it loads
    watch.sent(10_000); // the edit that fixes it
    // Timed from the oldest render: it has waited long enough already.
    expect(watch.checkAt()).toBe(RENDER_TIMEOUT_MS);
    expect(watch.stuck(10_000)).toBe(true);
  });

  it('gives the next render RENDER_TIMEOUT_MS after the first was answered', () => {
    const watch = new PreviewWatch();
    watch.answered(watch.sent(0));
    watch.sent(500);
    expect(watch.checkAt()).toBe(500 + RENDER_TIMEOUT_MS);
    expect(watch.stuck(500 + RENDER_TIMEOUT_MS - 1)).toBe(false);
    expect(watch.stuck(500 + RENDER_TIMEOUT_MS)).toBe(true);
  });

  it('takes an answer for its render and every one before it', () => {
    const watch = new PreviewWatch();
    watch.answered(watch.sent(0));
    watch.sent(100);
    const third = watch.sent(200);
    watch.sent(300);
    watch.answered(third);
    // Only the fourth waits now, timed from when it was sent.
    expect(watch.checkAt()).toBe(300 + RENDER_TIMEOUT_MS);
    watch.answered(4);
    expect(watch.checkAt()).toBeNull();
  });

  it('ignores an answer to a render it does not wait for', () => {
    const watch = new PreviewWatch();
    watch.answered(watch.sent(0));
    watch.sent(100);
    watch.answered(1); // answered already
    watch.answered(99); // never sent
    expect(watch.checkAt()).toBe(100 + RENDER_TIMEOUT_MS);
  });

  it('stays quiet while renders are answered as a person types', () => {
    const watch = new PreviewWatch();
    for (let t = 0; t < 20_000; t += 300) {
      const id = watch.sent(t);
      expect(watch.stuck(t + 200)).toBe(false);
      watch.answered(id);
    }
    expect(watch.checkAt()).toBeNull();
  });

  it('takes a frame for stuck when a later render hangs, though the first was answered', () => {
    const watch = new PreviewWatch();
    watch.answered(watch.sent(0));
    watch.sent(1_000); // an edit that makes the page loop
    watch.sent(2_000); // typing goes on
    expect(watch.stuck(1_000 + RENDER_TIMEOUT_MS - 1)).toBe(false);
    expect(watch.stuck(1_000 + RENDER_TIMEOUT_MS)).toBe(true);
  });
});
