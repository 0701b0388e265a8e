import { afterEach, describe, expect, it } from 'vitest';
import { createHfClient, createOllamaClient, createOpenAiCompletionsClient } from './clients';
import {
  type FakeReply,
  type FakeServer,
  type RecordedRequest,
  startFakeInference,
} from './fake-server.testing';
import { InferenceError } from './http';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: (r: RecordedRequest) => FakeReply) {
  server = await startFakeInference(handler, { maxRequests: 10 });
  return server;
}

const parameters = {
  max_new_tokens: 50,
  temperature: 0.2,
  do_sample: true,
  return_full_text: false,
};

async function failure(run: () => Promise<unknown>): Promise<InferenceError> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InferenceError);
  return error as InferenceError;
}

describe('Hugging Face / TGI client', () => {
  it('posts {inputs, parameters} with the Bearer token to /models/{model} and reads a list answer', async () => {
    const s = await serve(() => ({ json: [{ generated_text: 'return a + b;' }] }));
    const client = createHfClient({ baseUrl: `${s.url}/`, token: 'hf_secret' });
    const text = await client.generate({
      model: 'Salesforce/codet5p-220m',
      prompt: 'x = ',
      parameters,
      timeoutMs: 5000,
    });
    expect(text).toBe('return a + b;');
    expect(s.requests).toHaveLength(1);
    expect(s.requests[0]?.method).toBe('POST');
    expect(s.requests[0]?.path).toBe('/models/Salesforce/codet5p-220m');
    expect(s.requests[0]?.headers.authorization).toBe('Bearer hf_secret');
    expect(s.requests[0]?.body).toEqual({ inputs: 'x = ', parameters });
  });

  it("reads TGI's object answer from {baseUrl}/generate and sends x-wait-for-model when asked", async () => {
    const s = await serve(() => ({
      json: { generated_text: 'ok', details: { finish_reason: 'length' } },
    }));
    const client = createHfClient({ baseUrl: s.url, route: 'tgi', waitForModel: true });
    expect(await client.generate({ model: 'any', prompt: 'p', parameters, timeoutMs: 5000 })).toBe(
      'ok',
    );
    expect(s.requests[0]?.path).toBe('/generate');
    expect(s.requests[0]?.headers['x-wait-for-model']).toBe('true');
    expect(s.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('builds the CodeT5+ infilling prompt from the code before and after the cursor', async () => {
    const s = await serve(() => ({ json: [{ generated_text: 'b' }] }));
    const client = createHfClient({ baseUrl: s.url });
    await client.generate({
      model: 'Salesforce/codet5p-220m',
      prompt: 'const a = ',
      suffix: ';\n',
      parameters,
      timeoutMs: 5000,
    });
    expect((s.requests[0]?.body as { inputs: string }).inputs).toBe('const a = <extra_id_0>;\n');
  });

  it('says the model is loading on 503, with the estimated time', async () => {
    const s = await serve(() => ({
      status: 503,
      json: { error: 'Model bigcode/starcoder is currently loading', estimated_time: 20.5 },
    }));
    const error = await failure(() =>
      createHfClient({ baseUrl: s.url }).generate({
        model: 'bigcode/starcoder',
        prompt: 'p',
        parameters,
        timeoutMs: 5000,
      }),
    );
    expect(error.status).toBe('loading');
    expect(error.httpStatus).toBe(503);
    expect(error.message).toBe('Model bigcode/starcoder is currently loading');
    expect(error.retryAfterMs).toBe(20500);
    expect(error.advice).toMatch(/loading/);
  });

  it('says it is rate limited on 429, with Retry-After', async () => {
    const s = await serve(() => ({
      status: 429,
      headers: { 'retry-after': '7' },
      json: { error: 'Rate limit reached' },
    }));
    const error = await failure(() =>
      createHfClient({ baseUrl: s.url }).generate({
        model: 'm',
        prompt: 'p',
        parameters,
        timeoutMs: 5000,
      }),
    );
    expect(error.status).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(7000);
  });

  it('reports a refused token, malformed JSON and an answer without generated_text', async () => {
    let reply: FakeReply = {
      status: 401,
      json: { error: 'Invalid credentials in Authorization header' },
    };
    const s = await serve(() => reply);
    const client = createHfClient({ baseUrl: s.url, token: 'bad' });
    const run = () => client.generate({ model: 'm', prompt: 'p', parameters, timeoutMs: 5000 });
    expect((await failure(run)).status).toBe('unauthorized');
    reply = { raw: '[{"generated_text": "unterminated' };
    expect((await failure(run)).status).toBe('bad-response');
    reply = { json: [{ text: 'wrong field' }] };
    expect((await failure(run)).status).toBe('bad-response');
  });

  it('times out on a slow answer and is cancelled by the caller', async () => {
    const s = await serve(() => ({ delayMs: 2000, json: [{ generated_text: 'late' }] }));
    const client = createHfClient({ baseUrl: s.url });
    expect(
      (await failure(() => client.generate({ model: 'm', prompt: 'p', parameters, timeoutMs: 50 })))
        .status,
    ).toBe('timeout');
    const controller = new AbortController();
    const call = client.generate({
      model: 'm',
      prompt: 'p',
      parameters,
      timeoutMs: 5000,
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports an unreachable service', async () => {
    const s = await serve(() => ({ json: [] }));
    const url = s.url;
    await s.close();
    const error = await failure(() =>
      createHfClient({ baseUrl: url }).generate({
        model: 'm',
        prompt: 'p',
        parameters,
        timeoutMs: 2000,
      }),
    );
    expect(error.status).toBe('unreachable');
  });
});

describe('OpenAI-compatible /v1/completions client', () => {
  it('sends a StarCoder fill-in-the-middle prompt (no suffix field) and reads choices[0].text', async () => {
    const s = await serve(() => ({ json: { choices: [{ text: 'a + b' }] } }));
    const client = createOpenAiCompletionsClient({ baseUrl: s.url, token: 't' });
    const text = await client.generate({
      model: 'bigcode/starcoder2-3b',
      prompt: 'return ',
      suffix: ';',
      parameters,
      timeoutMs: 5000,
    });
    expect(text).toBe('a + b');
    expect(s.requests[0]?.path).toBe('/v1/completions');
    expect(s.requests[0]?.body).toEqual({
      model: 'bigcode/starcoder2-3b',
      prompt: '<fim_prefix>return <fim_suffix>;<fim_middle>',
      max_tokens: 50,
      temperature: 0.2,
      stop: ['<|endoftext|>', '<file_sep>'],
    });
  });

  it('uses Qwen2.5-Coder tokens and temperature 0 when sampling is off', async () => {
    const s = await serve(() => ({ json: { choices: [{ text: '' }] } }));
    const client = createOpenAiCompletionsClient({ baseUrl: s.url });
    await client.generate({
      model: 'Qwen/Qwen2.5-Coder-1.5B',
      prompt: 'a',
      suffix: 'b',
      parameters: { max_new_tokens: 100, temperature: 0.1, do_sample: false },
      timeoutMs: 5000,
    });
    const body = s.requests[0]?.body as { prompt: string; temperature: number; max_tokens: number };
    expect(body.prompt).toBe('<|fim_prefix|>a<|fim_suffix|>b<|fim_middle|>');
    expect(body.temperature).toBe(0);
    expect(body.max_tokens).toBe(100);
  });
});

describe('Ollama client', () => {
  it('posts to /api/generate with suffix, stream false and options, and reads response', async () => {
    const s = await serve(() => ({ json: { response: 'x * 2', done: true } }));
    const client = createOllamaClient({ baseUrl: s.url });
    const text = await client.generate({
      model: 'qwen2.5-coder:1.5b',
      prompt: 'return ',
      suffix: '\n}',
      parameters,
      timeoutMs: 5000,
    });
    expect(text).toBe('x * 2');
    expect(s.requests[0]?.path).toBe('/api/generate');
    expect(s.requests[0]?.body).toEqual({
      model: 'qwen2.5-coder:1.5b',
      prompt: 'return ',
      suffix: '\n}',
      stream: false,
      options: { temperature: 0.2, num_predict: 50 },
    });
  });
});
