import { describe, expect, it, vi } from 'vitest';
import { nodeRuffWasm } from '../node/ruff-wasm';
import type { CodeStyle } from '../types';
import { javascriptSyntaxError } from './autofix/eslint';
import { prettierFormat } from './autofix/prettier';
import { pythonSyntaxError, ruffWorkspace } from './autofix/ruff';
import { GENERATION_TASKS, generateCode } from './codegen';

// The first call loads ESLint, Prettier or Ruff, which takes seconds while other test files run.
vi.setConfig({ testTimeout: 30_000 });

const STYLES: CodeStyle[] = ['plain', 'quantum-inspired', 'biomimetic', 'mathematical', 'artistic'];
const COMPLEXITIES = ['simple', 'moderate', 'complex'] as const;

/** Runs generated JavaScript and calls `name(arg)`. */
function run(code: string, name: string, arg: unknown): unknown {
  const quiet = { log: () => {} };
  return new Function('console', `${code}\nreturn ${name};`)(quiet)(arg);
}

describe('generateCode', () => {
  it('defaults to the plain style, creativity 0.7, complexity moderate, JavaScript', () => {
    const generated = generateCode('sum of numbers');
    expect(generated.style).toBe('plain');
    expect(generated.language).toBe('javascript');
    // Plain: one function under a comment saying what it does, no second implementation.
    expect(generated.code).toMatch(/^\/\/ sum of numbers\nfunction sumNumbers\(numbers\) \{/);
    expect(generated.code).not.toContain('Wave');
    expect(generated.code).toContain("throw new TypeError('numbers must be an array')");
  });

  it.each(STYLES)('writes JavaScript that parses and computes the task (%s)', async (style) => {
    for (const complexity of COMPLEXITIES) {
      const cases: [string, string, unknown, unknown][] = [
        ['sum of a list of numbers', 'sumNumbers', [1, 2, 3, 4], 10],
        ['average of numbers', 'average', [2, 4, 6], 4],
        ['factorial of n', 'factorial', 5, 120],
        ['fibonacci number', 'fibonacci', 10, 55],
        ['check if a number is prime', 'isPrime', 17, true],
        ['palindrome check', 'isPalindrome', 'Never odd or even', true],
        ['count the words in a text', 'countWords', 'the quick brown fox', 4],
        ['remove duplicates', 'unique', [1, 2, 2, 3, 1], [1, 2, 3]],
        ['sort numbers', 'sortNumbers', [5, 3, 8, 1], [1, 3, 5, 8]],
        ['largest value', 'largest', [3, 9, 2], 9],
      ];
      for (const [description, name, arg, expected] of cases) {
        const { code } = generateCode(description, style, { complexity });
        expect(await javascriptSyntaxError(code, false)).toBeUndefined();
        expect(run(code, name, arg)).toEqual(expected);
      }
    }
  });

  it('writes TypeScript and Python that parse, in every style', async () => {
    const ws = await ruffWorkspace(nodeRuffWasm);
    for (const style of STYLES) {
      for (const complexity of COMPLEXITIES) {
        for (const description of ['reverse a string', 'check if a number is prime']) {
          const ts = generateCode(description, style, { language: 'TypeScript', complexity });
          expect(ts.language).toBe('typescript');
          expect(ts.code).toMatch(/function \w+\((text: string|n: number)\)/);
          await expect(prettierFormat(ts.code, 'typescript')).resolves.toBeTypeOf('string');
          const py = generateCode(description, style, {
            language: 'python',
            complexity,
            creativity: 0.2,
          });
          expect(py.code).toMatch(/^def \w+\((text|n)\):/m);
          expect(pythonSyntaxError(ws, py.code)).toBeUndefined();
        }
      }
    }
  }, 60_000);

  it('writes no code for a task it does not know, and lists the tasks it can write', () => {
    for (const language of ['javascript', 'python', 'typescript']) {
      const generated = generateCode('an inventory tracker for a bakery', 'mathematical', {
        language,
      });
      expect(generated.code).toBe('');
      expect(generated.explanation).toContain('cannot write “an inventory tracker for a bakery”');
      expect(generated.tasks?.map((t) => t.id)).toEqual([
        'sum',
        'average',
        'max',
        'min',
        'factorial',
        'fibonacci',
        'prime',
        'palindrome',
        'words',
        'reverse',
        'unique',
        'sort',
      ]);
    }
  });

  it('writes each offered task when its description is sent back', async () => {
    for (const task of GENERATION_TASKS) {
      const generated = generateCode(task.description);
      expect(generated.explanation, task.description).toContain(`the task '${task.id}'`);
      expect(generated.tasks).toBeUndefined();
      expect(await javascriptSyntaxError(generated.code, false)).toBeUndefined();
    }
  });

  it('keeps a hostile description inside its comment', async () => {
    const { code } = generateCode('sum */ alert(1) /* and """ quotes', 'artistic');
    expect(code).toContain('function sumNumbers(numbers)');
    expect(await javascriptSyntaxError(code, false)).toBeUndefined();
    expect(code).not.toMatch(/^\s*alert\(1\)/m);
    const py = generateCode('sum """ + x + """', 'mathematical', { language: 'python' });
    expect(py.code).toContain('def sum_numbers(numbers):');
  });
});
