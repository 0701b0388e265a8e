import { describe, expect, it, vi } from 'vitest';
import { narrate } from '../../run/narrate';
import { RecordingBuilder, fn } from '../../run/narrate.testing';
import { nodeRuffWasm } from '../node/ruff-wasm';
import type { CodeExplanation } from '../types';
import { explainCode } from './explain';

// The first call loads ESLint or Ruff, which takes seconds while other test files run.
vi.setConfig({ testTimeout: 30_000 });

const tools = { ruffWasm: nodeRuffWasm };

/** Every step as 'line: text', in order, section by section. */
function steps(e: CodeExplanation, title?: string): string[] {
  return e.sections
    .filter((s) => !title || s.title === title)
    .flatMap((s) => s.steps.map((step) => `${step.line}: ${step.text}`));
}

describe('explain without a run: the structure only', () => {
  const js = [
    'function add(a, b) {', // 1
    '  return a + b;',
    '}',
    'const half = (n) => n / 2;',
    'function describe(total) {', // 5
    '  if (total > 10) return "large";',
    '  return "small";',
    '}',
    'class Cart extends Base {',
    '  constructor(items) {', // 10
    '    this.items = items;',
    '  }',
    '  total() {',
    '    let sum = 0;',
    '    for (const i of this.items) sum += i;', // 15
    '    return sum;',
    '  }',
    '}',
    'const answer = prompt("A number?");',
    'console.log(add(2, 3), half(4));', // 20
    '',
  ].join('\n');

  it('says what a JavaScript file reads and defines, and that it was not run', async () => {
    const e = await explainCode(js, 'javascript');
    expect(e.stepByStep).toBe(false);
    expect(e.summary).toMatch(
      /^This shows only the structure of this JavaScript code \(what it reads and defines\): it was not run, so no values or output are told\. It defines `add`, `half`, `describe` and `Cart` and asks the user for input\./,
    );
    expect(e.sections.map((s) => s.title)).toEqual(['What it reads', 'Functions']);
    expect(steps(e, 'What it reads')).toEqual([
      '1: `add` receives `a` and `b` each time it is called.',
      '4: `half` receives `n` each time it is called.',
      '5: `describe` receives `total` each time it is called.',
      '19: It asks the user to type an answer: `prompt("A number?")`.',
    ]);
    expect(steps(e, 'Functions')).toEqual([
      '1: `add(a, b)` takes `a` and `b` and returns `a + b`.',
      '4: `half(n)` takes `n` and returns `n / 2`.',
      '5: `describe(total)` takes `total`. It returns one of `"large"` and `"small"`, depending on the checks.',
      '9: The class `Cart` is a blueprint for objects (built on `Base`), with `constructor()` and `total()`.',
      '10: `constructor` runs when an object is made with `new Cart(…)`; it takes `items`.',
      '13: `total()` takes nothing. It returns `sum`.',
    ]);
    // Nothing it says needs a value the run would have shown.
    expect(e.markdown).not.toMatch(/Prints|prints `|which is/);
  });

  it("lists each problem with its line, from the engine's diagnosis", async () => {
    const e = await explainCode('let x = 1;\nif (x = 2) {\n  x++;\n}\n', 'javascript');
    const condition = e.problems.find((p) => p.line === 2);
    expect(condition?.message).toMatch(/===/);
    expect(e.summary).toMatch(/problems? to look at/);
    expect(e.markdown).toContain(`- Line 2: ${condition?.message}`);
  });

  it('explains TypeScript once its types are stripped, on the same lines', async () => {
    const e = await explainCode(
      'interface P {\n  x: number;\n}\nfunction double(n: number): number {\n  return n * 2;\n}\n',
      'typescript',
    );
    expect(steps(e, 'Functions')).toEqual(['4: `double(n)` takes `n` and returns `n * 2`.']);
  });

  it('says what a Python file reads and defines, docstrings and classes included', async () => {
    const e = await explainCode(
      [
        'def add(a, b=2):',
        '    """Add two numbers."""',
        '    return a + b',
        '',
        'class Cart:',
        '    def __init__(self, owner):',
        '        self.items = []',
        '    def total(self):',
        '        return sum(self.items)',
        '',
        'name = input("Name? ")',
        'print(add(1))',
      ].join('\n'),
      'python',
      tools,
    );
    expect(steps(e, 'What it reads')).toEqual([
      '1: `add` receives `a` and `b (2 if not given)` each time it is called.',
      '11: It asks the user to type something: `input("Name? ")`. What they type is text (a `str`).',
    ]);
    expect(steps(e, 'Functions')).toEqual([
      '1: `add(a, b=2)` (its docstring: “Add two numbers.”) takes `a` and `b` and returns `a + b`.',
      '5: The class `Cart` is a blueprint for objects, with `__init__()` and `total()`.',
      '6: `__init__` runs when an object is made with `Cart(…)`; it takes `owner`.',
      '8: `total(self)` takes nothing and returns `sum(self.items)`.',
    ]);
    expect(e.summary).toContain('it was not run, so no values or output are told');
  });

  it('names a syntax error and explains no steps', async () => {
    const py = await explainCode(
      'temperature = 25\nif temperature > 20:\n    print("warm")\n  print("t-shirt")\n',
      'python',
      tools,
    );
    expect(py.summary).toMatch(/^The code has a syntax error on line 4, so it cannot run yet\./);
    expect(py.problems.map((p) => p.line)).toContain(4);
    const js = await explainCode('let a = 1;\nlet b = (;\n', 'javascript');
    expect(js.summary).toMatch(/syntax error on line 2/);
    expect(js.problems[0]).toMatchObject({ rule: 'syntax', line: 2 });
  });

  it('gives other languages their structure and says which languages run', async () => {
    const e = await explainCode(
      '#include <iostream>\n\nint square(int n) {\n  return n * n;\n}\n\nint main() {\n  std::cout << square(4);\n}\n',
      'cpp',
    );
    expect(e.stepByStep).toBe(false);
    expect(e.summary).toContain(
      'This shows only the structure of this C++ code (what it reads and defines): Explain runs and tells Python, JavaScript and TypeScript programs.',
    );
    expect(steps(e, 'What it defines')).toEqual([
      '3: The function `square`: `int square(int n)` (lines 3–5).',
      '7: The function `main`: `int main()` (lines 7–9).',
    ]);
    expect(steps(e, 'Where it prints')).toEqual(['8: Prints `square(4)`.']);
  });

  it('says so when there is nothing to explain', async () => {
    const e = await explainCode('  \n', 'python', tools);
    expect(e.summary).toBe('There is no code to explain yet.');
    expect(e.sections).toEqual([]);
  });
});

describe('explain with a run: its real steps, output and end', () => {
  const source = [
    'def divide(a, b):',
    '    return a / b',
    '',
    'print(divide(6, 3))',
    'print(divide(1, 0))',
  ].join('\n');

  function run() {
    const f = fn('function divide(a, b)');
    const b = new RecordingBuilder().line(1).line(4, { divide: f });
    b.call('divide', 1, { a: 6, b: 3 }).line(2, { a: 6, b: 3 }).ret(2, 2, { a: 6, b: 3 });
    b.print('2.0\n').line(5, { divide: f });
    b.call('divide', 1, { a: 1, b: 0 }).line(2, { a: 1, b: 0 });
    b.exception(2, 'ZeroDivisionError: division by zero', { a: 1, b: 0 });
    b.error('ZeroDivisionError', 'division by zero');
    return narrate(b.build(), {
      entry: 'main.py',
      sources: new Map([['main.py', source]]),
      language: 'python',
      languageName: 'Python',
      end: { kind: 'exited', code: 1, seconds: 0.1 },
    });
  }

  it('tells the steps, the output once per print and the crash with its values', async () => {
    const e = await explainCode(source, 'python', tools, undefined, run());
    expect(e.stepByStep).toBe(true);
    expect(e.sections.map((s) => s.title)).toEqual([
      'What happened when it ran',
      'What it printed',
      'How it ended',
      'What it reads',
      'Functions',
    ]);
    expect(e.summary).toMatch(
      /^Explained from a real run of the program \(9 steps recorded\): it printed 1 line and crashed on line 2 with ZeroDivisionError\. It defines `divide`\./,
    );
    expect(steps(e, 'What happened when it ran')).toContain(
      '5: `print(divide(1, 0))`: calls `divide(1, 0)`, which does not finish (told below).',
    );
    expect(steps(e, 'What it printed')).toEqual(['4: `2.0`']);
    expect(steps(e, 'How it ended')).toEqual([
      '2: The program stops on line 2 with ZeroDivisionError: division by zero, inside `divide(1, 0)`, called from line 5. The values on that line: `a` is `1`, `b` is `0`. Nothing after it runs.',
    ]);
    expect(e.markdown).toContain('## What happened when it ran');
  });
});
