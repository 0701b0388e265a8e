import { parser } from '@lezer/python';
import { describe, expect, it } from 'vitest';
import builtinsStub from 'pyright/dist/typeshed-fallback/stdlib/builtins.pyi?raw';
import typingStub from 'pyright/dist/typeshed-fallback/stdlib/typing.pyi?raw';
import { applyEdit } from '../../diagnose/corpus';
import { TYPESHED } from './context';
import { pythonRuleFindings } from '.';

const fixtures = import.meta.glob('../../diagnose/__fixtures__/python/*.py', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** `family:line` of each finding. */
function families(code: string): string[] {
  return pythonRuleFindings(code).map((d) => `${d.family}:${d.line}`);
}

/** The findings with the text their edit puts in. */
function find(code: string) {
  return pythonRuleFindings(code).map((d) => ({
    family: d.family,
    line: d.line,
    edit: d.edit?.text,
  }));
}

/** The program after the edit of its one finding. */
function fixed(code: string): string {
  const found = pythonRuleFindings(code);
  expect(found).toHaveLength(1);
  const edit = found[0]?.edit;
  expect(edit).toBeDefined();
  return edit ? applyEdit(code, edit) : code;
}

const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('reset-in-loop', () => {
  it('names a total, a list, a set and text set back inside for and while loops', () => {
    expect(
      families(
        lines(
          'def total_of(numbers):',
          '    for n in numbers:',
          '        total = 0',
          '        total = total + n',
          '    return total',
        ),
      ),
    ).toEqual(['reset-in-loop:3']);
    expect(
      families(
        lines(
          'words = ["a", "b"]',
          'i = 0',
          'while i < len(words):',
          '    result = []',
          '    result.append(words[i])',
          '    i += 1',
          'print(result)',
          'for w in words:',
          '    s = ""',
          '    s += w',
          'print(s)',
          'for w in words:',
          '    seen = set()',
          '    seen.add(w)',
          'print(len(seen))',
        ),
      ),
    ).toEqual(['reset-in-loop:4', 'reset-in-loop:9', 'reset-in-loop:13']);
  });

  it('removes the line when the same start is already set before the loop', () => {
    const code = lines(
      'prices = [2, 3]',
      'total = 0',
      'for p in prices:',
      '    total = 0',
      '    total += p',
      'print(total)',
    );
    expect(find(code)).toEqual([{ family: 'reset-in-loop', line: 4, edit: '' }]);
    expect(fixed(code)).toBe(
      lines('prices = [2, 3]', 'total = 0', 'for p in prices:', '    total += p', 'print(total)'),
    );
  });

  it('stays quiet on a total per row, a value built and used in each pass, and the last try kept', () => {
    expect(
      families(
        lines(
          'grid = [[1, 2], [3, 4]]',
          'for row in grid:',
          '    total = 0',
          '    for x in row:',
          '        total += x',
          '    print(total)',
          'for name in ["a", "b"]:',
          '    greeting = "Hello "',
          '    greeting += name',
          '    print(greeting)',
          'for attempt in range(3):',
          '    errors = 0',
          '    errors += attempt',
          '    if errors == 0:',
          '        break',
          'print(errors, greeting, total)',
        ),
      ),
    ).toEqual([]);
    expect(
      families(
        lines(
          'rows = []',
          'for n in range(3):',
          '    parts = []',
          '    parts.append(n)',
          '    rows.append(parts)',
          'total = 0',
          'for n in range(3):',
          '    total += n',
          'print(rows, total)',
        ),
      ),
    ).toEqual([]);
  });
});

describe('loop-never-runs', () => {
  it('names a range counting up from past its end, and adds the step -1', () => {
    const code = lines('n = 10', 'for i in range(n, 0):', '    print(i)');
    expect(find(code)).toEqual([{ family: 'loop-never-runs', line: 2, edit: ', -1' }]);
    expect(fixed(code)).toBe(lines('n = 10', 'for i in range(n, 0, -1):', '    print(i)'));
    expect(
      families(
        lines(
          'names = ["a"]',
          'def back():',
          '    for i in range(len(names), 0):',
          '        print(names[i])',
          'for k in range(0, 10, -1):',
          '    print(k)',
        ),
      ),
    ).toEqual(['loop-never-runs:3', 'loop-never-runs:5']);
  });

  it('names a while whose test is false with the values set just before it', () => {
    expect(
      families(
        lines(
          'i = 0',
          'while i > 10:',
          '    i += 1',
          'def f():',
          '    done = True',
          '    print("start")',
          '    while not done:',
          '        done = True',
        ),
      ),
    ).toEqual(['loop-never-runs:2', 'loop-never-runs:7']);
  });

  it('stays quiet on loops that run, and on values it cannot be sure of', () => {
    expect(
      families(
        lines(
          'for i in range(10, 0, -1):',
          '    print(i)',
          'for i in range(0, 10):',
          '    print(i)',
          'countdown = 5',
          'while countdown > 0:',
          '    countdown -= 1',
          'answer = ""',
          'while answer != "quit":',
          '    answer = input()',
          'def f(n):',
          '    for i in range(n, 0):',
          '        print(i)',
        ),
      ),
    ).toEqual([]);
    expect(
      families(
        lines(
          'i = 0',
          'i = int(input())',
          'while i > 10:',
          '    i -= 1',
          'x = 0',
          'for y in range(3):',
          '    x = y',
          'while x > 1:',
          '    x -= 1',
        ),
      ),
    ).toEqual([]);
  });
});

describe('shared-row-list', () => {
  it('names one row repeated and then changed, and makes a new row for each', () => {
    const code = lines('grid = [[0] * 3] * 3', 'grid[0][1] = 5', 'print(grid)');
    expect(find(code)).toEqual([
      { family: 'shared-row-list', line: 1, edit: '[[0] * 3 for _ in range(3)]' },
    ]);
    expect(
      families(
        lines(
          'n = 3',
          'buckets = [[]] * n',
          'buckets[0].append(5)',
          'w, h = 3, 2',
          'board = [[None] * w] * h',
          'for row in board:',
          '    row[0] = "x"',
          'people = [{}] * 3',
          'people[0]["name"] = "Ada"',
          'def make_grid(size):',
          '    return [[0] * size] * size',
          'g = make_grid(4)',
          'g[1][1] = 9',
        ),
      ),
    ).toEqual([
      'shared-row-list:2',
      'shared-row-list:5',
      'shared-row-list:8',
      'shared-row-list:11',
    ]);
  });

  it('stays quiet on rows made one by one, rows of numbers, and a grid only read', () => {
    expect(
      families(
        lines(
          'board = [[0] * 3 for _ in range(3)]',
          'board[0][0] = 1',
          'row = [0] * 3',
          'row[0] = 1',
          'empty = [[]] * 3',
          'print(empty)',
          'grid = [[0] * 2] * 2',
          'grid[0] = [1, 2]',
          'print(grid)',
        ),
      ),
    ).toEqual([]);
  });
});

describe('result-discarded', () => {
  it('names a text method, a builtin and arithmetic whose result is thrown away', () => {
    expect(
      find(
        lines(
          'name = input("Name? ")',
          'name.strip()',
          's = str(42)',
          's.replace("4", "5")',
          'xs = [3, 1, 2]',
          'sorted(xs)',
          'reversed(xs)',
          'xs + [4]',
          'price = 2.567',
          'round(price, 2)',
          'answer = input()',
          'int(answer)',
          'for w in ["a", "b"]:',
          '    w.title()',
          '    print(w)',
          '"hi".upper()',
          'print(name, s, xs, price, answer)',
        ),
      ),
    ).toEqual([
      { family: 'result-discarded', line: 2, edit: 'name = ' },
      { family: 'result-discarded', line: 4, edit: 's = ' },
      { family: 'result-discarded', line: 6, edit: 'xs = ' },
      { family: 'result-discarded', line: 7, edit: 'xs.reverse()' },
      { family: 'result-discarded', line: 8, edit: 'xs = ' },
      { family: 'result-discarded', line: 10, edit: 'price = ' },
      { family: 'result-discarded', line: 12, edit: 'answer = ' },
      { family: 'result-discarded', line: 14, edit: 'w = ' },
      { family: 'result-discarded', line: 16, edit: undefined },
    ]);
    expect(fixed(lines('word = "ABC"', 'word.lower()', 'print(word)'))).toBe(
      lines('word = "ABC"', 'word = word.lower()', 'print(word)'),
    );
  });

  it('stays quiet on values kept, checks, calls that do something, unknown values and values not read again', () => {
    expect(
      families(
        lines(
          'word = "hi"',
          'shout = word.upper()',
          'print(word.upper())',
          'try:',
          '    int(word)',
          'except ValueError:',
          '    print("not a number")',
          'items = [3, 1, 2]',
          'items.sort()',
          'list(map(print, items))',
          'sorted(input().split())',
          'def f(thing):',
          '    thing.upper()',
          'class P:',
          '    def shout(self):',
          '        self.name.upper()',
          'def check(value):',
          '    int(value)',
          '    return True',
          'total = 3',
          'total + 1',
        ),
      ),
    ).toEqual([]);
  });
});

describe('index-as-boolean', () => {
  it('names find and index tested as true or false, and compares with -1', () => {
    expect(
      find(
        lines(
          's = "hello"',
          'while not s.find("h"):',
          '    break',
          'if s.find("e") and len(s) > 2:',
          '    pass',
          'items = [1, 2, 3]',
          'if items.index(1):',
          '    pass',
          'at = s.find("l")',
          'if at:',
          '    print(at)',
          'evens = [c for c in s if s.index(c)]',
        ),
      ),
    ).toEqual([
      { family: 'index-as-boolean', line: 2, edit: 's.find("h") == -1' },
      { family: 'index-as-boolean', line: 4, edit: 's.find("e") != -1' },
      { family: 'index-as-boolean', line: 7, edit: '1 in items' },
      { family: 'index-as-boolean', line: 10, edit: 'at != -1' },
      { family: 'index-as-boolean', line: 12, edit: 'c in s' },
    ]);
  });

  it('stays quiet on a position compared, a count tested, and find on something not text', () => {
    expect(
      families(
        lines(
          'text = "banana"',
          'if text.find("n") != -1:',
          '    pass',
          'if "n" in text:',
          '    pass',
          'if text.count("a"):',
          '    pass',
          'def first(soup):',
          '    if soup.find("div"):',
          '        return 1',
          'pos = text.find("n")',
          'print(pos)',
        ),
      ),
    ).toEqual([]);
  });
});

describe('function-printed', () => {
  it('names a function or method printed, put in an f-string or joined to text', () => {
    expect(
      find(
        lines(
          'def total():',
          '    return 3',
          'def area(w, h):',
          '    return w * h',
          'print("Total:", total)',
          'print(f"Area: {area}")',
          'msg = "T: " + str(total)',
          'class Dog:',
          '    def bark(self):',
          '        return "woof"',
          '    def show(self):',
          '        print(self.bark)',
          'd = Dog()',
          'print(d.bark, len)',
        ),
      ),
    ).toEqual([
      { family: 'function-printed', line: 5, edit: '()' },
      { family: 'function-printed', line: 6, edit: undefined },
      { family: 'function-printed', line: 7, edit: '()' },
      { family: 'function-printed', line: 12, edit: '()' },
      { family: 'function-printed', line: 14, edit: '()' },
    ]);
    expect(fixed(lines('def area():', '    return 9', 'print(area)'))).toBe(
      lines('def area():', '    return 9', 'print(area())'),
    );
  });

  it('stays quiet on results printed, a function passed in, and a property', () => {
    expect(
      families(
        lines(
          'def area(w, h):',
          '    return w * h',
          'print("Area:", area(2, 3))',
          'def show(f):',
          '    print(f)',
          'handler = area',
          'class Box:',
          '    @property',
          '    def size(self):',
          '        return 3',
          'print(Box().size, area.__name__)',
        ),
      ),
    ).toEqual([]);
  });
});

describe('uncalled-function', () => {
  it('names a method or function tested, compared, kept or left alone without its call', () => {
    expect(
      find(
        lines(
          'name = input()',
          'if name.strip:',
          '    pass',
          'numbers = [3, 1]',
          'x = numbers.sort',
          'numbers.sort',
          'def get_age():',
          '    return 20',
          'if get_age > 18:',
          '    pass',
          'def greet(who):',
          '    print("hi", who)',
          'greet',
          'def f(data):',
          '    while not data.isdigit:',
          '        pass',
        ),
      ),
    ).toEqual([
      { family: 'uncalled-function', line: 2, edit: '()' },
      { family: 'uncalled-function', line: 5, edit: undefined },
      { family: 'uncalled-function', line: 6, edit: '()' },
      { family: 'uncalled-function', line: 9, edit: '()' },
      { family: 'uncalled-function', line: 13, edit: undefined },
      { family: 'uncalled-function', line: 15, edit: '()' },
    ]);
  });

  it('stays quiet on functions kept, passed or returned on purpose, and on plain attributes', () => {
    expect(
      families(
        lines(
          'def area(w):',
          '    return w * w',
          'handler = area',
          'shapes = [area]',
          'print(list(map(area, [1, 2])))',
          'def pick():',
          '    return area',
          'class Game:',
          '    def __init__(self):',
          '        self.over = False',
          '    def on_click(self):',
          '        return 1',
          '    def setup(self, ui):',
          '        ui.callback = self.on_click',
          '        if self.over:',
          '            pass',
          'if str.isdigit("3"):',
          '    pass',
        ),
      ),
    ).toEqual([]);
  });
});

describe('float-equality', () => {
  it('names == and != between floats worked out by arithmetic', () => {
    expect(
      find(
        lines(
          'total = 0',
          'for p in [0.1, 0.2]:',
          '    total += p',
          'if total == 0.3:',
          '    pass',
          'def mean(marks):',
          '    avg = sum(marks) / len(marks)',
          '    return avg != 3.5',
        ),
      ),
    ).toEqual([
      { family: 'float-equality', line: 4, edit: undefined },
      { family: 'float-equality', line: 8, edit: undefined },
    ]);
    expect(families('print(0.1 + 0.2 == 0.3)\n')).toEqual(['float-equality:1']);
    const code = lines('import math', 'x = 0.1 * 3', 'if x == 0.3:', '    print("same")');
    expect(fixed(code)).toBe(
      lines('import math', 'x = 0.1 * 3', 'if math.isclose(x, 0.3):', '    print("same")'),
    );
    expect(
      find(lines('from math import isclose', 'x = 1 / 3', 'while x != 1.0:', '    x += 0.1')),
    ).toEqual([{ family: 'float-equality', line: 3, edit: 'not isclose(x, 1.0)' }]);
  });

  it('stays quiet on whole numbers, text, floats only set or read, and a check for zero', () => {
    expect(
      families(
        lines(
          'count = 3',
          'if count == 3 and count * 2 == 6:',
          '    pass',
          'word = "a"',
          'if word + "b" == "ab":',
          '    pass',
          'price = 2.5',
          'if price == 2.5:',
          '    pass',
          'x = float(input())',
          'if x == 0.5:',
          '    pass',
          'total = 0.0',
          'for p in [1.5]:',
          '    total += p',
          'if total == 0.0:',
          '    print("nothing")',
          'if 7 // 2 == 3 or 7 / 2 == 3.5:',
          '    pass',
          'half = 3 / 2',
          'print(half == 1.5, 0.1 + 0.2 == 0.5)',
        ),
      ),
    ).toEqual([]);
  });
});

describe('off-by-one-bound', () => {
  it('names while and for loops that reach len(), and an index of len()', () => {
    expect(
      find(
        lines(
          'xs = [1, 2, 3]',
          'i = 0',
          'while i <= len(xs):',
          '    print(xs[i])',
          '    i += 1',
          'n = len(xs)',
          'j = 0',
          'while j <= n and j >= 0:',
          '    print(xs[j])',
          '    j += 1',
          'for k in range(n + 1):',
          '    print(xs[k])',
          'for k in range(len(xs)):',
          '    if xs[k] > xs[k + 1]:',
          '        print("down")',
          'print(xs[n])',
          'while len(xs) >= i:',
          '    print(xs[i])',
        ),
      ),
    ).toEqual([
      { family: 'off-by-one-bound', line: 3, edit: '<' },
      { family: 'off-by-one-bound', line: 8, edit: '<' },
      { family: 'off-by-one-bound', line: 11, edit: '' },
      { family: 'off-by-one-bound', line: 13, edit: ' - 1' },
      { family: 'off-by-one-bound', line: 16, edit: ' - 1' },
      { family: 'off-by-one-bound', line: 17, edit: '>' },
    ]);
    expect(fixed(lines('q = ["a", "b"]', 'for i in range(len(q) + 1):', '    print(q[i])'))).toBe(
      lines('q = ["a", "b"]', 'for i in range(len(q)):', '    print(q[i])'),
    );
  });

  it('stays quiet on bounds that stop in time, loops that check again, and a list that grew', () => {
    expect(
      families(
        lines(
          'numbers = [5, 3, 8]',
          'for i in range(len(numbers) - 1):',
          '    if numbers[i] > numbers[i + 1]:',
          '        print("not sorted")',
          'for i in range(len(numbers)):',
          '    if i + 1 < len(numbers):',
          '        print(numbers[i + 1])',
          'i = 0',
          'while i < len(numbers):',
          '    print(numbers[i])',
          '    i += 1',
          'last = numbers[len(numbers) - 1]',
          'size = len(numbers)',
          'numbers.append(4)',
          'print(numbers[size])',
          'for i in range(1, len(numbers) + 1):',
          '    print(i)',
        ),
      ),
    ).toEqual([]);
  });
});

describe('plus-equals-swapped', () => {
  it('names =+ and =- on names, attributes and items, in loops, functions and methods', () => {
    expect(
      find(
        lines(
          'class Game:',
          '    def __init__(self):',
          '        self.score = 0',
          '    def win(self):',
          '        self.score =+ 5',
          'def tally(prices):',
          '    total = 0',
          '    for price in prices:',
          '        total =+ price',
          '    return total',
          'counts = {"a": 0}',
          'counts["a"] =+ 1',
          'lives = 3',
          'while lives > 0:',
          '    lives =- 1',
        ),
      ),
    ).toEqual([
      { family: 'plus-equals-swapped', line: 5, edit: '+=' },
      { family: 'plus-equals-swapped', line: 9, edit: '+=' },
      { family: 'plus-equals-swapped', line: 12, edit: '+=' },
      { family: 'plus-equals-swapped', line: 15, edit: '-=' },
    ]);
    expect(fixed(lines('n = 1', 'n =+ 2'))).toBe(lines('n = 1', 'n += 2'));
  });

  it('stays quiet on a plain sign, a negative number and a first value', () => {
    expect(
      families(lines('total = 0', 'total += 5', 'total = +5', 'k =-1', 'x = - 1', 'fresh =+ 1')),
    ).toEqual([]);
  });
});

describe('constant-condition', () => {
  it('names a bare value in an or, in if, elif, while and a comprehension', () => {
    expect(
      find(
        lines(
          'word = "cat"',
          'if "a" or "e" in word:',
          '    pass',
          'answer = input()',
          'if answer != "y" or "n":',
          '    pass',
          'x = 1',
          'if x == 2:',
          '    pass',
          'elif x == 1 or 3:',
          '    pass',
          'while answer == "yes" or "y":',
          '    break',
          'vals = [v for v in [1, 2] if v == 1 or 2]',
        ),
      ),
    ).toEqual([
      { family: 'constant-condition', line: 2, edit: ' in word' },
      { family: 'constant-condition', line: 5, edit: undefined },
      { family: 'constant-condition', line: 10, edit: 'x == ' },
      { family: 'constant-condition', line: 12, edit: 'answer == ' },
      { family: 'constant-condition', line: 14, edit: 'v == ' },
    ]);
  });

  it('names tests that can never change: both ways, an or of values, fixed values', () => {
    expect(
      find(
        lines(
          'answer = input()',
          'if answer != "a" or answer != "b":',
          '    pass',
          'if answer == ("yes" or "y"):',
          '    pass',
          'n = 1',
          'if n == 1 and n == 2:',
          '    pass',
          'while True == False:',
          '    pass',
        ),
      ),
    ).toEqual([
      { family: 'constant-condition', line: 2, edit: 'answer != "a" and answer != "b"' },
      { family: 'constant-condition', line: 4, edit: 'answer in ("yes", "y")' },
      { family: 'constant-condition', line: 7, edit: 'n == 1 or n == 2' },
      { family: 'constant-condition', line: 9, edit: undefined },
    ]);
  });

  it('stays quiet on each value compared, a default with or, and a loop meant to go on', () => {
    expect(
      families(
        lines(
          'word = input()',
          'if word == "y" or word == "yes":',
          '    pass',
          'if word in ("y", "yes") or len(word) > 3:',
          '    pass',
          'name = word or "anon"',
          'if word != "a" and word != "b":',
          '    pass',
          'if word == "a" or word == "b":',
          '    pass',
          'while 1 == 1:',
          '    break',
          'ok = word == "" or 0',
        ),
      ),
    ).toEqual([]);
  });
});

describe('the Python mistake rules together', () => {
  it('name nothing in the correct programs of the corpus', () => {
    const correct = Object.entries(fixtures).filter(([, code]) =>
      /^#\s*expect:\s*none\s*$/.test(code.split('\n', 1)[0] ?? ''),
    );
    expect(correct.length).toBeGreaterThan(5);
    for (const [path, code] of correct) expect([path, families(code)]).toEqual([path, []]);
  });

  it('give edits that parse and leave nothing to name on that line', () => {
    const programs = [
      lines('total = 0', 'for x in [1, 2]:', '    total = 0', '    total += x', 'print(total)'),
      lines('for i in range(10, 1):', '    print(i)'),
      lines('grid = [[0] * 2] * 2', 'grid[0][0] = 1'),
      lines(
        'name = " Ada "',
        'name.strip()',
        'print(name)',
        'xs = [2, 1]',
        'sorted(xs)',
        'print(xs)',
      ),
      lines('s = "abc"', 'if not s.find("a"):', '    pass', 'if [1].index(1):', '    pass'),
      lines('def hi():', '    return "hi"', 'print(hi)', 'print(f"{hi}")'),
      lines('word = "42"', 'if word.isdigit:', '    word.strip'),
      lines('import math', 'x = 0.1 + 0.2', 'print(x != 0.3)'),
      lines('xs = [1]', 'i = 0', 'while i <= len(xs):', '    print(xs[i])', '    i += 1'),
      lines('n = 0', 'while n < 3:', '    n =+ 1'),
      lines(
        'a = input()',
        'if a == "y" or "Y":',
        '    pass',
        'if a != "y" or a != "n":',
        '    pass',
      ),
    ];
    let edits = 0;
    for (const code of programs) {
      for (const d of pythonRuleFindings(code)) {
        if (!d.edit) continue;
        edits += 1;
        const after = applyEdit(code, d.edit);
        let unread = false;
        parser.parse(after).iterate({
          enter: (n) => {
            if (n.type.isError) unread = true;
          },
        });
        expect([after, unread]).toEqual([after, false]);
        const again = pythonRuleFindings(after).filter(
          (x) => x.family === d.family && x.line === d.line,
        );
        expect([after, again]).toEqual([after, []]);
      }
    }
    expect(edits).toBeGreaterThanOrEqual(15);
  });

  it('judge nothing the parser could not read', () => {
    expect(families(lines('count = 0', 'count++', 'x = 0.1 +', 'if x == 1 or 2'))).toEqual([]);
  });

  it('use the str, list, dict and set methods and the builtin functions typeshed declares', () => {
    expect(typeshedTable(builtinsStub, typingStub)).toEqual(TYPESHED);
  });
});

// --- Typeshed's declarations, read again from its stubs --------------------------------------------

interface Def {
  gives: string;
  needs: number;
}

/** The table of context.ts, derived from builtins.pyi (and typing.pyi, for inherited methods). */
function typeshedTable(builtins: string, typing: string): Record<string, string> {
  const files = [builtins.split('\n'), typing.split('\n')];
  const classLines = (name: string): { bases: string[]; body: string[] } | undefined => {
    for (const file of files) {
      const start = file.findIndex((l) => new RegExp(`^class ${name}\\b`).test(l));
      if (start < 0) continue;
      const head = /^class \w+\((.*)\):/.exec(file[start] ?? '')?.[1] ?? '';
      const bases = splitTop(head)
        .map((b) => /^(\w+)/.exec(b)?.[1] ?? '')
        .filter((b) => b && !['Generic', 'Protocol'].includes(b));
      const body: string[] = [];
      for (const l of file.slice(start + 1)) {
        if (/^\S/.test(l)) break;
        body.push(l);
      }
      return { bases, body };
    }
    return undefined;
  };
  const methods = (name: string, kind: string): Map<string, Def> => {
    const found = classLines(name);
    if (!found) return new Map();
    const out = new Map<string, Def>();
    for (const base of found.bases) for (const [m, d] of methods(base, kind)) out.set(m, d);
    for (const [m, d] of defsIn(found.body, ' {4}| {8}', kind)) out.set(m, d);
    return out;
  };
  const top: string[] = [];
  let inClass = false;
  for (const l of files[0] ?? []) {
    if (/^class /.test(l)) inClass = true;
    else if (/^\S/.test(l)) inClass = false;
    if (!inClass) top.push(l);
  }
  const show = (defs: Map<string, Def>) =>
    [...defs]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([n, d]) => `${n}:${d.gives}:${d.needs}`)
      .join(' ');
  return {
    str: show(methods('str', 'str')),
    list: show(methods('list', 'list')),
    dict: show(methods('dict', 'dict')),
    set: show(methods('set', 'set')),
    functions: show(defsIn(top, '| {4}', undefined)),
  };
}

/** Splits at the commas outside brackets and quotes. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  let quote = '';
  for (const ch of s) {
    if (quote) {
      cur += ch;
      if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if ('([{'.includes(ch)) depth += 1;
    else if (')]}'.includes(ch)) depth -= 1;
    else if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

function kindOfAnnotation(annotation: string, cls: string | undefined): string {
  const r = annotation.trim();
  if (r === 'Self') return cls ?? 'unknown';
  if (r === 'LiteralString') return 'str';
  if (['str', 'int', 'bool', 'float'].includes(r)) return r;
  if (r === 'None') return 'none';
  return /^(list|tuple|dict|set)\[/.exec(r)?.[1] ?? 'unknown';
}

/** The public `def`s at an indentation: what each gives back (all its overloads agreeing) and the fewest arguments it needs. */
function defsIn(lines: string[], indent: string, cls: string | undefined): Map<string, Def> {
  const text = lines.join('\n');
  const found = new Map<string, { gives: Set<string>; needs: number }>();
  const re = new RegExp(
    `^(?:${indent})def (\\w+)\\(([\\s\\S]*?)\\)\\s*->\\s*(.+?):\\s*\\.\\.\\.`,
    'gm',
  );
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [, name = '', params = '', annotation = ''] = m;
    if (name.startsWith('_')) continue;
    const above = text.slice(0, m.index).split('\n');
    above.pop();
    const decorators: string[] = [];
    for (let i = above.length - 1; i >= 0 && /^\s*@/.test(above[i] ?? ''); i -= 1)
      decorators.push((above[i] ?? '').trim());
    if (decorators.some((d) => ['@staticmethod', '@classmethod', '@property'].includes(d)))
      continue;
    const ps = splitTop(params).slice(cls ? 1 : 0);
    const needs = ps.filter((p) => p !== '/' && !p.startsWith('*') && !p.includes('=')).length;
    const entry = found.get(name) ?? { gives: new Set<string>(), needs: Number.POSITIVE_INFINITY };
    entry.gives.add(kindOfAnnotation(annotation, cls));
    entry.needs = Math.min(entry.needs, needs);
    found.set(name, entry);
  }
  return new Map(
    [...found].map(([n, e]) => [
      n,
      { gives: e.gives.size === 1 ? ([...e.gives][0] ?? 'unknown') : 'unknown', needs: e.needs },
    ]),
  );
}
