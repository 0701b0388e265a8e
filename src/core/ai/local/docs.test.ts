import { describe, expect, it, vi } from 'vitest';
import { nodeRuffWasm } from '../node/ruff-wasm';
import { javascriptSyntaxError } from './autofix/eslint';
import { pythonSyntaxError, ruffWorkspace } from './autofix/ruff';
import { generateDocs, sentenceFromName } from './docs';

// The first call loads ESLint, Prettier or Ruff, which takes seconds while other test files run.
vi.setConfig({ testTimeout: 30_000 });

describe('sentenceFromName', () => {
  it('splits camelCase, PascalCase and snake_case', () => {
    expect(sentenceFromName('calculateTotalPrice')).toBe('Calculate total price');
    expect(sentenceFromName('parse_json_file')).toBe('Parse json file');
    expect(sentenceFromName('HTMLParser')).toBe('HTML parser');
  });
});

describe('generateDocs', () => {
  it('adds JSDoc with params (types from defaults) and returns, and keeps existing docs', async () => {
    const code = [
      "function formatName(first, last = '') {",
      '  return first + last;',
      '}',
      '/** Already documented. */',
      'function keep() {}',
      'class ShoppingCart {',
      '  addItem(item, count = 1) {',
      '    this.items.push(item);',
      '  }',
      '}',
    ].join('\n');
    const docs = generateDocs(code, 'javascript');
    expect(docs.documentedCount).toBe(3);
    expect(docs.documented).toContain(
      [
        '/**',
        ' * Format name.',
        ' *',
        ' * @param first first.',
        ' * @param {string} last last.',
        ' * @returns The result.',
        ' */',
        "function formatName(first, last = '') {",
      ].join('\n'),
    );
    expect(docs.documented).toContain(
      '  /**\n   * Add item.\n   *\n   * @param item item.\n   * @param {number} count count.\n   */\n  addItem(',
    );
    expect(docs.documented.match(/Already documented/g)).toHaveLength(1);
    expect(await javascriptSyntaxError(docs.documented, false)).toBeUndefined();
    expect(docs.markdown).toContain('## Classes\n\n- `ShoppingCart` (lines 6-10): Shopping cart.');
    expect(docs.markdown).toContain('- `formatName(first, last)` (line 1): Format name.');
  });

  it('adds Python docstrings that keep the code valid', async () => {
    const code =
      'def area(width: float, height=2):\n    return width * height\n\nclass Shape:\n    pass\n';
    const docs = generateDocs(code, 'python');
    expect(docs.documented).toContain(
      'def area(width: float, height=2):\n    """Area.\n\n    Args:\n        width (float): Width.\n        height (number): Height.\n\n    Returns:\n        The result.\n    """\n    return width * height',
    );
    expect(docs.documented).toContain('class Shape:\n    """Shape."""\n    pass');
    const ws = await ruffWorkspace(nodeRuffWasm);
    expect(pythonSyntaxError(ws, docs.documented)).toBeUndefined();
  });

  it('uses each language’s doc comment form', () => {
    expect(
      generateDocs('fn parse_line(input: &str) -> u32 {\n    1\n}\n', 'rust').documented,
    ).toMatch(/^\/\/\/ Parse line\.\n\/\/\/ - `input`: input\n/);
    expect(generateDocs('func SumAll(xs []int) int {\n\treturn 0\n}\n', 'go').documented).toMatch(
      /^\/\/ SumAll sum all\.\n/,
    );
  });
});
