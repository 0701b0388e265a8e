import { Linter } from 'eslint-linter-browserify';
import { describe, expect, it } from 'vitest';
import { eslintReport } from '../eslint';
import { correctedName, diagnosisRules, editDistance } from '.';

const linter = new Linter({ configType: 'flat' });

/** What one of the editor's diagnosis rules reports on `code`: [line, message]. */
function report(rule: string, code: string): [number, string][] {
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.js'],
        plugins: { editor: { rules: diagnosisRules } },
        languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
        rules: { [`editor/${rule}`]: 'warn' },
      },
    ] as never,
    { filename: 'file.js' },
  );
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`does not parse: ${fatal.message}`);
  return messages.map((m) => [m.line, m.message]);
}

interface Case {
  rule: string;
  /** The mistake, reported on `line` with a message containing `says`. */
  bad: string;
  line: number;
  says: string;
  /** A correct program close to it, which must stay silent. */
  good: string;
}

const CASES: Case[] = [
  {
    rule: 'missing-argument',
    bad: 'function add(a, b) {\n  return a + b;\n}\nconsole.log(add(1));\n',
    line: 4,
    says: '`add` needs 2 arguments (a, b) but gets 1 here: `b` is undefined, so the result is NaN',
    good: 'function add(a, b) {\n  if (b === undefined) return a;\n  return a + b;\n}\nfunction twice(x, y = 2) {\n  return x * y;\n}\nconsole.log(add(1), add(1, 2), twice(3));\n',
  },
  {
    rule: 'off-by-one',
    bad: 'const list = [1, 2];\nfor (let i = 0; i <= list.length; i++) {\n  console.log(list[i]);\n}\n',
    line: 2,
    says: '`i <= list.length` lets `i` reach `list.length`',
    good: 'const list = [1, 2];\nfor (let i = 0; i < list.length; i++) console.log(list[i]);\nfor (let i = list.length - 1; i >= 0; i--) console.log(list[i]);\nlist[list.length] = 3;\nconsole.log(list[list.length - 1]);\n',
  },
  {
    rule: 'off-by-one',
    bad: 'const list = [1, 2];\nconsole.log(list[list.length]);\n',
    line: 2,
    says: 'the last item is `list[list.length - 1]`',
    good: 'const list = [1, 2];\nconsole.log(list[list.length - 1]);\n',
  },
  {
    rule: 'mutate-while-iterating',
    bad: 'const list = [1, 2, 3];\nlist.forEach((x, i) => {\n  if (x > 1) list.splice(i, 1);\n});\n',
    line: 3,
    says: '`list.splice` removes items from `list` while the loop walks it',
    good: 'const list = [1, 2, 3];\nconst kept = [];\nlist.forEach((x) => {\n  if (x > 1) kept.push(x);\n});\nfor (let i = list.length - 1; i >= 0; i--) {\n  if (list[i] > 1) list.splice(i, 1);\n}\nfor (let i = 0; i < list.length; i++) {\n  if (list[i] > 1) {\n    list.splice(i, 1);\n    i--;\n  }\n}\n',
  },
  {
    rule: 'mutate-while-iterating',
    bad: 'const names = ["a"];\nfor (const n of names) {\n  if (n.length < 3) names.push(n + n);\n}\n',
    line: 3,
    says: '`names.push` adds to `names` while the loop walks it',
    good: 'const names = ["a"];\nconst longer = [];\nfor (const n of names) longer.push(n + n);\nwhile (names.length > 0) names.pop();\n',
  },
  {
    rule: 'undefined-name',
    bad: 'let total = 0;\ntotal += 2;\nconsole.log(totl);\n',
    line: 3,
    says: '`totl` is not defined: did you mean `total`?',
    good: 'let total = 0;\ntotal += 2;\nconsole.log(total, Math.max(total, 1), document.title);\nsomeLibrary.run(x);\n',
  },
  {
    rule: 'undefined-name',
    bad: 'function make() {\n  const message = "hi";\n  return message.length;\n}\nmake();\nconsole.log(message);\n',
    line: 6,
    says: '`message` only exists inside `make` (declared on line 2), not here',
    good: 'function make() {\n  const message = "hi";\n  return message;\n}\nconst message = make();\nconsole.log(message);\n',
  },
  {
    rule: 'undefined-name',
    bad: 'const name = "Ada";\nprint(name);\n',
    line: 2,
    says: '`print` does not exist in JavaScript: to show something, use `console.log(...)`',
    good: 'const name = "Ada";\nconsole.log(name);\nfor (const item of items) console.log(item);\n',
  },
  {
    rule: 'undefined-name',
    bad: 'count = 0;\nconsole.log(count);\nconsole.log(math.max(1, 2));\n',
    line: 1,
    says: '`count` is never declared: write `let count = …` where it first gets a value',
    good: 'let count = 0;\ncount = 1;\nconsole.log(count, typeof missing);\n',
  },
  {
    rule: 'misspelled-name',
    bad: 'const word = "hi";\nconst wordLenght = word.length;\nconsole.log(wordLenght);\n',
    line: 2,
    says: '`wordLenght` looks like a misspelling of `wordLength`. It works, because it is spelled the same everywhere',
    good: 'const word = "hi";\nconst wordLength = word.length;\nconsole.log(wordLength);\n',
  },
  {
    rule: 'missing-return',
    bad: 'function double(n) {\n  n * 2;\n}\nconst x = double(4);\nconsole.log(x);\n',
    line: 1,
    says: '`double` computes `n * 2` but never returns it, so `double(...)` on line 4 gives undefined: write `return n * 2;`',
    good: 'function double(n) {\n  return n * 2;\n}\nfunction show(n) {\n  console.log(n);\n}\nshow(double(4));\n',
  },
  {
    rule: 'callback-return',
    bad: 'const prices = [1, 2];\nconst taxed = prices.map((p) => {\n  p * 1.2;\n});\nconsole.log(taxed);\n',
    line: 2,
    says: 'The function given to `map` returns nothing, so every item of the new array is undefined: write `return p * 1.2;`',
    good: 'const prices = [1, 2];\nconst taxed = prices.map((p) => p * 1.2);\nconst big = prices.filter((p) => {\n  return p > 1;\n});\nprices.forEach((p) => {\n  console.log(p);\n});\nconsole.log(taxed, big);\n',
  },
  {
    rule: 'foreach-result',
    bad: 'const prices = [1, 2];\nconst doubled = prices.forEach((p) => p * 2);\nconsole.log(doubled);\n',
    line: 2,
    says: '`forEach` always gives undefined, so `doubled` is undefined: use `prices.map(...)`',
    good: 'const prices = [1, 2];\nprices.forEach((p) => console.log(p));\n',
  },
  {
    rule: 'push-result',
    bad: 'let cart = [];\ncart = cart.push("milk");\nconsole.log(cart);\n',
    line: 2,
    says: '`push` gives the new length of `cart` (a number), not the array, so `cart` becomes a number',
    good: 'const cart = [];\ncart.push("milk");\nconst newLength = cart.push("tea");\nconst add = (x) => cart.push(x);\nadd("jam");\nconsole.log(cart, newLength);\n',
  },
  {
    rule: 'return-alone',
    bad: 'function name(first, last) {\n  return\n    first + " " + last;\n}\nconsole.log(name("a", "b"));\n',
    line: 2,
    says: '`return` alone on its line gives back undefined',
    good: 'function check(x) {\n  if (x) {\n    return;\n  }\n  console.log(x);\n}\ncheck(0);\n',
  },
  {
    rule: 'for-in-array',
    bad: 'const prices = [3, 7];\nlet total = 0;\nfor (const price in prices) total += price;\nconsole.log(total);\n',
    line: 3,
    says: "`for (const price in prices)` gives the indexes of `prices` as text ('0', '1', …), not its items: use `for (const price of prices)`",
    good: 'const prices = { tea: 3 };\nfor (const name in prices) console.log(name);\nfor (const p of [3, 7]) console.log(p);\n',
  },
  {
    rule: 'sort-numbers',
    bad: 'const scores = [100, 25, 9];\nscores.sort();\nconsole.log(scores);\n',
    line: 2,
    says: '`sort()` sorts numbers as text, so 100 comes before 25: write `scores.sort((a, b) => a - b)`',
    good: 'const scores = [100, 25, 9];\nscores.sort((a, b) => a - b);\nconst names = ["b", "a"];\nnames.sort();\nconst digits = [3, 1, 2];\ndigits.sort();\nconsole.log(scores, names, digits);\n',
  },
  {
    rule: 'compare-new',
    bad: 'function empty(list) {\n  return list === [];\n}\nconsole.log(empty([]));\n',
    line: 2,
    says: '`list === []` is always false: `[]` makes a new array, which is never the same one as `list`. To check for an empty array, use `list.length === 0`',
    good: 'function empty(list) {\n  return list.length === 0;\n}\nconsole.log(empty([]));\n',
  },
  {
    rule: 'length-call',
    bad: 'const word = "hi";\nconsole.log(word.length());\n',
    line: 2,
    says: '`word.length` is a number, not a function',
    good: 'const word = "hi";\nconsole.log(word.length);\n',
  },
  {
    rule: 'uncalled-method',
    bad: 'function greet(name) {\n  if (name.trim) return "Hello " + name;\n  return "Hi";\n}\nconsole.log(greet(" "));\n',
    line: 2,
    says: '`name.trim` without () is the function itself, which always counts as true: call it, `name.trim()`',
    good: 'function greet(name) {\n  if (name.trim()) return "Hello " + name;\n  return "Hi";\n}\nconst options = { trim: true };\nif (options.trim) console.log(greet(" "));\n',
  },
  {
    rule: 'float-equality',
    bad: 'const a = 0.1;\nconst b = 0.2;\nconsole.log(a + b === 0.3);\n',
    line: 3,
    says: '`a + b === 0.3` is false: decimals are not stored exactly, so `a + b` gives 0.30000000000000004',
    good: 'const a = 0.5;\nconst b = 0.25;\nconsole.log(a + b === 0.75, Math.abs(0.1 + 0.2 - 0.3) < 1e-9, 1 + 2 === 3);\n',
  },
  {
    rule: 'string-plus-number',
    bad: 'const age = "17";\nconsole.log(age + 1);\n',
    line: 2,
    says: '`age` is text (it is written in quotes), so `age + 1` joins them as text instead of adding: turn it into a number first, `Number(age) + 1`',
    good: 'const age = 17;\nconst name = "Ada";\nconsole.log(age + 1, "Age: " + age, name + " is " + age + " years old");\n',
  },
  {
    rule: 'string-plus-number',
    bad: 'const price = 2;\nconst tax = 1;\nconsole.log("Total: " + price + tax);\n',
    line: 3,
    says: 'add them in brackets, `"Total: " + (price + tax)`',
    good: 'const price = 2;\nconst tax = 1;\nconsole.log("Total: " + (price + tax) + " euros");\n',
  },
  {
    rule: 'string-index-assign',
    bad: 'let word = "hello";\nword[0] = "H";\nconsole.log(word);\n',
    line: 2,
    says: 'Strings cannot be changed in place, so `word[0] = "H"` does not work: make a new one, `word = "H" + word.slice(1)`',
    good: 'const letters = ["h", "i"];\nletters[0] = "H";\nlet word = "hello";\nword = "H" + word.slice(1);\nconsole.log(letters, word);\n',
  },
  {
    rule: 'missing-await',
    bad: 'async function load() {\n  return 1;\n}\nconst value = load();\nconsole.log(value + 1);\n',
    line: 4,
    says: '`load` is async, so `load(...)` gives a Promise, not its result: write `await load()`',
    good: 'async function load() {\n  return 1;\n}\nasync function main() {\n  const value = await load();\n  const later = load();\n  console.log(value + (await later));\n}\nload().then((v) => console.log(v));\nmain();\n',
  },
  {
    rule: 'or-value',
    bad: 'const day = "Monday";\nif (day === "Saturday" || "Sunday") console.log("weekend");\n',
    line: 2,
    says: 'Compare each value: `day === "Saturday" || day === "Sunday"`',
    good: 'const day = "Monday";\nif (day === "Saturday" || day === "Sunday") console.log("weekend");\nconst label = day || "none";\nconsole.log(label);\n',
  },
  {
    rule: 'chained-comparison',
    bad: 'const age = 42;\nif (13 <= age <= 19) console.log("teen");\n',
    line: 2,
    says: 'Write `13 <= age && age <= 19`',
    good: 'const age = 42;\nif (13 <= age && age <= 19) console.log("teen");\n',
  },
  {
    rule: 'math-array',
    bad: 'const temps = [3, 9];\nconsole.log(Math.max(temps));\n',
    line: 2,
    says: 'spread the array, `Math.max(...temps)`',
    good: 'const temps = [3, 9];\nconsole.log(Math.max(...temps), Math.min(3, 9), Math.max(temps.length));\n',
  },
  {
    rule: 'in-array',
    bad: 'const fruits = ["apple"];\nconsole.log("apple" in fruits);\n',
    line: 2,
    says: 'use `fruits.includes("apple")`',
    good: 'const fruits = ["apple"];\nconst stock = { apple: 1 };\nconsole.log(fruits.includes("apple"), "apple" in stock, 0 in fruits);\n',
  },
  {
    rule: 'callback-called',
    bad: 'function ring() {\n  console.log("ring");\n}\nsetTimeout(ring(), 100);\n',
    line: 4,
    says: 'runs `ring` at once and passes what it gives back (undefined): pass the function itself, `ring`',
    good: 'function ring() {\n  console.log("ring");\n}\nfunction later(ms) {\n  return () => console.log(ms);\n}\nsetTimeout(ring, 100);\nsetTimeout(() => ring(), 100);\nsetTimeout(later(5), 100);\n',
  },
];

describe('the editor rules that name classic mistakes', () => {
  it('covers every rule with a case', () => {
    expect(new Set(CASES.map((c) => c.rule))).toEqual(new Set(Object.keys(diagnosisRules)));
  });

  it.each(CASES.map((c, i) => [`${c.rule} #${i}`, c] as const))(
    '%s: names the mistake on its line, and stays silent on correct code',
    (_, c) => {
      const found = report(c.rule, c.bad);
      expect(found.map(([l]) => l)).toContain(c.line);
      expect(found.find(([l]) => l === c.line)?.[1]).toContain(c.says);
      expect(report(c.rule, c.good)).toEqual([]);
    },
  );
});

describe('what Auto-Fix and the diagnosis say about ESLint’s own rules', () => {
  it('names the identifier in words a beginner understands', async () => {
    const found = await eslintReport(
      'const score = 0;\nscore = 5;\nconsole.log(typeof score === "strng");\n',
      false,
      new Set(),
    );
    expect(found.map((f) => [f.rule, f.line, f.message])).toEqual([
      [
        'no-const-assign',
        2,
        '`score` is a const, so it cannot get a new value: declare it with `let score` if it has to change',
      ],
      ['valid-typeof', 3, "typeof never gives 'strng': did you mean 'string'?"],
    ]);
  });

  it('names a mistake once when an editor rule says it better', async () => {
    const found = await eslintReport(
      'const list = [1];\nconst y = list.map((x) => {\n  x + 1;\n});\nif (list === []) console.log(y);\n',
      false,
      new Set(),
    );
    expect(found.map((f) => [f.rule, f.line])).toEqual([
      ['editor/callback-return', 2],
      ['editor/compare-new', 5],
    ]);
  });

  it('names the misspellings Auto-Fix corrects only when asked (a diagnosis as written)', async () => {
    const code = 'const items = [1];\nconsle.log(items);\n';
    expect(await eslintReport(code, false, new Set())).toEqual([]);
    const found = await eslintReport(code, false, new Set(), { typos: true });
    expect(found).toEqual([
      expect.objectContaining({
        rule: 'editor/typo',
        line: 2,
        message: '`consle` is a misspelling of `console`: write `console` (Auto-Fix corrects it)',
      }),
    ]);
  });
});

describe('helpers', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('totl', 'total')).toBe(1);
    expect(editDistance('lenght', 'length')).toBe(1);
    expect(editDistance('abc', 'xyz')).toBe(3);
  });

  it('corrects misspelled words inside camelCase and snake_case names', () => {
    expect(correctedName('lenght')).toBe('length');
    expect(correctedName('maxLenght')).toBe('maxLength');
    expect(correctedName('total_ammount')).toBe('total_amount');
    expect(correctedName('length')).toBeUndefined();
  });
});
