import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeReply,
  type FakeServer,
  type RecordedRequest,
  startFakeInference,
} from './fake-server.testing';
import {
  InferenceProvider,
  codeFromAnswer,
  completionCacheKey,
  completionSuggestions,
  createInferenceProvider,
} from './inference-provider';
import { LocalProvider } from '../local-provider';
import { ollamaPreset, selfHostedPreset, specPreset } from './settings';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: (r: RecordedRequest) => FakeReply | Promise<FakeReply>) {
  server = await startFakeInference(handler, { maxRequests: 20 });
  return server;
}

describe('spec preset: exact models, prompts and parameters', () => {
  it('completion: codet5p-220m with max_new_tokens 50, temperature 0.2, do_sample true, return_full_text false', async () => {
    const s = await serve(() => ({
      json: [{ generated_text: 'b;\n\nconsole.log(a);\nmore\nand more' }],
    }));
    const provider = new InferenceProvider(specPreset({ baseUrl: s.url, token: 'tok' }));
    const code = 'const a = ;\n';
    const answer = await provider.complete(code, 'JavaScript', 10);
    expect(s.requests[0]?.path).toBe('/models/Salesforce/codet5p-220m');
    expect(s.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(s.requests[0]?.body).toEqual({
      inputs: 'const a = <extra_id_0>;\n',
      parameters: {
        max_new_tokens: 50,
        temperature: 0.2,
        do_sample: true,
        return_full_text: false,
      },
    });
    expect(answer.provider).toEqual({ kind: 'inference', model: 'Salesforce/codet5p-220m' });
    expect(answer.suggestions.map((x) => [x.text, x.confidence])).toEqual([
      ['b;', 0.9],
      ['b;\nconsole.log(a);', 0.8],
      ['b;\nconsole.log(a);\nmore', 0.7],
    ]);
    expect(answer.suggestions.every((x) => x.startPos === 10 && x.endPos === 10)).toBe(true);
  });

  it("correction: codebert-base with 'Fix the following {language} code', max_new_tokens 100, temperature 0.1, do_sample false", async () => {
    const s = await serve(() => ({ json: [{ generated_text: '```js\nconst total = 1;\n```' }] }));
    const provider = new InferenceProvider(specPreset({ baseUrl: s.url }));
    const answer = await provider.correct('cosnt total = 1;', 'javascript');
    expect(s.requests[0]?.path).toBe('/models/microsoft/codebert-base');
    expect(s.requests[0]?.body).toEqual({
      inputs: 'Fix the following JavaScript code:\n\ncosnt total = 1;\n',
      parameters: { max_new_tokens: 100, temperature: 0.1, do_sample: false },
    });
    expect(answer.suggestions).toEqual([
      expect.objectContaining({
        type: 'correction',
        text: 'const total = 1;',
        confidence: 0.85,
        startPos: 0,
        endPos: 16,
      }),
    ]);
  });

  it("optimisation: starcoder with 'Optimize this {language} code for better performance and readability', 200, 0.3, true", async () => {
    const s = await serve(() => ({ json: { generated_text: 'total = sum(xs)' } }));
    const provider = new InferenceProvider(specPreset({ baseUrl: s.url }));
    const code = 'total = 0\nfor x in xs:\n    total += x\n';
    const answer = await provider.optimize(code, 'Python');
    expect(s.requests[0]?.path).toBe('/models/bigcode/starcoder');
    expect(s.requests[0]?.body).toEqual({
      inputs: `Optimize this Python code for better performance and readability:\n\n${code}\n`,
      parameters: { max_new_tokens: 200, temperature: 0.3, do_sample: true },
    });
    expect(answer.suggestions).toEqual([
      expect.objectContaining({
        type: 'optimization',
        text: 'total = sum(xs)',
        confidence: 0.75,
        startPos: 0,
        endPos: code.length,
      }),
    ]);
  });
});

describe('completion rules', () => {
  it('keeps at most the first 3 non-empty lines, confidence from 0.9 down to 0.7', () => {
    expect(completionSuggestions('\n\n', 0)).toEqual([]);
    expect(completionSuggestions('one', 4).map((s) => [s.text, s.confidence, s.startPos])).toEqual([
      ['one', 0.9, 4],
    ]);
    const many = completionSuggestions('a\r\nb\n \nc\nd\ne', 0);
    expect(many).toHaveLength(3);
    expect(many[2]?.text).toBe('a\nb\nc');
    expect(many.every((s) => s.confidence >= 0.7 && s.confidence <= 0.9)).toBe(true);
  });

  it('keys the cache by language and 50 characters each side of the cursor', () => {
    const code = `${'x'.repeat(200)}|${'y'.repeat(200)}`;
    const key = completionCacheKey(code, 'python', 200);
    expect(key).toBe(`python\u0000${'x'.repeat(50)}\u0000|${'y'.repeat(49)}`);
    // Text further than 50 characters away does not change the key.
    const farChange = `a${code.slice(1)}`;
    expect(completionCacheKey(farChange, 'python', 200)).toBe(key);
    expect(completionCacheKey(code, 'javascript', 200)).not.toBe(key);
  });

  it('answers a repeated request from the cache without calling the service', async () => {
    const s = await serve(() => ({ json: [{ generated_text: 'value' }] }));
    const provider = new InferenceProvider(specPreset({ baseUrl: s.url }));
    const first = await provider.complete('let a = ', 'javascript', 8);
    const again = await provider.complete('let a = ', 'javascript', 8);
    expect(again.suggestions).toEqual(first.suggestions);
    expect(s.requests).toHaveLength(1);
  });

  it('lets one completion request run at a time: others get an empty list', async () => {
    let release: (() => void) | undefined;
    const s = await serve(
      () =>
        new Promise<FakeReply>((resolve) => {
          release = () => resolve({ json: [{ generated_text: 'slow' }] });
        }),
    );
    const provider = new InferenceProvider(specPreset({ baseUrl: s.url }));
    const first = provider.complete('a', 'javascript', 1);
    await vi.waitFor(() => expect(s.requests).toHaveLength(1), { timeout: 10_000 });
    const second = await provider.complete('ab', 'javascript', 2);
    expect(second.suggestions).toEqual([]);
    release?.();
    expect((await first).suggestions[0]?.text).toBe('slow');
    expect(s.requests).toHaveLength(1);
  });

  it('frees the slot when the caller aborts (the user typed on)', async () => {
    const s = await serve((r) =>
      (r.body as { inputs: string }).inputs.startsWith('slow')
        ? { delayMs: 3000, json: [{ generated_text: 'late' }] }
        : { json: [{ generated_text: 'fast' }] },
    );
    const provider = new InferenceProvider(specPreset({ baseUrl: s.url }));
    const controller = new AbortController();
    const first = provider.complete('slow', 'javascript', 4, { signal: controller.signal });
    await vi.waitFor(() => expect(s.requests).toHaveLength(1), { timeout: 10_000 });
    controller.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect((await provider.complete('next', 'javascript', 4)).suggestions[0]?.text).toBe('fast');
  });
});

describe('fallbacks: the built-in engine answers when the service fails', () => {
  it('completion failure logs a warning and answers what the built-in engine answers offline', async () => {
    const s = await serve(() => ({
      status: 503,
      json: { error: 'Model is currently loading', estimated_time: 3 },
    }));
    const warn = vi.fn();
    const { provider, inference } = createInferenceProvider(specPreset({ baseUrl: s.url }), {
      warn,
    });
    const statuses: string[] = [];
    inference.onStatus((st) => statuses.push(st.state));
    const answer = await provider.complete('con', 'javascript', 3);
    expect(warn).toHaveBeenCalledOnce();
    expect(answer.provider).toMatchObject({
      kind: 'local',
      model: 'rules',
      fallback: true,
      reason: 'model loading, retrying in 3 s',
    });
    const offline = await new LocalProvider().complete('con', 'javascript', 3);
    expect(answer.suggestions).toEqual(offline.suggestions);
    expect(inference.status.state).toBe('loading');
    expect(statuses).toEqual(['loading']);
  });

  it('correction failure falls back to the typo fix; optimisation failure to nothing', async () => {
    const s = await serve(() => ({ status: 429, json: { error: 'Rate limit reached' } }));
    const { provider } = createInferenceProvider(specPreset({ baseUrl: s.url }), {
      warn: () => {},
    });
    const corrected = await provider.correct('retrun x', 'python');
    expect(corrected.suggestions).toEqual([
      expect.objectContaining({ text: 'return', confidence: 0.9, startPos: 0, endPos: 6 }),
    ]);
    expect((await provider.optimize('x = 1', 'python')).suggestions).toEqual([]);
  });

  it('correction returns nothing for blank code, without calling the service', async () => {
    const s = await serve(() => ({ json: [{ generated_text: 'x' }] }));
    const { provider } = createInferenceProvider(specPreset({ baseUrl: s.url }));
    expect((await provider.correct('  \n', 'python')).suggestions).toEqual([]);
    expect(s.requests).toHaveLength(0);
  });

  it('an answer without generated_text counts as a failure too', async () => {
    const s = await serve(() => ({ json: { unexpected: true } }));
    const { provider } = createInferenceProvider(specPreset({ baseUrl: s.url }), {
      warn: () => {},
    });
    expect((await provider.complete('imp', 'python', 3)).suggestions.map((x) => x.text)).toEqual([
      'import',
    ]);
  });
});

describe('self-hosted presets that work end to end', () => {
  it('vLLM/TGI /v1/completions with the FIM prompt, the fixed parameters and prompts', async () => {
    const s = await serve(() => ({ json: { choices: [{ text: 'a + b\n' }] } }));
    const provider = new InferenceProvider(selfHostedPreset(s.url));
    const answer = await provider.complete('function add(a, b) {\n  return \n}', 'javascript', 30);
    expect(answer.suggestions[0]?.text).toBe('a + b');
    expect(s.requests[0]?.body).toMatchObject({
      model: 'Qwen/Qwen2.5-Coder-1.5B',
      prompt: '<|fim_prefix|>function add(a, b) {\n  return <|fim_suffix|>\n}<|fim_middle|>',
      max_tokens: 50,
      temperature: 0.2,
    });
    expect(provider.endpoints().completion).toBe(`${s.url}/v1/completions`);
  });

  it('Ollama /api/generate with suffix', async () => {
    const s = await serve(() => ({ json: { response: 'print(x)' } }));
    const provider = new InferenceProvider(ollamaPreset(s.url));
    await provider.complete('x = 1\n', 'python', 6);
    expect(s.requests[0]?.body).toMatchObject({
      model: 'qwen2.5-coder:1.5b',
      prompt: 'x = 1\n',
      suffix: '',
      stream: false,
    });
  });
});

describe('codeFromAnswer', () => {
  it('takes the first fenced block, else the trimmed text', () => {
    expect(codeFromAnswer('Here:\n```python\nx = 1\n```\nDone')).toBe('x = 1');
    expect(codeFromAnswer('\n\nx = 2  \n')).toBe('x = 2');
  });
});
