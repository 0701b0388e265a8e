import { describe, expect, it } from 'vitest';
import { applyEdit, explanationMarkdown, generatedFileName, type Target } from './assist-logic';

const target = (source: string, start = 0, end = source.length): Target => ({
  fileId: 'f',
  fileName: 'a.js',
  language: 'JavaScript',
  source,
  start,
  end,
  startLine: 1,
  scope: 'file',
});

describe('applyEdit', () => {
  it('replaces exactly the range the answer was about', () => {
    const t = target('var a = 1;\nvar b = 2;\n', 11, 21);
    expect(applyEdit(t, t.source, { start: 11, end: 14, text: 'let' })).toBe(
      'var a = 1;\nlet b = 2;\n',
    );
  });

  it('refuses when the file changed since the answer, or the range is outside it', () => {
    const t = target('let a = 1;\n');
    expect(applyEdit(t, 'let a = 2;\n', { start: 0, end: 3, text: 'const' })).toBeNull();
    expect(applyEdit(t, undefined, { start: 0, end: 3, text: 'const' })).toBeNull();
    expect(applyEdit(t, t.source, { start: 5, end: 99, text: 'x' })).toBeNull();
  });
});

describe('explanationMarkdown', () => {
  it("names what was explained in place of the engine's heading", () => {
    expect(explanationMarkdown('# this file\n\nJavaScript, 3 lines.', 'app.js')).toBe(
      '# app.js\n\nJavaScript, 3 lines.',
    );
    expect(explanationMarkdown('No heading', 'a\nb')).toBe('# a b\n\nNo heading');
  });
});

describe('generatedFileName', () => {
  it('is ai-generated.js unless the code is Python or TypeScript', () => {
    expect(generatedFileName('javascript')).toBe('ai-generated.js');
    expect(generatedFileName('python')).toBe('ai-generated.py');
    expect(generatedFileName('typescript')).toBe('ai-generated.ts');
    expect(generatedFileName('rust')).toBe('ai-generated.js');
  });
});
