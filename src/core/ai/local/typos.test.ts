import { describe, expect, it } from 'vitest';
import {
  TYPOS,
  findTypos,
  fixTypos,
  maskCode,
  reviewAgainstFile,
  typoSuggestions,
  typoTarget,
} from './typos';

/** Each suggestion as [the text it replaces, its text, its behaviour note or 'same']. */
const shown = (code: string, language = 'javascript') =>
  typoSuggestions(code, language).map((s) => [
    code.slice(s.startPos, s.endPos),
    s.text,
    s.changesBehaviour === undefined ? 'same' : 'changes',
  ]);

describe('typo fix (dictionary, confidence 0.9)', () => {
  it('has a dictionary of about 50 common typos', () => {
    const size = Object.keys(TYPOS).length;
    expect(size).toBeGreaterThanOrEqual(45);
    expect(size).toBeLessThanOrEqual(60);
  });

  it('fixes whole words only, in code only', () => {
    expect(fixTypos('fucntion f() { retrun lenght; }')).toBe('function f() { return length; }');
    expect(fixTypos('myretrun = retruns')).toBe('myretrun = retruns');
    expect(fixTypos('consle.log("consle"); // consle')).toBe('console.log("consle"); // consle');
  });

  it('suggests each fix at its position with confidence 0.9', () => {
    const text = 'x = 1\npritn(x)';
    const [s] = typoSuggestions(text, 'python');
    expect(s).toMatchObject({ type: 'correction', text: 'print', confidence: 0.9 });
    expect(s?.changesBehaviour).toBeUndefined();
    expect(text.slice(s!.startPos, s!.endPos)).toBe('pritn');
  });

  it('ignores properties of the dictionary object', () => {
    expect(findTypos('constructor toString hasOwnProperty')).toEqual([]);
    expect(typoTarget('constructor', 'javascript')).toBeUndefined();
  });

  it('offers only fixes that mean something in the language', () => {
    expect(typoTarget('pritn', 'javascript')).toBeUndefined();
    expect(typoTarget('ture', 'python')).toBeUndefined();
    expect(typoTarget('pritn', 'python')).toBe('print');
    expect(shown('pritn("hi")\n')).toEqual([]);
  });

  it('blanks strings and comments, keeping every offset', () => {
    const js = 'a("x // y") /* z */ + `t${b}` // c\nd';
    expect(maskCode(js, 'javascript')).toBe('a("      ")         + `     `     \nd');
    expect(maskCode('a = \'x\' # y\nb = """q\nr"""', 'python')).toBe(
      'a = \' \'    \nb = """ \n """',
    );
  });
});

describe('typo fixes never change what working code does without saying so', () => {
  it('fixes a misspelled name declared nowhere: it stops the program today', () => {
    expect(shown('consle.log(1);\nfucntion f() {}\n')).toEqual([
      ['consle', 'console', 'same'],
      ['fucntion', 'function', 'same'],
    ]);
    expect(shown('if x:\n    pass\nesle:\n    pritn(x)\n', 'python')).toEqual([
      ['esle', 'else', 'same'],
      ['pritn', 'print', 'same'],
    ]);
  });

  it('renames a declared name everywhere at once, never one use', () => {
    const code = 'let lenght = 3;\nfor (let i = 0; i < lenght; i++) console.log(lenght);\n';
    const found = typoSuggestions(code);
    expect(found).toHaveLength(1);
    const [rename] = found;
    expect(rename?.description).toMatch(/^Rename every use of `lenght` to `length` \(3 uses\)/);
    expect(rename?.changesBehaviour).toBeUndefined();
    const applied = code.slice(0, rename!.startPos) + rename!.text + code.slice(rename!.endPos);
    expect(applied).toBe(
      'let length = 3;\nfor (let i = 0; i < length; i++) console.log(length);\n',
    );
    const py = 'lenght = 3\nfor i in range(lenght):\n    print(i, lenght)\n';
    expect(shown(py, 'python')).toEqual([
      [
        'lenght = 3\nfor i in range(lenght):\n    print(i, lenght',
        'length = 3\nfor i in range(length):\n    print(i, length',
        'same',
      ],
    ]);
  });

  it('finds declarations in parameters, lists, patterns, loops and imports', () => {
    const declared = [
      'function f(a, lenght) { return lenght; }',
      'const f = (lenght) => lenght * 2;',
      'let a = 1, lenght;\nlenght = 2;',
      'const [a, lenght] = pair;\nconsole.log(lenght);',
      'for (const lenght of items) console.log(lenght);',
      'try { go(); } catch (lenght) { console.log(lenght); }',
      'import lenght from "./size.js";\nconsole.log(lenght);',
    ];
    for (const code of declared) {
      expect(
        typoSuggestions(code).every((s) => s.description?.startsWith('Rename every use')),
        code,
      ).toBe(true);
    }
    const pyDeclared = [
      'def f(a, lenght=3):\n    return lenght',
      'a, lenght = 1, 2\nprint(lenght)',
      'for lenght in sizes:\n    print(lenght)',
      'with open(p) as lenght:\n    print(lenght)',
      'f = lambda lenght: lenght + 1',
    ];
    for (const code of pyDeclared) {
      expect(
        typoSuggestions(code, 'python').every((s) => s.description?.startsWith('Rename every use')),
        code,
      ).toBe(true);
    }
  });

  it('offers nothing where a rename could not keep the program the same', () => {
    const none = [
      // The new name is already taken.
      'let lenght = 3;\nconsole.log(length, lenght);',
      // A shorthand property or destructuring is a key too.
      'const { lenght } = obj;\nconsole.log(lenght);',
      'const lenght = 1;\nexport default { lenght };',
      // A use the checker cannot see, in a template.
      'let lenght = 1;\nconsole.log(`${lenght}`);',
      // Only assigned: a global of the page.
      'consle = 1;\nconsle.log(2);',
      // Exported: other files see the name.
      'export const lenght = 1;\nconsole.log(lenght);',
    ];
    for (const code of none) expect(shown(code), code).toEqual([]);
    expect(shown('def f(lenght):\n    return lenght\n\nprint(f(lenght=3))\n', 'python')).toEqual(
      [],
    );
    expect(shown('lenght = 3\nprint(f"{lenght}")\n', 'python')).toEqual([]);
    expect(shown('from shapes import *\nprint(lenght)\n', 'python')).toEqual([]);
  });

  it('marks a misspelled property, and typeof of an undeclared name, as changing behaviour', () => {
    const found = typoSuggestions('console.log(items.lenght, typeof consle);\n');
    expect(found.map((s) => [s.text, s.changesBehaviour])).toEqual([
      ['length', expect.stringContaining('`.lenght` and `.length` are different properties')],
      ['console', expect.stringContaining('`typeof consle` is "undefined" now')],
    ]);
    expect(shown('class A:\n    def f(slef):\n        return slef.lenght\n', 'python')).toEqual([
      ['slef):\n        return slef', 'self):\n        return self', 'same'],
      ['lenght', 'length', 'changes'],
    ]);
  });

  it('treats class members and keys as properties, not names', () => {
    expect(shown('class A {\n  lenght = 3;\n  show() { return this.lenght; }\n}\n')).toEqual([
      ['lenght', 'length', 'changes'],
    ]);
    expect(shown('const o = { lenght: 3 };\nconsole.log(o.lenght);\n')).toEqual([
      ['lenght', 'length', 'changes'],
    ]);
    expect(
      shown('class A:\n    lenght = 3\n\nprint(A.lenght)\n', 'python').map((s) => s[2]),
    ).toEqual(['changes']);
  });
});

describe('reviewAgainstFile', () => {
  const file = 'let lenght = 3;\nconsole.log(lenght);\nconsle.log(1);\n';

  it('marks a fix that leaves uses of the name outside the selection', () => {
    const part = 'console.log(lenght);';
    const from = file.indexOf(part);
    const fixes = typoSuggestions(part);
    expect(fixes.map((s) => s.changesBehaviour)).toEqual([undefined]);
    const [checked] = reviewAgainstFile(fixes, file, from, from + part.length, 'javascript');
    expect(checked?.changesBehaviour).toBe(
      '`lenght` is also used outside the selection (line 1), where it would keep its old name. Select all the code and ask again.',
    );
  });

  it('keeps a fix of a name used only in the selection, and any fix of the whole file', () => {
    const part = 'consle.log(1);';
    const from = file.indexOf(part);
    const fixes = typoSuggestions(part);
    expect(reviewAgainstFile(fixes, file, from, from + part.length, 'javascript')).toEqual(fixes);
    const whole = typoSuggestions(file);
    expect(reviewAgainstFile(whole, file, 0, file.length, 'javascript')).toEqual(whole);
  });
});
