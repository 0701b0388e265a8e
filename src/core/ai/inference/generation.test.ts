import { afterEach, describe, expect, it } from 'vitest';
import { type FakeReply, type FakeServer, startFakeInference } from './fake-server.testing';
import { codeFromGeneration, generationRequest, isGenerationPrompt } from './generation';
import { InferenceProvider, createInferenceProvider } from './inference-provider';
import { selfHostedPreset, specPreset } from './settings';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(reply: () => FakeReply) {
  server = await startFakeInference(reply, { maxRequests: 5 });
  return server;
}

const BASE = { max_new_tokens: 200, temperature: 0.3, do_sample: true };

describe('generationRequest', () => {
  it('puts the description, the language, the style and the complexity in the prompt', () => {
    const { prompt, parameters, language } = generationRequest(
      'count the vowels in a word',
      'mathematical',
      { language: 'Python', complexity: 'simple', creativity: 0.4 },
      BASE,
    );
    expect(language).toBe('python');
    expect(prompt).toBe(
      [
        'Write Python code for this task: count the vowels in a word',
        'Style: mathematical (a pure function that checks its preconditions and states them in a comment).',
        'Complexity: simple (the shortest clear code that works).',
        'Answer with the code only, in one fenced code block.',
        '',
        '```python',
        '',
      ].join('\n'),
    );
    expect(parameters).toEqual({
      max_new_tokens: 256,
      temperature: 0.4,
      do_sample: true,
      return_full_text: false,
    });
    expect(isGenerationPrompt(prompt)).toBe(true);
    expect(isGenerationPrompt('Fix the following Python code:\n\nx = 1\n')).toBe(false);
  });

  it('uses the defaults (plain, moderate, creativity 0.7) and never samples at 0', () => {
    const defaults = generationRequest('a stopwatch', undefined, {}, BASE);
    expect(defaults.prompt).toMatch(
      /^Write JavaScript code for this task: a stopwatch\nStyle: plain/,
    );
    expect(defaults.prompt).toContain('Complexity: moderate');
    expect(defaults.parameters.temperature).toBe(0.7);
    const cold = generationRequest('a stopwatch', 'artistic', { creativity: 0 }, BASE);
    expect(cold.parameters).toMatchObject({ temperature: 0, do_sample: false });
  });
});

describe('codeFromGeneration', () => {
  const prompt = 'Write JavaScript code for this task: x\n\n```javascript\n';
  it('takes what comes before the closing fence', () => {
    expect(codeFromGeneration('const x = 1;\n```\nThis sets x.', prompt)).toBe('const x = 1;');
  });
  it('takes the block of an answer that opens its own fence', () => {
    expect(codeFromGeneration('Here it is:\n```js\nlet y = 2;\n```', prompt)).toBe('let y = 2;');
    expect(codeFromGeneration('```js\nlet y = 2;\n```\nDone.', prompt)).toBe('let y = 2;');
  });
  it('drops an echoed prompt', () => {
    expect(codeFromGeneration(`${prompt}let z = 3;\n\`\`\``, prompt)).toBe('let z = 3;');
  });
});

describe('InferenceProvider.generateCode', () => {
  it('sends the prompt with the creativity as temperature, and labels the code with the model', async () => {
    const s = await serve(() => ({
      json: { choices: [{ text: 'function countVowels(word) {\n  return 0;\n}\n```\n' }] },
    }));
    const provider = new InferenceProvider(selfHostedPreset(s.url, 'coder-7b'));
    const answer = await provider.generateCode('count the vowels in a word', 'artistic', {
      language: 'javascript',
      creativity: 0.9,
      complexity: 'complex',
    });
    expect(s.requests).toHaveLength(1);
    expect(s.requests[0]?.path).toBe('/v1/completions');
    const body = s.requests[0]?.body as { model: string; prompt: string; temperature: number };
    expect(body.model).toBe('coder-7b');
    expect(body.temperature).toBe(0.9);
    expect(body.prompt).toContain(
      'Write JavaScript code for this task: count the vowels in a word',
    );
    expect(body.prompt).toContain('Style: artistic');
    expect(body.prompt).toContain('Complexity: complex');
    expect(answer.code).toBe('function countVowels(word) {\n  return 0;\n}\n');
    expect(answer.provider).toEqual({ kind: 'inference', model: 'coder-7b' });
    expect(answer.explanation).toContain('Written by coder-7b');
  });

  it('on the Hugging Face protocol: temperature, sampling and no echoed prompt', async () => {
    const s = await serve(() => ({ json: [{ generated_text: 'print("hi")\n```' }] }));
    const provider = new InferenceProvider(specPreset({ baseUrl: s.url }));
    const answer = await provider.generateCode('say hi', 'biomimetic', {
      language: 'python',
      creativity: 0.5,
    });
    expect(s.requests[0]?.path).toBe('/models/bigcode/starcoder');
    const body = s.requests[0]?.body as { inputs: string; parameters: object };
    expect(body.inputs).toMatch(/^Write Python code for this task: say hi\n/);
    expect(body.parameters).toEqual({
      max_new_tokens: 384,
      temperature: 0.5,
      do_sample: true,
      return_full_text: false,
    });
    expect(answer).toMatchObject({ code: 'print("hi")\n', language: 'python' });
  });

  it('falls back to the built-in engine, which offers its tasks, when the model gives no code', async () => {
    const s = await serve(() => ({ json: { choices: [{ text: '```\n' }] } }));
    const { provider } = createInferenceProvider(selfHostedPreset(s.url, 'coder-7b'), {
      warn: () => {},
    });
    const answer = await provider.generateCode('a weather dashboard');
    expect(answer.code).toBe('');
    expect(answer.tasks?.length).toBeGreaterThan(5);
    expect(answer.provider).toMatchObject({ kind: 'local', fallback: true });
  });
});
