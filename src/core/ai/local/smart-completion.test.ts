import { describe, expect, it } from 'vitest';
import { smartComplete } from './smart-completion';

describe('smartComplete', () => {
  it('offers functions of the document with their doc comment, signature and uses', () => {
    const code = [
      '/** Adds tax to a price. */',
      'function calculateTotal(price, rate) {',
      '  return price * (1 + rate);',
      '}',
      'const shown = calculateTotal(10, 0.2);',
      'calc',
    ].join('\n');
    const [item] = smartComplete(code, 'javascript', code.length);
    expect(item).toEqual({
      text: 'calculateTotal',
      type: 'function',
      description: 'calculateTotal(price, rate), defined on line 2',
      documentation: 'Adds tax to a price.',
      examples: ['const shown = calculateTotal(10, 0.2);'],
      confidence: 0.9,
    });
  });

  it('offers classes, variables and imports with their kinds', () => {
    const code =
      "import { readFile } from 'fs';\nclass ReportBuilder {}\nconst reportName = 'x';\nre";
    const items = smartComplete(code, 'javascript', code.length);
    expect(items.map((i) => [i.text, i.type])).toEqual(
      expect.arrayContaining([
        ['ReportBuilder', 'class'],
        ['readFile', 'import'],
        ['reportName', 'variable'],
      ]),
    );
  });

  it('offers members after a dot: builtins with examples, and members the file uses', () => {
    const code = 'console.lo';
    const [log] = smartComplete(code, 'javascript', code.length);
    expect(log).toMatchObject({
      text: 'log',
      type: 'method',
      examples: ["console.log('total', total);"],
    });
    const custom = 'cart.addItem(x);\ncart.total = 1;\ncart.';
    const members = smartComplete(custom, 'javascript', custom.length).map((i) => [i.text, i.type]);
    expect(members).toEqual([
      ['addItem', 'method'],
      ['total', 'property'],
    ]);
  });

  it('offers only members after items.fo, never a statement', () => {
    const js = 'const items = [1, 2];\nitems.forEach(show);\nitems.fo';
    expect(smartComplete(js, 'javascript', js.length).map((i) => i.text)).toEqual(['forEach']);
    const py = 'items = [1, 2]\nitems.format_all()\nitems.fo';
    expect(smartComplete(py, 'python', py.length).map((i) => i.text)).toEqual(['format_all']);
  });

  it('looks up known members by own key only (toString., constructor.)', () => {
    for (const code of ['toString.fo', 'x.constructor.na', 'a.__proto__.b']) {
      expect(smartComplete(code, 'javascript', code.length)).toEqual([]);
    }
    expect(smartComplete('x.__class__.na', 'python', 14)).toEqual([]);
  });

  it('reads Python docstrings and offers builtins', () => {
    const code = 'def greet_user(name):\n    """Say hello to someone."""\n    print(name)\n\ngre';
    const [item] = smartComplete(code, 'python', code.length);
    expect(item).toMatchObject({
      text: 'greet_user',
      documentation: 'Say hello to someone.',
      description: 'greet_user(name), defined on line 1',
    });
    expect(smartComplete('pri', 'python', 3)[0]?.text).toBe('print');
  });

  it('offers nothing when nothing matches', () => {
    expect(smartComplete('zzzz', 'javascript', 4)).toEqual([]);
    expect(smartComplete('', 'javascript', 0)).toEqual([]);
  });
});
