/**
 * What real JavaScript and TypeScript runs showed: each program is instrumented and recorded by
 * the run host's own JavaScript runtime (run-host/js-runtime, js-recorder) in a Node `vm`
 * context, as narrate.js-run.test.ts records them, and `runFindings` reads the Recording.
 */
import { describe, expect, it } from 'vitest';
import type { FixDetail } from '../../ai/types';
import { recordJs } from '../recorded-run.testing';
import { runFindings } from '.';

async function findings(
  code: string,
  options: { entry?: string; input?: string[]; maxSteps?: number } = {},
): Promise<FixDetail[]> {
  const entry = options.entry ?? 'main.js';
  const { recording } = await recordJs(code, options);
  return runFindings(recording, code, entry.endsWith('.ts') ? 'typescript' : 'javascript');
}

const js = (...lines: string[]) => `${lines.join('\n')}\n`;
const rules = (list: FixDetail[]) => list.map((f) => `${f.rule}@${f.line}`);

describe('what a JavaScript run showed', () => {
  it('places the uncaught error with the values on its line', async () => {
    const found = await findings(
      js(
        'const scores = [90, 72, 85];',
        'let i = 0;',
        'while (i <= 3) {',
        '  console.log(scores[i].toFixed(1));',
        '  i++;',
        '}',
      ),
    );
    expect(rules(found)).toEqual(['run/error@4']);
    expect(found[0]).toMatchObject({ confidence: 0.95 });
    expect(found[0]?.family).toBeUndefined();
    expect(found[0]?.message).toContain(
      '`scores[i]` was undefined because `scores` has 3 items (indexes 0 to 2) and `i` was 3',
    );
  });

  it('says which item was missing when a function reads past the end of an empty array', async () => {
    const found = await findings(
      js(
        'function shout(words) {',
        '  return words[0].toUpperCase();',
        '}',
        'console.log(shout(["hi"]));',
        'console.log(shout([]));',
      ),
    );
    expect(rules(found)).toEqual(['run/error@2']);
    expect(found[0]?.message).toContain('(inside `shout`, called from line 5)');
    expect(found[0]?.message).toContain('`words[0]` was undefined because `words` is empty');
  });

  it('names the close name when a name is not defined', async () => {
    const found = await findings(
      js('let total = 0;', 'for (const n of [1, 2]) {', '  totl += n;', '}'),
    );
    expect(rules(found)).toEqual(['run/error@3']);
    expect(found[0]?.message).toContain('ReferenceError');
    expect(found[0]?.message).toContain('Did you mean `total`?');
  });

  it('traces NaN back to a call that gave too few arguments', async () => {
    const found = await findings(
      js(
        'function add(a, b) {',
        '  return a + b;',
        '}',
        'const sum = add(1);',
        'console.log(sum);',
      ),
    );
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

  it('traces printed undefined back to a call without its argument', async () => {
    const found = await findings(
      js(
        'const names = ["Ada", "Alan"];',
        'function greet(person) {',
        '  console.log("Hello " + person + "!");',
        '}',
        'for (const name of names) {',
        '  greet(name);',
        '}',
        'greet();',
      ),
    );
    expect(rules(found)).toEqual(['run/wrong-argument-count@8']);
    expect(found[0]?.message).toBe(
      "`greet()` on line 8 passes no value, but `greet` takes 1 (`person`): `person` was undefined, so line 3 printed 'Hello undefined!'. Pass a value for `person` too.",
    );
  });

  it('traces NaN in a total back to a property that does not exist', async () => {
    const found = await findings(
      js(
        'const cart = [{ name: "pen", price: 2 }, { name: "ink", price: 5 }];',
        'let total = 0;',
        'for (const item of cart) {',
        '  total = total + item.prise;',
        '}',
        'console.log("Total: " + total);',
      ),
    );
    expect(rules(found)).toEqual(['run/missing-property@4']);
    expect(found[0]?.message).toContain(
      "`item` has no property `prise` (it is {name: 'pen', price: 2}), so `item.prise` was undefined and `total + item.prise` is NaN. Did you mean `item.price`?",
    );
  });

  it('finds a function whose result is used but that returns nothing', async () => {
    const found = await findings(
      js(
        'function average(xs) {',
        '  let sum = 0;',
        '  for (const x of xs) sum += x;',
        '  sum / xs.length;',
        '}',
        'const avg = average([2, 4]);',
        'console.log(avg.toFixed(1));',
      ),
    );
    expect(rules(found)).toEqual(['run/error@7', 'run/missing-return@1']);
    expect(found[1]).toMatchObject({ family: 'missing-return', confidence: 0.95 });
    expect(found[1]?.message).toBe(
      '`average([2, 4])` on line 6 gave back undefined: `average` ends without returning a value (it had worked out `sum` = 6), so `avg` was undefined. Add `return sum` at the end of `average`.',
    );
    expect(found[0]?.message).toContain('`avg` was undefined');
  });

  it('finds a printed result of a function without return, and a map callback without one', async () => {
    const found = await findings(
      js(
        'function double(n) {',
        '  const result = n * 2;',
        '}',
        'console.log(double(4));',
        'const squares = [1, 2, 3].map((x) => {',
        '  x * x;',
        '});',
        'console.log(squares.length);',
      ),
    );
    expect(rules(found)).toEqual(['run/missing-return@1', 'run/missing-return@5']);
    expect(found[0]?.message).toContain('so it printed undefined');
    expect(found[1]?.message).toContain(
      'The function given to `.map()` on line 5 returned undefined',
    );
  });

  it('finds a total set back to 0 on every pass of a for…of loop', async () => {
    const found = await findings(
      js(
        'const prices = [3, 4, 5, 7];',
        'let total = 0;',
        'for (const price of prices) {',
        '  total = 0;',
        '  total += price;',
        '}',
        'console.log(total);',
      ),
    );
    expect(found).toEqual([
      {
        rule: 'run/reset-in-loop',
        family: 'reset-in-loop',
        line: 4,
        confidence: 0.95,
        message:
          '`total` went back to 0 on line 4 on each of the 4 passes of the loop on line 3, so it ended at 7: only what the last pass added (it was 3, 4, 5 and 7 at the end of each pass). Set `total` to its start value once, before the loop.',
      },
    ]);
  });

  it('finds a text set back to "" on every pass of a while loop inside a function', async () => {
    const found = await findings(
      js(
        'function initials(names) {',
        '  let i = 0;',
        '  let out;',
        '  while (i < names.length) {',
        '    out = "";',
        '    out += names[i][0];',
        '    i++;',
        '  }',
        '  return out;',
        '}',
        'console.log(initials(["Ada", "Bob", "Cy"]));',
      ),
    );
    expect(rules(found)).toEqual(['run/reset-in-loop@5']);
    expect(found[0]?.message).toContain("`out` went back to '' on line 5 on each of the 3 passes");
    expect(found[0]?.message).toContain("ended at 'C'");
  });

  it('finds a loop that never ran because it counts the wrong way', async () => {
    const found = await findings(
      js('for (let i = 10; i < 0; i--) {', '  console.log(i);', '}', 'console.log("liftoff");'),
    );
    expect(rules(found)).toEqual(['run/loop-never-runs@1']);
    expect(found[0]).toMatchObject({ family: 'loop-never-runs', confidence: 0.95 });
    expect(found[0]?.message).toContain('`i < 0` was false from the start (`i` was 10)');
  });

  it('finds a while loop whose start value makes its test false, and an array filled too late', async () => {
    const found = await findings(
      js(
        'function countdown() {',
        '  let n = 0;',
        '  while (n > 3) {',
        '    console.log(n);',
        '    n--;',
        '  }',
        '}',
        'countdown();',
        'const todo = [];',
        'for (const task of todo) {',
        '  console.log("do " + task);',
        '}',
        'todo.push("shop");',
        'console.log(todo.length);',
      ),
    );
    expect(rules(found)).toEqual(['run/loop-never-runs@3', 'run/loop-never-runs@10']);
    expect(found[0]?.message).toContain('`n > 3` was false');
    expect(found[1]?.message).toContain('it got its items only later, on line 13');
  });

  it('finds a loop left on its first pass by a return, in a for and in a for…of with else', async () => {
    const found = await findings(
      js(
        'function firstEven(xs) {',
        '  for (let k = 0; k < xs.length; k++) {',
        '    return xs[k] % 2 === 0 ? xs[k] : null;',
        '  }',
        '}',
        'function contains(xs, target) {',
        '  for (const x of xs) {',
        '    if (x === target) {',
        '      return true;',
        '    } else {',
        '      return false;',
        '    }',
        '  }',
        '}',
        'console.log(firstEven([3, 4, 5, 6]));',
        'console.log(contains([1, 2, 3], 3));',
      ),
    );
    expect(rules(found)).toEqual(['run/loop-ran-once@2', 'run/loop-ran-once@7']);
    expect(found[0]?.family).toBeUndefined();
    expect(found[0]?.message).toContain('`k < xs.length` allowed 4 passes');
    expect(found[1]?.message).toContain('from its `else`');
    expect(found[1]?.message).toContain('`xs` has 3 items');
  });

  it('finds a test that is always true because of `|| 2`, and one that assigns', async () => {
    const found = await findings(
      js(
        'for (let x = 0; x < 4; x++) {',
        '  if (x === 1 || 2) {',
        '    console.log(x, "one or two");',
        '  }',
        '}',
        'function check(values) {',
        '  let n;',
        '  for (const v of values) {',
        '    n = v;',
        '    if (n = 5) console.log("five");',
        '  }',
        '}',
        'check([1, 5, 7]);',
      ),
    );
    expect(rules(found)).toEqual(['run/constant-condition@2', 'run/constant-condition@10']);
    expect(found[0]?.message).toContain(
      '`x === 1 || 2` on line 2 was true every time it was tested (4 times), although `x` was 0, 1, 2 and 3',
    );
    expect(found[0]?.message).toContain('`x === 1 || x === 2`');
    expect(found[1]?.message).toContain('`=` sets `n` to 5 each time instead of comparing');
  });

  it('finds text compared with a number by ===', async () => {
    const found = await findings(
      js(
        'const answers = ["4", "5", "6"];',
        'let right = 0;',
        'for (const answer of answers) {',
        '  if (answer === 5) right++;',
        '}',
        'console.log(right);',
      ),
    );
    expect(rules(found)).toEqual(['run/constant-condition@4']);
    expect(found[0]?.message).toContain('`Number(answer) === 5`');
  });

  it('finds a function printed, by console.log and joined into text', async () => {
    const found = await findings(
      js(
        'function greet() {',
        '  return "hi";',
        '}',
        'console.log(greet);',
        'const cart = { total() { return 5; } };',
        'function report() {',
        '  const getTotal = () => 5;',
        '  console.log("Total: " + getTotal);',
        '}',
        'report();',
      ),
    );
    expect(rules(found)).toEqual(['run/function-printed@4', 'run/function-printed@8']);
    expect(found[0]?.message).toContain('Line 4 printed `[Function: greet]`');
    expect(found[1]?.message).toContain('printed the code of `getTotal`');
  });

  it('finds the result of trim and toUpperCase thrown away', async () => {
    const found = await findings(
      js(
        'let name = "  Ada  ";',
        'name.trim();',
        'console.log("[" + name + "]");',
        'function shout(words) {',
        '  for (const word of words) {',
        '    word.toUpperCase();',
        '    console.log(word);',
        '  }',
        '}',
        'shout(["hey", "you"]);',
      ),
    );
    expect(rules(found)).toEqual(['run/result-discarded@2', 'run/result-discarded@6']);
    expect(found[0]?.message).toBe(
      "`name.trim()` on line 2 gave back a new text and nothing kept it: `name` stayed '  Ada  ', and line 3 printed it unchanged. Keep the result: `name = name.trim()`.",
    );
  });

  it('reads a TypeScript run on the lines the user wrote', async () => {
    const found = await findings(
      js(
        'interface Item { name: string; price: number }',
        'const items: Item[] = [{ name: "a", price: 1 }, { name: "b", price: 2 }];',
        'let sum: number = 0;',
        'for (const item of items) {',
        '  sum = 0;',
        '  sum += item.price;',
        '}',
        'console.log(sum);',
      ),
      { entry: 'main.ts' },
    );
    expect(rules(found)).toEqual(['run/reset-in-loop@5']);
  });

  it('finds a top-level while left by an unconditional break', async () => {
    const found = await findings(
      js(
        'let i = 0;',
        'while (i < 5) {',
        '  console.log(i);',
        '  i++;',
        '  break;',
        '}',
        'console.log("after");',
      ),
    );
    expect(rules(found)).toEqual(['run/loop-ran-once@2']);
    expect(found[0]?.message).toContain('`i < 5` was still true');
  });

  it('finds an index one past the end that made a total NaN', async () => {
    const found = await findings(
      js(
        'const marks = [4, 5, 6];',
        'let sum = 0;',
        'for (let i = 0; i <= marks.length; i++) {',
        '  sum += marks[i];',
        '}',
        'console.log(sum);',
      ),
    );
    expect(found).toEqual([
      {
        rule: 'run/off-by-one-bound',
        family: 'off-by-one-bound',
        line: 4,
        confidence: 0.95,
        message:
          '`marks[i]` was undefined because `marks` has 3 items (indexes 0 to 2) and `i` was 3, so `sum` became NaN. The test `i <= marks.length` on line 3 lets the index reach `marks.length`; use `<` instead of `<=`.',
      },
    ]);
  });

  it('finds where NaN first appeared when nothing undefined is behind it', async () => {
    const parsed = await findings(
      js('const n = parseInt("abc");', 'const twice = n * 2;', 'console.log(twice);'),
    );
    expect(rules(parsed)).toEqual(['run/nan@1']);
    expect(parsed[0]?.family).toBeUndefined();
    const divided = await findings(
      js(
        'let total = 0;',
        'let count = 0;',
        'const average = total / count;',
        'console.log("Average: " + average);',
      ),
    );
    expect(rules(divided)).toEqual(['run/nan@3']);
    expect(divided[0]?.message).toBe(
      '`total / count` on line 3 gave NaN: `total` was 0 and `count` was 0. 0 divided by 0 is NaN: check that `count` is not 0 before dividing.',
    );
  });

  it('finds a function that returns on one path only, read from where it did not', async () => {
    const found = await findings(
      js(
        'function getUser(id) {',
        '  if (id === 1) {',
        '    return { name: "Ada" };',
        '  }',
        '}',
        'console.log(getUser(1).name);',
        'console.log(getUser(2).name);',
      ),
    );
    expect(rules(found)).toEqual(['run/error@7', 'run/missing-return@1']);
    expect(found[0]?.message).toContain(
      '`getUser(2)` gave back undefined, and undefined has no `.name`',
    );
    expect(found[1]?.message).toBe(
      '`getUser(2)` on line 7 gave back undefined: `getUser` reached its end without a `return` (the one on line 3 did not run), so reading `.name` from it stopped the program. Give `getUser` a `return` for this case too, at its end.',
    );
  });

  describe('says nothing about a correct program', () => {
    const correct: Record<string, string> = {
      'a total set before its loop': js(
        'const prices = [3, 4, 5];',
        'let total = 0;',
        'for (const p of prices) {',
        '  total += p;',
        '}',
        'console.log("Total:", total);',
      ),
      'a search that finds its item on the first pass': js(
        'function indexOf(xs, target) {',
        '  for (let i = 0; i < xs.length; i++) {',
        '    if (xs[i] === target) return i;',
        '  }',
        '  return -1;',
        '}',
        'console.log(indexOf([4, 5, 6], 4));',
        'console.log(indexOf([4, 5, 6], 9));',
      ),
      'a break by design on the first match': js(
        'const nums = [7, 3, 9, 4];',
        'let firstBig = null;',
        'for (const n of nums) {',
        '  if (n > 5) {',
        '    firstBig = n;',
        '    break;',
        '  }',
        '}',
        'console.log(firstBig);',
      ),
      'conditions that change': js(
        'for (let n = 1; n <= 6; n++) {',
        '  if (n % 2 === 0) console.log(n, "even");',
        '  else console.log(n, "odd");',
        '}',
        'let x = 20;',
        'while (x > 1) {',
        '  x = Math.floor(x / 2);',
        '}',
        'do {',
        '  x++;',
        '} while (x < 3);',
        'console.log(x);',
      ),
      'a row total started again for each row and used in the row': js(
        'const grid = [[1, 2], [3, 4], [5, 6]];',
        'const sums = [];',
        'for (const row of grid) {',
        '  let sum = 0;',
        '  for (const cell of row) {',
        '    sum += cell;',
        '  }',
        '  sums.push(sum);',
        '}',
        'console.log(sums);',
      ),
      'functions that return, a default parameter, callbacks': js(
        'function square(x) {',
        '  return x * x;',
        '}',
        'function greet(name = "friend") {',
        '  return "Hi " + name;',
        '}',
        'function show(label, value) {',
        '  console.log(label + ": " + value);',
        '}',
        'let i = 0;',
        'const out = [];',
        'while (i < 4) {',
        '  out.push(square(i));',
        '  i++;',
        '}',
        'show("squares", out.join(", "));',
        'console.log(greet(), greet("Ada"));',
        '[1, 2].forEach((n) => {',
        '  console.log(n * 2);',
        '});',
        'console.log([1, 2, 3].map((n) => n + 1));',
      ),
      'a check that never fires on this data, and a validation with isNaN': js(
        'const ages = [20, 30, 40];',
        'for (const age of ages) {',
        '  if (age < 0) console.log("bad age", age);',
        '}',
        'let total = 0;',
        'for (const text of ["4", "x", "10"]) {',
        '  const n = Number(text);',
        '  if (Number.isNaN(n)) {',
        '    console.log("skip " + text);',
        '    continue;',
        '  }',
        '  total += n;',
        '}',
        'console.log(total);',
      ),
      'kept results of string methods, objects and classes': js(
        'let name = "  ada ";',
        'name = name.trim().toUpperCase();',
        'console.log("Hello " + name + "!");',
        'class Dog {',
        '  constructor(n) {',
        '    this.name = n;',
        '  }',
        '  speak() {',
        '    return this.name + " barks";',
        '  }',
        '}',
        'const d = new Dog("Rex");',
        'console.log(d.speak());',
        'const cart = [{ name: "pen", price: 2 }];',
        'let sum = 0;',
        'for (const item of cart) sum += item.price;',
        'console.log(`Total: ${sum}`);',
      ),
      'fizzbuzz, a prime test and a binary search': js(
        'for (let i = 1; i <= 15; i++) {',
        '  if (i % 15 === 0) console.log("FizzBuzz");',
        '  else if (i % 3 === 0) console.log("Fizz");',
        '  else if (i % 5 === 0) console.log("Buzz");',
        '  else console.log(i);',
        '}',
        'function isPrime(n) {',
        '  if (n < 2) return false;',
        '  for (let i = 2; i < n; i++) {',
        '    if (n % i === 0) return false;',
        '  }',
        '  return true;',
        '}',
        'for (const k of [2, 3, 4, 9, 11]) console.log(k, isPrime(k));',
        'function search(xs, target) {',
        '  let lo = 0;',
        '  let hi = xs.length - 1;',
        '  while (lo <= hi) {',
        '    const mid = Math.floor((lo + hi) / 2);',
        '    if (xs[mid] === target) return mid;',
        '    if (xs[mid] < target) lo = mid + 1;',
        '    else hi = mid - 1;',
        '  }',
        '  return -1;',
        '}',
        'console.log(search([1, 3, 5, 7, 9], 5), search([1, 3, 5, 7, 9], 4));',
      ),
      'a guessing loop, a class, text built line by line': js(
        'const secret = 7;',
        'let guess = 0;',
        'let tries = 0;',
        'while (guess !== secret) {',
        '  guess = Number(prompt("Guess: "));',
        '  tries++;',
        '}',
        'console.log("got it in", tries);',
        'class Account {',
        '  constructor(owner) {',
        '    this.owner = owner;',
        '    this.balance = 0;',
        '  }',
        '  deposit(amount) {',
        '    this.balance += amount;',
        '  }',
        '}',
        'const acc = new Account("Ada");',
        'acc.deposit(5);',
        'acc.deposit(10);',
        'console.log(acc.balance);',
        'for (const row of [[1, 2, 3], [4, 5, 6]]) {',
        '  let line = "";',
        '  for (const x of row) {',
        '    line += x + " ";',
        '  }',
        '  console.log(line.trim());',
        '}',
      ),
      'a loop over an array that has one item': js(
        'const only = ["x"];',
        'for (const item of only) {',
        '  console.log(item);',
        '}',
        'function last(xs) {',
        '  let found;',
        '  for (const x of xs) found = x;',
        '  return found;',
        '}',
        'console.log(last([1, 2, 3]));',
      ),
    };
    for (const [name, code] of Object.entries(correct)) {
      it(name, async () => {
        expect(await findings(code, { input: ['3', '7'] })).toEqual([]);
      });
    }
  });
});
