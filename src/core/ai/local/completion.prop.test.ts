import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IdentifierIndex } from './completion';

const fullCount = (text: string) => {
  const fresh = new IdentifierIndex();
  fresh.update(text);
  return fresh;
};

const words = fc.constantFrom(
  'a',
  'ab',
  'abc',
  'x1',
  '$y',
  'foo',
  ' ',
  '\n',
  '.',
  '(',
  'b_c',
  '12',
);

describe('IdentifierIndex (property)', () => {
  it('after any sequence of edits, counts equal a fresh scan of the final text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(words, { maxLength: 40 }).map((parts) => parts.join('')),
          { minLength: 1, maxLength: 8 },
        ),
        (texts) => {
          const index = new IdentifierIndex();
          for (const text of texts) index.update(text);
          const last = texts[texts.length - 1] ?? '';
          const fresh = fullCount(last);
          for (const w of ['a', 'ab', 'abc', 'x1', '$y', 'foo', 'b_c', 'abab', 'aab']) {
            expect(index.count(w)).toBe(fresh.count(w));
          }
          expect(index.matching('')).toEqual(fresh.matching(''));
        },
      ),
    );
  });

  it('stays exact on long texts edited anywhere (the chunked comparison)', () => {
    const long = fc.array(words, { minLength: 300, maxLength: 900 }).map((parts) => parts.join(''));
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 40 }),
      insert: fc.array(words, { maxLength: 5 }).map((p) => p.join('')),
    });
    fc.assert(
      fc.property(long, fc.array(edit, { minLength: 1, maxLength: 6 }), (base, edits) => {
        const index = new IdentifierIndex();
        index.update(base);
        let text = base;
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          text = text.slice(0, at) + e.insert + text.slice(at + e.remove);
          index.update(text);
        }
        expect(index.matching('')).toEqual(fullCount(text).matching(''));
      }),
      { numRuns: 200 },
    );
  });
});
