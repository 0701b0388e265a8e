import { loadPyodide } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { Recording } from '../core/run/recording';
import { DEFAULT_RECORD_LIMITS, type RecordLimits, type TraceValue } from '../core/run/trace-types';
import type { RunErrorInfo, RunEvent, RunFile, RunRequest } from '../core/run/types';
import { PYTHON_ENV } from './python-env';
import { INTERRUPTED, runLoaded, setUpPython, type Loaded } from './python-runtime';
import type { RuntimeIo } from './runtime';

// One Python for the whole file: it takes seconds to start.
let loaded: Loaded;
const interrupt = new SharedArrayBuffer(1);

beforeAll(async () => {
  const pyodide = await loadPyodide({ env: { ...PYTHON_ENV } });
  const io: RuntimeIo = { emit: () => {}, readLine: () => null, assetUrl: () => '', interrupt };
  loaded = setUpPython(pyodide, io);
}, 120_000);

interface Options {
  record?: Partial<RecordLimits> | false;
  input?: string[];
  files?: RunFile[];
  onEvent?: (event: RunEvent, events: RunEvent[]) => void;
  onRead?: (events: RunEvent[]) => void;
}

function run(code: string, options: Options = {}) {
  const { record = {}, input = [], files = [], onEvent, onRead } = options;
  const request: RunRequest = {
    runId: 'r1',
    runtime: 'python',
    entry: 'main.py',
    code,
    files: [{ path: 'main.py', content: code }, ...files],
    args: [],
    selection: false,
    stdin: [],
    ...(record === false ? {} : { record: { ...DEFAULT_RECORD_LIMITS, ...record } }),
  };
  const events: RunEvent[] = [];
  const lines = [...input];
  const io: RuntimeIo = {
    emit: (event) => {
      events.push(event);
      onEvent?.(event, events);
    },
    readLine: () => {
      onRead?.(events);
      return lines.shift() ?? null;
    },
    assetUrl: () => '',
  };
  new Uint8Array(interrupt)[0] = 0;
  const started = performance.now();
  const exit = runLoaded(loaded, request, io);
  const ms = performance.now() - started;
  const recording = new Recording();
  for (const event of events) {
    if (event.type === 'trace') recording.ingest(event.batch);
    if (event.type === 'stdout' || event.type === 'stderr') {
      recording.addOutput(event.type, event.text, event.step);
    }
    if (event.type === 'trace-end') recording.finish(event.end);
  }
  const stdout = events.map((e) => (e.type === 'stdout' ? e.text : '')).join('');
  const errors = events.flatMap((e) =>
    e.type === 'error' ? [{ error: e.error, step: e.step }] : [],
  ) as { error: RunErrorInfo; step?: number }[];
  return { exit, events, recording, stdout, errors, ms };
}

/** A frame's names at step k as plain text: 'n=3'. */
function names(recording: Recording, k: number, frame = recording.frameOf(k)): string[] {
  return (recording.varsOf(frame, k) ?? []).map(([name, value]) => `${name}=${show(value)}`);
}

function show(value: TraceValue): string {
  switch (value.t) {
    case 'ref':
      return `#${value.id}`;
    case 'str':
      return JSON.stringify(value.v);
    case 'bool':
      return String(value.v);
    default:
      return value.v;
  }
}

function stepsOn(recording: Recording, line: number, event = 'line') {
  return recording.steps.flatMap((s, k) => (s.line === line && s.event === event ? [k] : []));
}

function refOf(recording: Recording, k: number, name: string): number {
  const value = recording.globalsAt(k).find(([n]) => n === name)?.[1];
  if (value?.t !== 'ref') throw new Error(`${name} is not a reference at step ${k}`);
  return value.id;
}

describe('imports', () => {
  it('says when a standard module starts and ends importing, once, not for project modules', () => {
    const { events, stdout } = run(
      'import helper\nimport colorsys\nimport colorsys\nprint(helper.n)\n',
      {
        record: false,
        files: [{ path: 'helper.py', content: 'import wave\nn = 3\n' }],
      },
    );
    expect(stdout).toBe('3\n');
    const said = events.flatMap((e) => (e.type === 'importing' ? [e.module] : []));
    // wave is imported by a project module: it is said too, as its own import.
    expect(said).toEqual(['wave', null, 'colorsys', null]);
  });
});

describe('recording a Python run', () => {
  it('records a recursive factorial: a frame per call, its names and what it returns', () => {
    const { exit, recording, stdout, events } = run(
      [
        'def factorial(n):',
        '    if n <= 1:',
        '        return 1',
        '    return n * factorial(n - 1)',
        '',
        'print(factorial(4))',
      ].join('\n'),
    );
    expect(exit).toBe(0);
    expect(stdout).toBe('24\n');
    expect(recording.end).toEqual({ recorded: recording.length, capped: false });
    expect(recording.frames.map((f) => f.name)).toEqual([
      '<module>',
      'factorial',
      'factorial',
      'factorial',
      'factorial',
    ]);
    expect(recording.frames[1]).toEqual({ name: 'factorial', file: 'main.py', line: 1 });
    const calls = recording.steps.flatMap((s, k) => (s.event === 'call' ? [k] : []));
    expect(calls.map((k) => names(recording, k))).toEqual([['n=4'], ['n=3'], ['n=2'], ['n=1']]);
    expect(calls.map((k) => recording.depth(k))).toEqual([2, 3, 4, 5]);
    expect(recording.step(calls[0] ?? -1)).toMatchObject({ line: 1, col: 1, endCol: 18 });
    const returns = recording.steps.flatMap((s, k) => (s.event === 'return' ? [k] : []));
    expect(returns.map((k) => recording.step(k)?.value)).toEqual(
      ['1', '2', '6', '24'].map((v) => ({ t: 'num', v })),
    );
    // The 'return' step stands on the return statement, in the frame that returns.
    expect(recording.step(returns[0] ?? -1)).toMatchObject({ line: 3, col: 9, endCol: 17 });
    expect(names(recording, returns[0] ?? -1)).toEqual(['n=1']);
    // The stack at the deepest call: each caller at the line that called.
    const deepest = recording.stackAt(calls[3] ?? -1);
    expect(deepest.map((f) => [f.frame.name, f.step.line])).toEqual([
      ['factorial', 1],
      ['factorial', 4],
      ['factorial', 4],
      ['factorial', 4],
      ['<module>', 6],
    ]);
    expect(deepest.map((f) => f.vars.map(([n, v]) => `${n}=${show(v)}`).join())).toEqual([
      'n=1',
      'n=2',
      'n=3',
      'n=4',
      'factorial=function factorial(n)',
    ]);
    // The module's names travel with each step in a function.
    expect(recording.globalsAt(calls[0] ?? -1)).toEqual([
      ['factorial', { t: 'fn', v: 'function factorial(n)' }],
    ]);
    // The first batch goes out with the first step alone.
    const first = events.find((e) => e.type === 'trace');
    expect(first?.type === 'trace' && first.batch.steps.length).toBe(1);
  });

  it('gives two names for one list one id, and sends the list again when it changes', () => {
    const { recording } = run('a = [1]\nb = a\nb.append(2)\nc = [1, 2]\nprint(a)\n');
    const [atAppend] = stepsOn(recording, 3);
    const [atC] = stepsOn(recording, 4);
    const [atPrint] = stepsOn(recording, 5);
    const id = refOf(recording, atAppend ?? -1, 'a');
    expect(refOf(recording, atAppend ?? -1, 'b')).toBe(id);
    expect(recording.objectAt(id, atAppend ?? -1)?.items).toEqual([{ t: 'num', v: '1' }]);
    expect(recording.objectAt(id, atC ?? -1)).toEqual({
      kind: 'list',
      type: 'list',
      items: [
        { t: 'num', v: '1' },
        { t: 'num', v: '2' },
      ],
      total: 2,
    });
    expect(recording.objectChangedAt(id, atC ?? -1)).toBe(true);
    expect(recording.changedAt(atC ?? -1, 0)).toEqual(new Set(['a', 'b']));
    // An equal list is another list.
    expect(refOf(recording, atPrint ?? -1, 'c')).not.toBe(id);
  });

  it('shows a global list that a function appends to, from inside the function', () => {
    const { recording } = run(
      [
        'scores = []',
        'def add(points):',
        '    scores.append(points)',
        '    return len(scores)',
        'add(5)',
        'add(7)',
        'total = sum(scores)',
      ].join('\n'),
    );
    const inside = stepsOn(recording, 4);
    expect(inside).toHaveLength(2);
    const id = refOf(recording, inside[0] ?? -1, 'scores');
    expect(recording.objectAt(id, inside[0] ?? -1)?.items).toEqual([{ t: 'num', v: '5' }]);
    expect(recording.objectAt(id, inside[1] ?? -1)?.items).toEqual([
      { t: 'num', v: '5' },
      { t: 'num', v: '7' },
    ]);
    expect(recording.step(inside[1] ?? -1)?.globals).toBeGreaterThanOrEqual(0);
    expect(names(recording, inside[1] ?? -1)).toEqual(['points=7']);
  });

  it('shows a list passed in changing, in the callee and then in the caller', () => {
    const { recording } = run(
      [
        'def fill(xs):',
        '    xs.append(1)',
        '    return xs',
        'def main():',
        '    items = []',
        '    fill(items)',
        '    return len(items)',
        'main()',
      ].join('\n'),
    );
    const [returned] = stepsOn(recording, 3, 'return');
    const [after] = stepsOn(recording, 7);
    const xs = recording.varsOf(recording.frameOf(returned ?? -1), returned ?? -1)?.[0]?.[1];
    const items = recording.varsOf(recording.frameOf(after ?? -1), after ?? -1)?.[0]?.[1];
    expect(xs?.t).toBe('ref');
    expect(items).toEqual(xs);
    const id = xs?.t === 'ref' ? xs.id : -1;
    expect(recording.objectAt(id, returned ?? -1)?.items).toEqual([{ t: 'num', v: '1' }]);
    expect(recording.step(returned ?? -1)?.value).toEqual(xs);
    expect(recording.objectAt(id, after ?? -1)?.items).toEqual([{ t: 'num', v: '1' }]);
  });

  it('keeps one frame for a generator across its resumptions', () => {
    const { recording } = run(
      [
        'def countdown(n):',
        '    while n > 0:',
        '        yield n',
        '        n -= 1',
        'for k in countdown(2):',
        '    pass',
      ].join('\n'),
    );
    const yields = recording.steps.flatMap((s, k) => (s.event === 'return' ? [k] : []));
    expect(yields.map((k) => recording.step(k)?.value)).toEqual([
      { t: 'num', v: '2' },
      { t: 'num', v: '1' },
      { t: 'none', v: 'None' },
    ]);
    expect(new Set(yields.map((k) => recording.frameOf(k))).size).toBe(1);
    expect(recording.steps.filter((s) => s.event === 'call')).toHaveLength(1);
  });

  it('shows both names of a for loop that unpacks pairs', () => {
    const { recording, stdout } = run(
      [
        "ages = {'Ana': 31, 'Bo': 27}",
        'for name, age in ages.items():',
        "    print(name, 'is', age)",
      ].join('\n'),
    );
    expect(stdout).toBe('Ana is 31\nBo is 27\n');
    const body = stepsOn(recording, 3);
    expect(body.map((k) => names(recording, k).slice(1))).toEqual([
      ['name="Ana"', 'age=31'],
      ['name="Bo"', 'age=27'],
    ]);
    const header = recording.step(stepsOn(recording, 2)[0] ?? -1);
    expect(header).toMatchObject({ line: 2, col: 1, endLine: 2, endCol: 30 });
    const ages = recording.objectAt(refOf(recording, body[0] ?? -1, 'ages'), body[0] ?? -1);
    expect(ages).toEqual({
      kind: 'dict',
      type: 'dict',
      entries: [
        [
          { t: 'str', v: 'Ana' },
          { t: 'num', v: '31' },
        ],
        [
          { t: 'str', v: 'Bo' },
          { t: 'num', v: '27' },
        ],
      ],
      total: 2,
    });
  });

  it('tags output with the step that printed it, a step being sent before its output', () => {
    const { events, recording } = run("print('one')\nprint('two', end='')\nx = 1\nprint('!')\n");
    const output = events.flatMap((e) => (e.type === 'stdout' ? [[e.text, e.step]] : []));
    expect(output).toEqual([
      ['one\n', 0],
      ['two', 1],
      ['!\n', 3],
    ]);
    let seen = 0;
    for (const event of events) {
      if (event.type === 'trace') seen += event.batch.steps.length;
      if (event.type === 'stdout') expect(event.step ?? 0).toBeLessThan(seen);
    }
    expect(recording.outputBefore(2).map((o) => o.text)).toEqual(['one\n', 'two']);
  });

  it('records an uncaught error at the instruction that raised it', () => {
    const { exit, recording, errors } = run('x = 10\ny = 0\nprint(x / y)\n');
    expect(exit).toBe(1);
    const k = recording.steps.findIndex((s) => s.event === 'exception');
    expect(recording.step(k)).toMatchObject({
      line: 3,
      col: 7,
      endLine: 3,
      endCol: 12,
      event: 'exception',
      value: { t: 'other', v: 'ZeroDivisionError: division by zero', type: 'ZeroDivisionError' },
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.step).toBe(k);
    expect(errors[0]?.error).toMatchObject({
      name: 'ZeroDivisionError',
      location: { path: 'main.py', line: 3 },
    });
    expect(recording.end?.capped).toBe(false);
  });

  it('places an exception in each frame it passes, and the error at the first', () => {
    const { recording, errors } = run(
      ['def inner(v):', '    return 10 // v', 'def outer():', '    inner(0)', 'outer()'].join('\n'),
    );
    const raised = recording.steps.flatMap((s, k) => (s.event === 'exception' ? [k] : []));
    expect(raised.map((k) => [recording.step(k)?.line, recording.depth(k)])).toEqual([
      [2, 3],
      [4, 2],
      [5, 1],
    ]);
    expect(recording.step(raised[0] ?? -1)).toMatchObject({ col: 12, endCol: 19 });
    // A frame the exception leaves has no 'return' step.
    expect(recording.steps.some((s) => s.event === 'return')).toBe(false);
    expect(errors[0]?.step).toBe(raised[0]);
  });

  it('stops recording at the step cap and lets the program run on', () => {
    const { exit, recording, stdout, events } = run(
      'total = 0\nfor i in range(1000):\n    total += i\nprint(total)\n',
      { record: { maxSteps: 100 } },
    );
    expect(exit).toBe(0);
    expect(stdout).toBe('499500\n');
    expect(recording.length).toBe(100);
    expect(recording.end).toEqual({ recorded: 100, capped: true });
    const ends = events.flatMap((e, i) => (e.type === 'trace-end' ? [i] : []));
    expect(ends).toEqual([events.length - 1]);
  });

  it('reads input, sending the step that asks before it waits', () => {
    let lastLineBeforeRead = 0;
    const { recording, stdout } = run(
      "name = input('Name? ')\nage = int(input('Age? '))\nprint(name, age + 1)\n",
      {
        input: ['Ada', '36'],
        onRead: (events) => {
          const batches = events.flatMap((e) => (e.type === 'trace' ? [e.batch] : []));
          lastLineBeforeRead = batches.at(-1)?.steps.at(-1)?.line ?? 0;
        },
      },
    );
    expect(stdout).toBe('Name? Age? Ada 37\n');
    expect(lastLineBeforeRead).toBe(2);
    const [last] = stepsOn(recording, 3);
    expect(names(recording, last ?? -1)).toEqual(['name="Ada"', 'age=36']);
  });

  it('caps long lists and strings, and follows nested lists to the depth cap', () => {
    const { recording } = run(
      ['big = list(range(5000))', "text = 'x' * 250", 'deep = [[[[[1]]]]]', 'pass'].join('\n'),
      { record: { maxDepth: 2 } },
    );
    const [k] = stepsOn(recording, 4);
    const big = recording.objectAt(refOf(recording, k ?? -1, 'big'), k ?? -1);
    expect(big?.total).toBe(5000);
    expect(big?.items).toHaveLength(100);
    expect(big?.items?.[99]).toEqual({ t: 'num', v: '99' });
    const text = recording.globalsAt(k ?? -1).find(([n]) => n === 'text')?.[1];
    expect(text).toEqual({ t: 'str', v: 'x'.repeat(200), more: 50 });
    const outer = recording.objectAt(refOf(recording, k ?? -1, 'deep'), k ?? -1);
    const second = outer?.items?.[0];
    expect(second?.t).toBe('ref');
    const inner = recording.objectAt(second?.t === 'ref' ? second.id : -1, k ?? -1);
    expect(inner?.items?.[0]).toEqual({ t: 'other', v: '[[[1]]]', type: 'list' });
  });

  it('steps only project code, but a callback library code calls', () => {
    const { recording } = run(
      [
        'import json',
        'from helper import double',
        "text = json.dumps({'a': 1})",
        'words = sorted(["bb", "a", "ccc"], key=lambda w: len(w))',
        'n = double(4)',
      ].join('\n'),
      { files: [{ path: 'helper.py', content: 'def double(x):\n    return x * 2\n' }] },
    );
    expect(new Set(recording.frames.map((f) => f.file))).toEqual(new Set(['main.py', 'helper.py']));
    expect(recording.frames.map((f) => f.name)).toEqual([
      '<module>',
      '<module>',
      '<lambda>',
      '<lambda>',
      '<lambda>',
      'double',
    ]);
    const lambdaCall = recording.steps.find((s) => s.event === 'call' && s.line === 4);
    expect(lambdaCall).toMatchObject({ col: 50, endCol: 56 });
    const last = recording.length - 1;
    // Modules and imported functions are not the program's names.
    expect(names(recording, last, 0)).toEqual([
      'text="{\\"a\\": 1}"',
      `words=#${refOf(recording, last, 'words')}`,
    ]);
    const helperStep = recording.steps.find((s) => s.file === 'helper.py' && s.line === 2);
    expect(helperStep?.event).toBe('line');
  });

  it('shows an instance of a class of the program by its attributes', () => {
    const { recording } = run(
      [
        'class Point:',
        '    def __init__(self, x, y):',
        '        self.x = x',
        '        self.y = y',
        'p = Point(1, 2)',
        'p.x = 5',
        'pass',
      ].join('\n'),
    );
    const [k] = stepsOn(recording, 7);
    expect(names(recording, k ?? -1)[0]).toBe('Point=class Point');
    const point = recording.objectAt(refOf(recording, k ?? -1, 'p'), k ?? -1);
    expect(point).toEqual({
      kind: 'object',
      type: 'Point',
      entries: [
        [
          { t: 'str', v: 'x' },
          { t: 'num', v: '5' },
        ],
        [
          { t: 'str', v: 'y' },
          { t: 'num', v: '2' },
        ],
      ],
      total: 2,
    });
    const init = recording.steps.find((s) => s.event === 'call' && s.line === 2);
    expect(init).toBeDefined();
  });

  it('writes values as Python prints them', () => {
    const { recording } = run(
      "a = 2.0\nb = True\nc = None\nd = (1, 'x')\ne = {1, 2}\nf = 10**30\ng = 1e16\npass\n",
    );
    const [k] = stepsOn(recording, 8);
    const values = new Map(recording.globalsAt(k ?? -1));
    expect(values.get('a')).toEqual({ t: 'num', v: '2.0' });
    expect(values.get('b')).toEqual({ t: 'bool', v: true });
    expect(values.get('c')).toEqual({ t: 'none', v: 'None' });
    expect(values.get('f')).toEqual({ t: 'num', v: '1' + '0'.repeat(30) });
    expect(values.get('g')).toEqual({ t: 'num', v: '1e+16' });
    const d = values.get('d');
    expect(recording.objectAt(d?.t === 'ref' ? d.id : -1, k ?? -1)).toEqual({
      kind: 'tuple',
      type: 'tuple',
      items: [
        { t: 'num', v: '1' },
        { t: 'str', v: 'x' },
      ],
      total: 2,
    });
    const e = values.get('e');
    expect(recording.objectAt(e?.t === 'ref' ? e.id : -1, k ?? -1)?.kind).toBe('set');
  });

  it('leaves a plain run untraced', () => {
    const { events, stdout } = run("print('hi')\n", { record: false });
    expect(stdout).toBe('hi\n');
    expect(events.some((e) => e.type === 'trace' || e.type === 'trace-end')).toBe(false);
    expect(events.some((e) => e.type === 'stdout' && e.step !== undefined)).toBe(false);
  });

  it('ends a recorded run at once when stopped', () => {
    let batches = 0;
    const { exit, events, ms } = run('n = 0\nwhile True:\n    n += 1\n', {
      onEvent: (event) => {
        if (event.type === 'trace' && ++batches === 3) new Uint8Array(interrupt)[0] = 2;
      },
    });
    expect(exit).toBe(INTERRUPTED);
    expect(ms).toBeLessThan(10_000);
    expect(events.at(-1)?.type).toBe('trace-end');
  });
});
