import { describe, expect, it, vi } from 'vitest';
import { LocalProvider } from './local-provider';
import { nodeRuffWasm } from './node/ruff-wasm';
import { narrate } from '../run/narrate';
import { RecordingBuilder } from '../run/narrate.testing';

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

describe('LocalProvider.explain', () => {
  const source = 'total = 0\nfor n in [1, 2, 3]:\n    total = total + n\nprint(total)\n';

  it('tells the run it is given: its steps, real values and output', async () => {
    const b = new RecordingBuilder().line(1).line(2, { total: 0 });
    for (const [total, n] of [
      [0, 1],
      [1, 2],
      [3, 3],
    ] as const)
      b.line(3, { total, n }).line(2, { total: total + n, n });
    b.line(4, { total: 6, n: 3 }).print('6\n');
    const run = narrate(b.build(), {
      entry: 'main.py',
      sources: new Map([['main.py', source]]),
      language: 'python',
      languageName: 'Python',
    });
    const answer = await local().explain(source, 'python', run);
    expect(answer.provider).toEqual({ kind: 'local', model: 'rules' });
    expect(answer.stepByStep).toBe(true);
    const said = answer.sections.flatMap((s) => s.steps.map((step) => step.text));
    expect(said).toContain(
      '`for n in [1, 2, 3]:`: it goes round 3 times; `total` takes `1`, `3`, `6`; `n` takes `1`, `2`, `3`. The first time round:',
    );
    expect(said).toContain('`print(total)`: prints `6`.');
    expect(answer.summary).toMatch(
      /^Explained from a real run of the program \(9 steps recorded\): it printed 1 line and ran to its end\./,
    );
  });

  it('without a run says plainly that it shows only the structure', async () => {
    const answer = await local().explain(source, 'python');
    expect(answer.stepByStep).toBe(false);
    expect(answer.summary).toMatch(/^This shows only the structure of this Python code/);
    expect(answer.sections.map((s) => s.title)).toEqual(['What it reads']);
  });
});
