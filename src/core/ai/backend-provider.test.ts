import { afterEach, describe, expect, it } from 'vitest';
import { createBackendProvider } from './backend-provider';
import { withFallbacks } from './fallbacks';
import { type FakeServer, startFakeInference } from './inference/fake-server.testing';
import { LocalProvider } from './local-provider';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('BackendProvider', () => {
  it('posts each operation to /api/ai/{op} with the request as JSON', async () => {
    server = await startFakeInference(
      () => ({
        json: {
          complexity: 0.1,
          maintainability: 1,
          suggestions: [],
          patterns: [],
          anticipatedNeeds: [],
          provider: { kind: 'local', model: 'rules' },
        },
      }),
      { maxRequests: 5 },
    );
    const backend = createBackendProvider(`${server.url}/`);
    const answer = await backend.analyzeQuality('x = 1', 'python');
    // The server's own engine answered: labelled as the server, not as this browser.
    expect(answer.provider).toEqual({ kind: 'backend', model: 'rules' });
    expect(server.requests[0]?.path).toBe('/api/ai/analyzeQuality');
    expect(server.requests[0]?.body).toEqual({ code: 'x = 1', language: 'python' });
  });

  it('keeps what the server says of its own fallback', async () => {
    server = await startFakeInference(
      () => ({
        json: {
          suggestions: [],
          provider: {
            kind: 'local',
            model: 'rules',
            fallback: true,
            reason: 'model loading, retrying in 20 s',
          },
        },
      }),
      { maxRequests: 5 },
    );
    const answer = await createBackendProvider(server.url).optimize('x = 1', 'python');
    expect(answer.provider).toEqual({
      kind: 'backend',
      model: 'rules',
      fallback: true,
      reason: 'model loading, retrying in 20 s',
    });
  });

  it('is answered by the built-in engine here when the server answers an error', async () => {
    server = await startFakeInference(() => ({ status: 500, json: { error: 'boom' } }), {
      maxRequests: 5,
    });
    const local = new LocalProvider();
    const ai = withFallbacks(createBackendProvider(server.url), local, () => {});
    const code = 'def f(a):\n    if a == 1:\n        return 2\n    return a\n';
    const answer = await ai.analyzeQuality(code, 'python');
    expect(answer.maintainability).toBe(
      (await local.analyzeQuality(code, 'python')).maintainability,
    );
    expect(answer.provider).toMatchObject({
      kind: 'local',
      fallback: true,
      reason: 'service error (HTTP 500)',
    });
  });
});
