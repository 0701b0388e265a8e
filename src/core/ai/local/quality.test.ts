import { describe, expect, it } from 'vitest';
import { analyzeQuality, duplicatedLineCount, maintainabilityScore } from './quality';
import { scanLines } from './scan';

const lines = (n: number, text = 'x = 1') =>
  Array.from({ length: n }, (_, i) => `${text} # ${i}`).join('\n');

describe('complexity: non-blank lines / 100, capped at 1', () => {
  it('is non-blank lines / 100, capped at 1', () => {
    expect(analyzeQuality('a = 1\n\n\nb = 2\n', 'python').complexity).toBe(0.02);
    expect(analyzeQuality(lines(250), 'python').complexity).toBe(1);
    expect(analyzeQuality('', 'python').complexity).toBe(0);
  });
});

describe('suggestions', () => {
  it('are triggered by var, more than 5 function keywords and no comments', () => {
    const code = Array.from(
      { length: 6 },
      (_, i) => `function f${i}() { var a = ${i}; return a; }`,
    ).join('\n');
    const { suggestions } = analyzeQuality(code, 'javascript');
    expect(suggestions).toContain('Use let or const instead of var (first on line 1)');
    expect(suggestions).toContain('This file has 6 functions: consider splitting it into modules');
    expect(suggestions).toContain('Add comments that explain why the code does what it does');
  });

  it('are not triggered by clean, commented code', () => {
    const code = '// Adds two numbers.\nexport function add(a, b) {\n  return a + b;\n}\n';
    expect(analyzeQuality(code, 'javascript').suggestions).toEqual([]);
  });

  it('name an assignment in a condition with its line', () => {
    const code = 'var x = 1\nif (x = 2) { console.log("hi") }';
    expect(analyzeQuality(code, 'javascript').suggestions).toContain(
      'Assignment in a condition: did you mean `===`? (line 2)',
    );
    const loops = '// loops\nwhile (item = next()) go(item);\nif (a) {} else if (b = c) {}\n';
    expect(analyzeQuality(loops, 'typescript').suggestions).toEqual([
      'Assignment in a condition: did you mean `===`? (lines 2, 3)',
    ]);
  });

  it('do not take comparisons, arrows, strings or intended assignments for one', () => {
    const code = [
      '// none of these assigns by mistake',
      'if (x === 2 || x == 3 || x !== 4 || x != 5 || x <= 6 || x >= 7) go();',
      'if (list.some((v) => v = 1)) go();',
      'if (s === "a=b" || /=/.test(s)) go();',
      'while ((m = re.exec(s))) go(m);',
      'while ((line = read()) !== null) go(line);',
      'for (let i = 0; i < 3; i++) go(i);',
      'if (n += 1) go();',
    ].join('\n');
    expect(analyzeQuality(code, 'javascript').suggestions).toEqual([]);
  });

  it('name a long function and deep nesting with their lines', () => {
    const body = Array.from({ length: 50 }, (_, i) => `  total += ${i};`).join('\n');
    const code = `// sums\nfunction big() {\n  let total = 0;\n${body}\n  if (a) { if (b) { if (c) { if (d) { if (e) { go(); } } } } }\n  return total;\n}\n`;
    const { suggestions, metrics } = analyzeQuality(code, 'javascript');
    expect(metrics?.longestFunctionLines).toBe(55);
    expect(suggestions.some((s) => s.startsWith("'big' is 55 lines long (line 2)"))).toBe(true);
    expect(metrics?.maxNestingDepth).toBe(1);
  });
});

describe('maintainability', () => {
  it('is 1 for small, commented code and falls with each measured problem', () => {
    const base = {
      nonBlankLines: 100,
      commentLines: 20,
      functions: 5,
      longestFunctionLines: 10,
      maxNestingDepth: 2,
      duplicatedLines: 0,
    };
    expect(maintainabilityScore(base)).toBe(1);
    expect(maintainabilityScore({ ...base, longestFunctionLines: 80 })).toBe(0.75);
    expect(maintainabilityScore({ ...base, maxNestingDepth: 7 })).toBe(0.8);
    expect(maintainabilityScore({ ...base, commentLines: 0 })).toBe(0.8);
    expect(maintainabilityScore({ ...base, duplicatedLines: 50 })).toBe(0.7);
  });

  it('counts nesting by indentation in Python', () => {
    const code =
      '# doc\ndef f(x):\n    if x:\n        for i in x:\n            if i:\n                print(i)\n';
    expect(analyzeQuality(code, 'python').metrics?.maxNestingDepth).toBe(4);
  });
});

describe('duplication', () => {
  it('counts lines in repeated runs of three', () => {
    const block = 'const alpha = compute(1);\nconst beta = compute(2);\nconst gamma = compute(3);';
    const code = `${block}\nother();\n${block}\n`;
    expect(duplicatedLineCount(scanLines(code, 'javascript'))).toBe(3);
    expect(duplicatedLineCount(scanLines(block, 'javascript'))).toBe(0);
  });
});

describe('patterns and anticipated needs', () => {
  it('are derived from the code, with lines', () => {
    const code = [
      '// load items',
      'async function load() {',
      "  const res = await fetch('/api/items');",
      '  return res.json();',
      '}',
      "document.querySelector('#list');",
      'function show() {}',
      'setInterval(load, 1000);',
    ].join('\n');
    const result = analyzeQuality(code, 'javascript');
    expect(result.patterns).toContainEqual({
      name: 'HTTP requests',
      line: 3,
      detail: 'Talks to a server over HTTP',
    });
    expect(result.patterns.map((p) => p.name)).toContain('async/await');
    expect(result.anticipatedNeeds).toContain(
      'Error handling for the HTTP request on line 3 (the network can fail)',
    );
    expect(result.anticipatedNeeds).toContain(
      'Waiting for the page to load before the DOM query on line 6',
    );
    expect(result.anticipatedNeeds).toContain('Unit tests for the 2 functions in this file');
    expect(result.anticipatedNeeds).toContain(
      'Stopping the interval started on line 8 (clearInterval)',
    );
  });

  it('does not invent needs for code that has none', () => {
    expect(analyzeQuality('x = 1\n', 'python').anticipatedNeeds).toEqual([]);
  });

  it('ignores keywords inside strings and comments', () => {
    const result = analyzeQuality("// var is old\nconst s = 'var x = fetch()';\n", 'javascript');
    expect(result.suggestions.some((s) => s.includes('var'))).toBe(false);
    expect(result.patterns.map((p) => p.name)).not.toContain('HTTP requests');
  });
});
