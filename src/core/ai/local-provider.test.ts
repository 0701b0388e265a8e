import { describe, expect, it, vi } from 'vitest';
import { LocalProvider } from './local-provider';
import { nodeRuffWasm } from './node/ruff-wasm';

// The first call loads ESLint, Prettier or Ruff, which takes seconds while other test files run.
vi.setConfig({ testTimeout: 30_000 });

const local = () => new LocalProvider({ tools: { ruffWasm: nodeRuffWasm } });

describe('LocalProvider', () => {
  it('answers every operation and says it answered', async () => {
    const p = local();
    const code = 'var total = 0;\nfor (const x of xs) { total += x }\n';
    expect((await p.complete(code, 'javascript', 3)).provider).toEqual({
      kind: 'local',
      model: 'rules',
    });
    expect((await p.analyzeQuality(code, 'javascript')).suggestions[0]).toBe(
      'Use let or const instead of var (first on line 1)',
    );
    expect((await p.autoFix(code, 'javascript')).provider).toEqual({
      kind: 'local',
      model: 'eslint+prettier',
    });
    expect((await p.generateCode('factorial', 'mathematical')).code).toContain(
      'function factorial(n)',
    );
    expect((await p.generateDocs('function a() {}', 'javascript')).documentedCount).toBe(1);
    expect(
      (await p.smartComplete('function alpha() {}\nalp', 'javascript', 23)).items[0]?.text,
    ).toBe('alpha');
  });

  it('diagnoses the beginner mistakes in JavaScript and Python, with their lines', async () => {
    const p = local();
    const js = await p.diagnose(
      "let x = 1;\nif (x = 2) {\n  console.log('two');\n}\n",
      'javascript',
    );
    expect(js.provider).toEqual({ kind: 'local', model: 'rules' });
    expect(js.problems).toContainEqual(
      expect.objectContaining({
        rule: 'editor/cond-assign',
        line: 2,
        message: expect.stringContaining('Assignment in a condition') as string,
      }),
    );
    const py = await p.diagnose('def f(items=[]):\n    return items\n', 'python');
    expect(py.problems).toEqual([expect.objectContaining({ line: 1 })]);
    expect((await p.diagnose('body { color: red }', 'css')).problems).toEqual([]);
  });

  it('corrects a selection: typos at 0.9 and linter slips as one replacement at 0.85', async () => {
    const p = local();
    const selection = 'var x = 1;\nconsle.log(x);';
    const { suggestions } = await p.correct(selection, 'javascript');
    expect(suggestions).toEqual([
      expect.objectContaining({
        type: 'correction',
        text: 'console',
        confidence: 0.9,
        startPos: 11,
        endPos: 17,
      }),
      expect.objectContaining({
        type: 'correction',
        text: 'const x = 1;\nconsle.log(x);',
        confidence: 0.85,
        startPos: 0,
        endPos: selection.length,
      }),
    ]);
  });

  it('names an assignment in a condition in a selection, where it is, without changing it', async () => {
    const selection = 'if (x = 2) { go(); }\nwhile ((m = re.exec(s))) go(m);';
    const { suggestions } = await local().correct(selection, 'javascript');
    expect(suggestions).toEqual([
      expect.objectContaining({
        type: 'correction',
        kind: 'advice',
        description: 'Assignment in a condition: did you mean `===`?',
        startPos: 4,
        endPos: 9,
      }),
    ]);
  });

  it('returns nothing when correcting blank text', async () => {
    expect((await local().correct(' \n\t', 'python')).suggestions).toEqual([]);
  });

  it('keeps history across auto-fix and batch auto-fix for statistics and the report', async () => {
    const p = local();
    await p.autoFix('var a = 1;\n', 'javascript');
    const batch = await p.batchAutoFix([
      { name: 'a.py', code: 'import os\nx = 1\n', language: 'python' },
      { name: 'b.css', code: 'a {\n  color: red;\n}\n', language: 'css' },
    ]);
    expect(batch.results.map((r) => [r.name, r.fixed])).toEqual([
      ['a.py', true],
      ['b.css', false],
    ]);
    const stats = await p.fixStatistics();
    expect(stats).toMatchObject({
      total_fixes: 3,
      success_rate: 0.67,
      most_common_fix: 'Replaced var with let (var ignores blocks and causes surprises)',
    });
    expect((await p.fixReport()).history).toHaveLength(3);
  });

  it('rejects with an AbortError when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      local().autoFix('var a = 1', 'javascript', {}, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    await expect(
      local().batchAutoFix(
        [{ name: 'a', code: 'x', language: 'js' }],
        {},
        { signal: controller.signal },
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
