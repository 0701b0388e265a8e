import { beforeAll, describe, expect, it } from 'vitest';
import { nodeTypeLibs } from '../../node/type-libs';
import { applyEdit } from '../diagnose/corpus';
import { checkerFindings } from './checker-findings';
import { typeCheck } from './ts-check';

async function find(code: string) {
  return checkerFindings(await typeCheck(code, false, nodeTypeLibs)).map((d) => ({
    family: d.family,
    line: d.line,
    message: d.message,
    edit: d.edit?.text,
  }));
}

describe("TypeScript's checker, told to a beginner", () => {
  // The first check loads TypeScript and reads the standard library's declarations.
  beforeAll(() => typeCheck('', false, nodeTypeLibs), 60_000);

  it('names a misspelt method with the spelling that exists, as an edit', async () => {
    const code = 'const name = "ada";\nconsole.log(name.toUppercase());\n';
    const check = await typeCheck(code, false, nodeTypeLibs);
    const [d] = checkerFindings(check);
    expect(d?.family).toBe('misspelt-method');
    expect(d?.line).toBe(2);
    expect(d?.message).toContain('`toUpperCase`');
    expect(d?.edit && applyEdit(code, d.edit)).toBe(
      'const name = "ada";\nconsole.log(name.toUpperCase());\n',
    );
  });

  it("names another language's method on a list and says JavaScript's", async () => {
    const found = await find('const xs = [1, 2];\nxs.append(3);\nconsole.log(xs);\n');
    expect(found).toEqual([
      expect.objectContaining({ family: 'misspelt-method', line: 2, edit: 'push' }),
    ]);
  });

  it('names a method left uncalled in a condition, and its call as the edit', async () => {
    const found = await find(
      'const word = " hi ";\nif (word.trim) {\n  console.log(word.toUpperCase());\n}\n',
    );
    expect(found).toEqual([
      expect.objectContaining({ family: 'uncalled-function', line: 2, edit: 'trim()' }),
    ]);
  });

  it('names a comparison with a new empty list and writes the length test', async () => {
    const found = await find(
      'const todo = [];\nif (todo === []) {\n  console.log("nothing");\n}\n',
    );
    expect(found).toEqual([
      expect.objectContaining({ family: 'array-equality', line: 2, edit: 'todo.length === 0' }),
    ]);
  });

  it('names a value find may not give, and says why', async () => {
    const found = await find(
      'const ages = [3, 40];\nconst adult = ages.find((a) => a > 18);\nconsole.log(adult.toFixed(1));\n',
    );
    expect(found).toEqual([expect.objectContaining({ family: 'possibly-missing-value', line: 3 })]);
    expect(found[0]?.message).toContain('when no item matches');
  });

  it("keeps quiet on prompt()'s answer, null only when the question is cancelled", async () => {
    expect(
      await find(
        'const first = prompt("First name?");\nconsole.log(first.trim().toUpperCase());\n',
      ),
    ).toEqual([]);
  });

  it('keeps quiet on map.get after map.has or map.set', async () => {
    const found = await find(
      'const groups = new Map();\nfor (const w of ["a", "b", "a"]) {\n  if (!groups.has(w)) groups.set(w, []);\n  groups.get(w).push(w);\n}\nconsole.log(groups.size);\n',
    );
    expect(found).toEqual([]);
  });

  it('names this lost in a function callback, with the arrow as the edit', async () => {
    const code =
      'class Timer {\n  constructor() {\n    this.ticks = 0;\n  }\n  start() {\n    [1, 2].forEach(function () {\n      this.ticks += 1;\n    });\n  }\n}\nnew Timer().start();\n';
    const check = await typeCheck(code, false, nodeTypeLibs);
    const [d] = checkerFindings(check);
    expect(d).toMatchObject({ family: 'lost-this', line: 7 });
    expect(d?.edit && applyEdit(code, d.edit)).toContain('    [1, 2].forEach(() => {\n');
  });

  it('names text compared with a number, and wraps it in Number()', async () => {
    const found = await find(
      'const typed = "42";\nif (typed === 42) {\n  console.log("right");\n}\n',
    );
    expect(found).toEqual([
      expect.objectContaining({
        family: 'input-text-as-number',
        line: 2,
        edit: 'Number(typed)',
      }),
    ]);
  });

  it('names a function that returns nothing used as a value, wherever it stands', async () => {
    const sum = 'function sum(xs) {\n  let t = 0;\n  for (const x of xs) t += x;\n}\n';
    for (const use of ['const d = sum([1, 2]) * 2;', 'if (sum([1]) > 2) {}', 'if (sum([3])) {}']) {
      const found = await find(`${sum}${use}\n`);
      expect(found, use).toEqual([expect.objectContaining({ family: 'missing-return', line: 5 })]);
    }
  });

  it('names an arrow meant to return an object, with the parentheses as the edit', async () => {
    const found = await find(
      'const people = ["Ada", "Alan"].map((n) => { name: n });\nconsole.log(people);\n',
    );
    expect(found).toEqual([
      expect.objectContaining({
        family: 'arrow-object-literal',
        line: 1,
        edit: '({ name: n })',
      }),
    ]);
  });

  it('names Date() without new when its text is used as a date', async () => {
    const found = await find('const today = Date();\nconsole.log(today.getFullYear());\n');
    expect(found).toEqual([
      expect.objectContaining({ family: 'date-without-new', line: 2, edit: 'new ' }),
    ]);
  });

  it('names too many values given to a function of the file', async () => {
    const found = await find(
      'function area(w, h) {\n  return w * h;\n}\nconsole.log(area(2, 3, 4));\n',
    );
    expect(found).toEqual([expect.objectContaining({ family: 'wrong-argument-count', line: 4 })]);
  });

  it('says nothing on correct programs', async () => {
    for (const code of [
      'const s = " hi ";\nif (s.trim()) console.log(s.trim().toUpperCase());\n',
      'const xs = [3, 1, 2];\nconst sorted = [...xs].sort((a, b) => a - b);\nconsole.log(sorted, xs.indexOf(2) !== -1);\n',
      'const people = ["Ada"].map((n) => ({ name: n }));\nconsole.log(people[0].name, new Date().getFullYear());\n',
      'const readline = require("readline");\nconst rl = readline.createInterface({ input: process.stdin });\nrl.on("line", (l) => console.log(Number(l) + 1));\n',
      'class C {\n  constructor() {\n    this.n = 0;\n  }\n  go() {\n    [1].forEach(() => {\n      this.n += 1;\n    });\n  }\n}\nnew C().go();\n',
      'function Person(name) {\n  this.name = name;\n}\nconst p = new Person("Ada");\nconsole.log(p.name);\n',
    ]) {
      expect(await find(code), code).toEqual([]);
    }
  });
});
