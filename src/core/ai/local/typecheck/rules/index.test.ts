import { beforeAll, describe, expect, it } from 'vitest';
import { nodeTypeLibs } from '../../../node/type-libs';
import { typeCheck } from '../ts-check';
import { typedRuleFindings } from '.';

async function find(code: string) {
  return typedRuleFindings(await typeCheck(code, false, nodeTypeLibs)).map((d) => ({
    family: d.family,
    line: d.line,
    edit: d.edit?.text,
  }));
}

async function families(code: string) {
  return (await find(code)).map((d) => `${d.family}:${d.line}`);
}

describe('the mistake rules over the checked file', () => {
  beforeAll(() => typeCheck('', false, nodeTypeLibs), 60_000);

  it('names a forEach with an async callback, not a for…of that awaits', async () => {
    expect(
      await families(
        'const ids = [1, 2];\nconst load = async (id) => id;\nasync function main() {\n  ids.forEach(async (id) => {\n    await load(id);\n  });\n}\nmain();\n',
      ),
    ).toEqual(['await-in-foreach:4']);
    expect(
      await families(
        'const ids = [1, 2];\nconst load = async (id) => id;\nasync function main() {\n  for (const id of ids) await load(id);\n  ids.forEach((id) => console.log(id));\n}\nmain();\n',
      ),
    ).toEqual([]);
  });

  it('names Date(...) used as a date, not Date() printed or new Date()', async () => {
    expect(await find('const d = Date(2024, 1, 3);\nconsole.log(d);\n')).toEqual([
      { family: 'date-without-new', line: 1, edit: 'new ' },
    ]);
    expect(await families('const start = Date().getTime();\nconsole.log(start);\n')).toEqual([
      'date-without-new:1',
    ]);
    expect(
      await families(
        'console.log("Now: " + Date());\nconst d = new Date(2024, 1, 3);\nconsole.log(d, Date.now());\n',
      ),
    ).toEqual([]);
  });

  it('names a stray semicolon after if, while and for, and removes it', async () => {
    expect(await find('const age = 12;\nif (age > 18);\n{\n  console.log("adult");\n}\n')).toEqual([
      { family: 'empty-statement-body', line: 2, edit: '' },
    ]);
    expect(
      await families('let i = 0;\nfor (const x of [1, 2]);\nwhile (i < 3) i++;\nconsole.log(i);\n'),
    ).toEqual(['empty-statement-body:2']);
  });

  it('names a function printed or joined to text, and calls it when it takes nothing', async () => {
    expect(await find('function total() {\n  return 3;\n}\nconsole.log(total);\n')).toEqual([
      { family: 'function-printed', line: 4, edit: '()' },
    ]);
    expect(
      await families(
        'const area = (w, h) => w * h;\nconst msg = `Area: ${area}`;\nconsole.log(msg);\n',
      ),
    ).toEqual(['function-printed:2']);
    expect(
      await families(
        'function run(task) {\n  console.log("running", task);\n  return task();\n}\nrun(() => 1);\nconsole.log(typeof run);\n',
      ),
    ).toEqual([]);
  });

  it('names a position tested as true or false, and compares it with -1', async () => {
    expect(
      await find('const s = "banana";\nif (s.indexOf("b")) {\n  console.log("has b");\n}\n'),
    ).toEqual([{ family: 'index-as-boolean', line: 2, edit: 's.indexOf("b") !== -1' }]);
    expect(
      await find(
        'const xs = [3, 4];\nconst ok = !xs.findIndex((x) => x > 3) ? "none" : "some";\nconsole.log(ok);\n',
      ),
    ).toEqual([{ family: 'index-as-boolean', line: 2, edit: 'xs.findIndex((x) => x > 3) === -1' }]);
    expect(
      await families(
        'const s = "banana";\nif (s.indexOf("b") !== -1) console.log(1);\nconst at = s.indexOf("n");\nconsole.log(at);\n',
      ),
    ).toEqual([]);
  });

  it('names map(parseInt), not map(Number)', async () => {
    expect(await find('const n = ["1", "2"].map(parseInt);\nconsole.log(n);\n')).toEqual([
      { family: 'map-parseint', line: 1, edit: '(s) => parseInt(s, 10)' },
    ]);
    expect(await families('const n = ["1", "2"].map(Number);\nconsole.log(n);\n')).toEqual([]);
  });

  it('names =+ written for +=, not = -1', async () => {
    expect(await find('let score = 0;\nscore =+ 5;\nconsole.log(score);\n')).toEqual([
      { family: 'plus-equals-swapped', line: 2, edit: '+= ' },
    ]);
    expect(
      await families('let low = 0;\nlow = -1;\nlet y = 2;\ny =-1;\nconsole.log(low, y);\n'),
    ).toEqual([]);
  });

  it('names a text or list method whose new value is thrown away', async () => {
    expect(await find('let name = " ada ";\nname.trim();\nconsole.log(name);\n')).toEqual([
      { family: 'result-discarded', line: 2, edit: 'name = ' },
    ]);
    expect(await families('let xs = [1, 2];\nxs.map((x) => x * 2);\nconsole.log(xs);\n')).toEqual([
      'result-discarded:2',
    ]);
    expect(
      await families(
        'const xs = [1, 2];\nxs.map((x) => console.log(x));\nxs.sort();\nconst up = "a".toUpperCase();\nconsole.log(up);\n',
      ),
    ).toEqual([]);
  });

  it('names one list put in every row, not a new list per row', async () => {
    expect(await find('const grid = Array(3).fill([]);\ngrid[0].push(1);\n')).toEqual([
      { family: 'shared-row-list', line: 1, edit: 'fill().map(() => [])' },
    ]);
    expect(
      await families(
        'const grid = new Array(2).fill(new Array(2).fill(0));\nconst ok = Array.from({ length: 3 }, () => []);\nconsole.log(grid, ok);\n',
      ),
    ).toEqual(['shared-row-list:1']);
  });

  it('names a library method named but not called, not a function kept on purpose', async () => {
    expect(await find('const xs = [3, 1];\nxs.sort;\nconsole.log(xs);\n')).toEqual([
      { family: 'uncalled-function', line: 2, edit: '()' },
    ]);
    expect(
      await families(
        'const word = " a ";\nfunction f() {\n  return word.trim;\n}\nconsole.log(f());\n',
      ),
    ).toEqual(['uncalled-function:3']);
    expect(
      await families(
        'const log = console.log;\nlog("hi");\nconst t = "a".trim();\nconsole.log(t);\n',
      ),
    ).toEqual([]);
  });

  it('names a position kept in a variable, searched, or given back to filter as true or false', async () => {
    expect(
      await find('const s = "banana";\nconst at = s.indexOf("b");\nif (at) console.log(at);\n'),
    ).toEqual([{ family: 'index-as-boolean', line: 3, edit: 'at !== -1' }]);
    expect(await find('const s = "banana";\nif (s.search(/n/)) console.log(1);\n')).toEqual([
      { family: 'index-as-boolean', line: 2, edit: 's.search(/n/) !== -1' },
    ]);
    expect(
      await find(
        'const s = "banana";\nconst label = s.indexOf("x") ? "yes" : "no";\nconsole.log(label);\n',
      ),
    ).toEqual([{ family: 'index-as-boolean', line: 2, edit: 's.indexOf("x") !== -1' }]);
    expect(
      await find(
        'const words = ["apple", "kiwi"];\nconst withA = words.filter((w) => w.indexOf("a"));\nconsole.log(withA);\n',
      ),
    ).toEqual([{ family: 'index-as-boolean', line: 2, edit: 'w.indexOf("a") !== -1' }]);
    expect(
      await find('const s = "banana";\nconst has = !!s.indexOf("a");\nconsole.log(has);\n'),
    ).toEqual([{ family: 'index-as-boolean', line: 2, edit: '(s.indexOf("a") === -1)' }]);
    expect(
      await families(
        'const s = "banana";\nconst at = s.indexOf("b");\nif (at >= 0) console.log(at);\nconst words = ["apple"];\nconst where = words.map((w) => w.indexOf("a"));\nif (words.some((w) => w.includes("a"))) console.log(where);\nlet i = s.indexOf("a");\nwhile (i !== -1) i = s.indexOf("a", i + 1);\n',
      ),
    ).toEqual([]);
  });

  it('names a sum set back to its start inside the loop that adds to it', async () => {
    // Already 0 before the loop: the reset line goes.
    expect(
      await find(
        'let total = 0;\nfor (const p of [3, 4]) {\n  total = 0;\n  total += p;\n}\nconsole.log(total);\n',
      ),
    ).toEqual([{ family: 'reset-in-loop', line: 3, edit: '' }]);
    // Declared in a while loop and wanted after it: the declaration moves before the loop.
    expect(
      await find(
        'const xs = [1, 2];\nlet i = 0;\nwhile (i < xs.length) {\n  let sum = 0;\n  sum += xs[i];\n  i++;\n}\nconsole.log(sum);\n',
      ),
    ).toEqual([
      { family: 'reset-in-loop', line: 4, edit: 'let sum = 0;\nwhile (i < xs.length) {\n' },
    ]);
    // A list emptied in a forEach callback.
    expect(
      await find(
        'let found = [];\n[1, 2].forEach((x) => {\n  found = [];\n  found.push(x);\n});\nconsole.log(found);\n',
      ),
    ).toEqual([{ family: 'reset-in-loop', line: 3, edit: '' }]);
    // A `let` that hides the counter declared before the loop.
    expect(
      await find(
        'let count = 0;\nfor (const w of ["a", "b"]) {\n  let count = 0;\n  count++;\n}\nconsole.log(count);\n',
      ),
    ).toEqual([{ family: 'reset-in-loop', line: 3, edit: '' }]);
    // Text reset, with no start value before the loop: told, not edited.
    expect(
      await find(
        'let text;\nfor (const w of ["a", "b"]) {\n  text = "";\n  text += w;\n}\nconsole.log(text);\n',
      ),
    ).toEqual([{ family: 'reset-in-loop', line: 3, edit: undefined }]);
  });

  it('leaves a start set per row of an inner loop, or under an if, alone', async () => {
    expect(
      await families(
        'const grid = [[1, 2], [3]];\nlet sum;\nfor (const row of grid) {\n  sum = 0;\n  for (const x of row) sum += x;\n  console.log(sum);\n}\nfor (const row of grid) {\n  let rowSum = 0;\n  for (const x of row) rowSum += x;\n  console.log(rowSum, sum);\n}\n',
      ),
    ).toEqual([]);
    expect(
      await families(
        'let streak = 0;\nlet best = 0;\nfor (const x of [1, 0, 1]) {\n  if (x > 0) streak++;\n  else streak = 0;\n  best = Math.max(best, streak);\n}\nlet word = "";\nconst words = [];\nfor (const ch of "ab cd") {\n  if (ch === " ") {\n    words.push(word);\n    word = "";\n  } else word += ch;\n}\nconst rows = [];\nfor (let r = 0; r < 2; r++) {\n  const row = [];\n  row.push(r);\n  rows.push(row);\n}\nconsole.log(best, words, word, rows);\n',
      ),
    ).toEqual([]);
  });

  it('leaves a group sent on and started again, or a row summed by an inner loop too, alone', async () => {
    expect(
      await families(
        'const blocks = [];\nlet pending = [];\n["a", "b"].forEach((block) => {\n  pending.push(block);\n  if (block === "a") return;\n  blocks.push(pending.join(" "));\n  pending = [];\n});\nlet line = "";\nconst lines = [];\nfor (const w of ["x", "y"]) {\n  line += w;\n  lines.push(line);\n  line = "";\n}\nconst out = [];\nfor (let row = 0; row < 2; row++) {\n  let str = "";\n  for (let c = 0; c < 2; c++) str += c;\n  str += "!";\n  out.push(str);\n}\nconsole.log(blocks, pending, lines, line, out);\n',
      ),
    ).toEqual([]);
  });

  it('names a loop whose test is false from the start, and turns the test round', async () => {
    expect(await find('for (let i = 10; i < 0; i--) {\n  console.log(i);\n}\n')).toEqual([
      { family: 'loop-never-runs', line: 1, edit: 'i >= 0' },
    ]);
    expect(
      await find(
        'const xs = [1, 2];\nfor (let i = xs.length; i < 0; i--) console.log(xs[i - 1]);\n',
      ),
    ).toEqual([{ family: 'loop-never-runs', line: 2, edit: 'i > 0' }]);
    expect(
      await find('function f() {\n  for (let i = 0; i > 10; i++) console.log(i);\n}\nf();\n'),
    ).toEqual([{ family: 'loop-never-runs', line: 2, edit: 'i < 10' }]);
    expect(
      await find('let n = 3;\nconsole.log("start");\nwhile (n > 10) {\n  console.log(n);\n}\n'),
    ).toEqual([{ family: 'loop-never-runs', line: 3, edit: undefined }]);
    expect(
      await families(
        'const xs = [1, 2];\nfor (let i = 10; i > 0; i--) console.log(i);\nfor (let i = xs.length - 1; i >= 0; i--) console.log(xs[i]);\nfunction g(start) {\n  for (let i = start; i < 0; i++) console.log(i);\n}\ng(-2);\nlet n = 0;\nfunction bump() {\n  n = 20;\n}\nbump();\nwhile (n > 10) n--;\nlet x = 5;\ndo {\n  x++;\n} while (x > 10);\n',
      ),
    ).toEqual([]);
  });

  it('names == between worked-out decimals, not whole numbers or a tolerance', async () => {
    expect(await find('console.log(0.1 + 0.2 === 0.3);\n')).toEqual([
      { family: 'float-equality', line: 1, edit: 'Math.abs(0.1 + 0.2 - 0.3) < 1e-9' },
    ]);
    expect(
      await find(
        'let total = 0;\nfor (const p of [0.1, 0.2]) total += p;\nif (total === 0.3) console.log("ok");\n',
      ),
    ).toEqual([{ family: 'float-equality', line: 3, edit: 'Math.abs(total - 0.3) < 1e-9' }]);
    expect(
      await find(
        'function exact(price, qty) {\n  return price * qty == 19.99;\n}\nconsole.log(exact(1, 2));\n',
      ),
    ).toEqual([
      { family: 'float-equality', line: 2, edit: 'Math.abs(price * qty - 19.99) < 1e-9' },
    ]);
    expect(
      await find('let x = 0;\nwhile (x != 1) {\n  x += 0.1;\n  if (x > 2) break;\n}\n'),
    ).toEqual([{ family: 'float-equality', line: 2, edit: 'Math.abs(x - 1) >= 1e-9' }]);
    expect(
      await families(
        'const xs = [1, 2, 3];\nlet count = 0;\nfor (const x of xs) count += x;\nconsole.log(xs.length === 3, count === 6, Math.round(0.1 * 3 * 100) / 100 === 0.3);\nconst a = 0.1 + 0.2;\nconsole.log(Math.abs(a - 0.3) < Number.EPSILON, 0.5 + 0.25 === 0.75);\nconst rate = 0.2;\nconsole.log(rate === 0.2, (0.1 + 0.2).toFixed(1) === "0.3", (1 / 2) * 100 === 50);\n',
      ),
    ).toEqual([]);
  });

  it('names an index one past the end in while, do-while and for, and a read at the length', async () => {
    expect(
      await find(
        'const xs = [1, 2];\nlet i = 0;\nwhile (i <= xs.length) {\n  console.log(xs[i]);\n  i++;\n}\n',
      ),
    ).toEqual([{ family: 'off-by-one-bound', line: 3, edit: '<' }]);
    expect(
      await find(
        'const xs = [1, 2];\nlet j = 0;\ndo {\n  console.log(xs[j]);\n  j++;\n} while (j <= xs.length);\n',
      ),
    ).toEqual([{ family: 'off-by-one-bound', line: 6, edit: '<' }]);
    expect(
      await find(
        'const xs = [1, 2];\nfor (let k = 0; k < xs.length + 1; k++) console.log(xs[k]);\n',
      ),
    ).toEqual([{ family: 'off-by-one-bound', line: 2, edit: 'xs.length' }]);
    expect(await find('const xs = [1, 2];\nconst n = xs.length;\nconsole.log(xs[n]);\n')).toEqual([
      { family: 'off-by-one-bound', line: 3, edit: 'n - 1' },
    ]);
    expect(
      await find(
        'const xs = [1, 2];\nlet m = xs.length;\nwhile (m >= 0) {\n  console.log(xs[m]);\n  m--;\n}\n',
      ),
    ).toEqual([{ family: 'off-by-one-bound', line: 2, edit: 'xs.length - 1' }]);
    expect(
      await families(
        'const xs = [1, 2];\nfor (let k = 1; k <= xs.length; k++) console.log(k, xs[k - 1]);\nxs[xs.length] = 3;\nconst s = "ab cd";\nlet word = "";\nfor (let c = 0; c <= s.length; c++) {\n  if (c === s.length || s[c] === " ") {\n    console.log(word);\n    word = "";\n  } else word += s[c];\n}\nlet m = xs.length;\nwhile (m > 0) {\n  m--;\n  console.log(xs[m]);\n}\n',
      ),
    ).toEqual([]);
  });

  it('names text typed in used as a number, and turns it into one where it comes in', async () => {
    expect(await find('const age = prompt("Age?");\nconsole.log(age + 5);\n')).toEqual([
      { family: 'input-text-as-number', line: 2, edit: 'Number(prompt("Age?"))' },
    ]);
    expect(
      await find(
        'const guess = prompt("Guess a number");\nif (guess === 7) console.log("right");\n',
      ),
    ).toEqual([
      { family: 'input-text-as-number', line: 2, edit: 'Number(prompt("Guess a number"))' },
    ]);
    expect(
      await find(
        'const price = document.querySelector("input").value;\nlet total = 0;\ntotal += price;\nconsole.log(total);\n',
      ),
    ).toEqual([
      {
        family: 'input-text-as-number',
        line: 3,
        edit: 'Number(document.querySelector("input").value)',
      },
    ]);
    expect(
      await find(
        'const rl = require("readline").createInterface({});\nrl.question("How many? ", (answer) => {\n  console.log(answer + 1);\n});\n',
      ),
    ).toEqual([{ family: 'input-text-as-number', line: 3, edit: 'Number(answer)' }]);
    // Also used as text (`=== null`): turned into a number where it is added.
    expect(
      await find(
        'const n = process.argv[2];\nif (n === null) console.log("none");\nconsole.log(n + 10);\n',
      ),
    ).toEqual([{ family: 'input-text-as-number', line: 3, edit: 'Number(n)' }]);
    expect(
      await families(
        'const name = prompt("Your name?");\nconsole.log("Hello " + name + "!");\nconst age = Number(prompt("Age?"));\nconsole.log(age + 1);\nconst raw = prompt("Guess");\nif (raw === "7") console.log("yes");\nconst first = prompt("First name");\nconst last = prompt("Last name");\nconsole.log(first + " " + last);\nconst cmd = process.argv[2];\nif (cmd === "run") console.log(cmd + "!");\n',
      ),
    ).toEqual([]);
  });

  it('names a test that always gives the same answer', async () => {
    expect(
      await find('const x = Number("3");\nif (x === 1 || x === 2 || 3) console.log(x);\n'),
    ).toEqual([{ family: 'constant-condition', line: 2, edit: 'x === 1 || x === 2 || x === 3' }]);
    expect(await find('let x = 0;\nwhile (x = 5) {\n  break;\n}\n')).toEqual([
      { family: 'constant-condition', line: 2, edit: '===' },
    ]);
    expect(await find('const x = Number("3");\nif (x > 5 || x < 10) console.log(x);\n')).toEqual([
      { family: 'constant-condition', line: 2, edit: '&&' },
    ]);
    expect(await find('const x = Number("3");\nif (x > 10 && x < 5) console.log(x);\n')).toEqual([
      { family: 'constant-condition', line: 2, edit: '||' },
    ]);
    expect(
      await find(
        'const color = String("red");\nif (color === ("red" || "blue")) console.log(color);\n',
      ),
    ).toEqual([
      { family: 'constant-condition', line: 2, edit: 'color === "red" || color === "blue"' },
    ]);
    expect(
      await find('const big = [1, 2].filter((n) => n > 5);\nif (big) console.log("found");\n'),
    ).toEqual([{ family: 'constant-condition', line: 2, edit: 'big.length > 0' }]);
    expect(
      await families(
        'const x = Number("3");\nconst day = String("Sunday");\nif (day === "Saturday" || day === "Sunday") console.log(day);\nif (x > 0 && x < 10) console.log(x);\nif (x < 0 || x > 100) console.log(x);\nif (day !== "a" && day !== "b") console.log(day);\nlet m;\nconst re = /a/g;\nwhile ((m = re.exec("aa"))) console.log(m[0]);\nconst found = [1, 2].find((n) => n > 1);\nif (found) console.log(found);\nconst name = day || "nobody";\nconsole.log(name);\n',
      ),
    ).toEqual([]);
  });

  it('names two lists compared with ===, not their JSON or one item kept', async () => {
    expect(
      await find(
        'const secret = [1, 2, 3];\nconst guess = [];\nguess.push(1, 2, 3);\nif (guess === secret) console.log("same");\n',
      ),
    ).toEqual([
      {
        family: 'array-equality',
        line: 4,
        edit: 'JSON.stringify(guess) === JSON.stringify(secret)',
      },
    ]);
    expect(
      await find(
        'function check(answer) {\n  const right = [4, 5];\n  return answer !== right;\n}\nconsole.log(check([4, 5]));\n',
      ),
    ).toEqual([
      {
        family: 'array-equality',
        line: 3,
        edit: 'JSON.stringify(answer) !== JSON.stringify(right)',
      },
    ]);
    expect(await find('const p = { x: 1 };\nconst q = { x: 1 };\nconsole.log(p === q);\n')).toEqual(
      [{ family: 'array-equality', line: 3, edit: undefined }],
    );
    expect(
      await families(
        'const original = [3, 1];\nconst sorted = original.sort();\nconsole.log(sorted === original);\nconst secret = [1, 2];\nconst guess = [1, 2];\nconsole.log(JSON.stringify(guess) === JSON.stringify(secret));\nconst rows = [[1], [2]];\nconst chosen = rows[0];\nfor (const row of rows) if (row === chosen) console.log(row);\nfunction same(a, b) {\n  return a === b;\n}\nconst alias = secret;\nconsole.log(same(secret, guess), alias === secret);\n',
      ),
    ).toEqual([]);
  });
});
