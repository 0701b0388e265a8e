/**
 * One schema, two checks: the AI worker's request check and the server's route validation
 * accept and refuse the same bodies.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type AiOperation,
  BATCH_MAX_FILES,
  LANGUAGE_MAX_LENGTH,
  parseAiRequest,
} from '../src/core/ai/api-schema';
import { useTestServer } from './test-server';

const app = useTestServer('schema');

const workerAccepts = (op: AiOperation, body: unknown) => {
  try {
    parseAiRequest({ ...(body as object), op });
    return true;
  } catch {
    return false;
  }
};

const server = async (op: AiOperation, body: unknown) => {
  const res = await app().inject({ method: 'POST', url: `/api/ai/${op}`, payload: body as object });
  return { status: res.statusCode, error: (res.json() as { error?: string }).error ?? '' };
};

const files = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `${i}.js`, code: '', language: 'javascript' }));
const name = (length: number) => 'x'.repeat(length);

const cases: [AiOperation, Record<string, unknown>][] = [
  ['optimize', { code: 'x = 1', language: name(LANGUAGE_MAX_LENGTH) }],
  ['optimize', { code: 'x = 1', language: name(LANGUAGE_MAX_LENGTH + 1) }],
  ['optimize', { code: 'x = 1', language: '' }],
  ['optimize', { code: 'x = 1' }],
  ['optimize', { code: 'x = 1', language: 'python', extra: true }],
  ['batchAutoFix', { files: files(BATCH_MAX_FILES) }],
  ['batchAutoFix', { files: files(BATCH_MAX_FILES + 1) }],
  ['batchAutoFix', { files: [{ name: 'a.js', code: '' }] }],
  ['complete', { code: 'x', language: 'javascript', offset: 1 }],
  ['complete', { code: 'x', language: 'javascript', offset: -1 }],
  ['complete', { code: 'x', language: 'javascript', offset: 0.5 }],
  ['complete', { code: 'x', language: 'javascript', offset: '1' }],
  ['autoFix', { code: '', language: 'javascript', options: { disable: [name(65)] } }],
  ['autoFix', { code: '', language: 'javascript', options: { format: 'no' } }],
  ['generateCode', { description: 'sum', style: 'baroque' }],
  ['generateCode', { description: '' }],
  ['generateCode', { description: 'sum', options: { creativity: 2 } }],
  ['generateCode', { description: 'sum', options: { language: name(LANGUAGE_MAX_LENGTH + 1) } }],
  ['fixStatistics', {}],
  ['fixStatistics', { any: 1 }],
];

describe('the worker and the server', () => {
  it('accept and refuse the same bodies, with the same words', async () => {
    for (const [op, body] of cases) {
      const accepted = workerAccepts(op, body);
      const answer = await server(op, body);
      expect(answer.status, `${op} ${JSON.stringify(body).slice(0, 80)}`).toBe(
        accepted ? 200 : 400,
      );
      if (!accepted) {
        expect(answer.error).toMatch(/^Invalid request: body/);
      }
    }
    // The limits hold on both sides.
    expect(workerAccepts('optimize', { code: '', language: name(65) })).toBe(false);
    expect(workerAccepts('batchAutoFix', { files: files(51) })).toBe(false);
  }, 120_000);

  it('agree on arbitrary bodies', async () => {
    // Values a field may wrongly hold; the server answers cheap operations to keep this quick.
    const value = fc.oneof(
      fc.string({ maxLength: 70 }),
      fc.integer({ min: -2, max: 2 }),
      fc.double({ min: -1, max: 2, noNaN: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
    );
    const field = fc.constantFrom(
      'code',
      'language',
      'offset',
      'selection',
      'description',
      'style',
      'options',
      'files',
      'other',
    );
    const ops = fc.constantFrom<AiOperation>(
      'complete',
      'correct',
      'generateCode',
      'fixStatistics',
      'diagnose',
    );
    await fc.assert(
      fc.asyncProperty(ops, fc.dictionary(field, value, { maxKeys: 4 }), async (op, body) => {
        const accepted = workerAccepts(op, body);
        const { status } = await server(op, body);
        expect(status).toBe(accepted ? 200 : 400);
      }),
      { numRuns: 150 },
    );
  }, 180_000);
});
