/**
 * Where a page's main thread spent its time from navigation until the editor was editable, by
 * cause, read from a Chromium trace recorded with V8's sampling profiler
 * (`disabled-by-default-v8.cpu_profiler`) and the page's user timing (`blink.user_timing`):
 * - script: each sample is charged to the file of the nearest frame with a URL, named without its
 *   content hash (`shell`, `editor.api`, `monaco`…); the shell's samples inside the page's
 *   `app: first render` measure are React's first render;
 * - `(program)`: the browser's own work outside JavaScript (HTML and CSS parsing, style, layout,
 *   paint, compiling), `(garbage collector)`: V8's GC; `(idle)` is not work;
 * - the page's own measures (`app: files loaded`) as waits beside them.
 * The main thread is the one that made the `editable` mark; the load starts at the page's time
 * origin (the mark's `startTime` is relative to it), as the page's own clock does.
 */

/** The fields of a trace event this reads (Chromium's JSON trace format). */
export interface ProfileTraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string };
  args?: {
    data?: {
      documentLoaderURL?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}

export interface LoadBreakdown {
  /** From navigation start until the `editable` mark. */
  totalMs: number;
  /** Sampled main-thread time by cause (idle left out), largest first. */
  causes: { cause: string; ms: number }[];
  /** Every sampled cause but idle: the thread's work before editable. */
  busyMs: number;
  /** The page's own measures that ended before the mark (a wait, such as storage opening). */
  waits: { name: string; ms: number }[];
}

export const REACT_FIRST_RENDER = 'React: first render';
const FIRST_RENDER_MEASURE = 'app: first render';
const BROWSER = '(program): parse, style, layout, paint';
const GC = '(garbage collector)';
const IDLE = '(idle)';

/** A built file's name without its folder, query and content hash: `shell-Ab12_x.js` → `shell`. */
export function chunkName(url: string): string {
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  if (!file) return url;
  return file.replace(/\.(m?js|css|html)$/, '').replace(/-[\w-]{8}$/, '');
}

/** The begin and end (trace µs) of each of the page's user-timing measures, by name. */
function measures(events: readonly ProfileTraceEvent[], pid: number) {
  const begins = new Map<string, number>();
  const spans: { name: string; from: number; to: number }[] = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.pid !== pid) continue;
    if (e.ph === 'b') begins.set(`${e.name}\u0000${e.id ?? e.id2?.local ?? ''}`, e.ts);
    else if (e.ph === 'e') {
      const key = `${e.name}\u0000${e.id ?? e.id2?.local ?? ''}`;
      const from = begins.get(key);
      if (from === undefined) continue;
      begins.delete(key);
      spans.push({ name: e.name, from, to: e.ts });
    }
  }
  return spans;
}

/**
 * The breakdown of one traced load, or null when the trace has no `editableMark`, no navigation
 * before it, or no profile of its thread.
 */
export function loadBreakdown(
  events: readonly ProfileTraceEvent[],
  editableMark: string,
): LoadBreakdown | null {
  const mark = events.find((e) => e.name === editableMark && e.ph !== 'e');
  if (!mark) return null;
  // The page's time origin: the mark's own time stamp says how long after it the mark was made;
  // a trace without it has the navigation's event (an SVG image's document has one too, with no
  // URL, so only an http document's counts).
  const sinceOrigin = mark.args?.data?.startTime;
  const navigation =
    sinceOrigin === undefined
      ? events
          .filter(
            (e) =>
              e.name === 'navigationStart' &&
              e.pid === mark.pid &&
              e.tid === mark.tid &&
              e.ts <= mark.ts &&
              /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
          )
          .sort((a, b) => b.ts - a.ts)[0]?.ts
      : mark.ts - sinceOrigin * 1000;
  if (navigation === undefined) return null;
  const from = navigation;
  const to = mark.ts;

  // The thread's profile: its `Profile` event names the thread; its chunks share its id.
  const profile = events.find(
    (e) => e.name === 'Profile' && e.pid === mark.pid && e.tid === mark.tid,
  );
  const profileId = profile?.id;
  if (!profile || profileId === undefined) return null;
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  let ts = profile.args?.data?.startTime ?? profile.ts;
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profileId || chunk.pid !== mark.pid) continue;
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ node, ts });
    });
  }
  if (samples.length === 0) return null;
  samples.sort((a, b) => a.ts - b.ts);

  const spans = measures(events, mark.pid);
  const firstRender = spans.filter((s) => s.name === FIRST_RENDER_MEASURE);
  const causeCache = new Map<number, string>();
  const causeOf = (id: number): string => {
    const known = causeCache.get(id);
    if (known !== undefined) return known;
    let cause = 'other native code';
    for (let node = nodes.get(id); node; node = nodes.get(node.parent ?? Number.NaN)) {
      const { functionName, url } = node.callFrame;
      if (url) {
        cause = chunkName(url);
        break;
      }
      if (functionName === '(program)') cause = BROWSER;
      else if (functionName === '(garbage collector)') cause = GC;
      else if (functionName === '(idle)') cause = IDLE;
      else continue;
      break;
    }
    causeCache.set(id, cause);
    return cause;
  };

  const byCause = new Map<string, number>();
  samples.forEach((sample, i) => {
    // A sample stands for the time until the next one.
    const next = samples[i + 1]?.ts ?? sample.ts;
    const start = Math.max(sample.ts, from);
    const end = Math.min(next, to);
    if (end <= start) return;
    let cause = causeOf(sample.node);
    if (cause === 'shell' && firstRender.some((s) => sample.ts >= s.from && sample.ts < s.to)) {
      cause = REACT_FIRST_RENDER;
    }
    byCause.set(cause, (byCause.get(cause) ?? 0) + (end - start) / 1000);
  });
  const causes = [...byCause]
    .filter(([cause]) => cause !== IDLE)
    .map(([cause, ms]) => ({ cause, ms }))
    .sort((a, b) => b.ms - a.ms || a.cause.localeCompare(b.cause, 'en'));
  return {
    totalMs: (to - from) / 1000,
    causes,
    busyMs: causes.reduce((sum, c) => sum + c.ms, 0),
    waits: spans
      .filter((s) => s.name !== FIRST_RENDER_MEASURE && s.to <= to && s.from >= from)
      .map((s) => ({ name: s.name, ms: (s.to - s.from) / 1000 })),
  };
}

/**
 * Several loads' breakdowns as one: for each cause (and wait) the median over the loads, a load
 * without it counting as 0.
 */
export function medianBreakdown(loads: readonly LoadBreakdown[]): LoadBreakdown | null {
  if (loads.length === 0) return null;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  };
  const of = (pick: (load: LoadBreakdown) => { name: string; ms: number }[]) => {
    const names = new Set(loads.flatMap((l) => pick(l).map((c) => c.name)));
    return [...names]
      .map((name) => ({
        name,
        ms: median(loads.map((l) => pick(l).find((c) => c.name === name)?.ms ?? 0)),
      }))
      .sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name, 'en'));
  };
  return {
    totalMs: median(loads.map((l) => l.totalMs)),
    busyMs: median(loads.map((l) => l.busyMs)),
    causes: of((l) => l.causes.map((c) => ({ name: c.cause, ms: c.ms }))).map((c) => ({
      cause: c.name,
      ms: c.ms,
    })),
    waits: of((l) => l.waits),
  };
}
