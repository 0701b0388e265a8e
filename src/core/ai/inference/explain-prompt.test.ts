import { afterEach, describe, expect, it, vi } from 'vitest';
import { narrate } from '../../run/narrate';
import { RecordingBuilder } from '../../run/narrate.testing';
import { type FakeServer, startFakeInference } from './fake-server.testing';
import { explainPrompt, explanationFromAnswer, isExplainPrompt } from './explain-prompt';
import { InferenceProvider, createInferenceProvider } from './inference-provider';
import { specPreset } from './settings';

vi.setConfig({ testTimeout: 30_000 });

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SOURCE = 'a = 1\nb = 0\nprint(a / b)\n';

function story() {
  const b = new RecordingBuilder().line(1).line(2, { a: 1 }).line(3, { a: 1, b: 0 });
  b.exception(3, 'ZeroDivisionError: division by zero', { a: 1, b: 0 });
  b.error('ZeroDivisionError', 'division by zero');
  return narrate(b.build(), {
    entry: 'main.py',
    sources: new Map([['main.py', SOURCE]]),
    language: 'python',
    languageName: 'Python',
  });
}

describe('the explain prompt', () => {
  it('carries the code and the story of its real run, crash and values included', () => {
    const prompt = explainPrompt(SOURCE, 'python', story());
    expect(isExplainPrompt(prompt)).toBe(true);
    expect(prompt).toMatch(
      /^Explain to a beginner what this Python program does, following its real run below\./,
    );
    expect(prompt).toContain('```\na = 1\nb = 0\nprint(a / b)\n```');
    expect(prompt).toContain(
      'How it ended: The program stops on line 3 with ZeroDivisionError: division by zero. The values on that line: `a` is `1`, `b` is `0`.',
    );
    expect(prompt.endsWith('Explanation:\n')).toBe(true);
  });

  it('tells a model without a run not to guess values', () => {
    const prompt = explainPrompt(SOURCE, 'python');
    expect(prompt).toContain(
      'It was not run: explain what it defines, reads and returns, and do not guess values or output.',
    );
    expect(prompt).not.toContain('What ran, in order');
  });

  it('takes the explanation out of an answer that echoes the prompt', () => {
    const prompt = explainPrompt(SOURCE, 'python');
    expect(explanationFromAnswer(`${prompt} It divides by zero. `, prompt)).toBe(
      'It divides by zero.',
    );
  });
});

describe('InferenceProvider.explain', () => {
  it("asks the model with the run's story and puts its words above the recorded steps", async () => {
    server = await startFakeInference(() => ({
      json: [
        { generated_text: 'It divides 1 by 0 on line 3, so Python stops with ZeroDivisionError.' },
      ],
    }));
    const provider = new InferenceProvider(specPreset({ baseUrl: server.url }));
    const answer = await provider.explain(SOURCE, 'python', story());
    const sent = server.requests[0]?.body as { inputs: string };
    expect(sent.inputs).toContain('What ran, in order:');
    expect(sent.inputs).toContain('The program stops on line 3 with ZeroDivisionError');
    expect(answer.provider).toEqual({ kind: 'inference', model: 'bigcode/starcoder' });
    expect(answer.summary).toBe(
      'It divides 1 by 0 on line 3, so Python stops with ZeroDivisionError. (The steps below are the recorded run, told by the built-in engine.)',
    );
    expect(answer.sections[0]?.title).toBe('What happened when it ran');
  });

  it('falls back to the built-in explanation of the same run when the model fails', async () => {
    server = await startFakeInference(() => ({ status: 500, json: { error: 'down' } }));
    const { provider } = createInferenceProvider(specPreset({ baseUrl: server.url }), {
      warn: () => {},
    });
    const answer = await provider.explain(SOURCE, 'python', story());
    expect(answer.provider).toMatchObject({ kind: 'local', fallback: true });
    expect(answer.summary).toMatch(/^Explained from a real run of the program/);
  });
});
