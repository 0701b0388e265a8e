import { describe, expect, it, vi } from 'vitest';
import { LocalProvider } from './local-provider';
import { parseAiRequest } from './api-schema';
import { createRemoteProvider, dispatch } from './protocol';

// The first call loads ESLint, Prettier or Ruff, which takes seconds while other test files run.
vi.setConfig({ testTimeout: 30_000 });

describe('dispatch and createRemoteProvider', () => {
  it('round-trip every call through a transport to the same answers', async () => {
    const local = new LocalProvider();
    const seen: string[] = [];
    const remote = createRemoteProvider('backend', (request, signal) => {
      seen.push(request.op);
      return dispatch(local, parseAiRequest(JSON.parse(JSON.stringify(request))), signal);
    });
    expect(remote.kind).toBe('backend');
    const code = 'var a = 1\n';
    expect(await remote.analyzeQuality(code, 'javascript')).toEqual(
      await local.analyzeQuality(code, 'javascript'),
    );
    expect((await remote.autoFix(code, 'javascript', { format: false })).fixed_code).toBe(
      'const a = 1\n',
    );
    expect((await remote.generateCode('sum', undefined, { complexity: 'simple' })).style).toBe(
      'plain',
    );
    expect(await remote.complete('con', 'javascript', 3)).toEqual(
      await local.complete('con', 'javascript', 3),
    );
    expect(seen).toEqual(['analyzeQuality', 'autoFix', 'generateCode', 'complete']);
  });
});
