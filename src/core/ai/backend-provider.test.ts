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
          provider: { kind: 'backend' },
        },
      }),
      { maxRequests: 5 },
    );
    const backend = createBackendProvider(`${server.url}/`);
    const answer = await backend.analyzeQuality('x = 1', 'python');
    expect(answer.provider.kind).toBe('backend');
    expect(server.requests[0]?.path).toBe('/api/ai/analyzeQuality');
    expect(server.requests[0]?.body).toEqual({ code: 'x = 1', language: 'python' });
  });

  it('falls back locally when the server answers an error (SPEC §8)', async () => {
    server = await startFakeInference(() => ({ status: 500, json: { error: 'boom' } }), {
      maxRequests: 5,
    });
    const ai = withFallbacks(createBackendProvider(server.url), new LocalProvider(), () => {});
    expect((await ai.analyzeQuality('x', 'python')).maintainability).toBe(0.5);
  });
});
