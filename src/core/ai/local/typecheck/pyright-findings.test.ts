import { beforeAll, describe, expect, it } from 'vitest';
import { nodePyright } from '../../node/pyright-host';
import { applyEdit } from '../diagnose/corpus';
import { pythonTypeCheck } from './py-check';
import { pyrightFindings } from './pyright-findings';

async function find(code: string) {
  return pyrightFindings(await pythonTypeCheck(code, nodePyright));
}

async function fixed(code: string) {
  const [d] = await find(code);
  return d?.edit ? applyEdit(code, d.edit) : undefined;
}

describe("Pyright's diagnostics, told to a beginner", () => {
  beforeAll(() => pythonTypeCheck('', nodePyright), 60_000);

  it("names a missing method with the one that exists, or another language's name", async () => {
    expect(await fixed('word = "hi"\nprint(word.uppr())\n')).toBe(
      'word = "hi"\nprint(word.upper())\n',
    );
    const carried = await find('names = []\nnames.push("ada")\n');
    expect(carried).toMatchObject([{ family: 'misspelt-method', line: 2 }]);
    expect(carried[0]?.message).toContain('did you mean `append`?');
    expect(await find('import math\nprint(math.sqroot(2))\n')).toMatchObject([
      { family: 'misspelt-method', edit: { text: 'sqrt' } },
    ]);
    const length = await find('items = [1]\nprint(items.length)\n');
    expect(length[0]?.message).toContain('`len(…)`');
  });

  it('adds the import of a module used without it, below the comments and imports', async () => {
    expect(await fixed('# dice\nimport math\nprint(random.randint(1, 6))\n')).toBe(
      '# dice\nimport math\nimport random\nprint(random.randint(1, 6))\n',
    );
  });

  it('puts a list method called alone after its list', async () => {
    expect(await fixed('todo = []\nappend(todo, "milk")\n')).toBe(
      'todo = []\ntodo.append("milk")\n',
    );
    expect(await find('def append(xs, x):\n    xs.append(x)\nappend([], 1)\n')).toEqual([]);
  });

  it('turns text from input() into a number where it is read', async () => {
    expect(await fixed('age = input("Age? ")\nprint(age + 1)\n')).toBe(
      'age = int(input("Age? "))\nprint(age + 1)\n',
    );
    expect(await fixed('prices = {1: 2.5}\nprint(prices[input()])\n')).toBe(
      'prices = {1: 2.5}\nprint(prices[int(input())])\n',
    );
    expect(await find('name = input()\nprint("Hi " + name)\n')).toEqual([]);
  });

  it('declares a global that a function sets', async () => {
    expect(await fixed('count = 0\ndef tick():\n    count += 1\ntick()\n')).toBe(
      'count = 0\ndef tick():\n    global count\n    count += 1\ntick()\n',
    );
  });

  it('names a call with too few or too many values', async () => {
    const found = await find(
      'def area(w, h):\n    return w * h\nprint(area(2))\nprint(area(1, 2, 3))\n',
    );
    expect(found.map((d) => [d.family, d.line])).toEqual([
      ['wrong-argument-count', 3],
      ['wrong-argument-count', 4],
    ]);
    expect(found[0]?.message).toContain('`area` needs a value for `h`');
  });

  it('tells a function without return apart from a value that may be None', async () => {
    const none = await find('def double(x):\n    y = x * 2\nprint(double(2) + 1)\n');
    expect(none).toMatchObject([{ family: 'missing-return', line: 3 }]);
    const maybe = await find('import re\nm = re.match("a", "b")\nprint(m.group())\n');
    expect(maybe).toMatchObject([{ family: 'possibly-missing-value', line: 3 }]);
    expect(await find('import re\nm = re.match("a", "b")\nif m:\n    print(m.group())\n')).toEqual(
      [],
    );
  });
});
