import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AI_OPERATIONS,
  type AiRequest,
  BATCH_MAX_FILES,
  LANGUAGE_MAX_LENGTH,
  parseAiRequest,
} from './api-schema';

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
        op: 'hint',
        code: 'a',
        language: 'js',
        problem: { rule: 'no-undef', message: '`a` is not defined.', line: 1, confidence: 1 },
      },
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

  it('refuses wrong shapes in the words the server uses', () => {
    expect(() => parseAiRequest(null)).toThrow('The request must be a JSON object');
    expect(() => parseAiRequest({ op: 'nope' })).toThrow("Unknown operation 'nope'");
    expect(() => parseAiRequest({ op: 'toString' })).toThrow("Unknown operation 'toString'");
    expect(() => parseAiRequest({ op: 'complete', code: 'a', language: 'js', offset: -1 })).toThrow(
      'Invalid request: body/offset must be >= 0',
    );
    expect(() => parseAiRequest({ op: 'correct', selection: 3, language: 'js' })).toThrow(
      'Invalid request: body/selection must be string',
    );
    expect(() =>
      parseAiRequest({ op: 'generateCode', description: 'x', style: 'baroque' }),
    ).toThrow(/body\/style must be equal to one of the allowed values/);
    expect(() => parseAiRequest({ op: 'batchAutoFix', files: [{}] })).toThrow(
      /body\/files\/0 must have required properties/,
    );
    expect(() => parseAiRequest({ op: 'optimize', code: 'a', language: 'js', extra: 1 })).toThrow(
      'Invalid request: body must not have additional properties (extra)',
    );
  });

  it('holds the limits the server holds: language names and batch sizes', () => {
    const name = (length: number) => 'x'.repeat(length);
    expect(() =>
      parseAiRequest({ op: 'optimize', code: 'a', language: name(LANGUAGE_MAX_LENGTH) }),
    ).not.toThrow();
    expect(() =>
      parseAiRequest({ op: 'optimize', code: 'a', language: name(LANGUAGE_MAX_LENGTH + 1) }),
    ).toThrow(`body/language must not have more than ${LANGUAGE_MAX_LENGTH} characters`);
    expect(() => parseAiRequest({ op: 'optimize', code: 'a', language: '' })).toThrow(
      /body\/language/,
    );
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `${i}.js`, code: 'a', language: 'js' }));
    expect(() =>
      parseAiRequest({ op: 'batchAutoFix', files: files(BATCH_MAX_FILES) }),
    ).not.toThrow();
    expect(() => parseAiRequest({ op: 'batchAutoFix', files: files(BATCH_MAX_FILES + 1) })).toThrow(
      `body/files must not have more than ${BATCH_MAX_FILES} items`,
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
