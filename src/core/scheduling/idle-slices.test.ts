import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultIdleScheduler, runInIdleSlices, SLICE_MS, type IdleScheduler } from './idle-slices';

/** Idle periods run by hand, each with the time left that the test gives. */
function manualScheduler() {
  const queue = new Map<number, (deadline: { timeRemaining(): number }) => void>();
  let next = 1;
  const scheduler: IdleScheduler = {
    request(cb) {
      queue.set(next, cb);
      return next++;
    },
    cancel(h) {
      queue.delete(h);
    },
  };
  /** Runs the waiting callback; `left` is what timeRemaining() answers, call after call. */
  const idle = (left: number[]) => {
    const [first] = queue;
    if (!first) return false;
    queue.delete(first[0]);
    let call = 0;
    first[1]({ timeRemaining: () => left[Math.min(call++, left.length - 1)] ?? 0 });
    return true;
  };
  return { scheduler, idle, waiting: () => queue.size };
}

describe('runInIdleSlices', () => {
  it('steps while the idle period lasts, then goes on in the next one until done', () => {
    const { scheduler, idle, waiting } = manualScheduler();
    let steps = 0;
    runInIdleSlices(() => ++steps === 5, scheduler);
    expect(steps).toBe(0); // nothing runs before the page is idle
    idle([10, 5, 0.5]); // three steps fit: after the third, under 1 ms is left
    expect(steps).toBe(3);
    expect(waiting()).toBe(1);
    idle([10]);
    expect(steps).toBe(5);
    expect(waiting()).toBe(0);
  });

  it('runs one step even in an idle period that is already over', () => {
    const { scheduler, idle } = manualScheduler();
    let steps = 0;
    runInIdleSlices(() => ++steps === 2, scheduler);
    idle([0]);
    idle([0]);
    expect(steps).toBe(2);
  });

  it('ends a slice after SLICE_MS however long the idle period is', () => {
    const { scheduler, idle } = manualScheduler();
    let clock = 0;
    vi.stubGlobal('performance', { now: () => clock });
    let steps = 0;
    runInIdleSlices(() => {
      steps++;
      clock += 3;
      return false;
    }, scheduler);
    idle([50]); // a 50 ms idle period: three 3 ms steps reach SLICE_MS (8 ms)
    expect(steps).toBe(3);
    vi.unstubAllGlobals();
  });

  it('stops when told, before or between slices', () => {
    const { scheduler, idle, waiting } = manualScheduler();
    let steps = 0;
    const stop = runInIdleSlices(() => ++steps === 10, scheduler);
    idle([0]);
    stop();
    expect(waiting()).toBe(0);
    expect(idle([10])).toBe(false);
    expect(steps).toBe(1);
  });
});

describe('defaultIdleScheduler without requestIdleCallback', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('performance', { now: () => clock });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs slices of SLICE_MS one timer apart', () => {
    let steps = 0;
    runInIdleSlices(() => {
      steps++;
      clock += SLICE_MS / 4; // each step takes a quarter of a slice
      return steps === 6;
    }, defaultIdleScheduler());
    expect(steps).toBe(0);
    vi.runOnlyPendingTimers();
    expect(steps).toBe(4); // the fourth step ends the slice's time
    vi.runOnlyPendingTimers();
    expect(steps).toBe(6);
  });
});
