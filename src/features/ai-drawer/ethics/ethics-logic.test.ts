import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_SETTINGS } from '../../../storage/ai-provider-settings';
import { formatBytes, operationRows, validBaseUrl } from './ethics-logic';

const settings = (patch: Partial<typeof DEFAULT_PROVIDER_SETTINGS>) => ({
  ...DEFAULT_PROVIDER_SETTINGS,
  ...patch,
});

describe('operationRows', () => {
  it('keeps every operation in the browser while "keep everything local" is on', () => {
    const rows = operationRows(settings({ keepLocal: true }));
    expect(rows.every((r) => r.endpoint === undefined)).toBe(true);
    expect(rows.map((r) => r.operation)).toContain('Code generation');
  });

  it("names the spec preset's models and the URLs the clients post to", () => {
    const rows = operationRows(
      settings({
        keepLocal: false,
        provider: 'spec',
        spec: { baseUrl: 'http://127.0.0.1:7000/', route: 'models', waitForModel: false },
      }),
    );
    expect(rows.slice(0, 3)).toEqual([
      {
        operation: 'Completion',
        answeredBy: 'model Salesforce/codet5p-220m',
        endpoint: 'http://127.0.0.1:7000/models/Salesforce/codet5p-220m',
      },
      {
        operation: 'Correction',
        answeredBy: 'model microsoft/codebert-base',
        endpoint: 'http://127.0.0.1:7000/models/microsoft/codebert-base',
      },
      {
        operation: 'Optimisation',
        answeredBy: 'model bigcode/starcoder',
        endpoint: 'http://127.0.0.1:7000/models/bigcode/starcoder',
      },
    ]);
    expect(rows.find((r) => r.operation === 'Auto-fix')?.endpoint).toBeUndefined();
  });

  it('sends self-hosted and Ollama requests to their completion routes', () => {
    const selfHosted = operationRows(
      settings({
        keepLocal: false,
        provider: 'self-hosted',
        selfHosted: { baseUrl: 'http://gpu:8080', model: 'Qwen/Qwen2.5-Coder-7B' },
      }),
    );
    expect(selfHosted[0]).toEqual({
      operation: 'Completion',
      answeredBy: 'model Qwen/Qwen2.5-Coder-7B',
      endpoint: 'http://gpu:8080/v1/completions',
    });
    const ollama = operationRows(settings({ keepLocal: false, provider: 'ollama' }));
    expect(ollama[1]?.endpoint).toBe('http://127.0.0.1:11434/api/generate');
  });

  it("sends every operation to the project's server when it is chosen", () => {
    const rows = operationRows(settings({ keepLocal: false, provider: 'backend' }), 'http://h:1');
    expect(rows.find((r) => r.operation === 'Auto-fix')?.endpoint).toBe(
      'http://h:1/api/ai/autoFix',
    );
  });
});

describe('helpers', () => {
  it('accepts only http(s) base URLs', () => {
    expect(validBaseUrl('http://127.0.0.1:8080')).toBe(true);
    expect(validBaseUrl('ftp://x')).toBe(false);
    expect(validBaseUrl('localhost:8080/x y')).toBe(false);
  });
  it('formats byte counts', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(2048)).toBe('2.0 KiB');
  });
});
