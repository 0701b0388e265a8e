/**
 * `runFindings` on recordings built by hand (narrate.testing's RecordingBuilder): each step as a
 * runtime sends it, with the names as they were just before it ran.
 */
import { describe, expect, it } from 'vitest';
import { isMistakeFamily } from '../../ai/local/diagnose/families';
import type { FixDetail } from '../../ai/types';
import { RecordingBuilder, fn, list, ref } from '../narrate.testing';
import type { Recording } from '../recording';
import { runFindings } from '.';

const py = (...lines: string[]) => `${lines.join('\n')}\n`;
const rules = (found: FixDetail[]) => found.map((f) => `${f.rule}@${f.line}`);

/** JavaScript steps cover their statement: the line without its indent. */
function spans(recording: Recording, code: string): Recording {
  const lines = code.split('\n');
  for (const step of recording.steps) {
    const text = lines[step.line - 1] ?? '';
    if (step.col === 1) step.col = text.length - text.trimStart().length + 1;
    step.endLine = step.line;
    step.endCol = text.trimEnd().length + 1;
  }
  return recording;
}

describe('runFindings on hand-made recordings', () => {
  it('finds nothing in an empty recording', () => {
    expect(runFindings(new RecordingBuilder().build(), '', 'python')).toEqual([]);
  });

  it('places the uncaught error at its step with the values on its line', () => {
    const code = py('scores = [1, 2]', 'i = 2', 'print(scores[i] + bonus)');
    const recording = new RecordingBuilder()
      .line(1)
      .object(1, list(1, 2))
      .line(2, { scores: ref(1) })
      .line(3, { scores: ref(1), i: 2, bonus: 'x' })
      .exception(3, 'IndexError: list index out of range', { scores: ref(1), i: 2, bonus: 'x' })
      .error('IndexError', 'list index out of range')
      .build();
    const found = runFindings(recording, code, 'python');
    expect(found).toEqual([
      {
        rule: 'run/error',
        line: 3,
        confidence: 0.95,
        message:
          'Line 3 stopped the program with IndexError (list index out of range): `scores[i]` failed because `scores` has 2 items (indexes 0 to 1) and `i` was 2. An index of `scores` must stay below `len(scores)` (2).',
      },
    ]);
  });

  it('says the values on the line, with strings quoted and None as it is', () => {
    const code = py('name = None', 'label = "n: " + name');
    const recording = new RecordingBuilder()
      .line(1)
      .line(2, { name: null })
      .exception(2, 'TypeError: can only concatenate str (not "NoneType") to str', { name: null })
      .error('TypeError', 'can only concatenate str (not "NoneType") to str')
      .build();
    const [error] = runFindings(recording, code, 'python');
    expect(error?.message).toBe(
      'Line 2 stopped the program with TypeError (can only concatenate str (not "NoneType") to str): there `name` was None. `name` was None there: see where it got that value.',
    );
  });

  it('places an error raised where nothing was recorded on its line', () => {
    const recording = new RecordingBuilder().line(1).build();
    recording.error = {
      step: -1,
      name: 'SyntaxError',
      message: 'invalid syntax',
      line: 4,
      file: 'main.py',
    };
    recording.end = { recorded: 1, capped: true };
    expect(runFindings(recording, py('x = 1', '', '', 'def ('), 'python')).toEqual([
      {
        rule: 'run/error',
        line: 4,
        confidence: 0.95,
        message: 'Line 4 stopped the program with SyntaxError (invalid syntax).',
      },
    ]);
  });

  it('finds a total set back to 0 on every pass, with what each pass left', () => {
    const code = py(
      'prices = [3, 4]',
      'for p in prices:',
      '    total = 0',
      '    total += p',
      'print(total)',
    );
    const recording = new RecordingBuilder()
      .line(1)
      .object(1, list(3, 4))
      .line(2, { prices: ref(1) })
      .line(3, { prices: ref(1), p: 3 })
      .line(4, { prices: ref(1), p: 3, total: 0 })
      .line(2, { prices: ref(1), p: 3, total: 3 })
      .line(3, { prices: ref(1), p: 4, total: 3 })
      .line(4, { prices: ref(1), p: 4, total: 0 })
      .line(2, { prices: ref(1), p: 4, total: 4 })
      .line(5, { prices: ref(1), p: 4, total: 4 })
      .print('4\n')
      .build();
    expect(runFindings(recording, code, 'python')).toEqual([
      {
        rule: 'run/reset-in-loop',
        family: 'reset-in-loop',
        line: 3,
        confidence: 0.95,
        message:
          '`total` went back to 0 on line 3 on each of the 2 passes of the loop on line 2, so it ended at 4: only what the last pass added (it was 3 and 4 at the end of each pass). Set `total` to its start value once, before the loop.',
      },
    ]);
  });

  it('leaves a total that each pass uses before it starts again', () => {
    const code = py('for p in [3, 4]:', '    total = 0', '    total += p', '    print(total)');
    const recording = new RecordingBuilder()
      .line(1)
      .line(2, { p: 3 })
      .line(3, { p: 3, total: 0 })
      .line(4, { p: 3, total: 3 })
      .print('3\n')
      .line(1, { p: 3, total: 3 })
      .line(2, { p: 4, total: 3 })
      .line(3, { p: 4, total: 0 })
      .line(4, { p: 4, total: 4 })
      .print('4\n')
      .line(1, { p: 4, total: 4 })
      .build();
    expect(runFindings(recording, code, 'python')).toEqual([]);
  });

  it('finds a range that is empty because it counts up past its stop', () => {
    const code = py('for i in range(5, 1):', '    print(i)', 'print("done")');
    const recording = new RecordingBuilder().line(1).line(3).print('done\n').build();
    const found = runFindings(recording, code, 'python');
    expect(rules(found)).toEqual(['run/loop-never-runs@1']);
    expect(found[0]?.message).toContain('`range(5, 1, -1)`');
  });

  it('finds a loop a return leaves on its first pass, but not one whose return is in an if', () => {
    const code = py(
      'def first(xs):',
      '    for x in xs:',
      '        return x',
      'def find(xs):',
      '    for x in xs:',
      '        if x > 0:',
      '            return x',
      'first([1, 2, 3])',
      'find([1, 2, 3])',
    );
    const recording = new RecordingBuilder()
      .line(1)
      .line(4, { first: fn('function first(xs)') })
      .line(8, { first: fn('function first(xs)'), find: fn('function find(xs)') })
      .object(1, list(1, 2, 3))
      .call('first', 1, { xs: ref(1) })
      .line(2, { xs: ref(1) })
      .line(3, { xs: ref(1), x: 1 })
      .ret(3, 1, { xs: ref(1), x: 1 })
      .line(9, { first: fn('function first(xs)'), find: fn('function find(xs)') })
      .object(2, list(1, 2, 3))
      .call('find', 4, { xs: ref(2) })
      .line(5, { xs: ref(2) })
      .line(6, { xs: ref(2), x: 1 })
      .line(7, { xs: ref(2), x: 1 })
      .ret(7, 1, { xs: ref(2), x: 1 })
      .build();
    const found = runFindings(recording, code, 'python');
    expect(rules(found)).toEqual(['run/loop-ran-once@2']);
    expect(found[0]?.message).toBe(
      'The loop on line 2 went round only once: `return x` on line 3 left it on the first pass, although `xs` has 3 items. Move the `return` after the loop (or inside an `if` that finds what the loop looks for), so it can look at every item.',
    );
  });

  it('finds a test that is always true because of a bare string after `or`', () => {
    const code = py(
      'for answer in ["no", "maybe", "nope"]:',
      '    if answer == "yes" or "y":',
      '        print("ok")',
    );
    const builder = new RecordingBuilder().line(1);
    for (const answer of ['no', 'maybe', 'nope']) {
      builder.line(2, { answer }).line(3, { answer }).print('ok\n').line(1, { answer });
    }
    const found = runFindings(builder.build(), code, 'python');
    expect(rules(found)).toEqual(['run/constant-condition@2']);
    expect(found[0]?.message).toBe(
      '`answer == "yes" or "y"` on line 2 was True every time it was tested (3 times), although `answer` was \'no\', \'maybe\' and \'nope\': `"y"` on its own counts as True, so the whole test is always True. Repeat the comparison on each side: `answer == "yes" or answer == "y"`.',
    );
  });

  it('leaves a test tested twice, or whose names never changed', () => {
    const code = py(
      'for answer in ["no", "no", "no"]:',
      '    if answer == "yes" or "y":',
      '        print("ok")',
    );
    const twice = new RecordingBuilder().line(1);
    for (const answer of ['no', 'maybe'])
      twice.line(2, { answer }).line(3, { answer }).line(1, { answer });
    expect(runFindings(twice.build(), code, 'python')).toEqual([]);
    const same = new RecordingBuilder().line(1);
    for (const answer of ['no', 'no', 'no'])
      same.line(2, { answer }).line(3, { answer }).line(1, { answer });
    expect(runFindings(same.build(), code, 'python')).toEqual([]);
  });

  it('leaves a test that never came true when nothing in it says it cannot', () => {
    const code = py(
      'for age in [20, 30, 40]:',
      '    if age < 0:',
      '        print("bad")',
      'print("done")',
    );
    const builder = new RecordingBuilder().line(1);
    for (const age of [20, 30, 40]) builder.line(2, { age }).line(1, { age });
    builder.line(4, { age: 40 });
    expect(runFindings(builder.build(), code, 'python')).toEqual([]);
  });

  it('finds a function printed instead of called', () => {
    const code = py('def total():', '    return 5', 'print("Total:", total)');
    const recording = new RecordingBuilder()
      .line(1)
      .line(3, { total: fn('function total()') })
      .print('Total: <function total at 0x7f3a2c>\n')
      .build();
    expect(runFindings(recording, code, 'python')).toEqual([
      {
        rule: 'run/function-printed',
        family: 'function-printed',
        line: 3,
        confidence: 0.95,
        message:
          'Line 3 printed `<function total at 0x…>`: `total` without brackets is the function itself, not what it gives back. Call it to get its result: `total(…)`.',
      },
    ]);
  });

  it('finds the result of upper() thrown away, but not when it would change nothing', () => {
    const code = py('s = "hi"', 's.upper()', 'print(s)');
    const recording = new RecordingBuilder()
      .line(1)
      .line(2, { s: 'hi' })
      .line(3, { s: 'hi' })
      .print('hi\n')
      .build();
    const found = runFindings(recording, code, 'python');
    expect(rules(found)).toEqual(['run/result-discarded@2']);
    expect(found[0]?.family).toBe('result-discarded');
    const loud = new RecordingBuilder()
      .line(1)
      .line(2, { s: 'HI' })
      .line(3, { s: 'HI' })
      .print('HI\n')
      .build();
    expect(runFindings(loud, py('s = "HI"', 's.upper()', 'print(s)'), 'python')).toEqual([]);
  });

  it('finds a function without return whose result was kept', () => {
    const code = py('def area(w, h):', '    a = w * h', 'x = area(2, 3)', 'print(x)');
    const recording = new RecordingBuilder()
      .line(1)
      .line(3, { area: fn('function area(w, h)') })
      .call('area', 1, { w: 2, h: 3 })
      .line(2, { w: 2, h: 3 })
      .ret(2, null, { w: 2, h: 3, a: 6 })
      .line(4, { area: fn('function area(w, h)'), x: null })
      .print('None\n')
      .build();
    expect(runFindings(recording, code, 'python')).toEqual([
      {
        rule: 'run/missing-return',
        family: 'missing-return',
        line: 1,
        confidence: 0.95,
        message:
          '`area(2, 3)` on line 3 gave back None: `area` ends without returning a value (it had worked out `a` = 6), so `x` was None. Add `return a` at the end of `area`.',
      },
    ]);
  });

  it('traces NaN in JavaScript back to the argument a call left out', () => {
    const code = [
      'function add(a, b) {',
      '  return a + b;',
      '}',
      'const s = add(1);',
      'console.log(s);',
      '',
    ].join('\n');
    const builder = new RecordingBuilder('main.js', 'undefined');
    builder
      .line(4, { add: fn('function add(a, b)') })
      .call('add', 1, { a: 1, b: null })
      .line(2, { a: 1, b: null })
      .ret(2, { t: 'num', v: 'NaN' }, { a: 1, b: null })
      .line(5, { add: fn('function add(a, b)'), s: { t: 'num', v: 'NaN' } })
      .print('NaN\n');
    const found = runFindings(spans(builder.build(), code), code, 'javascript');
    expect(found).toEqual([
      {
        rule: 'run/wrong-argument-count',
        family: 'wrong-argument-count',
        line: 4,
        confidence: 0.95,
        message:
          '`add(1)` on line 4 passes 1 value, but `add` takes 2 (`a`, `b`): `b` was undefined, so `a + b` is NaN. Pass a value for `b` too.',
      },
    ]);
  });

  it('reads TypeScript as JavaScript: a property that does not exist', () => {
    const code = [
      'const p: any = { name: "Ada" };',
      'const text: string = "Hi " + p.nam;',
      'console.log(text);',
      '',
    ].join('\n');
    const person = {
      kind: 'object' as const,
      type: 'Object',
      entries: [
        [
          { t: 'str' as const, v: 'name' },
          { t: 'str' as const, v: 'Ada' },
        ],
      ] as never,
      total: 1,
    };
    const recording = new RecordingBuilder('main.ts', 'undefined')
      .line(1)
      .object(1, person)
      .line(2, { p: ref(1) })
      .line(3, { p: ref(1), text: 'Hi undefined' })
      .print('Hi undefined\n')
      .build();
    const found = runFindings(spans(recording, code), code, 'typescript');
    expect(rules(found)).toEqual(['run/missing-property@2']);
    expect(found[0]?.message).toContain('Did you mean `p.name`?');
  });

  it('finds a JavaScript function printed by console.log', () => {
    const code = ['function f() {}', 'console.log(f);', ''].join('\n');
    const recording = new RecordingBuilder('main.js', 'undefined')
      .line(2, { f: fn('function f()') })
      .print('[Function: f]\n')
      .build();
    expect(rules(runFindings(spans(recording, code), code, 'javascript'))).toEqual([
      'run/function-printed@2',
    ]);
  });

  it('says nothing of loops cut off by the step cap', () => {
    const code = py('n = 0', 'while n < 1000000:', '    n += 1', 'print(n)');
    const builder = new RecordingBuilder().line(1);
    for (let n = 0; n < 3; n++) builder.line(2, { n }).line(3, { n });
    expect(runFindings(builder.build({ capped: true }), code, 'python')).toEqual([]);
  });

  it('gives each finding a run/ rule, a known family or none, a line and a confidence', () => {
    const code = py('s = "hi"', 's.upper()', 'print(s)', 'print(len)');
    const recording = new RecordingBuilder()
      .line(1)
      .line(2, { s: 'hi' })
      .line(3, { s: 'hi' })
      .print('hi\n')
      .line(4, { s: 'hi' })
      .print('<built-in function len>\n')
      .build();
    const found = runFindings(recording, code, 'python');
    expect(found.length).toBe(2);
    for (const f of found) {
      expect(f.rule).toMatch(/^run\//);
      if (f.family !== undefined) {
        expect(isMistakeFamily(f.family)).toBe(true);
        expect(f.rule).toBe(`run/${f.family}`);
      }
      expect(f.line).toBeGreaterThan(0);
      expect(f.confidence).toBeGreaterThan(0);
      expect(f.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('does not throw on a recording that does not match the code', () => {
    const recording = new RecordingBuilder().line(40, { x: 1 }).line(41, { x: 2 }).build();
    expect(() => runFindings(recording, 'x = 1\n', 'python')).not.toThrow();
    expect(runFindings(recording, 'for (;;) {', 'javascript')).toEqual([]);
  });
});
