import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, startFakeInference } from '../core/ai/inference/fake-server.testing';
import { specPreset } from '../core/ai/inference/settings';
import { LocalProvider } from '../core/ai/local-provider';
import { nodeRuffWasm } from '../core/ai/node/ruff-wasm';
import type { AiRequest } from '../core/ai/protocol';
import { type WorkerLike, createAiWorkerProvider } from './ai-client';
import { createAiWorkerHandler } from './ai-handler';
import type { FromAiWorker, ToAiWorker } from './ai-protocol';

// The first call loads ESLint, Prettier or Ruff, which takes seconds while other test files run.
vi.setConfig({ testTimeout: 30_000 });

/** A worker and its page connected in memory, with structured cloning and async delivery like postMessage. */
function connect() {
  const toPage: FromAiWorker[] = [];
  const toWorker: ToAiWorker[] = [];
  const listeners = new Set<(event: { data: FromAiWorker }) => void>();
  let terminated = false;
  const handler = createAiWorkerHandler(
    (message) => {
      const copy = structuredClone(message);
      toPage.push(copy);
      setTimeout(() => listeners.forEach((l) => l({ data: copy })), 0);
    },
    { ruffWasm: nodeRuffWasm },
  );
  const worker: WorkerLike = {
    postMessage(message) {
      const copy = structuredClone(message);
      toWorker.push(copy);
      setTimeout(() => void handler.handle(copy), 0);
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    terminate: () => {
      terminated = true;
    },
  };
  return { worker, toPage, toWorker, handler, terminated: () => terminated };
}

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('AI worker protocol', () => {
  it('answers calls with what the LocalProvider answers', async () => {
    const { worker } = connect();
    const ai = createAiWorkerProvider(worker);
    const code = 'import os\nx = 1\n';
    const viaWorker = await ai.autoFix(code, 'python');
    const direct = await new LocalProvider({ tools: { ruffWasm: nodeRuffWasm } }).autoFix(
      code,
      'python',
    );
    expect(viaWorker).toEqual(direct);
    expect(await ai.analyzeQuality('var a', 'javascript')).toEqual(
      await new LocalProvider().analyzeQuality('var a', 'javascript'),
    );
    ai.dispose();
  });

  it('cancels: the call rejects at once and the worker stops and reports the abort', async () => {
    const { worker, toPage, toWorker } = connect();
    const ai = createAiWorkerProvider(worker);
    const files = Array.from({ length: 30 }, (_, i) => ({
      name: `f${i}.js`,
      code: `var a${i} = ${i}\n`,
      language: 'javascript',
    }));
    const controller = new AbortController();
    const call = ai.batchAutoFix(files, {}, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(toWorker.map((m) => m.type)).toEqual(['request', 'cancel']);
    await expect.poll(() => toPage.length, { timeout: 20_000 }).toBe(1);
    expect(toPage[0]).toMatchObject({ type: 'error', id: 1, error: { name: 'AbortError' } });
    ai.dispose();
  });

  it('rejects an invalid request with the protocol’s message', async () => {
    const { worker } = connect();
    const ai = createAiWorkerProvider(worker);
    await expect(ai.complete('a', 'js', -3)).rejects.toMatchObject({
      name: 'TypeError',
      message: 'Invalid request: body/offset must be >= 0',
    });
    ai.dispose();
  });

  it('can be switched to an inference service with fallbacks, and back to local', async () => {
    server = await startFakeInference(() => ({ json: [{ generated_text: 'print(x)' }] }), {
      maxRequests: 5,
    });
    const { worker, handler } = connect();
    const ai = createAiWorkerProvider(worker);
    await ai.configure(specPreset({ baseUrl: server.url }));
    expect(handler.provider.kind).toBe('inference');
    const answer = await ai.complete('x = 1\n', 'python', 6);
    expect(answer.suggestions[0]?.text).toBe('print(x)');
    expect(answer.provider).toEqual({ kind: 'inference', model: 'Salesforce/codet5p-220m' });
    expect(server.requests).toHaveLength(1);
    await ai.configure(null);
    expect(handler.provider.kind).toBe('local');
    expect((await ai.complete('pri', 'python', 3)).provider.kind).toBe('local');
    ai.dispose();
  });

  it('dispose rejects pending calls and terminates the worker', async () => {
    const { worker, terminated } = connect();
    const ai = createAiWorkerProvider(worker);
    const pending = ai.autoFix('var a = 1', 'javascript');
    ai.dispose();
    await expect(pending).rejects.toThrow('The AI worker was stopped');
    expect(terminated()).toBe(true);
  });

  it('carries requests that are plain data (structured-cloneable)', () => {
    const request: AiRequest = {
      op: 'batchAutoFix',
      files: [{ name: 'a', code: 'b', language: 'c' }],
      options: { disable: ['x'] },
    };
    expect(structuredClone(request)).toEqual(request);
  });
});
