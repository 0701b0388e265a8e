import { describe, expect, it, vi } from 'vitest';
import { createBackendProvider } from '../core/ai/backend-provider';
import { InferenceError } from '../core/ai/inference/http';
import { type AiRequest, createRemoteProvider } from '../core/ai/protocol';
import { abortError } from '../core/ai/types';
import { createAiRouter, serverGone } from './ai-provider';

function recorder(kind: 'local' | 'backend', answer: (r: AiRequest) => unknown) {
  const seen: AiRequest[] = [];
  const provider = createRemoteProvider(kind, async (request) => {
    seen.push(request);
    return answer(request);
  });
  return { provider, seen };
}

const quality = (kind: string) => ({
  complexity: 0.1,
  maintainability: 0.9,
  suggestions: [],
  patterns: [],
  anticipatedNeeds: [],
  provider: { kind },
});

describe('the app AI provider', () => {
  it('asks the server while connected and the local engine otherwise', async () => {
    const local = recorder('local', () => quality('local'));
    const server = recorder('backend', () => quality('backend'));
    let connected = true;
    const ai = createAiRouter({
      local: () => local.provider,
      backend: () => server.provider,
      connected: () => connected,
      onServerLost: () => {},
    });
    expect(ai.kind).toBe('backend');
    expect((await ai.analyzeQuality('x = 1', 'python')).provider.kind).toBe('backend');
    connected = false;
    expect(ai.kind).toBe('local');
    expect((await ai.analyzeQuality('x = 1', 'python')).provider.kind).toBe('local');
    expect(server.seen).toEqual([{ op: 'analyzeQuality', code: 'x = 1', language: 'python' }]);
    expect(local.seen).toEqual(server.seen);
  });

  it('answers locally when the server goes away mid-session, and reports it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const local = recorder('local', () => quality('local'));
    let connected = true;
    const lost = vi.fn(() => {
      connected = false;
    });
    const refused = async () => {
      throw new TypeError('Failed to fetch');
    };
    const ai = createAiRouter({
      local: () => local.provider,
      backend: () => createBackendProvider('http://127.0.0.1:9', { fetch: refused }),
      connected: () => connected,
      onServerLost: lost,
    });
    const answer = await ai.analyzeQuality('x = 1', 'python');
    expect(answer.provider.kind).toBe('local');
    expect(lost).toHaveBeenCalledTimes(1);
    await ai.analyzeQuality('y = 2', 'python');
    expect(lost).toHaveBeenCalledTimes(1);
    expect(local.seen).toHaveLength(2);
  });

  it('never answers an aborted call locally', async () => {
    const local = recorder('local', () => quality('local'));
    const server = recorder('backend', () => {
      throw abortError();
    });
    const ai = createAiRouter({
      local: () => local.provider,
      backend: () => server.provider,
      connected: () => true,
      onServerLost: () => {},
    });
    await expect(ai.analyzeQuality('x', 'python')).rejects.toMatchObject({ name: 'AbortError' });
    expect(local.seen).toEqual([]);
  });

  it('tells a server that is gone from one refused request', () => {
    expect(serverGone(new InferenceError('unreachable', 'x'))).toBe(true);
    expect(serverGone(new InferenceError('timeout', 'x'))).toBe(true);
    expect(serverGone(new InferenceError('http', 'x', 502))).toBe(true);
    expect(serverGone(new InferenceError('not-found', 'x', 404))).toBe(true);
    expect(serverGone(new InferenceError('http', 'bad input', 400))).toBe(false);
    expect(serverGone(new InferenceError('rate-limited', 'slow down', 429))).toBe(false);
  });
});
