import { describe, expect, it } from 'vitest';
import { optimize, optimizeChecked } from './optimize';

const at = (code: string, s: { startPos: number; endPos: number }) =>
  code.slice(s.startPos, s.endPos);

describe('optimize (located suggestions, confidence 0.75)', () => {
  it('suggests === for == and !== for != at the operator', () => {
    const code = "if (a == 1 && b != '') {}\nif (c === d) {}";
    const found = optimize(code, 'javascript');
    expect(found.map((s) => [at(code, s), s.text, s.kind])).toEqual([
      ['==', '===', 'edit'],
      ['!=', '!==', 'edit'],
    ]);
    expect(found.every((s) => s.type === 'optimization' && s.confidence === 0.75)).toBe(true);
    // Read line by line, the types are not known: each says it may change behaviour.
    expect(found.every((s) => s.changesBehaviour?.includes('may have different types'))).toBe(true);
  });

  it('finds DOM queries in loops and repeated queries', () => {
    const code = [
      "const a = document.querySelector('#total');",
      'for (const item of items) {',
      "  document.getElementById('out').append(item);",
      '}',
      "document.querySelector('#total').textContent = '0';",
    ].join('\n');
    const found = optimize(code, 'javascript');
    expect(found.map((s) => at(code, s))).toEqual([
      "document.getElementById('out')",
      "document.querySelector('#total')",
    ]);
    expect(found[0]?.text).toBe('Query the element once before the loop on line 2 and reuse it');
    expect(found[1]?.text).toBe(
      "Store the result of document.querySelector('#total') (line 1) in a variable and reuse it",
    );
  });

  it('finds string concatenation, array lookups, RegExp creation and await inside loops', () => {
    const code = [
      'for (let i = 0; i < n; i++) {',
      "  html += '<li>' + i;",
      '  if (seen.includes(i)) continue;',
      "  const re = new RegExp('x');",
      '  await save(i);',
      '}',
      "html += 'done';",
    ].join('\n');
    const found = optimize(code, 'javascript');
    expect(found.map((s) => at(code, s))).toEqual([
      "html += '",
      'includes',
      'new RegExp(',
      'await',
    ]);
  });

  it('offers structuredClone for JSON deep copies, as a change of behaviour', () => {
    const code = 'const copy = JSON.parse(JSON.stringify(state));';
    const [s] = optimize(code, 'javascript');
    expect(s).toMatchObject({ text: 'structuredClone(state)', kind: 'edit' });
    expect(s?.changesBehaviour).toMatch(/turns dates into strings/);
    expect(at(code, s!)).toBe('JSON.parse(JSON.stringify(state))');
  });

  it('finds Python range(len()), == None, += strings and append loops', () => {
    const code = [
      'for i in range(len(names)):',
      '    if names[i] == None:',
      "        text += 'x'",
      'for n in numbers:',
      '    squares.append(n * n)',
    ].join('\n');
    const found = optimize(code, 'python');
    expect(found.map((s) => [at(code, s), s.text])).toEqual([
      ['for i in range(len(names))', 'for i, item in enumerate(names)'],
      ['== None', 'is None'],
      ["text += '", "Collect the parts in a list and use ''.join(parts) after the loop"],
      ['for n in numbers:', 'Build squares with a list comprehension: squares = [... for ...]'],
    ]);
  });

  it('finds nothing in code without these patterns, or in empty code', () => {
    expect(optimize('const a = 1;\nexport default a;\n', 'javascript')).toEqual([]);
    expect(optimize('', 'javascript')).toEqual([]);
    expect(optimize('a == b', 'rust')).toEqual([]);
  });
});

describe('optimize never changes behaviour without saying so', () => {
  it('proves == → === where both sides always have the same type, and only there', async () => {
    const code = [
      "if (typeof a == 'string' && b != null && c == d && `${e}` == 'x') {}",
      'if (value == undefined || count != 1 + 2 || !ready == !done) {}',
    ].join('\n');
    const found = await optimizeChecked(code, 'javascript');
    expect(
      found.map((s) => [at(code, s), s.text, s.changesBehaviour?.slice(0, 40) ?? 'same']),
    ).toEqual([
      ['==', '===', 'same'],
      ['!=', '!==', '`!= null` is also false for undefined; `'],
      ['==', '===', '`==` converts the two sides to one type '],
      ['==', '===', 'same'],
      ['==', '===', '`== null` is also true for undefined; `='],
      ['!=', '!==', '`==` converts the two sides to one type '],
      ['==', '===', 'same'],
    ]);
    expect(found[1]?.changesBehaviour).toBe(
      '`!= null` is also false for undefined; `!== null` is not. Keep it if the value can be undefined.',
    );
  }, 30_000);

  it('keeps every == marked when the code does not parse, or is not JavaScript', async () => {
    const broken = 'if (typeof a == "x" {';
    expect((await optimizeChecked(broken, 'javascript'))[0]?.changesBehaviour).toBeDefined();
    const ts = "let a: string = 'x';\nif (typeof a == 'string') {}";
    expect((await optimizeChecked(ts, 'typescript'))[0]?.changesBehaviour).toBeDefined();
  });

  it('offers Python is None as the same only when no class can define its own ==', () => {
    const plain = optimize('x = None\nif x == None:\n    print(1)\n', 'python');
    expect(plain.map((s) => [s.text, s.changesBehaviour])).toEqual([['is None', undefined]]);
    for (const code of [
      'import numpy\nif x == None:\n    pass\n',
      'class A:\n    def __eq__(self, o):\n        return True\n\nif A() != None:\n    pass\n',
    ]) {
      expect(optimize(code, 'python')[0]?.changesBehaviour, code).toMatch(/can define its own ==/);
    }
  });

  it('offers enumerate as the same only for a list made here that the loop does not change', () => {
    const safe =
      'names = ["a", "b"]\nfor i in range(len(names)):\n    print(i, names[i].upper())\n';
    expect(optimize(safe, 'python')[0]).toMatchObject({
      text: 'for i, item in enumerate(names)',
      kind: 'edit',
    });
    expect(optimize(safe, 'python')[0]?.changesBehaviour).toBeUndefined();
    const changing = [
      // The loop adds to the list.
      'names = ["a"]\nfor i in range(len(names)):\n    names.append(names[i])\n',
      // A parameter: any value at all.
      'def show(names):\n    for i in range(len(names)):\n        print(names[i])\n',
      // A function of the program may change it.
      'names = ["a"]\ndef grow():\n    names.append("b")\nfor i in range(len(names)):\n    grow()\n',
      // The new name is taken.
      'item = 1\nnames = ["a"]\nfor i in range(len(names)):\n    print(names[i], item)\n',
      // Slices can change the length.
      'names = ["a"]\nfor i in range(len(names)):\n    names[i:i] = []\n',
    ];
    for (const code of changing) {
      expect(optimize(code, 'python')[0]?.changesBehaviour, code).toBeDefined();
    }
  });

  it('keeps advice as advice', () => {
    const code = "for (const x of xs) {\n  if (list.includes(x)) s += 'a';\n}";
    const found = optimize(code, 'javascript');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.kind === 'advice' && s.changesBehaviour === undefined)).toBe(true);
  });
});
