import { describe, expect, it } from 'vitest';
import { findMark, workOf, type TraceEvent } from './trace-work';

const MAIN = { pid: 1, tid: 10 };
const task = (ts: number, dur: number, thread = MAIN): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ts,
  dur,
  ...thread,
});

describe('workOf', () => {
  it('adds the tasks between the input and the painted result, not the idle time between them', () => {
    // 0–4 ms the key's task, 10–13 ms a deferred render, 20–25 ms the frame that paints it.
    const events = [task(0, 4000), task(10_000, 3000), task(20_000, 5000), task(40_000, 9000)];
    const [work] = workOf(events, MAIN, [{ from: 0, to: 25_000 }]);
    expect(work).toEqual({ ms: 12, tasks: 3, spanMs: 25, cpuMs: null });
  });

  it('counts only the part of a task inside the action', () => {
    // The input's task began with 2 ms of pointer moves; the last task goes on after the paint.
    const events = [task(0, 6000), task(8000, 10_000)];
    const [work] = workOf(events, MAIN, [{ from: 2000, to: 12_000 }]);
    expect(work).toEqual({ ms: 8, tasks: 2, spanMs: 10, cpuMs: null });
  });

  it('counts a nested task once, reads begin and end pairs, and ignores other threads', () => {
    const events: TraceEvent[] = [
      task(0, 10_000),
      task(2000, 3000), // nested in the first
      { name: 'RunTask', ph: 'B', ts: 12_000, ...MAIN },
      { name: 'RunTask', ph: 'E', ts: 15_000, ...MAIN },
      task(0, 30_000, { pid: 1, tid: 11 }), // a worker
      task(0, 30_000, { pid: 2, tid: 10 }), // another process
    ];
    const [work] = workOf(events, MAIN, [{ from: 0, to: 20_000 }]);
    expect(work).toEqual({ ms: 13, tasks: 2, spanMs: 20, cpuMs: null });
  });

  it('leaves out the tasks that carried a DevTools message (the harness, not the page)', () => {
    const events: TraceEvent[] = [
      task(0, 5000),
      task(6000, 3000),
      {
        name: 'Receive mojo message',
        ph: 'X',
        ts: 6100,
        dur: 2000,
        ...MAIN,
        args: { chrome_mojo_event_info: { mojo_interface_tag: 'blink.mojom.DevToolsSession' } },
      },
      task(10_000, 2000),
    ];
    const [work] = workOf(events, MAIN, [{ from: 0, to: 12_000 }]);
    expect(work).toEqual({ ms: 7, tasks: 2, spanMs: 12, cpuMs: null });
  });

  it('adds the thread time of the same tasks, a partial task in proportion', () => {
    const events: TraceEvent[] = [
      // 10 ms on the clock, 6 ms of it running; the action holds its second half.
      { ...task(0, 10_000), tdur: 6000 },
      { name: 'RunTask', ph: 'B', ts: 12_000, tts: 100_000, ...MAIN },
      { name: 'RunTask', ph: 'E', ts: 16_000, tts: 103_000, ...MAIN },
    ];
    const [work] = workOf(events, MAIN, [{ from: 5000, to: 20_000 }]);
    expect(work).toEqual({ ms: 9, tasks: 2, spanMs: 15, cpuMs: 6 });
    // A task without thread times leaves the figure unknown.
    const [unknown] = workOf([...events, task(17_000, 1000)], MAIN, [{ from: 5000, to: 20_000 }]);
    expect(unknown?.cpuMs).toBeNull();
  });

  it('gives each action its own figure', () => {
    const events = [task(0, 5000), task(100_000, 20_000)];
    const work = workOf(events, MAIN, [
      { from: 1000, to: 5000 },
      { from: 100_000, to: 130_000 },
    ]);
    expect(work.map((w) => w.ms)).toEqual([4, 20]);
  });
});

describe('findMark', () => {
  it('finds the thread and time of a mark the page made', () => {
    const events: TraceEvent[] = [task(0, 10), { name: 'bench-sync', ph: 'I', ts: 5000, ...MAIN }];
    expect(findMark(events, 'bench-sync')).toEqual({ ...MAIN, ts: 5000 });
    expect(findMark(events, 'other')).toBeUndefined();
  });
});
