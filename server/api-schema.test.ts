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
import { STORY_LIMITS } from '../src/core/run/narrate-types';
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

describe('the story of a run that explain carries', () => {
  const story = {
    language: 'Python',
    file: 'main.py',
    steps: 3,
    events: [{ line: 1, depth: 0, text: '`a = 1`: sets `a` to `1`.' }],
    left: 0,
    output: [{ line: 2, stream: 'stdout', text: '1' }],
    outputLeft: 0,
    end: {
      how: 'crashed',
      line: 3,
      text: 'The program stops on line 3 with ZeroDivisionError: division by zero.',
      error: { name: 'ZeroDivisionError', message: 'division by zero' },
      values: [{ name: 'a', value: '1' }],
    },
  };
  const body = (run: unknown) => ({
    code: 'a = 1\nprint(a)\nprint(a / 0)\n',
    language: 'python',
    run,
  });
  const event = { line: 1, depth: 0, text: 'x' };

  it('is taken when it keeps within its bounds, and the answer tells it', async () => {
    expect(workerAccepts('explain', body(story))).toBe(true);
    const res = await app().inject({
      method: 'POST',
      url: '/api/ai/explain',
      payload: body(story),
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { stepByStep: boolean; sections: { title: string }[] };
    expect(answer.stepByStep).toBe(true);
    expect(answer.sections.map((s) => s.title)).toContain('How it ended');
  }, 60_000);

  it('is refused, by the worker and the server alike, when it is hostile', async () => {
    const hostile: [string, unknown][] = [
      [
        'too many events',
        { ...story, events: Array.from({ length: STORY_LIMITS.events + 1 }, () => event) },
      ],
      [
        'a long event',
        { ...story, events: [{ ...event, text: 'x'.repeat(STORY_LIMITS.text + 1) }] },
      ],
      ['a deep event', { ...story, events: [{ ...event, depth: STORY_LIMITS.depth + 1 }] }],
      ['line 0', { ...story, events: [{ ...event, line: 0 }] }],
      [
        'too much output',
        {
          ...story,
          output: Array.from({ length: STORY_LIMITS.output + 1 }, () => story.output[0]),
        },
      ],
      [
        'too many values',
        {
          ...story,
          end: {
            ...story.end,
            values: Array.from({ length: STORY_LIMITS.values + 1 }, () => ({
              name: 'a',
              value: '1',
            })),
          },
        },
      ],
      [
        'a long value',
        {
          ...story,
          end: { ...story.end, values: [{ name: 'a', value: 'x'.repeat(STORY_LIMITS.value + 1) }] },
        },
      ],
      ['an unknown end', { ...story, end: { ...story.end, how: 'exploded' } }],
      ['an extra field', { ...story, html: '<script>' }],
      ['a field of an inherited name', { ...story, __proto__: { steps: 1 }, constructor: 1 }],
      ['no end', { ...story, end: undefined }],
      [
        'too many input lines',
        { ...story, input: Array.from({ length: STORY_LIMITS.input + 1 }, () => 'a') },
      ],
    ];
    for (const [what, run] of hostile) {
      const payload = JSON.parse(JSON.stringify(body(run))) as object;
      expect(workerAccepts('explain', payload), what).toBe(false);
      const answer = await server('explain', payload);
      expect(answer.status, what).toBe(400);
      expect(answer.error, what).toMatch(/^Invalid request: body\/run/);
    }
  }, 60_000);
});
