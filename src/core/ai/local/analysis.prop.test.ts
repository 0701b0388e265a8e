import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localCompletions } from './completion';
import { generateDocs } from './docs';
import { optimize } from './optimize';
import { analyzeQuality } from './quality';
import { smartComplete } from './smart-completion';

const languages = fc.constantFrom(
  'javascript',
  'typescript',
  'python',
  'css',
  'html',
  'rust',
  'go',
  'Plain Text',
  'C++',
);
const codeChars = fc.constantFrom(
  'a',
  'b',
  'x',
  ' ',
  '  ',
  '\n',
  '\t',
  '{',
  '}',
  '(',
  ')',
  '"',
  "'",
  '`',
  '#',
  '//',
  '/*',
  '*/',
  '"""',
  '==',
  '=',
  '.',
  'var ',
  'function ',
  'def ',
  'class ',
  'for ',
  'if ',
  'return ',
  'document.querySelector("#a")',
  'fetch(',
  '+=',
  'é',
  '😀',
  ':',
  ';',
  'range(len(x))',
  'None',
);
const code = fc.array(codeChars, { maxLength: 120 }).map((parts) => parts.join(''));

describe('local analysis on arbitrary text (property)', () => {
  it('never throws, keeps scores in 0..1 and positions inside the text', () => {
    fc.assert(
      fc.property(code, languages, fc.nat(), (text, language, at) => {
        const quality = analyzeQuality(text, language);
        expect(quality.complexity).toBeGreaterThanOrEqual(0);
        expect(quality.complexity).toBeLessThanOrEqual(1);
        expect(quality.maintainability).toBeGreaterThanOrEqual(0);
        expect(quality.maintainability).toBeLessThanOrEqual(1);
        for (const s of optimize(text, language)) {
          expect(0 <= s.startPos && s.startPos <= s.endPos && s.endPos <= text.length).toBe(true);
          expect(s.confidence).toBe(0.75);
        }
        const offset = at % (text.length + 1);
        for (const s of localCompletions(text, language, offset)) {
          expect(s.startPos).toBeLessThanOrEqual(offset);
          expect(s.endPos).toBe(offset);
          expect(s.text.length).toBeGreaterThan(0);
        }
        for (const item of smartComplete(text, language, offset)) {
          expect(item.confidence).toBeGreaterThan(0);
          expect(item.confidence).toBeLessThanOrEqual(1);
        }
        const docs = generateDocs(text, language);
        // Documentation only adds lines: every original line is still there, in order.
        const original = text.split('\n');
        const documented = docs.documented.split('\n');
        let i = 0;
        for (const line of documented) if (line === original[i]) i += 1;
        expect(i).toBe(original.length);
      }),
      { numRuns: 300 },
    );
  });
});
