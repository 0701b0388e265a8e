import { describe, expect, it } from 'vitest';
import { found, lines, only } from './test-helpers';

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
