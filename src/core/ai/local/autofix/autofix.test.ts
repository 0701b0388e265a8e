import { describe, expect, it, vi } from 'vitest';
import { nodeRuffWasm } from '../../node/ruff-wasm';
import { autoFix } from './autofix';

// The first call loads ESLint, Prettier or Ruff, which takes seconds while other test files run.
vi.setConfig({ testTimeout: 30_000 });

const tools = { ruffWasm: nodeRuffWasm };

describe('auto-fix for JavaScript (ESLint + Prettier)', () => {
  it('replaces var, uses const, fixes provably safe ==, and formats', async () => {
    const code =
      "var count = 1\nvar name = 'a'; name = 'b'\nif (typeof count == 'number') { log(count, name) }\n";
    const result = await autoFix(code, 'JavaScript');
    expect(result.fixed).toBe(true);
    expect(result.fixed_code).toBe(
      'const count = 1;\nlet name = "a";\nname = "b";\nif (typeof count === "number") {\n  log(count, name);\n}\n',
    );
    expect(result.fixes_applied).toEqual([
      'Line 1: Replaced var with let (var ignores blocks and causes surprises)',
      'Line 2: Replaced var with let (var ignores blocks and causes surprises)',
      'Line 3: Changed == to === (both sides always have the same type)',
      'Line 1: Used const for a variable that is never reassigned',
      'Formatted the code with Prettier (indentation, spacing, quotes, line breaks)',
    ]);
    expect(result.confidence).toBe(0.97);
    expect(result.manual_review_needed).toBe(false);
  });

  it('replaces innerHTML of plain text with textContent: confidence 0.9 and manual review', async () => {
    const result = await autoFix(
      'el.innerHTML = "Saved";\nout.innerHTML = `Total: ${2 * 3}`;\n',
      'javascript',
    );
    expect(result.fixed_code).toBe(
      'el.textContent = "Saved";\nout.textContent = `Total: ${2 * 3}`;\n',
    );
    expect(result.confidence).toBe(0.9);
    expect(result.manual_review_needed).toBe(true);
  });

  it('leaves innerHTML of a value that may hold HTML as it is: changes behaviour, review', async () => {
    const code = [
      'const items = ["a", "b"];',
      'let html = "";',
      'for (const item of items) {',
      '  html += `<li>${item}</li>`;',
      '}',
      'list.innerHTML = html;',
      'list.innerHTML += `<li>${items.length}</li>`;',
      'title.innerHTML = `Hello ${user}`;',
      '',
    ].join('\n');
    const result = await autoFix(code, 'javascript');
    expect(result).toMatchObject({ fixed: false, fixed_code: code, manual_review_needed: false });
    const innerHtml = result.remaining?.filter((r) => r.rule === 'editor/inner-html');
    expect(innerHtml?.map((r) => r.line)).toEqual([6, 7, 8]);
    expect(innerHtml?.[0]?.message).toMatch(/^innerHTML → textContent changes behaviour: review\./);
  });

  it('leaves innerHTML with markup and unsafe == alone, and reports them', async () => {
    const code = 'el.innerHTML = "<b>hi</b>";\nif (a == b) go();\n';
    const result = await autoFix(code, 'javascript');
    expect(result.fixed).toBe(false);
    expect(result.fixed_code).toBe(code);
    expect(result.remaining?.map((r) => [r.rule, r.line])).toEqual([
      ['editor/inner-html', 1],
      ['eqeqeq', 2],
    ]);
    expect(result.confidence).toBe(0.8);
  });

  it('reports unused variables with the line of the fixed code', async () => {
    const result = await autoFix('var  unused = 1\n', 'javascript');
    expect(result.fixed_code).toBe('const unused = 1;\n');
    expect(result.remaining).toEqual([
      expect.objectContaining({ rule: 'no-unused-vars', line: 1 }),
    ]);
    expect(result.explanation).toMatch(
      /1 problem left for you: 'unused' is assigned a value but never used \(line 1\)/,
    );
  });

  it('names an assignment in a condition on its line and leaves it as written', async () => {
    const code = 'var x = 1\nif (x = 2) { console.log("hi") }';
    const result = await autoFix(code, 'javascript');
    // Formatted, but not into `if ((x = 2))`, which would read as intended.
    expect(result.fixed_code).toBe('let x = 1;\nif (x = 2) {\n  console.log("hi");\n}\n');
    // Named once, as an assignment, not also as 'Unexpected constant condition'.
    expect(result.remaining).toEqual([
      {
        rule: 'editor/cond-assign',
        message: 'Assignment in a condition: did you mean `===`?',
        line: 2,
        confidence: 1,
      },
      expect.objectContaining({ rule: 'no-unused-vars', line: 2 }),
    ]);
    expect(result.explanation).toContain(
      '2 problems left for you: Assignment in a condition: did you mean `===`? (line 2);',
    );
    // Auto-fix on its own output: still named, nothing changed.
    const again = await autoFix(result.fixed_code, 'javascript');
    expect(again).toMatchObject({ fixed: false, fixed_code: result.fixed_code });
    expect(again.remaining).toEqual(result.remaining);
    expect((await autoFix(code, 'javascript', { format: false })).remaining).toEqual(
      result.remaining,
    );
  });

  it('names assignments in loop tests too, and takes extra parentheses as intended', async () => {
    const slip = 'let n = 0\nwhile (n = 5) n++\ndo { n++ } while (n += 1)\nfor (; n = 1; ) break\n';
    const result = await autoFix(slip, 'javascript');
    expect(result.fixed_code).toBe(
      'let n = 0;\nwhile (n = 5) n++;\ndo {\n  n++;\n} while (n += 1);\nfor (; n = 1;) break;\n',
    );
    expect(result.remaining?.map((r) => [r.message, r.line])).toEqual([
      ['Assignment in a condition: did you mean `===`?', 2],
      ['Assignment (+=) in a condition: did you mean a comparison?', 5],
      ['Assignment in a condition: did you mean `===`?', 6],
    ]);
    const intended =
      'const re = /a/g;\nconst s = "aa";\nlet m;\nwhile ((m = re.exec(s))) {\n  console.log(m.index);\n}\n';
    expect(await autoFix(intended, 'javascript')).toMatchObject({ fixed: false, remaining: [] });
  });

  it('fixes a typo that stops the code from parsing', async () => {
    const result = await autoFix('fucntion hello() {\n  retrun 1;\n}\nhello();\n', 'javascript');
    expect(result.fixed_code).toBe('function hello() {\n  return 1;\n}\nhello();\n');
    expect(result.fixes_applied.slice(0, 2)).toEqual([
      "Line 1: Fixed the typo 'fucntion' → 'function'",
      "Line 2: Fixed the typo 'retrun' → 'return'",
    ]);
    expect(result.confidence).toBe(0.9);
  });

  it('fixes names that refer to nothing and are dictionary typos; names .lenght, never fixes it', async () => {
    const result = await autoFix('consle.log(items.lenght);\n', 'javascript');
    expect(result.fixed_code).toBe('console.log(items.lenght);\n');
    expect(result.fixes_applied).toEqual(["Line 1: Fixed the typo 'consle' → 'console'"]);
    expect(result.remaining).toContainEqual(
      expect.objectContaining({
        rule: 'editor/typo',
        line: 1,
        message: expect.stringContaining('changes behaviour: review') as string,
      }),
    );
  });

  it('never changes a misspelled name the program declares, assigns or asks typeof of', async () => {
    for (const code of [
      'const consle = 1;\nexport default consle;\n',
      'const lenght = 3;\nconsole.log(lenght);\n',
      'consle = { log() {} };\nconsle.log(1);\n',
      'if (typeof consle === "undefined") console.log("none");\n',
    ]) {
      const result = await autoFix(code, 'javascript');
      expect(result.fixed_code, code).toBe(code);
    }
  });

  it('changes nothing in code with a syntax error it cannot fix, and says where', async () => {
    const code = 'function (\n';
    const result = await autoFix(code, 'javascript');
    expect(result).toMatchObject({ fixed: false, fixed_code: code, fixes_applied: [] });
    expect(result.explanation).toMatch(/syntax error on line 1/);
  });

  it('honours options: no formatting, disabled rules', async () => {
    const code = 'var a = 1\n';
    expect((await autoFix(code, 'javascript', { format: false })).fixed_code).toBe('const a = 1\n');
    expect((await autoFix(code, 'javascript', { format: false, disable: ['no-var'] })).fixed).toBe(
      false,
    );
  });

  it('says an empty file has nothing to fix', async () => {
    expect(await autoFix('   ', 'javascript')).toMatchObject({
      fixed: false,
      explanation: 'Nothing to fix: the file is empty.',
    });
  });
});

describe('auto-fix for other web languages (Prettier)', () => {
  it('formats TypeScript, CSS and JSON', async () => {
    expect((await autoFix('let x:number=1\n', 'TypeScript')).fixed_code).toBe(
      'let x: number = 1;\n',
    );
    expect((await autoFix('a{color:red}', 'CSS')).fixed_code).toBe('a {\n  color: red;\n}\n');
    expect((await autoFix('{"a":1}', 'JSON')).fixed_code).toBe('{ "a": 1 }\n');
  });

  it('formats HTML, Markdown, YAML and SCSS, and lints JSX', async () => {
    expect((await autoFix('<ul><li>a</li></ul>', 'HTML')).fixed_code).toBe(
      '<ul>\n  <li>a</li>\n</ul>\n',
    );
    expect((await autoFix('# Title\n* one\n* two\n', 'markdown')).fixed_code).toBe(
      '# Title\n\n- one\n- two\n',
    );
    expect((await autoFix('a:   1\nb:\n    - x\n', 'yaml')).fixed_code).toBe('a: 1\nb:\n  - x\n');
    expect((await autoFix('.a{.b{color:red}}', 'scss')).fixed_code).toBe(
      '.a {\n  .b {\n    color: red;\n  }\n}\n',
    );
    const jsx = await autoFix("var view = <p>{typeof x == 'string'}</p>;\n", 'JSX');
    expect(jsx.fixed_code).toBe('const view = <p>{typeof x === "string"}</p>;\n');
  });

  it('does not touch TypeScript that does not parse', async () => {
    const result = await autoFix('let x: = ;', 'typescript');
    expect(result.fixed).toBe(false);
    expect(result.fixed_code).toBe('let x: = ;');
  });

  it('returns languages without a tool unchanged', async () => {
    expect((await autoFix('fn main() {}', 'rust')).fixed).toBe(false);
  });
});

describe('auto-fix for Python (Ruff)', () => {
  it('removes unused imports, fixes comparisons to None and formats', async () => {
    const code = "import os\nimport sys\nx = 1\nif x == None:\n    print( f'hi' )\n";
    const result = await autoFix(code, 'Python', {}, tools);
    expect(result.fixed_code).toBe('x = 1\nif x is None:\n    print("hi")\n');
    expect(result.fixes_applied).toEqual([
      'Line 4: Compared with None using is / is not',
      'Line 5: Removed the f from an f-string that has no {placeholders}',
      'Line 1: Removed an import that is never used',
      'Line 2: Removed an import that is never used',
      'Formatted the code with Ruff (indentation, spacing, quotes, line breaks)',
    ]);
    expect(result.confidence).toBe(0.95);
  });

  it('leaves == None to the user where a class may define its own ==', async () => {
    const code =
      'class Anything:\n    def __eq__(self, other):\n        return True\n\n\nif Anything() == None:\n    print("equal")\n';
    const result = await autoFix(code, 'python', {}, tools);
    expect(result).toMatchObject({ fixed: false, fixed_code: code });
    expect(result.remaining).toContainEqual(
      expect.objectContaining({
        rule: 'ruff/E711',
        line: 6,
        message: expect.stringContaining('changes behaviour: review') as string,
      }),
    );
  });

  it('reports what it does not fix, such as an undefined name', async () => {
    const result = await autoFix('print(undefined_name)\n', 'python', {}, tools);
    expect(result.fixed).toBe(false);
    expect(result.remaining).toEqual([expect.objectContaining({ rule: 'ruff/F821', line: 1 })]);
  });

  it('fixes a typo that breaks parsing and leaves other syntax errors alone', async () => {
    expect((await autoFix('clas A:\n    pass\n', 'python', {}, tools)).fixed_code).toBe(
      'class A:\n    pass\n',
    );
    const broken = 'def f(:\n  pass\n';
    expect(await autoFix(broken, 'python', {}, tools)).toMatchObject({
      fixed: false,
      fixed_code: broken,
    });
  });

  it('names a Python syntax error in the same beginner words as Explain', async () => {
    const code = 'x = 1\nif x = 2:\n    print(x)\n';
    const result = await autoFix(code, 'python', {}, tools);
    expect(result).toMatchObject({ fixed: false, fixed_code: code });
    expect(result.remaining).toEqual([
      expect.objectContaining({
        rule: 'python/cond-assign',
        line: 2,
        message: expect.stringContaining('write `==`: `if x == 2:`') as string,
      }),
    ]);
    expect(result.explanation).toMatch(/syntax error on line 2\. `=` gives a variable a value/);
  });

  it('fixes undefined names that are dictionary typos', async () => {
    const result = await autoFix('name = "Ada"\npritn(name)\n', 'python', { format: false }, tools);
    expect(result.fixed_code).toBe('name = "Ada"\nprint(name)\n');
    expect(result.fixes_applied).toEqual(["Line 2: Fixed the typo 'pritn' → 'print'"]);
    expect(result.confidence).toBe(0.9);
    const defined = 'def pritn(x):\n    return x\n\n\npritn(1)\n';
    expect((await autoFix(defined, 'python', {}, tools)).fixed).toBe(false);
  });

  it('without the wasm, Python gets no linter changes', async () => {
    expect((await autoFix('import os\n', 'python')).fixed).toBe(false);
  });
});
