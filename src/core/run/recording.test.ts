import { describe, expect, it } from 'vitest';
import { Recording, aliasGroups, namesOnLine } from './recording';
import { cappedText, valueText } from './trace-text';
import type { TraceBatch, TraceStep, TraceValue, TraceVars } from './trace-types';

const num = (n: number): TraceValue => ({ t: 'num', v: String(n) });

/**
 * The recording of:
 *   1 def fact(n):
 *   2     if n <= 1: return 1
 *   3     return n * fact(n - 1)
 *   4 print(fact(2))
 * by hand, as a runtime sends it.
 */
function factorial(): Recording {
  const moduleVars: TraceVars = [['fact', { t: 'fn', v: 'function fact(n)' }]];
  const batch: TraceBatch = {
    frames: [
      { name: '<module>', file: 'main.py', line: 1 },
      { name: 'fact', file: 'main.py', line: 1 },
      { name: 'fact', file: 'main.py', line: 1 },
    ],
    stacks: [
      { frames: [0], at: [-1] },
      { frames: [0, 1], at: [1, -1] },
      { frames: [0, 1, 2], at: [1, 4, -1] },
    ],
    vars: [[], moduleVars, [['n', num(2)]], [['n', num(1)]]],
    steps: [],
  };
  const at = (
    line: number,
    event: TraceStep['event'],
    stack: number,
    vars: number,
    extra: Partial<TraceStep> = {},
  ): TraceStep => ({
    file: 'main.py',
    line,
    col: 1,
    endLine: line,
    endCol: 20,
    event,
    stack,
    vars,
    globals: stack === 0 ? -1 : 1,
    ...extra,
  });
  batch.steps.push(
    at(1, 'line', 0, 0), // 0: def fact
    at(4, 'line', 0, 1), // 1: print(fact(2))
    at(1, 'call', 1, 2), // 2
    at(2, 'line', 1, 2), // 3
    at(3, 'line', 1, 2), // 4
    at(1, 'call', 2, 3), // 5
    at(2, 'line', 2, 3), // 6
    at(2, 'return', 2, 3, { value: num(1) }), // 7
    at(3, 'return', 1, 2, { value: num(2) }), // 8
  );
  const recording = new Recording();
  recording.ingest(batch);
  recording.addOutput('stdout', '2\n', 8);
  recording.finish({ recorded: 9, capped: false });
  return recording;
}

describe('Recording', () => {
  it('shows one call stack entry per call, innermost first, with each frame where it is', () => {
    const r = factorial();
    const stack = r.stackAt(6);
    expect(stack.map((f) => [f.frame.name, f.step.line, f.vars])).toEqual([
      ['fact', 2, [['n', num(1)]]],
      ['fact', 3, [['n', num(2)]]],
      ['<module>', 4, [['fact', { t: 'fn', v: 'function fact(n)' }]]],
    ]);
  });

  it('steps over a call, out of a call, and back', () => {
    const r = factorial();
    expect(r.move(4, 'over')).toBe(8); // fact(n - 1) runs whole; its return comes back
    expect(r.move(6, 'out')).toBe(8);
    expect(r.move(4, 'into')).toBe(5);
    expect(r.move(5, 'back')).toBe(4);
    expect(r.move(8, 'backOver')).toBe(4);
    expect(r.move(8, 'into')).toBeNull(); // the last step: nothing recorded after it
    expect(r.move(0, 'back')).toBeNull();
  });

  it('continues to each pass over a breakpoint, and back again', () => {
    const r = factorial();
    const bp = [{ file: 'main.py', line: 2 }];
    expect(r.move(0, 'continue', bp)).toBe(3);
    expect(r.move(3, 'continue', bp)).toBe(6);
    expect(r.move(6, 'continue', bp)).toBeNull();
    expect(r.move(8, 'reverse', bp)).toBe(6);
    expect(r.runTo(0, 'main.py', 3)).toBe(4);
  });

  it('marks what changed since the step before', () => {
    const r = factorial();
    expect([...r.changedAt(1, 0)]).toEqual(['fact']);
    expect([...r.changedAt(3, 1)]).toEqual([]);
  });

  it('keeps output with the step that printed it', () => {
    const r = factorial();
    expect(r.outputBefore(8)).toEqual([]);
    expect(r.outputBefore(9).map((o) => o.text)).toEqual(['2\n']);
    expect(r.outputIndexAt(8)).toBe(0);
    expect(r.outputIndexAt(9)).toBe(1);
  });

  it('reads an object as it was at each step, and says what changed in place', () => {
    const r = new Recording();
    const list = (items: number[]) => ({
      kind: 'list' as const,
      type: 'list',
      items: items.map(num),
      total: items.length,
    });
    r.ingest({
      frames: [{ name: '<module>', file: 'a.py', line: 1 }],
      stacks: [{ frames: [0], at: [-1] }],
      vars: [
        [['a', { t: 'ref', id: 7 }]],
        [
          ['a', { t: 'ref', id: 7 }],
          ['b', { t: 'ref', id: 7 }],
        ],
      ],
      steps: [
        {
          file: 'a.py',
          line: 1,
          col: 1,
          endLine: 1,
          endCol: 9,
          event: 'line',
          stack: 0,
          vars: 0,
          globals: -1,
          objects: [[7, list([])]],
        },
        {
          file: 'a.py',
          line: 2,
          col: 1,
          endLine: 2,
          endCol: 9,
          event: 'line',
          stack: 0,
          vars: 1,
          globals: -1,
        },
        {
          file: 'a.py',
          line: 3,
          col: 1,
          endLine: 3,
          endCol: 9,
          event: 'line',
          stack: 0,
          vars: 1,
          globals: -1,
          objects: [[7, list([1])]],
        },
      ],
    });
    expect(r.objectAt(7, 0)?.items).toEqual([]);
    expect(r.objectAt(7, 1)?.items).toEqual([]);
    expect(r.objectAt(7, 2)?.items).toEqual([num(1)]);
    expect([...r.changedAt(2, 0)]).toEqual(['a', 'b']);
    expect([...aliasGroups(r.stackAt(2)[0]?.vars ?? [])]).toEqual([[7, ['a', 'b']]]);
    expect(valueText({ t: 'ref', id: 7 }, (id) => r.objectAt(id, 2))).toBe('[1]');
  });
});

describe('values as text', () => {
  const lookup = () => undefined;
  it('quotes strings, says nothing plainly and what was left out', () => {
    expect(valueText({ t: 'str', v: "it's" }, lookup)).toBe(`"it's"`);
    expect(valueText({ t: 'str', v: 'hi' }, lookup, { language: 'javascript' })).toBe(`'hi'`);
    expect(valueText({ t: 'none', v: 'None' }, lookup)).toBe('None');
    expect(valueText({ t: 'bool', v: true }, lookup)).toBe('True');
    const big = { kind: 'list' as const, type: 'list', items: [num(1), num(2)], total: 5000 };
    expect(valueText({ t: 'ref', id: 1 }, () => big)).toBe('[1, 2, … 4,998 more]');
    expect(cappedText(big)).toBe('first 2 of 5,000 items');
  });

  it('writes dicts and objects as tables of text', () => {
    const dict = {
      kind: 'dict' as const,
      type: 'dict',
      entries: [[{ t: 'str', v: 'a' }, num(1)]] as [TraceValue, TraceValue][],
      total: 1,
    };
    expect(valueText({ t: 'ref', id: 1 }, () => dict)).toBe("{'a': 1}");
    const point = {
      kind: 'object' as const,
      type: 'Point',
      entries: [[{ t: 'str', v: 'x' }, num(1)]] as [TraceValue, TraceValue][],
      total: 1,
    };
    expect(valueText({ t: 'ref', id: 1 }, () => point, { language: 'javascript' })).toBe(
      'Point {x: 1}',
    );
  });

  it('finds the names a line uses', () => {
    const vars: TraceVars = [
      ['total', num(3)],
      ['count', num(0)],
      ['t', num(1)],
    ];
    expect(namesOnLine(vars, 'print(total / count)').map(([n]) => n)).toEqual(['total', 'count']);
  });
});
