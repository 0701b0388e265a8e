import { describe, expect, it } from 'vitest';
import { applyEdit } from './edits';
import { changeEdit, hintKey, hintLadder, runErrorProblem, splitAdvice } from './hints';
import { explainError } from '../run/explain';

const code = 'const scores = [3, 1];\nscores.sort;\nconsole.log(scores);\n';
const finding = {
  rule: 'types/uncalled-function',
  family: 'uncalled-function',
  message: '`scores.sort` names the method without calling it. Call it: `scores.sort()`.',
  line: 2,
  confidence: 0.85,
  edit: { line: 2, column: 12, endLine: 2, endColumn: 12, text: '()' },
};

describe('the Hint ladder', () => {
  it('goes from what the mistake means to where, what to try, and the fix last', () => {
    const rungs = hintLadder(finding, code);
    expect(rungs.map((r) => r.kind)).toEqual(['meaning', 'where', 'try', 'fix']);
    expect(rungs[0]?.text).toContain('only the brackets `()` run it');
    expect(rungs[0]?.text).not.toContain('scores');
    expect(rungs[1]?.text).toBe('Line 2: `scores.sort;`');
    expect(rungs[2]?.text).toBe('Call it: `scores.sort()`.');
    expect(rungs[3]?.diff).toEqual({
      line: 2,
      before: ['scores.sort;'],
      after: ['scores.sort();'],
    });
  });

  it('has no fix rung without an edit, and says a mistake of no family in its own words', () => {
    const rungs = hintLadder(
      {
        rule: 'ruff/F401',
        message: '`os` is imported but never used. Remove it.',
        line: 1,
        confidence: 0.9,
      },
      'import os\n',
    );
    expect(rungs.map((r) => r.kind)).toEqual(['meaning', 'where', 'try']);
    expect(rungs[0]?.text).toBe('`os` is imported but never used.');
  });

  it('shows an added line in the diff', () => {
    const src = 'def f():\n    n += 1\n';
    const edit = { line: 2, column: 1, endLine: 2, endColumn: 1, text: '    global n\n' };
    const fix = hintLadder({ ...finding, line: 2, edit }, src).at(-1);
    expect(fix?.diff).toEqual({
      line: 2,
      before: ['    n += 1'],
      after: ['    global n', '    n += 1'],
    });
    expect(applyEdit(src, edit)).toBe('def f():\n    global n\n    n += 1\n');
  });

  it('keys a problem by its line text, not its number', () => {
    expect(hintKey('f1', finding, code)).toBe(hintKey('f1', { ...finding, line: 3 }, `\n${code}`));
    expect(hintKey('f1', finding, code)).not.toBe(hintKey('f2', finding, code));
  });

  it('splits a message into the problem and the advice, keeping one-sentence messages whole', () => {
    expect(splitAdvice('`x` is text. Turn it into a number: `int(x)`.')).toEqual({
      problem: '`x` is text.',
      advice: 'Turn it into a number: `int(x)`.',
    });
    expect(splitAdvice('0.1 + 0.2 is 0.30000000000000004. Compare with a tolerance.').problem).toBe(
      '0.1 + 0.2 is 0.30000000000000004.',
    );
    expect(splitAdvice('Assignment in a condition: did you mean `===`?')).toEqual({
      problem: 'Assignment in a condition: did you mean `===`?',
      advice: 'Assignment in a condition: did you mean `===`?',
    });
  });
});

describe('the Hint ladder of a failed run', () => {
  const source = 'name = "Ada"\nprint(nmae)\n';
  const error = {
    name: 'NameError',
    message: "name 'nmae' is not defined",
    location: { path: 'main.py', line: 2 },
  };

  it('tells the explanation as meaning and advice, and the engine’s edit on that line last', () => {
    const explanation = { summary: 'Python does not know `nmae`.', fix: 'Did you mean `name`?' };
    const typo = {
      rule: 'ruff/F821',
      message: 'Undefined name',
      line: 2,
      confidence: 0.9,
      edit: { line: 2, column: 7, endLine: 2, endColumn: 11, text: 'name' },
    };
    const rungs = hintLadder(runErrorProblem(error, explanation, source, [typo]), source);
    expect(rungs.map((r) => [r.kind, r.text])).toEqual([
      ['meaning', 'Python does not know `nmae`.'],
      ['where', 'Line 2: `print(nmae)`'],
      ['try', 'Did you mean `name`?'],
      ['fix', 'This change fixes it. Apply it, or make it yourself.'],
    ]);
    expect(rungs[3]?.diff?.after).toEqual(['print(name)']);
  });

  it('says the runtime’s words when nothing explains them, with no fix it does not have', () => {
    const rungs = hintLadder(runErrorProblem(error, null, source, []), source);
    expect(rungs[0]?.text).toBe("The program stopped with NameError: name 'nmae' is not defined");
    expect(rungs.map((r) => r.kind)).toEqual(['meaning', 'where', 'try']);
    expect(rungs[2]?.text).toMatch(/^Read the last line of the message/);
  });

  it("makes the runtime's own suggestion the fix when the wrong name stands once on the line", () => {
    const said = { ...error, message: "name 'nmae' is not defined. Did you mean: 'name'?" };
    expect(runErrorProblem(said, null, source).edit).toEqual({
      line: 2,
      column: 7,
      endLine: 2,
      endColumn: 11,
      text: 'name',
    });
    const attribute = {
      name: 'AttributeError',
      message: "'str' object has no attribute 'uppercase'. Did you mean: 'upper'?",
      location: { path: 'main.py', line: 1 },
    };
    const fixed = runErrorProblem(attribute, null, 'print(word.uppercase())\n');
    expect(fixed.edit?.text).toBe('upper');
    expect(fixed.edit?.column).toBe(12);
    // Twice on the line: which one is meant is not known, so no fix is offered.
    expect(runErrorProblem(said, null, 'x = 1\nprint(nmae, nmae)\n').edit).toBeUndefined();
  });
});

describe('the change an explanation names, as an edit', () => {
  const fixed = (
    runtime: 'javascript' | 'python' | 'lua' | 'sql',
    source: string,
    name: string,
    message: string,
    line: number,
  ) => {
    const error = { name, message, trace: '', location: { path: 'main', line } };
    const problem = runErrorProblem(error, explainError(runtime, error, source), source);
    return problem.edit ? applyEdit(source, problem.edit) : null;
  };

  it('renames a misspelt name on the failing line, in each runtime', () => {
    expect(
      fixed(
        'javascript',
        'const total = 3;\nconsole.log("total:", totl);\n',
        'ReferenceError',
        'totl is not defined',
        2,
      ),
    ).toBe('const total = 3;\nconsole.log("total:", total);\n');
    expect(
      fixed(
        'python',
        'count = 0\nfor i in range(3):\n    cuont += i\n',
        'NameError',
        "name 'cuont' is not defined",
        3,
      ),
    ).toBe('count = 0\nfor i in range(3):\n    count += i\n');
    expect(
      fixed(
        'lua',
        'local function greet() print("hi") end\ngret()\n',
        'lua',
        "attempt to call a nil value (global 'gret')",
        2,
      ),
    ).toBe('local function greet() print("hi") end\ngreet()\n');
  });

  it('renames a misspelt method after its dot only', () => {
    expect(
      fixed(
        'javascript',
        'const items = [1];\nitems.pusj(2);\n',
        'TypeError',
        'items.pusj is not a function',
        2,
      ),
    ).toBe('const items = [1];\nitems.push(2);\n');
  });

  it('adds a missing import at the top, after a shebang', () => {
    expect(
      fixed(
        'python',
        '#!/usr/bin/env python3\nprint(math.pi)\n',
        'NameError',
        "name 'math' is not defined. Did you forget to import 'math'?",
        2,
      ),
    ).toBe('#!/usr/bin/env python3\nimport math\nprint(math.pi)\n');
  });

  it('makes no edit when the name stands twice on the line, or only in quotes', () => {
    expect(
      changeEdit({ kind: 'rename', from: 'nme', to: 'name' }, 1, 'nme = nme + 1\n'),
    ).toBeUndefined();
    expect(
      changeEdit({ kind: 'rename', from: 'nme', to: 'name' }, 1, 'print("nme")\n'),
    ).toBeUndefined();
    expect(
      changeEdit({ kind: 'rename', from: 'nme', to: 'name' }, 1, 'print("nme", nme)\n'),
    ).toEqual({
      line: 1,
      column: 14,
      endLine: 1,
      endColumn: 17,
      text: 'name',
    });
    expect(
      changeEdit({ kind: 'rename', from: 'nme', to: 'name' }, undefined, 'nme\n'),
    ).toBeUndefined();
  });
});
