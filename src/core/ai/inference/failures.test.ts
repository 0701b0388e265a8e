/**
 * A failed inference service says which failure it was and what to do, is not asked again
 * until its wait is over, and the built-in engine answers meanwhile, exactly as offline.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LocalProvider } from '../local-provider';
import type { Answer } from '../types';
import { BACKOFF_FIRST_MS } from './backoff';
import { type FakeReply, type FakeServer, startFakeInference } from './fake-server.testing';
import { InferenceError } from './http';
import { createInferenceProvider, type ProviderStatus } from './inference-provider';
import { selfHostedPreset, specPreset } from './settings';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(reply: () => FakeReply) {
  server = await startFakeInference(reply, { maxRequests: 20 });
  return server;
}

/** A clock the test moves. */
function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function setUp(baseUrl: string, now: () => number, timeoutMs?: number) {
  const settings = specPreset({ baseUrl });
  if (timeoutMs) settings.completion.timeoutMs = timeoutMs;
  const statuses: ProviderStatus[] = [];
  const made = createInferenceProvider(settings, { warn: () => {}, now });
  made.inference.onStatus((s) => statuses.push(s));
  return { ...made, statuses };
}

const withoutProvider = <T extends { provider: unknown }>({ provider: _, ...rest }: Answer<T>) =>
  rest;

describe('each kind of failure says what it was and what to do', () => {
  const cases: {
    name: string;
    reply: FakeReply;
    state: string;
    reason: RegExp;
    advice: RegExp;
    status: RegExp;
  }[] = [
    {
      name: '503 while the model loads, with its estimated time',
      reply: {
        status: 503,
        json: { error: 'Model Salesforce/codet5p-220m is currently loading', estimated_time: 19.2 },
      },
      state: 'loading',
      reason: /^model loading, retrying in 20 s$/,
      advice: /^The model is loading: try again in about 20 s\.$/,
      status: /^Model loading: retrying in 20 s$/,
    },
    {
      name: '429 with Retry-After',
      reply: { status: 429, headers: { 'retry-after': '30' }, json: { error: 'Rate limit' } },
      state: 'rate-limited',
      reason: /^too many requests, retrying in 30 s$/,
      advice: /wait 30 s, then to ask less often/,
      status: /^Too many requests: retrying in 30 s$/,
    },
    {
      name: '401: the token',
      reply: { status: 401, json: { error: 'Invalid credentials in Authorization header' } },
      state: 'unauthorized',
      reason: /^token refused, retrying in 2 s$/,
      advice: /check the token/,
      status: /^Token refused/,
    },
    {
      name: '403: the token',
      reply: { status: 403, json: { error: 'Forbidden' } },
      state: 'unauthorized',
      reason: /^token refused/,
      advice: /check the token/,
      status: /^Token refused/,
    },
    {
      name: '404: the address or the model name',
      reply: { status: 404, json: { error: 'Model not found' } },
      state: 'not-found',
      reason: /^wrong address or model name/,
      advice: /check the base URL and the model name/,
      status: /^Wrong address or model name: retrying in 2 s$/,
    },
    {
      name: 'a garbled answer (not JSON)',
      reply: { raw: '<html>Bad gateway' },
      state: 'bad-response',
      reason: /^garbled answer/,
      advice: /not the expected JSON/,
      status: /^Garbled answer/,
    },
    {
      name: 'a garbled answer (JSON of the wrong shape)',
      reply: { json: { text: 'no generated_text here' } },
      state: 'bad-response',
      reason: /^garbled answer/,
      advice: /not the expected JSON/,
      status: /^Garbled answer/,
    },
    {
      name: 'a 503 without an estimated time',
      reply: { status: 503, raw: 'Service Unavailable' },
      state: 'http',
      reason: /^service error \(HTTP 503\)/,
      advice: /failed \(HTTP 503\): try again later/,
      status: /^Service error \(HTTP 503\)/,
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const s = await serve(() => c.reply);
      const t = clock();
      const { provider, inference, statuses } = setUp(s.url, t.now);
      const answer = await provider.complete('con', 'javascript', 3);
      expect(answer.provider).toMatchObject({ kind: 'local', fallback: true });
      expect(answer.provider.reason).toMatch(c.reason);
      expect(answer.provider.advice).toMatch(c.advice);
      expect(inference.status.state).toBe(c.state);
      expect(statuses.at(-1)?.text).toMatch(c.status);
      expect(s.requests).toHaveLength(1);
    });
  }

  it('a dead server: not answering, check the address', async () => {
    const s = await serve(() => ({ json: [] }));
    const url = s.url;
    await s.close();
    const { provider, inference } = setUp(url, clock().now);
    const answer = await provider.complete('con', 'javascript', 3);
    expect(inference.status.state).toBe('unreachable');
    expect(answer.provider.reason).toBe('not answering, retrying in 2 s');
    expect(answer.provider.advice).toBe(
      'The service is not answering: check the address and that the service is running.',
    );
  });

  it('a timeout: not answering in time, check the address', async () => {
    const s = await serve(() => ({ delayMs: 2000, json: [{ generated_text: 'late' }] }));
    const { provider, inference } = setUp(s.url, clock().now, 50);
    const answer = await provider.complete('con', 'javascript', 3);
    expect(inference.status.state).toBe('timeout');
    expect(answer.provider.reason).toMatch(/^not answering/);
    expect(answer.provider.advice).toMatch(/check the address/);
  });
});

describe('backing off after a failure', () => {
  it('sends nothing until the wait is over, doubling it after each failure; a success ends it', async () => {
    let reply: FakeReply = { status: 500, json: { error: 'boom' } };
    const s = await serve(() => reply);
    const t = clock();
    const { provider } = setUp(s.url, t.now);
    const ask = (n: number) => provider.correct(`retrun ${n}`, 'python');

    await ask(1);
    expect(s.requests).toHaveLength(1);
    await ask(2);
    await ask(3);
    expect(s.requests).toHaveLength(1);

    t.advance(BACKOFF_FIRST_MS);
    await ask(4);
    expect(s.requests).toHaveLength(2);
    // The second failure waits twice as long.
    t.advance(BACKOFF_FIRST_MS);
    expect((await ask(5)).provider.reason).toBe('service error (HTTP 500), retrying in 2 s');
    expect(s.requests).toHaveLength(2);
    t.advance(BACKOFF_FIRST_MS);

    reply = { json: [{ generated_text: 'return 6' }] };
    const answer = await ask(6);
    expect(s.requests).toHaveLength(3);
    expect(answer.provider).toEqual({ kind: 'inference', model: 'microsoft/codebert-base' });
    // After a success the next failure waits the first step again.
    reply = { status: 500, json: { error: 'boom' } };
    await ask(7);
    t.advance(BACKOFF_FIRST_MS);
    await ask(8);
    expect(s.requests).toHaveLength(5);
  });

  it("waits as long as the service says: a loading model's estimated time, Retry-After", async () => {
    const s = await serve(() => ({
      status: 503,
      json: { error: 'Model is currently loading', estimated_time: 20 },
    }));
    const t = clock();
    const { provider, statuses } = setUp(s.url, t.now);
    await provider.optimize('x = 1', 'python');
    expect(statuses.at(-1)).toMatchObject({
      state: 'loading',
      text: 'Model loading: retrying in 20 s',
      retryAt: t.now() + 20_000,
    });
    t.advance(19_000);
    const waiting = await provider.optimize('x = 1', 'python');
    expect(waiting.provider.reason).toBe('model loading, retrying in 1 s');
    expect(s.requests).toHaveLength(1);
    t.advance(1_000);
    await provider.optimize('x = 1', 'python');
    expect(s.requests).toHaveLength(2);
  });

  it('answers every operation from the built-in engine meanwhile, exactly as offline', async () => {
    const s = await serve(() => ({ status: 429, headers: { 'retry-after': '60' }, json: {} }));
    const t = clock();
    const { provider } = setUp(s.url, t.now);
    const local = new LocalProvider();
    const code = [
      'const items = [3, 1, 2];',
      'for (let i = 0; i < items.length; i++) {',
      '  console.log(items[i]);',
      '}',
      'if (items.length == 3) console.log("three");',
      '',
    ].join('\n');
    await provider.complete('con', 'javascript', 3);
    expect(s.requests).toHaveLength(1);

    const completion = await provider.complete(code, 'javascript', 8);
    expect(withoutProvider(completion)).toEqual(
      withoutProvider(await local.complete(code, 'javascript', 8)),
    );
    const optimised = await provider.optimize(code, 'javascript');
    expect(optimised.suggestions.length).toBeGreaterThan(0);
    expect(withoutProvider(optimised)).toEqual(
      withoutProvider(await local.optimize(code, 'javascript')),
    );
    const corrected = await provider.correct('retrun items', 'javascript');
    expect(withoutProvider(corrected)).toEqual(
      withoutProvider(await local.correct('retrun items', 'javascript')),
    );
    for (const answer of [completion, optimised, corrected]) {
      expect(answer.provider).toMatchObject({
        kind: 'local',
        fallback: true,
        reason: 'too many requests, retrying in 60 s',
      });
    }
    expect(s.requests).toHaveLength(1);
  });

  it('a caller that gives up (abort) does not count as a failure', async () => {
    const s = await serve(() => ({ delayMs: 3000, json: [{ generated_text: 'late' }] }));
    const { provider, inference } = setUp(s.url, clock().now);
    const controller = new AbortController();
    const call = provider.complete('con', 'javascript', 3, { signal: controller.signal });
    await expect.poll(() => s.requests.length).toBe(1);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(inference.status.state).toBe('ok');
  });
});

describe('a model without known fill-in-the-middle tokens', () => {
  it('gets the code before the cursor as a plain prompt, and its echo is trimmed', async () => {
    const s = await serve(() => ({
      json: { choices: [{ text: '  return a + b;\n}\n' }] },
    }));
    const settings = selfHostedPreset(s.url, 'my-org/tiny-code-model');
    const { provider } = createInferenceProvider(settings, { warn: () => {} });
    const code = 'function add(a, b) {\n  return\n}\n';
    const offset = code.indexOf('return') + 'return'.length;
    const answer = await provider.complete(code, 'javascript', offset);
    expect(s.requests[0]?.body).toMatchObject({
      model: 'my-org/tiny-code-model',
      prompt: 'function add(a, b) {\n  return',
    });
    expect((s.requests[0]?.body as { stop?: unknown }).stop).toBeUndefined();
    expect(answer.provider).toEqual({ kind: 'inference', model: 'my-org/tiny-code-model' });
    expect(answer.suggestions[0]?.text).toBe(' a + b;');
  });
});

describe('InferenceError', () => {
  it('gives the wait before the next request once a provider backs off', () => {
    const error = new InferenceError('rate-limited', 'Rate limit', 429, 7_000);
    expect(error.statusText).toBe('Too many requests');
    expect(error.withBackoff(7_000, false).statusText).toBe('Too many requests: retrying in 7 s');
  });
});
