import { describe, expect, it } from 'vitest';
import { nodeRuffWasm } from '../../node/ruff-wasm';
import { type MistakeCase, parseCase, scoreCorpus } from './corpus';
import { diagnose } from './diagnose';

const files = import.meta.glob('./__fixtures__/*/*', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const cases: MistakeCase[] = Object.entries(files).map(([path, code]) =>
  parseCase(path.split('/').pop() ?? path, code),
);
const tools = { ruffWasm: nodeRuffWasm };

describe('the mistake corpus', () => {
  for (const language of ['javascript', 'python'] as const) {
    it(`names at least 90% of the ${language} mistakes, on their line`, async () => {
      const mine = cases.filter((c) => c.language === language);
      expect(mine.length).toBeGreaterThanOrEqual(30);
      const score = await scoreCorpus(language, mine, (c) => diagnose(c.code, c.language, tools));
      console.log(
        `${language}: ${score.named}/${score.total} named correctly` +
          score.misses
            .map(
              (m) =>
                `\n  ${m.name}: expected ${m.expected}; found ${m.found.join(' | ') || 'nothing'}`,
            )
            .join(''),
      );
      expect(score.named / score.total).toBeGreaterThanOrEqual(0.9);
    }, 60_000);
  }
});

describe('diagnose', () => {
  it('names the syntax error of code that does not parse, with its line', async () => {
    const found = await diagnose('let a = 1\nlet b = (\n', 'javascript');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'syntax', line: 3 });
  });

  it('names an assignment in a condition as written, before any formatting', async () => {
    const found = await diagnose('var x = 1\nif (x = 2) { console.log("hi") }\n', 'javascript');
    expect(found.map((d) => [d.rule, d.line])).toContainEqual(['editor/cond-assign', 2]);
  });

  it('names nothing in languages it has no linter for', async () => {
    expect(await diagnose('fn main() { let x = 1 }', 'rust')).toEqual([]);
  });
});
