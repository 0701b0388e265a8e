/**
 * Any recording gives a story within its bounds, which the explain request's schema takes:
 * random runs of a random program (calls inside calls, loops, prints, names that change, an
 * error or the step cap at the end).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { RunStorySchema } from '../ai/api-schema';
import { narrate } from './narrate';
import { STORY_LIMITS } from './narrate-types';
import { RecordingBuilder } from './narrate.testing';

type Op =
  | { op: 'line'; line: number; x: number }
  | { op: 'call' }
  | { op: 'ret'; value: number }
  | { op: 'print'; text: string }
  | { op: 'raise' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('line' as const),
      line: fc.integer({ min: 1, max: 12 }),
      x: fc.integer({ min: -3, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'call' as const }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('ret' as const), value: fc.integer() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('print' as const),
      text: fc.string({ maxLength: 500 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'raise' as const }) },
);

const SOURCE = [
  'def f(x):',
  '    if x > 0:',
  '        return x',
  '    for i in range(x):',
  '        print(i)',
  '    while x < 3:',
  '        x = x + 1',
  '    return f(x - 1)',
  'x = 0',
  'for n in range(3):',
  '    x = f(n)',
  'print(x)',
].join('\n');

describe('narrate, on any recording', () => {
  it('stays within its bounds and passes the schema the server checks', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 600 }),
        fc.boolean(),
        fc.integer({ min: 2, max: STORY_LIMITS.events }),
        fc.option(
          fc.record({ from: fc.integer({ min: 1, max: 6 }), to: fc.integer({ min: 6, max: 12 }) }),
          { nil: undefined },
        ),
        (ops, capped, maxEvents, focus) => {
          const b = new RecordingBuilder();
          let depth = 0;
          let printed = 0;
          for (const o of ops) {
            if (o.op === 'line') b.line(o.line, { x: o.x, ...(o.line > 9 ? { n: o.x } : {}) });
            else if (o.op === 'call' && depth < 30 && b.steps > 0) {
              b.call('f', 1, { x: depth });
              depth++;
            } else if (o.op === 'ret' && depth > 0) {
              b.ret(3, o.value, { x: depth });
              depth--;
            } else if (o.op === 'print' && b.steps > 0) {
              b.print(`${o.text}\n`);
              printed += o.text.split('\n').length;
            } else if (o.op === 'raise' && b.steps > 0) b.exception(2, 'ValueError: no', { x: 1 });
          }
          if (b.steps > 0 && !capped) b.error('ValueError', 'no');
          const story = narrate(b.build({ capped }), {
            entry: 'main.py',
            sources: new Map([['main.py', SOURCE]]),
            language: 'python',
            languageName: 'Python',
            maxEvents,
            ...(focus ? { focus } : {}),
          });
          expect(story.events.length).toBeLessThanOrEqual(maxEvents);
          expect(story.output.length + story.outputLeft).toBe(printed);
          const problem = Value.Check(RunStorySchema, story)
            ? null
            : [...Value.Errors(RunStorySchema, story)][0];
          expect(problem).toBeNull();
        },
      ),
      { numRuns: 150 },
    );
  });
});
