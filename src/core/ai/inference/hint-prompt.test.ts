import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FixDetail } from '../types';
import { type FakeServer, startFakeInference } from './fake-server.testing';
import { hintPrompt, hintRungsFromAnswer, isHintPrompt } from './hint-prompt';
import { InferenceProvider, createInferenceProvider } from './inference-provider';
import { specPreset } from './settings';

vi.setConfig({ testTimeout: 30_000 });

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const CODE = 'def area(w, h):\n    return w * h\n\nprint(area)\n';
const PROBLEM: FixDetail = {
  rule: 'python/uncalled-function',
  family: 'uncalled-function',
  message: '`area` is a function: printing it shows the function, not its result.',
  line: 4,
  confidence: 0.9,
  edit: { line: 4, column: 11, endLine: 4, endColumn: 11, text: '(3, 4)' },
};

describe('the hint prompt', () => {
  it('asks for the four rungs, gentlest first, with the problem, its line and the code', () => {
    const prompt = hintPrompt(CODE, 'python', PROBLEM);
    expect(isHintPrompt(prompt)).toBe(true);
    expect(prompt).toContain('a problem in their Python program, told as four hints');
    expect(prompt).toContain('Try: what to change, in words, without writing the code.');
    expect(prompt).toContain('Fix: line 4 as it should be, as code, and nothing else.');
    expect(prompt).toContain(`The problem, on line 4: ${PROBLEM.message}`);
    expect(prompt).toContain('```\ndef area(w, h):\n    return w * h\n\nprint(area)\n```');
    expect(prompt.endsWith('\nMeaning:')).toBe(true);
  });

  it("takes the rungs out of the answer, the model's line as the fix", () => {
    const prompt = hintPrompt(CODE, 'python', PROBLEM);
    const answer = [
      ' A function is a recipe; printing it shows the recipe.',
      'Where: line 4, the name `area` inside print.',
      '**Try:** call the function with a width and a height.',
      'Fix: ```python',
      'print(area(2, 5))',
      '```',
    ].join('\n');
    const rungs = hintRungsFromAnswer(answer, prompt, CODE, PROBLEM, 'some/model');
    expect(rungs?.map((r) => [r.kind, r.text])).toEqual([
      ['meaning', 'A function is a recipe; printing it shows the recipe.'],
      ['where', 'line 4, the name `area` inside print.'],
      ['try', 'call the function with a width and a height.'],
      [
        'fix',
        'some/model suggests this change. Check that it is right, then apply it or make it yourself.',
      ],
    ]);
    expect(rungs?.[3]?.diff).toEqual({
      line: 4,
      before: ['print(area)'],
      after: ['print(area(2, 5))'],
    });
  });

  it("keeps the line's indentation and falls back to the finding's edit for an unchanged line", () => {
    const code = 'if True:\n    print(area)\n';
    const problem = { ...PROBLEM, line: 2, edit: undefined };
    const fixed = hintRungsFromAnswer(
      'm\nWhere: w\nTry: t\nFix: `print(area(1, 2))`',
      hintPrompt(code, 'python', problem),
      code,
      problem,
      'm',
    );
    expect(fixed?.[3]?.edit?.text).toBe('    print(area(1, 2))');
    const same = hintRungsFromAnswer(
      'm\nWhere: w\nTry: t\nFix: print(area)',
      '',
      CODE,
      PROBLEM,
      'm',
    );
    expect(same?.[3]?.text).toBe('This change fixes it. Apply it, or make it yourself.');
    expect(same?.[3]?.diff?.after).toEqual(['print(area(3, 4))']);
  });

  it('is no ladder without the first three rungs', () => {
    expect(hintRungsFromAnswer('Just call it.', '', CODE, PROBLEM, 'm')).toBeNull();
    expect(hintRungsFromAnswer('x\nWhere: y\n', '', CODE, PROBLEM, 'm')).toBeNull();
  });
});

describe('InferenceProvider.hint', () => {
  it('answers with the model’s ladder', async () => {
    server = await startFakeInference(() => ({
      json: [
        {
          generated_text:
            'It shows the function.\nWhere: line 4.\nTry: call it.\nFix: print(area(2, 3))',
        },
      ],
    }));
    const provider = new InferenceProvider(specPreset({ baseUrl: server.url }));
    const answer = await provider.hint(CODE, 'python', PROBLEM);
    const sent = server.requests[0]?.body as { inputs: string };
    expect(isHintPrompt(sent.inputs)).toBe(true);
    expect(answer.provider).toEqual({ kind: 'inference', model: 'bigcode/starcoder' });
    expect(answer.rungs.map((r) => r.kind)).toEqual(['meaning', 'where', 'try', 'fix']);
    expect(answer.rungs[3]?.edit?.text).toBe('print(area(2, 3))');
  });

  it('falls back to the built-in ladder when the answer is no ladder', async () => {
    server = await startFakeInference(() => ({ json: [{ generated_text: 'Call it.' }] }));
    const { provider } = createInferenceProvider(specPreset({ baseUrl: server.url }), {
      warn: () => {},
    });
    const answer = await provider.hint(CODE, 'python', PROBLEM);
    expect(answer.provider).toMatchObject({ kind: 'local', fallback: true });
    expect(answer.rungs[0]?.text).toMatch(/function/i);
    expect(answer.rungs.at(-1)?.edit).toEqual(PROBLEM.edit);
  });
});
