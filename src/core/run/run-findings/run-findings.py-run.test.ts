/**
 * What real Python runs showed: each program runs under the run host's own tracer
 * (run-host/python-runtime, python-tracer.py) in Pyodide in Node, as narrate.py-run.test.ts
 * records them, and `runFindings` reads the Recording.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Loaded } from '../../../run-host/python-runtime';
import type { FixDetail } from '../../ai/types';
import { loadNodePython, recordPython } from '../recorded-run.testing';
import { runFindings } from '.';

let loaded: Loaded;
beforeAll(async () => {
  loaded = await loadNodePython();
}, 120_000);

function findings(code: string, input: string[] = []): FixDetail[] {
  const { recording } = recordPython(loaded, code, { input });
  return runFindings(recording, code, 'python');
}

const py = (...lines: string[]) => `${lines.join('\n')}\n`;
const rules = (list: FixDetail[]) => list.map((f) => `${f.rule}@${f.line}`);

describe('what a Python run showed', () => {
  it('places an IndexError with the values on its line, and the test that let it happen', () => {
    const found = findings(
      py(
        'scores = [90, 72, 85]',
        'i = 0',
        'while i <= len(scores):',
        '    print(scores[i])',
        '    i += 1',
      ),
    );
    expect(found).toEqual([
      {
        rule: 'run/error',
        line: 4,
        confidence: 0.95,
        message:
          'Line 4 stopped the program with IndexError (list index out of range): `scores[i]` failed because `scores` has 3 items (indexes 0 to 2) and `i` was 3. The test `i <= len(scores)` on line 3 lets the index reach `len(scores)`; use `<` instead of `<=`.',
      },
    ]);
  });

  it('places a ZeroDivisionError inside a function, with the call it came from', () => {
    const found = findings(
      py(
        'def average(numbers):',
        '    return sum(numbers) / len(numbers)',
        '',
        'print(average([2, 4]))',
        'print(average([]))',
      ),
    );
    expect(rules(found)).toEqual(['run/error@2']);
    expect(found[0]?.message).toContain('(inside `average`, called from line 5)');
    expect(found[0]?.message).toContain('`numbers` was []');
  });

  it('says which key a dict lacks, and which name was meant', () => {
    const keys = findings(
      py('ages = {"ada": 36, "alan": 41}', 'print(ages["ada"])', 'print(ages["bob"])'),
    );
    expect(rules(keys)).toEqual(['run/error@3']);
    expect(keys[0]?.message).toContain("`ages` has no key 'bob' (its keys are 'ada' and 'alan')");
    const names = findings(py('total = 0', 'for n in [1, 2]:', '    total = totl + n'));
    expect(rules(names)).toEqual(['run/error@3']);
    expect(names[0]?.message).toContain('Did you mean `total`?');
  });

  it('says which argument a call left out', () => {
    const found = findings(py('def add(a, b):', '    return a + b', '', 'print(add(1))'));
    expect(rules(found)).toEqual(['run/error@4']);
    expect(found[0]?.message).toContain('`add(1)` leaves out `b`');
  });

  it('finds a function without return whose None crashed a later line', () => {
    const found = findings(
      py(
        'def total(prices):',
        '    t = 0',
        '    for p in prices:',
        '        t += p',
        '',
        'bill = total([3, 4])',
        'print(bill + 1)',
      ),
    );
    expect(rules(found)).toEqual(['run/error@7', 'run/missing-return@1']);
    expect(found[1]).toMatchObject({ family: 'missing-return', confidence: 0.95 });
    expect(found[1]?.message).toBe(
      '`total([3, 4])` on line 6 gave back None: `total` ends without returning a value (it had worked out `t` = 7), so `bill` was None. Add `return t` at the end of `total`.',
    );
  });

  it('finds a function without return whose None was printed or tested', () => {
    const found = findings(
      py(
        'def double(n):',
        '    result = n * 2',
        '',
        'print(double(4))',
        'def is_even(n):',
        '    if n % 2 == 0:',
        '        return True',
        'for n in [1, 2, 3]:',
        '    if is_even(n):',
        '        print(n)',
      ),
    );
    expect(rules(found)).toEqual(['run/missing-return@1', 'run/missing-return@5']);
    expect(found[0]?.message).toContain('so it printed None');
    expect(found[1]?.message).toContain('`is_even(1)` on line 9 gave back None');
  });

  it('finds a total set back to 0 on every pass of a for loop', () => {
    const found = findings(
      py(
        'prices = [3, 4, 5, 7]',
        'for price in prices:',
        '    total = 0',
        '    total += price',
        'print(total)',
      ),
    );
    expect(found).toEqual([
      {
        rule: 'run/reset-in-loop',
        family: 'reset-in-loop',
        line: 3,
        confidence: 0.95,
        message:
          '`total` went back to 0 on line 3 on each of the 4 passes of the loop on line 2, so it ended at 7: only what the last pass added (it was 3, 4, 5 and 7 at the end of each pass). Set `total` to its start value once, before the loop.',
      },
    ]);
  });

  it('finds a list set back to [] on every pass of a while loop inside a function', () => {
    const found = findings(
      py(
        'def evens(limit):',
        '    n = 0',
        '    while n < limit:',
        '        found = []',
        '        if n % 2 == 0:',
        '            found.append(n)',
        '        n += 1',
        '    return found',
        'print(evens(6))',
      ),
    );
    expect(rules(found)).toEqual(['run/reset-in-loop@4']);
    expect(found[0]?.message).toContain(
      '`found` went back to [] on line 4 on each of the 6 passes',
    );
  });

  it('finds a range that counts the wrong way, and a while whose start value fails its test', () => {
    const found = findings(
      py(
        'for i in range(10, 0):',
        '    print(i)',
        'print("liftoff")',
        'def countdown():',
        '    n = 0',
        '    while n > 3:',
        '        print(n)',
        '        n -= 1',
        'countdown()',
      ),
    );
    expect(rules(found)).toEqual(['run/loop-never-runs@1', 'run/loop-never-runs@6']);
    expect(found[0]?.message).toContain('`range(10, 0, -1)`');
    expect(found[1]?.message).toContain('`n > 3` was False the first time (`n` was 0)');
  });

  it('finds a list that got its items only after the loop over it', () => {
    const found = findings(
      py(
        'todo = []',
        'for task in todo:',
        '    print("do", task)',
        'todo.append("shop")',
        'print(len(todo))',
      ),
    );
    expect(rules(found)).toEqual(['run/loop-never-runs@2']);
    expect(found[0]).toMatchObject({ confidence: 0.95 });
    expect(found[0]?.message).toContain('it got its items only later, on line 4');
  });

  it('finds loops left on their first pass: a return, an else, a break', () => {
    const found = findings(
      py(
        'def first_big(xs):',
        '    for x in xs:',
        '        return x > 5',
        'def contains(xs, target):',
        '    for x in xs:',
        '        if x == target:',
        '            return True',
        '        else:',
        '            return False',
        'print(first_big([1, 7, 9]))',
        'print(contains([1, 2, 3], 3))',
        'i = 0',
        'while i < 10:',
        '    print(i)',
        '    i += 1',
        '    break',
      ),
    );
    expect(rules(found)).toEqual([
      'run/loop-ran-once@2',
      'run/loop-ran-once@5',
      'run/loop-ran-once@13',
    ]);
    expect(found[0]?.message).toContain('`xs` has 3 items');
    expect(found[1]?.message).toContain('from its `else`');
    expect(found[2]?.message).toContain('`i < 10` was still True');
    expect(found.every((f) => f.family === undefined)).toBe(true);
  });

  it('finds tests that are always true or never true', () => {
    const found = findings(
      py(
        'n = 0',
        'while True:',
        '    n += 1',
        '    if n == 2 or 3:',
        '        print(n)',
        '    if n > 3:',
        '        break',
        'for age in [10, 40, 70]:',
        '    if age > 65 and age < 18:',
        '        print("discount")',
      ),
    );
    expect(rules(found)).toEqual(['run/constant-condition@4', 'run/constant-condition@9']);
    expect(found[0]?.message).toContain('`3` on its own counts as True');
    expect(found[0]?.message).toContain('`n == 2 or n == 3`');
    expect(found[1]?.message).toContain('no number is both `age > 65` and `age < 18`');
  });

  it('finds typed text compared with a number', () => {
    const found = findings(
      py(
        'right = 0',
        'for i in range(3):',
        '    answer = input("2 + 2? ")',
        '    if answer == 4:',
        '        right += 1',
        'print(right)',
      ),
      ['4', '5', '3'],
    );
    expect(rules(found)).toEqual(['run/constant-condition@4']);
    expect(found[0]?.message).toContain('`answer` holds text');
    expect(found[0]?.message).toContain('`int(answer) == 4`');
  });

  it('finds a function printed, at the top level and in an f-string inside a function', () => {
    const found = findings(
      py(
        'def greet():',
        '    return "hi"',
        'print(greet)',
        'def get_total():',
        '    return 5',
        'def report():',
        '    print(f"Total: {get_total}")',
        'report()',
      ),
    );
    expect(rules(found)).toEqual(['run/function-printed@3', 'run/function-printed@7']);
    expect(found[0]?.message).toBe(
      'Line 3 printed `<function greet at 0x…>`: `greet` without brackets is the function itself, not what it gives back. Call it to get its result: `greet(…)`.',
    );
  });

  it('finds the result of strip and upper thrown away', () => {
    const found = findings(
      py(
        'name = "  Ada  "',
        'name.strip()',
        'print("[" + name + "]")',
        'def shout(words):',
        '    for word in words:',
        '        word.upper()',
        '        print(word + "!")',
        'shout(["hey", "you"])',
      ),
    );
    expect(rules(found)).toEqual(['run/result-discarded@2', 'run/result-discarded@6']);
    expect(found[1]?.message).toBe(
      "`word.upper()` on line 6 gave back a new text and nothing kept it: `word` stayed 'hey', and line 7 printed it unchanged. Keep the result: `word = word.upper()`.",
    );
  });

  it('explains errors from a method not called, text used as a number, and a None result', () => {
    const method = findings(py('name = "Ada"', 'print("Hi " + name.lower)'));
    expect(method[0]?.message).toContain(
      '`name.lower` is the method itself, not what it gives back. Call it: `name.lower()`.',
    );
    const text = findings(py('age = input("Age? ")', 'print(age + 1)'), ['41']);
    expect(text[0]?.message).toContain("there `age` was '41'. `age` is text that holds a number");
    const none = findings(
      py(
        'def get_user(uid):',
        '    if uid == 1:',
        '        return {"name": "Ada"}',
        'print(get_user(1)["name"])',
        'print(get_user(2)["name"])',
      ),
    );
    expect(rules(none)).toEqual(['run/error@5', 'run/missing-return@1']);
    expect(none[0]?.message).toContain(
      '`get_user(2)` gave back None, and None cannot be indexed with `[…]`',
    );
    expect(none[1]?.message).toContain('(the one on line 3 did not run)');
  });

  it('points at a range one past the last index', () => {
    const found = findings(
      py('xs = [1, 2, 3]', 'for i in range(len(xs) + 1):', '    print(xs[i])'),
    );
    expect(rules(found)).toEqual(['run/error@3']);
    expect(found[0]?.message).toContain(
      '`range(len(xs) + 1)` on line 2 goes one past the last index; `range(len(xs))` stops at the right place.',
    );
  });

  it('finds a count started again inside the loop of a function', () => {
    const found = findings(
      py(
        'def count_words(text):',
        '    for w in text.split():',
        '        count = 0',
        '        count += 1',
        '    return count',
        'print(count_words("a b c"))',
      ),
    );
    expect(rules(found)).toEqual(['run/reset-in-loop@3']);
  });

  it('finds a test in a function that no number meets', () => {
    const found = findings(
      py(
        'def label(ages):',
        '    for age in ages:',
        '        if age < 13 and age > 19:',
        '            print("teen")',
        'label([10, 15, 30])',
      ),
    );
    expect(rules(found)).toEqual(['run/constant-condition@3']);
  });

  describe('says nothing about a correct program', () => {
    const correct: Record<string, [string, string[]?]> = {
      'a total set before its loop': [
        py(
          'prices = [3, 4, 5]',
          'total = 0',
          'for p in prices:',
          '    total += p',
          'print("Total:", total)',
        ),
      ],
      'a search that finds its item on the first pass': [
        py(
          'def find(xs, target):',
          '    for i, x in enumerate(xs):',
          '        if x == target:',
          '            return i',
          '    return -1',
          'print(find([4, 5, 6], 4))',
        ),
      ],
      'a row total started again for each row and printed in the row': [
        py(
          'grid = [[1, 2], [3, 4], [5, 6]]',
          'for row in grid:',
          '    row_total = 0',
          '    for cell in row:',
          '        row_total += cell',
          '    print(row_total)',
        ),
      ],
      'conditions that change, a while True with break, counting down': [
        py(
          'for n in range(1, 7):',
          '    if n % 2 == 0:',
          '        print(n, "even")',
          '    else:',
          '        print(n, "odd")',
          'n = 0',
          'while True:',
          '    n += 1',
          '    if n >= 3:',
          '        break',
          'for i in range(3, 0, -1):',
          '    print(i)',
          'print("go", n)',
        ),
      ],
      'functions that return, print, or yield': [
        py(
          'def square(x):',
          '    return x * x',
          'def show(label, value):',
          '    print(label + ":", value)',
          'def count_up(n):',
          '    i = 0',
          '    while i < n:',
          '        yield i',
          '        i += 1',
          'squares = []',
          'for v in count_up(4):',
          '    squares.append(square(v))',
          'show("squares", squares)',
        ),
      ],
      'kept results of string methods, and a class': [
        py(
          'name = " ada "',
          'name = name.strip().title()',
          'print("Hello", name)',
          'class Dog:',
          '    def __init__(self, name):',
          '        self.name = name',
          '    def speak(self):',
          '        return self.name + " barks"',
          'd = Dog("Rex")',
          'print(d.speak())',
        ),
      ],
      'a check that never fires on this data, and counting with a dict': [
        py(
          'for age in [20, 30, 40]:',
          '    if age < 0:',
          '        print("bad age", age)',
          'counts = {}',
          'for w in "a b a c a".split():',
          '    counts[w] = counts.get(w, 0) + 1',
          'print(counts)',
        ),
      ],
      'fizzbuzz, a prime test and a binary search': [
        py(
          'for i in range(1, 16):',
          '    if i % 15 == 0:',
          '        print("FizzBuzz")',
          '    elif i % 3 == 0:',
          '        print("Fizz")',
          '    elif i % 5 == 0:',
          '        print("Buzz")',
          '    else:',
          '        print(i)',
          'def is_prime(n):',
          '    if n < 2:',
          '        return False',
          '    for i in range(2, n):',
          '        if n % i == 0:',
          '            return False',
          '    return True',
          'for k in [2, 3, 4, 9, 11]:',
          '    print(k, is_prime(k))',
          'def search(xs, target):',
          '    lo, hi = 0, len(xs) - 1',
          '    while lo <= hi:',
          '        mid = (lo + hi) // 2',
          '        if xs[mid] == target:',
          '            return mid',
          '        elif xs[mid] < target:',
          '            lo = mid + 1',
          '        else:',
          '            hi = mid - 1',
          '    return -1',
          'print(search([1, 3, 5, 7, 9], 5), search([1, 3, 5, 7, 9], 4))',
        ),
      ],
      'a command loop until q, a class with state, a best-so-far': [
        py(
          'while True:',
          '    cmd = input("cmd? ")',
          '    if cmd == "q":',
          '        break',
          '    print("you said", cmd)',
          'class Account:',
          '    def __init__(self, owner):',
          '        self.owner = owner',
          '        self.balance = 0',
          '    def deposit(self, amount):',
          '        self.balance += amount',
          'acc = Account("Ada")',
          'acc.deposit(5)',
          'acc.deposit(10)',
          'best = None',
          'for s in [3, 9, 4]:',
          '    if best is None or s > best:',
          '        best = s',
          'print(acc.balance, best)',
        ),
        ['hi', 'there', 'q'],
      ],
      'a validation loop that the first answer passes': [
        py(
          'age = int(input("Age? "))',
          'while age < 0:',
          '    age = int(input("Again? "))',
          'print("Age", age)',
        ),
        ['25'],
      ],
      'typed numbers turned into numbers before comparing': [
        py(
          'right = 0',
          'for i in range(3):',
          '    answer = int(input("2 + 2? "))',
          '    if answer == 4:',
          '        right += 1',
          'print(right)',
        ),
        ['4', '5', '4'],
      ],
    };
    for (const [name, [code, input]] of Object.entries(correct)) {
      it(name, () => {
        expect(findings(code, input)).toEqual([]);
      });
    }
  });
});
