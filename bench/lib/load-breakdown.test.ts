import { describe, expect, it } from 'vitest';
import {
  chunkName,
  loadBreakdown,
  medianBreakdown,
  REACT_FIRST_RENDER,
  type ProfileTraceEvent,
} from './load-breakdown';

const MAIN = { pid: 1, tid: 10 };
const APP = 'http://127.0.0.1:8000/';

const frame = (id: number, functionName: string, url = '', parent?: number) => ({
  id,
  callFrame: { functionName, url },
  ...(parent === undefined ? {} : { parent }),
});

/** A profile of the main thread: samples every 1 ms from t = 0 µs, one node each. */
function profile(nodes: ReturnType<typeof frame>[], samples: number[], thread = MAIN, id = '0x1') {
  return [
    { name: 'Profile', ph: 'P', ts: 0, id, args: { data: { startTime: 0 } }, ...thread },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      id,
      args: {
        data: { cpuProfile: { nodes, samples }, timeDeltas: samples.map(() => 1000) },
      },
      ...thread,
    },
  ] satisfies ProfileTraceEvent[];
}

const navigation = (ts: number, url = APP): ProfileTraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ts,
  args: { data: { documentLoaderURL: url } },
  ...MAIN,
});
const mark = (name: string, ts: number): ProfileTraceEvent => ({ name, ph: 'R', ts, ...MAIN });
const measure = (name: string, from: number, to: number): ProfileTraceEvent[] => [
  { name, ph: 'b', ts: from, id: '0x9', ...MAIN },
  { name, ph: 'e', ts: to, id: '0x9', ...MAIN },
];

const NODES = [
  frame(1, '(root)'),
  frame(2, '(program)', '', 1),
  frame(3, '(idle)', '', 1),
  frame(4, 'render', `${APP}assets/shell-DWJSGBT6.js`, 1),
  // A built-in called from Monaco's code: charged to Monaco's file.
  frame(5, 'evaluate', `${APP}assets/editor.api-Ab_c-123.js`, 1),
  frame(6, 'JSON.parse', '', 5),
  frame(7, '(garbage collector)', '', 1),
];

describe('chunkName', () => {
  it('names a built file without its folder, hash and query', () => {
    expect(chunkName(`${APP}assets/shell-DWJSGBT6.js`)).toBe('shell');
    expect(chunkName(`${APP}assets/editor.api-Ab_c-123.js?v=2`)).toBe('editor.api');
    expect(chunkName(`${APP}assets/rolldown-runtime-XKyaHtl9.js`)).toBe('rolldown-runtime');
    expect(chunkName(`${APP}theme-init.js`)).toBe('theme-init');
  });
});

describe('loadBreakdown', () => {
  it('charges each sample between navigation and the mark to its chunk, React or the browser', () => {
    // 10 samples of 1 ms: 2 program, 3 shell (the last two in the first render), 2 Monaco
    // (one in a built-in), 1 GC, 2 idle; navigation at 1 ms, the mark at 11 ms.
    const events = [
      navigation(1000),
      mark('bench-editable', 11_000),
      ...measure('app: first render', 4000, 6000),
      ...measure('app: files loaded', 2000, 3500),
      ...profile(NODES, [2, 2, 4, 4, 4, 5, 6, 7, 3, 3]),
    ];
    const breakdown = loadBreakdown(events, 'bench-editable');
    expect(breakdown).toEqual({
      totalMs: 10,
      causes: [
        { cause: '(program): parse, style, layout, paint', ms: 2 },
        { cause: 'editor.api', ms: 2 },
        { cause: REACT_FIRST_RENDER, ms: 2 },
        { cause: '(garbage collector)', ms: 1 },
        { cause: 'shell', ms: 1 },
      ],
      busyMs: 8,
      waits: [{ name: 'app: files loaded', ms: 1.5 }],
    });
  });

  it('leaves out what came before navigation, after the mark, and on other threads', () => {
    const events = [
      navigation(0, 'about:blank'),
      navigation(3000),
      mark('bench-editable', 5000),
      ...measure('app: files loaded', 4000, 9000), // ends after the mark: not a wait before it
      ...profile(NODES, [4, 4, 4, 4, 4, 4, 4, 4]),
      ...profile(NODES, [5, 5, 5, 5, 5, 5, 5, 5], { pid: 1, tid: 11 }, '0x2'),
    ];
    const breakdown = loadBreakdown(events, 'bench-editable');
    expect(breakdown?.causes).toEqual([{ cause: 'shell', ms: 2 }]);
    expect(breakdown?.totalMs).toBe(2);
    expect(breakdown?.waits).toEqual([]);
  });

  it("starts at the page's time origin, which the mark's own time stamp gives", () => {
    // Made 4 ms after the origin: the load is the 4 ms before it, whatever navigations say.
    const timed = { ...mark('bench-editable', 9000), args: { data: { startTime: 4 } } };
    const events = [navigation(1000), timed, ...profile(NODES, [4, 4, 4, 4, 4, 4, 4, 4, 4, 4])];
    const breakdown = loadBreakdown(events, 'bench-editable');
    expect(breakdown?.totalMs).toBe(4);
    expect(breakdown?.causes).toEqual([{ cause: 'shell', ms: 4 }]);
  });

  it('gives null without the mark, a navigation before it, or a profile', () => {
    const samples = profile(NODES, [4]);
    expect(loadBreakdown([navigation(0), ...samples], 'bench-editable')).toBeNull();
    expect(loadBreakdown([mark('bench-editable', 5), ...samples], 'bench-editable')).toBeNull();
    expect(loadBreakdown([navigation(0), mark('bench-editable', 5)], 'bench-editable')).toBeNull();
  });
});

describe('medianBreakdown', () => {
  it('takes each cause’s median over the loads, a load without it counting as 0', () => {
    const load = (shell: number, monaco?: number) => ({
      totalMs: shell * 10,
      busyMs: shell + (monaco ?? 0),
      causes: [
        { cause: 'shell', ms: shell },
        ...(monaco === undefined ? [] : [{ cause: 'monaco', ms: monaco }]),
      ],
      waits: [{ name: 'app: files loaded', ms: shell }],
    });
    expect(medianBreakdown([load(1, 50), load(3), load(2, 40)])).toEqual({
      totalMs: 20,
      busyMs: 42,
      causes: [
        { cause: 'monaco', ms: 40 },
        { cause: 'shell', ms: 2 },
      ],
      waits: [{ name: 'app: files loaded', ms: 2 }],
    });
    expect(medianBreakdown([])).toBeNull();
  });
});
