/**
 * What a user action costs the page's main thread: the time of the tasks it ran, from its first
 * input event to the end of the frame that painted its last change, read from a Chromium trace
 * of top-level tasks ('toplevel', cheap to record).
 *
 * A probe that adds an event's listeners to the frame after it does not see everything. React
 * renders a deferred update (useDeferredValue, a transition) in tasks of its own, after the
 * input's frame and before the one that shows the result. Here every task counts, and the idle
 * time between tasks does not.
 */

/** The fields of a trace event (Chromium's JSON trace format) that this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: of a complete event, and at a begin or end event. */
  tdur?: number;
  tts?: number;
  pid: number;
  tid: number;
  args?: { chrome_mojo_event_info?: { mojo_interface_tag?: string } };
}

export interface Work {
  /** The tasks' time from the action's first event to the end of the painted result. */
  ms: number;
  /** How many tasks that was. */
  tasks: number;
  /** From the first event to the end of the result, idle time included. */
  spanMs: number;
  /**
   * The thread time of those tasks: the part of `ms` the main thread actually ran, without the
   * time the machine gave its cores to other threads and processes. Null when the trace has no
   * thread times for one of them.
   */
  cpuMs: number | null;
}

/** A thread's task, in trace time (µs). */
export interface Task {
  ts: number;
  end: number;
  /** Thread time (µs) of the whole task, when the trace has it. */
  cpu: number | null;
  /** It carried a DevTools message: the harness driving the page, not the page's own work. */
  harness?: boolean;
}

/** The thread and trace time (µs) of a performance.mark() the page made (blink.user_timing). */
export function findMark(
  events: readonly TraceEvent[],
  name: string,
): { pid: number; tid: number; ts: number } | undefined {
  const mark = events.find((e) => e.name === name);
  return mark && { pid: mark.pid, tid: mark.tid, ts: mark.ts };
}

/**
 * The work of each action on one thread: the part of each task that lies in [from, to], in trace
 * time. `from` is when the action's first input event reached the page (a capture listener; what
 * the same task did before, such as a pointer move, is not the action's), `to` the end of the
 * frame that painted its last change. Tasks are the thread's top-level ones (one nested in
 * another belongs to the outer one), given as complete events or as begin and end pairs; those
 * that carried a DevTools message are left out.
 */
export function workOf(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
  actions: readonly { from: number; to: number }[],
): Work[] {
  const tasks = topLevelTasks(events, thread);
  return actions.map(({ from, to }) => {
    let us = 0;
    let cpu: number | null = 0;
    let count = 0;
    for (const t of tasks) {
      if (t.end <= from || t.ts >= to || t.harness) continue;
      const part = Math.min(t.end, to) - Math.max(t.ts, from);
      us += part;
      // A task partly in the action: its thread time in the same proportion.
      cpu =
        cpu === null || t.cpu === null
          ? null
          : cpu + (t.end > t.ts ? (t.cpu * part) / (t.end - t.ts) : 0);
      count++;
    }
    return {
      ms: us / 1000,
      tasks: count,
      spanMs: Math.max(0, to - from) / 1000,
      cpuMs: cpu === null ? null : cpu / 1000,
    };
  });
}

const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** The thread's top-level tasks in time order; those of the harness (DevTools) are marked. */
export function topLevelTasks(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
): Task[] {
  const all: Task[] = [];
  const open: TraceEvent[] = [];
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  for (const e of onThread.filter((x) => TASK_NAMES.has(x.name)).sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X') all.push({ ts: e.ts, end: e.ts + (e.dur ?? 0), cpu: e.tdur ?? null });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin === undefined) continue;
      const cpu = begin.tts !== undefined && e.tts !== undefined ? e.tts - begin.tts : null;
      all.push({ ts: begin.ts, end: e.ts, cpu });
    }
  }
  all.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const tasks: Task[] = [];
  for (const t of all) {
    const last = tasks[tasks.length - 1];
    if (last && t.ts < last.end) {
      last.end = Math.max(last.end, t.end);
      continue;
    }
    tasks.push({ ...t });
  }
  // Commands of the DevTools protocol (the harness's clicks, focus and reads) run as tasks of
  // the page's main thread too; they are not the page's work.
  for (const e of onThread) {
    const tag = e.args?.chrome_mojo_event_info?.mojo_interface_tag;
    if (!tag?.startsWith('blink.mojom.DevTools')) continue;
    const t = tasks.find((x) => e.ts >= x.ts && e.ts < x.end);
    if (t) t.harness = true;
  }
  return tasks;
}
