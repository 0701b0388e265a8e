/**
 * The story of real Python runs: each program runs under the run host's own tracer
 * (run-host/python-runtime, python-tracer.py) in Pyodide in Node, and its events are turned into
 * a Recording as Explain's recording does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Loaded } from '../../run-host/python-runtime';
import { narrate } from './narrate';
import type { RunStory } from './narrate-types';
import { loadNodePython, recordPython } from './recorded-run.testing';

let loaded: Loaded;
beforeAll(async () => {
  loaded = await loadNodePython();
}, 120_000);

function story(code: string, input: string[] = []): RunStory {
  const { recording, exit, waitedAt } = recordPython(loaded, code, { input });
  return narrate(recording, {
    entry: 'main.py',
    sources: new Map([['main.py', code]]),
    language: 'python',
    languageName: 'Python',
    end: { kind: 'exited', code: exit, seconds: 0 },
    input,
    ...(waitedAt !== undefined ? { waitedAt } : {}),
  });
}

const told = (s: RunStory) => s.events.map((e) => `${'  '.repeat(e.depth)}${e.line}: ${e.text}`);

describe('the story of a recorded Python run', () => {
  it('tells calls, a loop and a crash with the values on its line', () => {
    const code = [
      'def average(numbers):',
      '    return sum(numbers) / len(numbers)',
      '',
      'total = 0',
      'for n in [1, 2, 3]:',
      '    total = total + n',
      '    print(total)',
      'print(average([2, 4]))',
      'scores = []',
      'print(average(scores))',
      'print("never")',
    ].join('\n');
    const s = story(code);
    expect(told(s)).toEqual([
      '1: `def average(numbers):`: defines `average(numbers)`.',
      '4: `total = 0`: sets `total` to `0`.',
      '5: `for n in [1, 2, 3]:`: it goes round 3 times; `total` takes `1`, `3`, `6`; `n` takes `1`, `2`, `3`; it prints 3 lines: `1`, `3`, `6`. The first time round:',
      '  6: `total = total + n`: sets `total` to `1`.',
      '  7: `print(total)`: prints `1`.',
      '8: `print(average([2, 4]))`: calls `average([2, 4])`, which returns `3.0`; prints `3.0`.',
      '  2: `return sum(numbers) / len(numbers)`: `average([2, 4])` returns `3.0`.',
      '9: `scores = []`: sets `scores` to `[]`.',
      '10: `print(average(scores))`: calls `average([])`, which does not finish (told below).',
      '  2: `return sum(numbers) / len(numbers)`: the program stops here with `ZeroDivisionError: division by zero`.',
    ]);
    expect(s.output.map((o) => [o.line, o.text])).toEqual([
      [7, '1'],
      [7, '3'],
      [7, '6'],
      [8, '3.0'],
    ]);
    expect(s.end).toMatchObject({
      how: 'crashed',
      line: 2,
      error: { name: 'ZeroDivisionError', message: 'division by zero' },
      values: [{ name: 'numbers', value: '[]' }],
    });
    expect(s.end.text).toContain('inside `average([])`, called from line 10');
  });

  it('tells a line printed once as printed once, and an if as it went', () => {
    const s = story(
      'x = 5\nif x > 3:\n    print("big")\nelse:\n    print("small")\nprint("always")\n',
    );
    expect(told(s)).toEqual([
      '1: `x = 5`: sets `x` to `5`.',
      '2: `if x > 3:`: `x > 3` is True (`x` is `5`).',
      '3: `print("big")`: prints `big`.',
      '6: `print("always")`: prints `always`.',
    ]);
    expect(s.output.map((o) => o.text)).toEqual(['big', 'always']);
  });

  it('uses the lines typed last time, and says where it waited for more', () => {
    const s = story('name = input("Name? ")\nage = input("Age? ")\nprint(name, age)\n', ['Ada']);
    expect(told(s)[0]).toBe(
      '1: `name = input("Name? ")`: prints `Name? `; sets `name` to `\'Ada\'`.',
    );
    expect(s.end).toMatchObject({ how: 'waiting', line: 2, error: { name: 'EOFError' } });
    expect(s.end.text).toMatch(
      /^It read the 1 line typed for it last time, then waited for another on line 2 \(`age = input\("Age\? "\)`\): none had been typed, so Explain ended its input there\. The program stops on line 2 with EOFError/,
    );
  });
});
