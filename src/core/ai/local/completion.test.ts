import { describe, expect, it } from 'vitest';
import { IdentifierIndex, keywordFallback, localCompletions, wordBeforeCursor } from './completion';

describe('keywordFallback: local keywords when a model call fails', () => {
  it('prefix-matches the word before the cursor, at most 5, confidence 0.6', () => {
    const code = 'const x = 1;\nre';
    const suggestions = keywordFallback(code, 'JavaScript', code.length);
    expect(suggestions.map((s) => s.text)).toEqual([
      'return',
      'reduce',
      'replace',
      'resolve',
      'reject',
    ]);
    expect(suggestions.every((s) => s.confidence === 0.6 && s.type === 'completion')).toBe(true);
    expect(suggestions[0]).toMatchObject({ startPos: code.length - 2, endPos: code.length });
  });

  it('covers JavaScript, TypeScript, Python, CSS and HTML only', () => {
    expect(keywordFallback('inter', 'TypeScript', 5).map((s) => s.text)).toEqual(['interface']);
    expect(keywordFallback('pri', 'python', 3).map((s) => s.text)).toEqual(['print']);
    expect(keywordFallback('a { dis', 'css', 7).map((s) => s.text)).toEqual(['display']);
    expect(keywordFallback('<but', 'html', 4).map((s) => s.text)).toEqual(['button']);
    expect(keywordFallback('fn ma', 'rust', 5)).toEqual([]);
  });

  it('offers nothing without a word before the cursor', () => {
    expect(keywordFallback('x = ', 'python', 4)).toEqual([]);
  });
});

describe('wordBeforeCursor', () => {
  it('knows CSS words have dashes and JavaScript words have $', () => {
    expect(wordBeforeCursor('a { font-we', 11, 'css').word).toBe('font-we');
    expect(wordBeforeCursor('x = $fo', 7, 'javascript')).toEqual({ word: '$fo', start: 4 });
  });
});

describe('localCompletions', () => {
  it('offers identifiers of the document, most used first, before keywords', () => {
    const code = 'const totalPrice = 1;\nconst totalCount = 2;\nlog(totalPrice, totalPrice);\ntot';
    const texts = localCompletions(code, 'javascript', code.length).map((s) => s.text);
    expect(texts.slice(0, 2)).toEqual(['totalPrice', 'totalCount']);
  });

  it('does not offer the word being typed as its own completion', () => {
    const code = 'const uniqueWordHere = 1;\nuniqueW';
    expect(localCompletions(code, 'javascript', code.length).map((s) => s.text)).toEqual([
      'uniqueWordHere',
    ]);
    expect(localCompletions('zzq', 'javascript', 3)).toEqual([]);
  });

  it('expands a snippet trigger typed in full', () => {
    const code = 'def';
    const [first] = localCompletions(code, 'python', 3);
    expect(first?.text).toBe('def name(params):\n    pass');
  });

  describe('after a member access', () => {
    /** Inserted text that starts a statement: a keyword, then a space or a parenthesis. */
    const STATEMENT =
      /^(for|if|else|while|do|switch|try|function|def|class|with|import|async)[\s(]/;
    const texts = (code: string, language: string) =>
      localCompletions(code, language, code.length).map((s) => s.text);
    const statements = (code: string, language: string) =>
      texts(code, language).filter((text) => STATEMENT.test(text) || text.includes('\n'));

    it('offers no statement snippet on items.fo in JavaScript, and still its members', () => {
      expect(statements('const items = [1, 2];\nitems.fo', 'javascript')).toEqual([]);
      expect(texts('const items = [1, 2];\nitems.fo', 'javascript')).toContain('forEach');
      const used = 'const items = [1, 2];\nitems.forEach(show);\nitems.fo';
      expect(statements(used, 'typescript')).toEqual([]);
      expect(texts(used, 'typescript')[0]).toBe('forEach');
      expect(statements('let user = {};\nuser.i', 'javascript')).toEqual([]);
      // `?.` and a spread are followed by an expression too.
      expect(statements('items?.fo', 'javascript')).toEqual([]);
      expect(statements('[...i', 'javascript')).toEqual([]);
    });

    it('offers no statement snippet nor keyword on items.fo in Python, and still its members', () => {
      const code = 'items = [1, 2]\nfor item in items:\n    items.append(item)\nitems.';
      expect(statements(`${code}fo`, 'python')).toEqual([]);
      expect(texts(`${code}fo`, 'python')).not.toContain('for');
      expect(texts(`${code}fo`, 'python')).toContain('format');
      expect(statements(`${code}i`, 'python')).toEqual([]);
      expect(
        texts(`${code}i`, 'python').filter((text) => /^(if|in|is|import)$/.test(text)),
      ).toEqual([]);
      expect(texts(`${code}ap`, 'python')).toContain('append');
      // Soft keywords are names elsewhere: re.match.
      expect(texts('import re\nre.ma', 'python')).toContain('match');
    });

    it('keeps JavaScript reserved words, which are member names too (Symbol.for)', () => {
      expect(texts('Symbol.fo', 'javascript')).toContain('for');
    });

    it('still expands a statement snippet where a statement can start', () => {
      expect(texts('const items = [1, 2];\nfo', 'javascript')).toContain(
        'for (const item of items) {\n  \n}',
      );
      expect(texts('items = [1, 2]\nfo', 'python')).toContain('for item in items:\n    pass');
    });
  });

  it('gives other languages their keywords and document identifiers', () => {
    const code = 'fn compute_total() {}\nfn main() { comp';
    const texts = localCompletions(code, 'Rust', code.length).map((s) => s.text);
    expect(texts).toContain('compute_total');
  });
});

describe('IdentifierIndex', () => {
  it('counts identifiers and follows edits', () => {
    const index = new IdentifierIndex();
    index.update('alpha beta\nalpha');
    expect(index.count('alpha')).toBe(2);
    index.update('alpha beta\nalphabet');
    expect(index.count('alpha')).toBe(1);
    expect(index.count('alphabet')).toBe(1);
    index.update('');
    expect(index.count('alpha')).toBe(0);
  });
});
