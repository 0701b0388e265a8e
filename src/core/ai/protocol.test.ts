import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { LocalProvider } from './local-provider';
import {
  type AiRequest,
  AI_OPERATIONS,
  createRemoteProvider,
  dispatch,
  parseAiRequest,
} from './protocol';

// The first call loads ESLint, Prettier or Ruff, which takes seconds while other test files run.
vi.setConfig({ testTimeout: 30_000 });

describe('parseAiRequest', () => {
  it('accepts each operation with its fields', () => {
    const requests: AiRequest[] = [
      { op: 'complete', code: 'a', language: 'js', offset: 1 },
      { op: 'smartComplete', code: 'a', language: 'js', offset: 0 },
      { op: 'correct', selection: 'a', language: 'js' },
      { op: 'optimize', code: 'a', language: 'js' },
      { op: 'analyzeQuality', code: 'a', language: 'js' },
      { op: 'autoFix', code: 'a', language: 'js', options: { format: false, disable: ['no-var'] } },
      { op: 'batchAutoFix', files: [{ name: 'a.js', code: 'a', language: 'js' }] },
      { op: 'fixStatistics' },
      { op: 'fixReport' },
      { op: 'generateDocs', code: 'a', language: 'js' },
      { op: 'explain', code: 'a', language: 'js' },
      { op: 'diagnose', code: 'a', language: 'js' },
      {
        op: 'generateCode',
        description: 'sum',
        style: 'artistic',
        options: { creativity: 0.3, complexity: 'simple', language: 'python' },
      },
    ];
    expect(requests.map((r) => r.op).sort()).toEqual([...AI_OPERATIONS].sort());
    for (const request of requests) expect(parseAiRequest(request)).toEqual(request);
  });

  it('rejects wrong shapes with a message that says what is wrong', () => {
    expect(() => parseAiRequest(null)).toThrow('The request must be a JSON object');
    expect(() => parseAiRequest({ op: 'nope' })).toThrow("Unknown operation 'nope'");
    expect(() => parseAiRequest({ op: 'complete', code: 'a', language: 'js', offset: -1 })).toThrow(
      "'offset' must be a whole number ≥ 0",
    );
    expect(() => parseAiRequest({ op: 'correct', selection: 3, language: 'js' })).toThrow(
      "'selection' must be a string",
    );
    expect(() =>
      parseAiRequest({ op: 'generateCode', description: 'x', style: 'baroque' }),
    ).toThrow(/'style' must be one of/);
    expect(() => parseAiRequest({ op: 'batchAutoFix', files: [{}] })).toThrow(
      "'files[0]' must have name, code and language strings",
    );
  });

  it('only ever throws TypeErrors on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...AI_OPERATIONS), (value, op) => {
        for (const candidate of [
          value,
          { ...(typeof value === 'object' && value ? value : {}), op },
        ]) {
          try {
            parseAiRequest(candidate);
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError);
          }
        }
      }),
    );
  });
});

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
      'quantum-inspired',
    );
    expect(await remote.complete('con', 'javascript', 3)).toEqual(
      await local.complete('con', 'javascript', 3),
    );
    expect(seen).toEqual(['analyzeQuality', 'autoFix', 'generateCode', 'complete']);
  });
});
