import { describe, expect, it } from 'vitest';
import { nodeRuffWasm } from '../../../node/ruff-wasm';
import { autoFix } from '../autofix';
import { pythonProblems, ruffReport, ruffWorkspace } from '../ruff';

describe('Ruff findings in plain words, with the checks', () => {
  it('names a function called before its def', async () => {
    const ws = await ruffWorkspace(nodeRuffWasm);
    const problems = pythonProblems(ws, 'print(square(4))\n\n\ndef square(n):\n    return n * n\n');
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'python/used-before-def',
        line: 1,
        message:
          '`square` is used here but only defined on line 4: Python runs from top to bottom, so move this line below that definition.',
      }),
    ]);
  });

  it('names a missing global once, and lowercase true as Python spells it', async () => {
    const ws = await ruffWorkspace(nodeRuffWasm);
    const code = 'clicks = 0\n\n\ndef click():\n    clicks += 1\n\n\nok = true\n';
    expect(pythonProblems(ws, code).map((d) => [d.rule, d.line, d.message])).toEqual([
      [
        'ruff/F823',
        5,
        "`clicks` is changed inside this function but was made outside it, so Python stops with an UnboundLocalError. Add `global clicks` as the function's first line, or pass it in and return it.",
      ],
      ['ruff/F821', 8, 'Python writes `True` with a capital letter, not `true`.'],
    ]);
  });

  it('names what Auto-Fix fixes only when asked for the code as written', async () => {
    const ws = await ruffWorkspace(nodeRuffWasm);
    const code = 'x = 3\nif x is 3:\n    print(x)\n';
    expect(pythonProblems(ws, code).map((d) => d.rule)).toEqual(['ruff/F632']);
    expect(ruffReport(ws, code)).toEqual([]);
  });

  it('lists the checks in Auto-Fix’s "left for you"', async () => {
    const result = await autoFix(
      'scores = [3, 1]\nscores = scores.sort()\n',
      'python',
      {},
      { ruffWasm: nodeRuffWasm },
    );
    expect(result.remaining).toEqual([
      expect.objectContaining({ rule: 'python/none-result', line: 2 }),
    ]);
    expect(result.explanation).toContain('left for you');
  });
});
