import { describe, expect, it, vi } from 'vitest';
import { nodeRuffWasm } from '../node/ruff-wasm';
import type { CodeExplanation } from '../types';
import { explainCode } from './explain';
import { floatRepr } from './explain-py';

// The first call loads ESLint or Ruff, which takes seconds while other test files run.
vi.setConfig({ testTimeout: 30_000 });

const tools = { ruffWasm: nodeRuffWasm };

/** Every step as 'line: text', in order, section by section. */
function steps(e: CodeExplanation, title?: string): string[] {
  return e.sections
    .filter((s) => !title || s.title === title)
    .flatMap((s) => s.steps.map((step) => `${step.line}: ${step.text}`));
}

const order = (e: CodeExplanation) => steps(e, 'What it does, in order');

describe('explain, JavaScript', () => {
  const program = [
    'function add(a, b) {', // 1
    '  return a + b;',
    '}',
    '',
    'const total = add(2, 3);', // 5
    'console.log("Total:", total);',
    'const half = add(4);',
    'console.log(half);',
    'let count = 0;',
    'for (let i = 0; i < 3; i++) {', // 10
    '  count += i;',
    '  console.log(i);',
    '}',
    'console.log(count);',
    'let x = 1;', // 15
    'if (x = 2) {',
    '  console.log("two");',
    '}',
    '',
  ].join('\n');

  it('says what each function returns and what each line prints, in order, with the values', async () => {
    const e = await explainCode(program, 'javascript');
    expect(e.stepByStep).toBe(true);
    expect(e.sections.map((s) => s.title)).toEqual([
      'What it reads',
      'Functions',
      'What it does, in order',
    ]);
    expect(steps(e, 'What it reads')).toEqual([
      '1: `add` receives `a` and `b` each time it is called.',
    ]);
    expect(steps(e, 'Functions')).toEqual([
      '1: `add(a, b)` takes `a` and `b` and returns `a + b`.',
    ]);
    const said = order(e);
    expect(said.slice(0, 4)).toEqual([
      '5: `total` is set to `add(2, 3)`, which is `5`.',
      '6: Prints `Total: 5`.',
      '7: `half` is set to `add(4)`, which is `NaN` (not a number). Note: `add` takes 2 values but is given 1, so the missing one is `undefined`.',
      '8: Prints `NaN`.',
    ]);
    expect(said).toContain(
      '10: Repeats with `i` counting up from `0` by 1 while `i < 3` (3 times); each time it runs:',
    );
    expect(said).toContain('10: In all, this prints 3 lines: `0`, `1`, `2`.');
    expect(said).toContain('14: Prints `3`.');
    // The condition assigns 2 (truthy), so "two" is printed: the explanation follows JavaScript.
    expect(said).toContain('16: If `x = 2`:');
    expect(said).toContain('16: In all, this prints `two`.');
    expect(e.summary).toMatch(/^This program defines 1 function and prints 7 lines\./);
  });

  it("lists each problem with its line, from the engine's diagnosis", async () => {
    const e = await explainCode(program, 'javascript');
    const condition = e.problems.find((p) => p.line === 16);
    expect(condition?.message).toMatch(/===/);
    expect(e.summary).toMatch(/problems? to look at/);
    expect(e.markdown).toContain('## Problems');
    expect(e.markdown).toContain(`- Line 16: ${condition?.message}`);
  });

  it('runs loops over arrays, recursion and string methods to the values they print', async () => {
    const e = await explainCode(
      [
        'const nums = [4, 1, 3];',
        'let sum = 0;',
        'for (const n of nums) {',
        '  sum += n;',
        '}',
        'function fact(n) {',
        '  return n <= 1 ? 1 : n * fact(n - 1);',
        '}',
        'console.log(`sum ${sum}, 5! = ${fact(5)}`, "ok".toUpperCase(), nums);',
      ].join('\n'),
      'javascript',
    );
    const said = order(e);
    expect(said).toContain('3: For each `n` in `nums` (3 items), it runs:');
    expect(said).toContain('9: Prints `sum 8, 5! = 120 OK [ 4, 1, 3 ]`.');
  });

  it('never guesses a value that depends on what the user types', async () => {
    const e = await explainCode(
      [
        'const n = Number(prompt("A number?"));',
        'if (n > 3) {',
        '  console.log("big");',
        '}',
        'console.log(n * 2);',
      ].join('\n'),
      'javascript',
    );
    expect(steps(e, 'What it reads')).toEqual([
      '1: It asks the user to type an answer: `prompt("A number?")`.',
    ]);
    const said = order(e);
    expect(said).toContain('2: If `n > 3`:');
    expect(said).toContain('5: Prints the value of `n * 2`.');
    expect(said.join('\n')).not.toMatch(/true here|false here|Prints `\d/);
    expect(e.summary).toContain('asks the user for input');
  });

  it('says where the program stops with an error, and what it printed first', async () => {
    const e = await explainCode(
      ['let user;', 'console.log("start");', 'console.log(user.name);', 'console.log("end");'].join(
        '\n',
      ),
      'javascript',
    );
    const said = order(e);
    expect(said).toContain(
      "3: Prints the value of `user.name`. Here the program stops with TypeError: `Cannot read properties of undefined (reading 'name')`. Nothing after it runs.",
    );
    expect(said).toContain('4: Prints `end`.');
    expect(e.summary).toContain('It stops with an error on line 3');
  });

  it('follows JavaScript where a beginner may not expect it: var belongs to the function', async () => {
    const e = await explainCode(
      'var x = 1;\nif (x > 0) {\n  var x = 2;\n}\nconsole.log(x);\n',
      'javascript',
    );
    expect(order(e)).toContain('5: Prints `2`.');
  });

  it('explains TypeScript once its types are stripped, on the same lines', async () => {
    const e = await explainCode(
      [
        'interface Point {',
        '  x: number;',
        '}',
        'function double(n: number): number {',
        '  return n * 2;',
        '}',
        'const p: Point = { x: 1 };',
        'console.log(double(21));',
      ].join('\n'),
      'typescript',
    );
    expect(steps(e, 'Functions')).toEqual(['4: `double(n)` takes `n` and returns `n * 2`.']);
    expect(order(e)).toContain('8: Prints `42`.');
  });

  it('names a syntax error and explains no steps', async () => {
    const e = await explainCode('let a = 1;\nlet b = (;\n', 'javascript');
    expect(e.summary).toMatch(/syntax error on line 2/);
    expect(e.problems[0]).toMatchObject({ rule: 'syntax', line: 2 });
    expect(order(e)).toEqual([]);
  });
});

describe('explain, Python', () => {
  const program = [
    'def add(a, b):', // 1
    '    """Add two numbers."""',
    '    return a + b',
    '',
    '',
    'def describe(total):', // 6
    '    if total > 10:',
    '        return "large"',
    '    return "small"',
    '',
    '',
    'name = input("Name? ")', // 12
    'total = add(2, 3)',
    'print("Total:", total, describe(total))',
    'for i in range(3):', // 15
    '    print(i * 2)',
    'print(f"Hi {name}")',
    'age = input("Age? ")', // 18
    'print(age + 1)',
    'print("never")',
    '',
  ].join('\n');

  it('says what it reads, what each function returns and what each line prints', async () => {
    const e = await explainCode(program, 'python', tools);
    expect(steps(e, 'What it reads')).toEqual([
      '1: `add` receives `a` and `b` each time it is called.',
      '6: `describe` receives `total` each time it is called.',
      '12: It asks the user to type something: `input("Name? ")`. What they type is text (a `str`).',
      '18: It asks the user to type something: `input("Age? ")`. What they type is text (a `str`).',
    ]);
    expect(steps(e, 'Functions')).toEqual([
      '1: `add(a, b)` (its docstring: “Add two numbers.”) takes `a` and `b` and returns `a + b`.',
      '6: `describe(total)` takes `total`. It returns one of `"large"` and `"small"`, depending on the checks. Step by step:',
      '7: If `total > 10`:',
      '8: Returns `"large"`.',
      '9: Returns `"small"`.',
    ]);
    const said = order(e);
    expect(said).toEqual([
      '12: Asks the user to type something (`input("Name? ")`) and keeps the answer, as text, in `name`.',
      '13: `total` is set to `add(2, 3)`, which is `5`.',
      '14: Prints `Total: 5 small`.',
      '15: Repeats with `i` taking each number of `range(3)`, from 0 up to `3` minus 1 (3 times); each time it runs:',
      '16: Prints the value of `i * 2`.',
      '15: In all, this prints 3 lines: `0`, `2`, `4`.',
      '17: Prints the value of `f"Hi {name}"`.',
      '18: Asks the user to type something (`input("Age? ")`) and keeps the answer, as text, in `age`.',
      '19: Prints the value of `age + 1`. Here the program stops with TypeError: `can only concatenate str (not "int") to str`. Nothing after it runs. Note: text (a `str`) and a number do not mix: turn the text into a number with `int(…)` or `float(…)`, or the number into text with `str(…)`.',
      '20: Prints `never`.',
    ]);
    expect(e.summary).toMatch(
      /^This program defines 2 functions, asks the user for input and prints its results\. It stops with an error on line 19/,
    );
  });

  it("lists each problem with its line, from the engine's diagnosis", async () => {
    const e = await explainCode(program, 'python', tools);
    expect(e.problems.some((p) => p.line === 19)).toBe(true);
  });

  it('prints numbers the way Python does', async () => {
    const e = await explainCode(
      'print(7 / 2, 4 / 2, 10 // 3, 2 ** 10, -7 // 2, 0.1 + 0.2, 10 % 3, -7 % 3, True + 1)\n',
      'python',
      tools,
    );
    expect(order(e)).toEqual(['1: Prints `3.5 2.0 3 1024 -4 0.30000000000000004 1 2 2`.']);
    expect(floatRepr(1e16)).toBe('1e+16');
    expect(floatRepr(0.00001)).toBe('1e-05');
    expect(floatRepr(123.0)).toBe('123.0');
    expect(floatRepr(-0)).toBe('-0.0');
  });

  it('names an off-by-one IndexError after what was printed', async () => {
    const e = await explainCode(
      'nums = [1, 2, 3]\nfor i in range(len(nums) + 1):\n    print(nums[i])\n',
      'python',
      tools,
    );
    expect(order(e)).toContain(
      '2: Repeats with `i` taking each number of `range(len(nums) + 1)`, from 0 up to `len(nums) + 1` minus 1 (4 times); each time it runs — prints 3 lines: `1`, `2`, `3`, then here the program stops with IndexError: `list index out of range`. Nothing after it runs.',
    );
  });

  it('explains no steps for code Python cannot read (a bad indent), and names the line', async () => {
    const e = await explainCode(
      'temperature = 25\nif temperature > 20:\n    print("warm")\n  print("t-shirt")\n',
      'python',
      tools,
    );
    expect(e.summary).toMatch(/^The code has a syntax error on line 4, so it cannot run yet\./);
    expect(order(e)).toEqual([]);
    expect(e.problems.map((p) => p.line)).toContain(4);
  });

  it('follows Python: a default list is made once, and a function exists only after its def', async () => {
    const e = await explainCode(
      [
        'print(square(3))',
        '',
        'def square(n):',
        '    return n * n',
        '',
        'def add_item(item, items=[]):',
        '    items.append(item)',
        '    return items',
        '',
        'print(add_item(1))',
        'print(add_item(2))',
        'print(square(4))',
      ].join('\n'),
      'python',
      tools,
    );
    expect(order(e)).toEqual([
      '1: Prints the value of `square(3)`.',
      '10: Prints `[1]`.',
      '11: Prints `[1, 2]`.',
      '12: Prints `16`.',
    ]);
  });

  it('names a missing argument', async () => {
    const e = await explainCode(
      'def add(a, b):\n    return a + b\n\nprint(add(1))\n',
      'python',
      tools,
    );
    expect(order(e)).toEqual([
      "4: Prints the value of `add(1)`. Here the program stops with TypeError: `add() missing 1 required positional argument: 'b'`. Nothing after it runs.",
    ]);
  });

  it('knows text is never equal to a number', async () => {
    const e = await explainCode(
      'answer = input("2 + 2? ")\nif answer == 4:\n    print("right")\nelse:\n    print("wrong")\n',
      'python',
      tools,
    );
    const said = order(e);
    expect(e.summary).toMatch(/^This program asks the user for input and prints 1 line\./);
    expect(said).toContain('2: If `answer == 4` (false here):');
    expect(said).toContain('2: In all, this prints `wrong`.');
    expect(said).toContain(
      '2: Note: text is never equal to a number (`"5" == 5` is `False`): convert one of them first.',
    );
  });

  it('explains a class and the loops and conditions inside a function', async () => {
    const e = await explainCode(
      [
        'class Cart:',
        '    def __init__(self):',
        '        self.items = []',
        '',
        '    def total(self):',
        '        sum = 0',
        '        for item in self.items:',
        '            sum += item',
        '        return sum',
        '',
      ].join('\n'),
      'python',
      tools,
    );
    expect(steps(e, 'Functions')).toEqual([
      '1: The class `Cart` is a blueprint for objects, with `__init__()` and `total()`.',
      '2: `__init__` runs when an object is made with `Cart(…)`:',
      '3: `self.items` is set to `[]`.',
      '5: `total(self)` takes nothing. It returns `sum`. Step by step:',
      '6: `sum` is set to `0`.',
      '7: For each `item` in `self.items`, it runs:',
      '8: Adds `item` to `sum`.',
      '9: Returns `sum`.',
    ]);
    expect(order(e)).toEqual(['1: Nothing runs: the code only defines things.']);
  });
});

describe('explain, other languages', () => {
  it('gives the structure and says which languages are explained step by step', async () => {
    const e = await explainCode(
      '#include <iostream>\n\nint square(int n) {\n  return n * n;\n}\n\nint main() {\n  std::cout << square(4);\n}\n',
      'cpp',
    );
    expect(e.stepByStep).toBe(false);
    expect(e.summary).toContain(
      'Step-by-step explanation is for JavaScript, TypeScript and Python.',
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
