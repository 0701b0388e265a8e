import { describe, expect, it } from 'vitest';
import { found, lines, only } from './test-helpers';

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
