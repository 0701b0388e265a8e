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
});
