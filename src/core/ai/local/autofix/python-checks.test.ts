import { describe, expect, it } from 'vitest';
import { nodeRuffWasm } from '../../node/ruff-wasm';
import { autoFix } from './autofix';
import { pythonChecks, pythonSyntaxProblem } from './python-checks';
import { pythonProblems, pythonSyntaxError, ruffReport, ruffWorkspace } from './ruff';

const lines = (...rows: string[]) => `${rows.join('\n')}\n`;

/** The [rule, line] pairs the editor's own checks find. */
const found = (code: string) => pythonChecks(code).map((d) => [d.rule, d.line]);

/** The one finding of `rule`, with its message. */
function only(code: string, rule: string) {
  const matches = pythonChecks(code).filter((d) => d.rule === rule);
  expect(matches).toHaveLength(1);
  return matches[0];
}

async function syntaxProblem(code: string) {
  const ws = await ruffWorkspace(nodeRuffWasm);
  const error = pythonSyntaxError(ws, code);
  expect(error).toBeDefined();
  return error ? pythonSyntaxProblem(code, error) : undefined;
}

describe('python/missing-argument and python/too-many-arguments', () => {
  const greet = lines('def greet(name, greeting):', '    return greeting + name', '');

  it('names a call with too few arguments, with the parameters', () => {
    const d = only(`${greet}print(greet("Bob"))\n`, 'python/missing-argument');
    expect(d).toMatchObject({ line: 4 });
    expect(d?.message).toBe(
      '`greet` needs 2 arguments (name, greeting) but gets 1 here: Python will stop with a TypeError. Add `greeting`.',
    );
  });

  it('names a class built with too few arguments for its __init__', () => {
    const code = lines(
      'class Book:',
      '    def __init__(self, title, pages):',
      '        self.title = title',
      'b = Book("Dune")',
    );
    expect(only(code, 'python/missing-argument')?.message).toContain('`Book(...)` needs 2');
  });

  it('names a call with too many arguments', () => {
    const code = lines('def area(side):', '    return side * side', 'print(area(3, 4))');
    expect(found(code)).toEqual([['python/too-many-arguments', 3]]);
  });

  it('accepts defaults, keywords, *args, **kwargs and decorated functions', () => {
    const code = lines(
      'import functools',
      'def greet(name, greeting="Hi", *, end="!"):',
      '    return greeting + name + end',
      'def total(*numbers, **options):',
      '    return sum(numbers)',
      '@functools.cache',
      'def square(n):',
      '    return n * n',
      'args = ["a", "b"]',
      'print(greet("Ada"), greet(name="Bo", end="?"), greet(*args), total(1, 2, 3, x=1))',
    );
    expect(found(code)).toEqual([]);
  });

  it('leaves a name that is not the function at the call alone', () => {
    const code = lines(
      'def greet(name, greeting):',
      '    return greeting + name',
      'def main(greet):',
      '    return greet("Bob")',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('python/off-by-one', () => {
  it('names range(len(x) + 1) used to index x', () => {
    const code = lines(
      'names = ["a", "b"]',
      'for i in range(len(names) + 1):',
      '    print(names[i])',
    );
    expect(only(code, 'python/off-by-one')).toMatchObject({ line: 2 });
  });

  it('names while i <= len(x) and x[len(x)]', () => {
    const code = lines(
      'xs = [1]',
      'i = 0',
      'while i <= len(xs):',
      '    print(xs[i])',
      '    i += 1',
    );
    expect(found(code)).toEqual([['python/off-by-one', 3]]);
    expect(found('xs = [1]\nprint(xs[len(xs)])\n')).toEqual([['python/off-by-one', 2]]);
  });

  it('accepts range(len(x)), range(1, len(x) + 1) without indexing, and x[len(x) - 1]', () => {
    const code = lines(
      'xs = [1, 2]',
      'for i in range(len(xs)):',
      '    print(xs[i])',
      'for n in range(1, len(xs) + 1):',
      '    print(n)',
      'print(xs[len(xs) - 1])',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('python/float-index', () => {
  it('names `/` in an index and a float passed to range()', () => {
    const d = only('xs = [1, 2, 3]\nmid = xs[len(xs) / 2]\n', 'python/float-index');
    expect(d?.message).toContain('`len(xs) // 2`');
    expect(found('n = 10\nhalf = n / 2\nfor i in range(half):\n    print(i)\n')).toEqual([
      ['python/float-index', 3],
    ]);
  });

  it('accepts `//`, int() and floats used as floats', () => {
    const code = lines(
      'xs = [1, 2, 3]',
      'print(xs[len(xs) // 2], xs[int(len(xs) / 2)])',
      'avg = sum(xs) / len(xs)',
      'print(avg * 2)',
      'd = {0.5: "half"}',
      'print(d[1 / 2])',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('python/input-not-number', () => {
  it('names text from input() compared with a number', () => {
    const d = only(
      'age = input("Age? ")\nif age >= 18:\n    print("ok")\n',
      'python/input-not-number',
    );
    expect(d).toMatchObject({ line: 2 });
    expect(d?.message).toContain('`age = int(input(...))`');
    expect(found('print(input("n? ") + 1)\n')).toEqual([['python/input-not-number', 1]]);
  });

  it('accepts input() converted, or compared with text', () => {
    const code = lines(
      'age = int(input("Age? "))',
      'name = input("Name? ")',
      'if age >= 18 and name == "Bo":',
      '    print(name + "!")',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('python/str-plus-int', () => {
  it('names text + a number', () => {
    const d = only('age = 12\nprint("I am " + age + " years old")\n', 'python/str-plus-int');
    expect(d?.message).toContain('`str(age)`');
    expect(found('print(len("abc") + "!")\n')).toEqual([['python/str-plus-int', 1]]);
  });

  it('accepts str(), numbers added to numbers, and names of unknown type', () => {
    const code = lines(
      'age = 12',
      'print("I am " + str(age), age + 1)',
      'def show(x):',
      '    return "x = " + x',
      'for n in [1, 2]:',
      '    print("n" + n)',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('python/none-result', () => {
  it('names x = x.sort() and printing an append', () => {
    expect(only('xs = [3, 1]\nxs = xs.sort()\n', 'python/none-result')?.message).toContain(
      '`xs = sorted(xs)`',
    );
    expect(found('xs = [1]\nprint(xs.append(2))\n')).toEqual([['python/none-result', 2]]);
  });

  it('accepts sorted(), sort() on its own line and pop()', () => {
    const code = lines('xs = [3, 1]', 'xs.sort()', 'ys = sorted(xs)', 'last = xs.pop()');
    expect(found(code)).toEqual([]);
  });
});

describe('python/method-not-called', () => {
  it('names a question method without brackets', () => {
    const code = 'code = "12"\nif code.isdigit:\n    print(code)\n';
    expect(only(code, 'python/method-not-called')?.message).toBe(
      '`code.isdigit` without brackets is the method itself, not its answer, and it always counts as true. Call it: `code.isdigit()`.',
    );
    expect(found('name = "ab"\nprint(name.upper)\n')).toEqual([['python/method-not-called', 2]]);
  });

  it('accepts calls, attributes named like methods and methods passed as functions', () => {
    const code = lines(
      'class Book:',
      '    def __init__(self, title):',
      '        self.title = title',
      '        self.upper = 10',
      'b = Book("x")',
      'print(b.title, b.upper, "ab".isdigit())',
      'words = ["b", "A"]',
      'print(sorted(words, key=str.lower), list(map(str.upper, words)))',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('python/or-constant', () => {
  it('names x == a or b', () => {
    const d = only('x = "y"\nif x == "y" or "yes":\n    print(x)\n', 'python/or-constant');
    expect(d?.message).toContain('`x in ("y", "yes")`');
  });

  it('accepts each value compared, and or with a default', () => {
    const code = lines('x = 1', 'if x == 1 or x == 2:', '    print(x)', 'name = "" or "nobody"');
    expect(found(code)).toEqual([]);
  });
});

describe('python/str-item-assign', () => {
  it('names an assignment to an index of a string', () => {
    const d = only('word = "hello"\nword[0] = "H"\n', 'python/str-item-assign');
    expect(d?.message).toContain('`word = "H" + word[1:]`');
  });

  it('accepts an assignment to an index of a list', () => {
    expect(found('letters = list("hello")\nletters[0] = "H"\n')).toEqual([]);
  });
});

describe('python/missing-self', () => {
  it('names a method without self', () => {
    const code = lines('class Dog:', '    def bark():', '        print("Woof")');
    expect(only(code, 'python/missing-self')?.message).toBe(
      'The method `bark` has no `self`, so calling it on an object stops with a TypeError. Write `def bark(self):`.',
    );
    const other = lines('class Dog:', '    def rename(name):', '        self.name = name');
    expect(found(other)).toEqual([['python/missing-self', 2]]);
  });

  it('accepts self, static methods and functions inside methods', () => {
    const code = lines(
      'class Dog:',
      '    def bark(self):',
      '        def helper():',
      '            return 1',
      '        return helper()',
      '    @staticmethod',
      '    def kind():',
      '        return "dog"',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('python/unreachable', () => {
  it('names the first line after a return in the same block', () => {
    const code = lines('def f(n):', '    return n', '    print(n)', '    print(2)');
    const d = only(code, 'python/unreachable');
    expect(d).toMatchObject({ line: 3 });
    expect(d?.message).toContain('the `return` on line 2');
  });

  it('accepts a return inside an if, followed by more code outside it', () => {
    const code = lines(
      'def f(n):',
      '    if n:',
      '        return 1',
      '    print(n)',
      '    for i in range(3):',
      '        if i:',
      '            break',
      '    return 0',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('python/infinite-loop', () => {
  it('names a while loop whose condition never changes', () => {
    const code = lines('count = 0', 'while count < 3:', '    print(count)');
    expect(only(code, 'python/infinite-loop')?.message).toContain('`count += 1`');
    expect(found('xs = [1]\ni = 0\nwhile i < len(xs):\n    print(xs[i])\n')).toEqual([
      ['python/infinite-loop', 3],
    ]);
    expect(found('while True:\n    print("hi")\n')).toEqual([['python/infinite-loop', 1]]);
  });

  it('accepts loops that change their condition, break, or call something that may', () => {
    const code = lines(
      'count = 0',
      'while count < 3:',
      '    count += 1',
      'stack = [1, 2]',
      'while stack:',
      '    stack.pop()',
      'x, y = 0, 5',
      'while x < y:',
      '    x, y = x + 1, y - 1',
      'while True:',
      '    if input() == "q":',
      '        break',
      'items = []',
      'def fill(xs):',
      '    xs.append(1)',
      'while len(items) < 3:',
      '    fill(items)',
      'done = False',
      'def finish():',
      '    global done',
      '    done = True',
      'while not done:',
      '    finish()',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('python/plus-equals', () => {
  it('names =+ and =- written for += and -=', () => {
    expect(only('total = 0\ntotal =+ 5\n', 'python/plus-equals')?.message).toBe(
      '`total =+ 5` sets `total` to `+5`. To add to it, write `total += 5`.',
    );
    expect(found('n = 3\nn =- 1\n')).toEqual([['python/plus-equals', 2]]);
  });

  it('accepts += and a negative number', () => {
    expect(found('total = 0\ntotal += 5\nn = -1\nm =-1\n')).toEqual([]);
  });
});

describe('python/misspelled-name', () => {
  it('names a misspelled name used the same everywhere, once, where it is first set', () => {
    const code = lines('word = "abc"', 'lenght = len(word)', 'print(lenght)', 'lenght = 2');
    const d = only(code, 'python/misspelled-name');
    expect(d).toMatchObject({ line: 2 });
    expect(d?.message).toContain('misspelling of `length`');
    expect(found('def area(widht, height):\n    return widht * height\n')).toEqual([
      ['python/misspelled-name', 1],
    ]);
    expect(found('max_lenght = 3\nprint(max_lenght)\n')).toEqual([['python/misspelled-name', 1]]);
  });

  it('accepts correct names, and a misspelling whose fix is already taken', () => {
    expect(found('length = 3\nwidth = 2\nprint(length * width)\n')).toEqual([]);
    expect(found('length = 3\nlenght = 2\nprint(length, lenght)\n')).toEqual([]);
  });
});

describe('python/for-over-number', () => {
  it('names a for loop over len() or a number', () => {
    expect(
      only('xs = [1]\nfor i in len(xs):\n    print(i)\n', 'python/for-over-number')?.message,
    ).toContain('`range(len(xs))`');
    expect(found('n = 5\nfor i in n:\n    print(i)\n')).toEqual([['python/for-over-number', 2]]);
  });

  it('accepts range() and lists', () => {
    expect(
      found('xs = [1]\nfor i in range(len(xs)):\n    print(i)\nfor x in xs:\n    print(x)\n'),
    ).toEqual([]);
  });
});

describe('python/js-method', () => {
  it('names push and length on a list', () => {
    expect(only('xs = [1]\nxs.push(2)\n', 'python/js-method')?.message).toContain(
      '`xs.append(...)`',
    );
    expect(found('name = "Bo"\nprint(name.length)\n')).toEqual([['python/js-method', 2]]);
  });

  it('accepts a class of the program with a push method', () => {
    const code = lines(
      'class Stack:',
      '    def __init__(self):',
      '        self.items = []',
      '    def push(self, x):',
      '        self.items.append(x)',
      's = Stack()',
      's.push(1)',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('python/missing-return', () => {
  it('names a function whose result is used but that returns nothing', () => {
    const code = lines(
      'def average(xs):',
      '    result = sum(xs) / len(xs)',
      '',
      'avg = average([1, 2])',
    );
    expect(only(code, 'python/missing-return')?.message).toBe(
      '`average` never returns a value, so `average([1, 2])` on line 4 gives None. Add `return result` at the end of `average`.',
    );
  });

  it('accepts functions that return or yield, stubs, and results that are not used', () => {
    const code = lines(
      'def double(n):',
      '    return n * 2',
      'def count(n):',
      '    yield n',
      'def todo():',
      '    raise NotImplementedError',
      'def show(n):',
      '    print(n)',
      'show(double(2))',
      'print(list(count(3)))',
      'x = todo',
    );
    expect(found(code)).toEqual([]);
  });
});

describe('Python syntax errors in plain words', () => {
  it('names an assignment in a condition: did you mean ==?', async () => {
    const d = await syntaxProblem('x = 1\nif x = 2:\n    print(x)\n');
    expect(d).toMatchObject({ rule: 'python/cond-assign', line: 2 });
    expect(d?.message).toContain('`if x == 2:`');
  });

  it('names indentation mistakes', async () => {
    expect(await syntaxProblem('x = 1\n    print(x)\n')).toMatchObject({
      rule: 'python/unexpected-indent',
      line: 2,
    });
    expect(await syntaxProblem('def f():\nprint(1)\n')).toMatchObject({
      rule: 'python/expected-indent',
      line: 2,
    });
    expect(await syntaxProblem('if True:\n    print(1)\n  print(2)\n')).toMatchObject({
      rule: 'python/unindent-mismatch',
      line: 3,
    });
  });

  it('names Python 2 print, a missing colon, else if, && and ++', async () => {
    expect(await syntaxProblem('print "hi", x\n')).toMatchObject({
      rule: 'python/print-statement',
      message: 'In Python 3, print needs brackets: `print("hi", x)`.',
    });
    expect(await syntaxProblem('for i in range(3)\n    print(i)\n')).toMatchObject({
      rule: 'python/missing-colon',
      line: 1,
    });
    expect(await syntaxProblem('x = 1\nif x:\n    pass\nelse if x:\n    pass\n')).toMatchObject({
      rule: 'python/else-if',
      line: 4,
    });
    expect((await syntaxProblem('a = 1\nif a > 0 && a < 3:\n    pass\n'))?.message).toContain(
      '`and`',
    );
    expect((await syntaxProblem('i = 0\ni++\n'))?.message).toBe(
      'Python has no `++`: write `i += 1`.',
    );
  });

  it('keeps Ruff’s words for other syntax errors', async () => {
    expect(await syntaxProblem('def f(:\n  pass\n')).toMatchObject({ rule: 'syntax', line: 1 });
  });
});

describe('Ruff findings in plain words, with the checks', () => {
  it('names a function called before its def', async () => {
    const ws = await ruffWorkspace(nodeRuffWasm);
    const problems = pythonProblems(ws, 'print(square(4))\n\n\ndef square(n):\n    return n * n\n');
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'python/used-before-def',
        line: 1,
        message:
          '`square` is used here but only defined on line 4: Python runs from top to bottom, so move this line below that definition.',
      }),
    ]);
  });

  it('names a missing global once, and lowercase true as Python spells it', async () => {
    const ws = await ruffWorkspace(nodeRuffWasm);
    const code = 'clicks = 0\n\n\ndef click():\n    clicks += 1\n\n\nok = true\n';
    expect(pythonProblems(ws, code).map((d) => [d.rule, d.line, d.message])).toEqual([
      [
        'ruff/F823',
        5,
        "`clicks` is changed inside this function but was made outside it, so Python stops with an UnboundLocalError. Add `global clicks` as the function's first line, or pass it in and return it.",
      ],
      ['ruff/F821', 8, 'Python writes `True` with a capital letter, not `true`.'],
    ]);
  });

  it('names what Auto-Fix fixes only when asked for the code as written', async () => {
    const ws = await ruffWorkspace(nodeRuffWasm);
    const code = 'x = 3\nif x is 3:\n    print(x)\n';
    expect(pythonProblems(ws, code).map((d) => d.rule)).toEqual(['ruff/F632']);
    expect(ruffReport(ws, code)).toEqual([]);
  });

  it('lists the checks in Auto-Fix’s "left for you"', async () => {
    const result = await autoFix(
      'scores = [3, 1]\nscores = scores.sort()\n',
      'python',
      {},
      { ruffWasm: nodeRuffWasm },
    );
    expect(result.remaining).toEqual([
      expect.objectContaining({ rule: 'python/none-result', line: 2 }),
    ]);
    expect(result.explanation).toContain('left for you');
  });
});
