import { describe, expect, it } from 'vitest';
import { nodeRuffWasm } from '../../../node/ruff-wasm';
import { pythonSyntaxError, ruffWorkspace } from '../ruff';
import { pythonSyntaxProblem } from '.';

async function syntaxProblem(code: string) {
  const ws = await ruffWorkspace(nodeRuffWasm);
  const error = pythonSyntaxError(ws, code);
  expect(error).toBeDefined();
  return error ? pythonSyntaxProblem(code, error) : undefined;
}

describe('Python syntax errors in plain words', () => {
  it('names an assignment in a condition: did you mean ==?', async () => {
    const d = await syntaxProblem('x = 1\nif x = 2:\n    print(x)\n');
    expect(d).toMatchObject({ rule: 'python/cond-assign', line: 2 });
    expect(d?.message).toContain('`if x == 2:`');
  });

  it('names indentation mistakes', async () => {
    expect(await syntaxProblem('x = 1\n    print(x)\n')).toMatchObject({
      rule: 'python/unexpected-indent',
      line: 2,
    });
    expect(await syntaxProblem('def f():\nprint(1)\n')).toMatchObject({
      rule: 'python/expected-indent',
      line: 2,
    });
    expect(await syntaxProblem('if True:\n    print(1)\n  print(2)\n')).toMatchObject({
      rule: 'python/unindent-mismatch',
      line: 3,
    });
  });

  it('names Python 2 print, a missing colon, else if, && and ++', async () => {
    expect(await syntaxProblem('print "hi", x\n')).toMatchObject({
      rule: 'python/print-statement',
      message: 'In Python 3, print needs brackets: `print("hi", x)`.',
    });
    expect(await syntaxProblem('for i in range(3)\n    print(i)\n')).toMatchObject({
      rule: 'python/missing-colon',
      line: 1,
    });
    expect(await syntaxProblem('x = 1\nif x:\n    pass\nelse if x:\n    pass\n')).toMatchObject({
      rule: 'python/else-if',
      line: 4,
    });
    expect((await syntaxProblem('a = 1\nif a > 0 && a < 3:\n    pass\n'))?.message).toContain(
      '`and`',
    );
    expect((await syntaxProblem('i = 0\ni++\n'))?.message).toBe(
      'Python has no `++`: write `i += 1`.',
    );
  });

  it('keeps Ruff’s words for other syntax errors', async () => {
    expect(await syntaxProblem('def f(:\n  pass\n')).toMatchObject({ rule: 'syntax', line: 1 });
  });
});
