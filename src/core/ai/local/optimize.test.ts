import { describe, expect, it } from 'vitest';
import { optimize } from './optimize';

const at = (code: string, s: { startPos: number; endPos: number }) =>
  code.slice(s.startPos, s.endPos);

describe('optimize (located suggestions, confidence 0.75)', () => {
  it('suggests === for == and !== for != at the operator', () => {
    const code = "if (a == 1 && b != '') {}\nif (c === d) {}";
    const found = optimize(code, 'javascript');
    expect(found.map((s) => [at(code, s), s.text, s.kind])).toEqual([
      ['==', '===', 'edit'],
      ['!=', '!==', 'edit'],
    ]);
    expect(found.every((s) => s.type === 'optimization' && s.confidence === 0.75)).toBe(true);
  });

  it('finds DOM queries in loops and repeated queries', () => {
    const code = [
      "const a = document.querySelector('#total');",
      'for (const item of items) {',
      "  document.getElementById('out').append(item);",
      '}',
      "document.querySelector('#total').textContent = '0';",
    ].join('\n');
    const found = optimize(code, 'javascript');
    expect(found.map((s) => at(code, s))).toEqual([
      "document.getElementById('out')",
      "document.querySelector('#total')",
    ]);
    expect(found[0]?.text).toBe('Query the element once before the loop on line 2 and reuse it');
    expect(found[1]?.text).toBe(
      "Store the result of document.querySelector('#total') (line 1) in a variable and reuse it",
    );
  });

  it('finds string concatenation, array lookups, RegExp creation and await inside loops', () => {
    const code = [
      'for (let i = 0; i < n; i++) {',
      "  html += '<li>' + i;",
      '  if (seen.includes(i)) continue;',
      "  const re = new RegExp('x');",
      '  await save(i);',
      '}',
      "html += 'done';",
    ].join('\n');
    const found = optimize(code, 'javascript');
    expect(found.map((s) => at(code, s))).toEqual([
      "html += '",
      'includes',
      'new RegExp(',
      'await',
    ]);
  });

  it('rewrites JSON deep copies with structuredClone', () => {
    const code = 'const copy = JSON.parse(JSON.stringify(state));';
    const [s] = optimize(code, 'javascript');
    expect(s).toMatchObject({ text: 'structuredClone(state)', kind: 'edit' });
    expect(at(code, s!)).toBe('JSON.parse(JSON.stringify(state))');
  });

  it('finds Python range(len()), == None, += strings and append loops', () => {
    const code = [
      'for i in range(len(names)):',
      '    if names[i] == None:',
      "        text += 'x'",
      'for n in numbers:',
      '    squares.append(n * n)',
    ].join('\n');
    const found = optimize(code, 'python');
    expect(found.map((s) => [at(code, s), s.text])).toEqual([
      ['for i in range(len(names))', 'for i, item in enumerate(names)'],
      ['== None', 'is None'],
      ["text += '", "Collect the parts in a list and use ''.join(parts) after the loop"],
      ['for n in numbers:', 'Build squares with a list comprehension: squares = [... for ...]'],
    ]);
  });

  it('finds nothing in code without these patterns, or in empty code', () => {
    expect(optimize('const a = 1;\nexport default a;\n', 'javascript')).toEqual([]);
    expect(optimize('', 'javascript')).toEqual([]);
    expect(optimize('a == b', 'rust')).toEqual([]);
  });
});
