import { describe, expect, it } from 'vitest';
import { applyEdit, codeSpans, fileLine, generatedFileName, type Target } from './assist-logic';

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

describe('fileLine', () => {
  it('puts a line of an explained selection where it is in the file', () => {
    const t = target('a\nb\nc\n');
    expect(fileLine(t, 1)).toBe(1);
    expect(fileLine({ ...t, scope: 'selection', startLine: 5 }, 3)).toBe(7);
  });
});

describe('codeSpans', () => {
  it('splits a step into plain text and code', () => {
    expect(codeSpans('Prints `Total: 5` and `x`.')).toEqual([
      { code: false, text: 'Prints ' },
      { code: true, text: 'Total: 5' },
      { code: false, text: ' and ' },
      { code: true, text: 'x' },
      { code: false, text: '.' },
    ]);
    expect(codeSpans('A lone ` stays')).toEqual([{ code: false, text: 'A lone ` stays' }]);
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
