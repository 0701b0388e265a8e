import { describe, expect, it } from 'vitest';
import { analysePerformance, positionOf } from './hints';

describe('performance hints', () => {
  it('turns offsets into 1-based lines and columns', () => {
    const code = 'ab\ncd\n\nxyz';
    expect(positionOf(code, 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf(code, 4)).toEqual({ line: 2, column: 2 });
    expect(positionOf(code, 8)).toEqual({ line: 4, column: 2 });
  });

  it('places each optimisation of the AI engine at its line, with the code it is about', () => {
    const code = [
      'const items = [1, 2, 3];',
      'let html = "";',
      'for (const item of items) {',
      "  html += '<li>' + item;",
      '}',
      'if (items.length == 3) console.log(html);',
    ].join('\n');
    const { hints, elapsedMs } = analysePerformance(code, 'javascript');
    expect(elapsedMs).toBeGreaterThanOrEqual(0);
    expect(hints.map((h) => [h.line, h.column, h.kind, h.excerpt])).toEqual([
      [4, 3, 'advice', "html += '"],
      [6, 18, 'edit', '=='],
    ]);
    expect(hints[1]?.change).toBe('Replace with ===');
  });

  it('finds nothing in a language the rules do not cover', () => {
    expect(analysePerformance('SELECT * FROM t WHERE a == 1', 'sql').hints).toEqual([]);
  });
});
