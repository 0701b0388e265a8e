import { afterEach, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeInference } from '../core/ai/inference/fake-server.testing';
import { selfHostedPreset, specPreset } from '../core/ai/inference/settings';
import { type WorkerLike, createAiWorkerProvider } from './ai-client';
import { createAiWorkerHandler, inferenceOperation } from './ai-handler';
import { explainPrompt } from '../core/ai/inference/explain-prompt';
import type { EgressRecord, FromAiWorker, ToAiWorker } from './ai-protocol';

/** The page and the worker handler connected in memory, with structured cloning. */
function connect() {
  const listeners = new Set<(event: { data: FromAiWorker }) => void>();
  const handler = createAiWorkerHandler((message) => {
    const copy = structuredClone(message);
    setTimeout(() => listeners.forEach((l) => l({ data: copy })), 0);
  });
  const worker: WorkerLike = {
    postMessage(message: ToAiWorker) {
      const copy = structuredClone(message);
      setTimeout(() => void handler.handle(copy), 0);
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return createAiWorkerProvider(worker);
}

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the record of what leaves the browser', () => {
  it('reports each inference request: endpoint, operation, exact body, bytes, token presence, status', async () => {
    server = await startFakeInference(() => ({ json: [{ generated_text: 'const total = 1;' }] }));
    const ai = connect();
    const records: EgressRecord[] = [];
    ai.onEgress((r) => records.push(r));
    await ai.configure(specPreset({ baseUrl: server.url, token: 'secret-token' }));
    await ai.correct('cosnt total = 1;', 'javascript');
    await expect.poll(() => records.length).toBe(1);
    const [record] = records;
    const sent = server.requests[0];
    expect(record).toMatchObject({
      url: `${server.url}/models/microsoft/codebert-base`,
      operation: 'correction',
      authorized: true,
      outcome: 200,
    });
    expect(record?.body).toBe(sent?.raw);
    expect(record?.bytes).toBe(new TextEncoder().encode(sent?.raw ?? '').length);
    expect(JSON.stringify(record)).not.toContain('secret-token');
    ai.dispose();
  });

  it('reports a request whose server cannot be reached as failed, and nothing once local again', async () => {
    const ai = connect();
    const records: EgressRecord[] = [];
    ai.onEgress((r) => records.push(r));
    await ai.configure(selfHostedPreset('http://127.0.0.1:9'));
    const answer = await ai.optimize('let a = 1;\n', 'javascript');
    expect(answer.provider.fallback).toBe(true);
    await expect.poll(() => records.length).toBe(1);
    expect(records[0]).toMatchObject({
      url: 'http://127.0.0.1:9/v1/completions',
      operation: 'optimization',
      outcome: 'failed',
      authorized: false,
    });
    await ai.configure(null);
    await ai.optimize('let a = 1;\n', 'javascript');
    await new Promise((r) => setTimeout(r, 20));
    expect(records).toHaveLength(1);
    ai.dispose();
  });

  it('reports calls to the project server by operation', async () => {
    server = await startFakeInference(() => ({
      json: { suggestions: [], provider: { kind: 'backend' } },
    }));
    const ai = connect();
    const records: EgressRecord[] = [];
    ai.onEgress((r) => records.push(r));
    await ai.configureBackend(server.url);
    await ai.optimize('let a = 1;\n', 'javascript');
    await expect.poll(() => records.length).toBe(1);
    expect(records[0]).toMatchObject({
      url: `${server.url}/api/ai/optimize`,
      operation: 'optimize',
      outcome: 200,
    });
    expect(server.requests[0]?.path).toBe('/api/ai/optimize');
    ai.dispose();
  });

  it('answers with the whole local engine when the project server has gone, and records the failure', async () => {
    const ai = connect();
    const records: EgressRecord[] = [];
    ai.onEgress((r) => records.push(r));
    const code = 'function f(a) {\n  if (a == 1) { return 2 }\n  return a\n}\n';
    const local = await ai.analyzeQuality(code, 'javascript');
    await ai.configureBackend('http://127.0.0.1:9');
    const { provider, ...answer } = await ai.analyzeQuality(code, 'javascript');
    expect({ ...answer, provider: local.provider }).toEqual(local);
    expect(provider).toMatchObject({ kind: 'local', fallback: true, reason: 'not answering' });
    await expect.poll(() => records.length).toBe(1);
    expect(records[0]).toMatchObject({
      url: 'http://127.0.0.1:9/api/ai/analyzeQuality',
      operation: 'analyzeQuality',
      outcome: 'failed',
    });
    ai.dispose();
  });

  it('tells the three uses apart by their instruction', () => {
    const settings = specPreset();
    const body = (inputs: string) => JSON.stringify({ inputs });
    expect(inferenceOperation(settings, body('Fix the following Python code:\n\nx'))).toBe(
      'correction',
    );
    expect(inferenceOperation(settings, body('Optimize this Go code for better performance'))).toBe(
      'optimization',
    );
    expect(inferenceOperation(settings, body('const a = <extra_id_0>'))).toBe('completion');
    expect(inferenceOperation(settings, body(explainPrompt('print(1)\n', 'python')))).toBe(
      'explanation',
    );
    expect(inferenceOperation(settings, 'not json')).toBe('completion');
  });
});
