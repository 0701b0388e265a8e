import { parse } from 'acorn';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import { decodeMappings, instrumentJs, type StepSite } from './instrument-js';

const lines = (text: string) => text.split('\n').length;

/** The user's text at a site (one line). */
const textAt = (source: string, site: StepSite | undefined) =>
  site ? (source.split('\n')[site.line - 1] ?? '').slice(site.col - 1, site.endCol - 1) : '';

describe('instrumentJs', () => {
  const factorial = `function fact(n) {
  if (n <= 1) return 1;
  return n * fact(n - 1);
}
console.log(fact(3));
`;

  it('inserts hooks without adding or removing a line, and the result parses', () => {
    const out = instrumentJs(factorial, { file: 'main.js', entry: true });
    expect(out.ok).toBe(true);
    expect(lines(out.code)).toBe(lines(factorial));
    expect(() => parse(out.code, { ecmaVersion: 'latest' })).not.toThrow();
    expect(out.code).toContain('__tr.c(');
  });

  it('places each step on the expression or statement the user wrote', () => {
    const out = instrumentJs(factorial, { file: 'main.js', entry: true });
    const texts = out.sites.map((site) => textAt(factorial, site));
    expect(texts).toEqual(
      expect.arrayContaining([
        'function fact(n)',
        'n <= 1',
        'return 1',
        'return n * fact(n - 1)',
        'console.log(fact(3))',
      ]),
    );
    expect(out.functions).toEqual([
      expect.objectContaining({ name: 'fact', file: 'main.js', line: 1 }),
    ]);
    const call = out.sites[out.functions[0]?.site ?? -1];
    expect(call?.names).toEqual(['n']);
    expect(out.globals).toEqual(['fact']);
  });

  it('reads only names declared before a step (or hoisted), never one in its dead zone', () => {
    const source = `let a = 1;
console.log(a);
let b = a + 1;
{
  console.log(b);
  let b2 = 3;
}
function f() {
  console.log('in f');
  let late = 1;
  return late;
}
`;
    const out = instrumentJs(source, { file: 'main.js', entry: true });
    const site = (text: string) => out.sites.find((s) => textAt(source, s) === text);
    expect(site('let a = 1')?.names).toEqual(['f']);
    expect(site('console.log(a)')?.names).toEqual(['a', 'f']);
    expect(site('console.log(b)')?.names).toEqual(['a', 'b', 'f']);
    expect(site("console.log('in f')")?.names).toEqual([]);
    expect(site('return late')?.names).toEqual(['late']);
    // The globals visible at a top-level step, for reading them from inside a function.
    expect(site('console.log(a)')?.globals).toEqual([0, 2]);
  });

  it('leaves out a name an inner declaration shadows before it is defined', () => {
    const source = `let v = 1;\n{\n  console.log('x');\n  let v = 2;\n}\n`;
    const out = instrumentJs(source, { file: 'main.js' });
    const inner = out.sites.find((s) => textAt(source, s) === "console.log('x')");
    expect(inner?.names).toEqual([]);
  });

  it('guards a switch case reading a name declared in another case', () => {
    const source = `function f(k) {
  switch (k) {
    case 1:
      let z = 1;
      return z;
    case 2:
      return 2;
  }
}
`;
    const out = instrumentJs(source, { file: 'main.js' });
    expect(out.code).toContain('__tr.t(()=>z)');
  });

  it('steps a loop test and update each pass, and a for-of head with the new values', () => {
    const source = `for (let i = 0; i < 2; i++) console.log(i);
for (const [k, v] of [[1, 2]]) console.log(k, v);
while (false) {}
`;
    const out = instrumentJs(source, { file: 'main.js' });
    const texts = out.sites.map((s) => textAt(source, s));
    expect(texts).toEqual(
      expect.arrayContaining([
        'let i = 0',
        'i < 2',
        'i++',
        'console.log(i)',
        'const [k, v]',
        'false',
      ]),
    );
    const head = out.sites.find((s) => textAt(source, s) === 'const [k, v]');
    expect(head?.names).toEqual(['k', 'v']);
  });

  it('puts a labelled statement’s step before its label, so continue still names the loop', () => {
    const source = 'outer: for (let i = 0; i < 2; i++) { continue outer; }\n';
    const out = instrumentJs(source, { file: 'main.js' });
    expect(out.code.startsWith('__tr.s(')).toBe(true);
    expect(out.code).toContain('outer: for');
  });

  it('keeps a sloppy script’s undeclared globals, read only when they exist', () => {
    const source = 'total = 0;\ntotal += 1;\n';
    const out = instrumentJs(source, { file: 'main.js', entry: true });
    expect(out.globals).toEqual(['total']);
    expect(out.code).toContain("typeof total!=='undefined'");
  });

  it('returns code that does not parse unchanged, to raise its own error', () => {
    const out = instrumentJs('let = ;', { file: 'main.js' });
    expect(out.ok).toBe(false);
    expect(out.code).toBe('let = ;');
  });

  it('maps a column of the instrumented code back to the code before', () => {
    const source = 'let x = 1;\nconsole.log(x.y.z);\n';
    const out = instrumentJs(source, { file: 'main.js' });
    const line2 = out.code.split('\n')[1] ?? '';
    const at = line2.indexOf('x.y.z');
    expect(out.column(2, at + 1)).toBe(13);
  });
});

describe('instrumentJs on Sucrase output', () => {
  const compile = (source: string, path: string, module = false) => {
    const out = transform(source, {
      transforms: [
        ...(path.endsWith('.ts') ? ['typescript' as const] : []),
        ...(module ? ['imports' as const] : []),
      ],
      filePath: path,
      production: true,
      disableESTransforms: true,
      keepUnusedImports: true,
      sourceMapOptions: { compiledFilename: path },
    });
    return { code: out.code, map: out.sourceMap?.mappings ?? '' };
  };

  it('places TypeScript steps on the columns the user wrote', () => {
    const source = `interface P { x: number }
const p: P = { x: 1 } as P;
function twice<T extends number>(n: T): number { return (n as number) * 2; }
console.log(twice(p.x));
`;
    const { code, map } = compile(source, 'main.ts');
    const out = instrumentJs(code, { file: 'main.ts', original: source, map });
    const texts = out.sites.map((s) => textAt(source, s));
    expect(texts).toEqual(
      expect.arrayContaining([
        // The range ends at the last token kept: what Sucrase stripped after it is not in it.
        'const p: P = { x: 1 }',
        'function twice<T extends number>(n: T)',
        'return (n as number) * 2',
        'console.log(twice(p.x))',
      ]),
    );
    expect(lines(out.code)).toBe(lines(code));
  });

  it('does not step or show what Sucrase added, and steps an import on its line', () => {
    const source = `import { add } from './math.js';\nexport const x = add(1, 2);\n`;
    const { code, map } = compile(source, 'main.js', true);
    const out = instrumentJs(code, { file: 'main.js', original: source, map, wrapped: true });
    const texts = out.sites.map((s) => textAt(source, s));
    expect(texts).toContain("import { add } from './math.js'");
    expect(texts).toContain('const x = add(1, 2)');
    expect(out.globals).not.toContain('_mathjs');
    expect(out.sites.every((s) => !s.names.some((n) => n.startsWith('_')))).toBe(true);
  });
});

describe('decodeMappings', () => {
  it('reads each line’s segments: generated column, source line and column', () => {
    expect(decodeMappings('AAAA,EAAE;AACA')).toEqual([
      [
        { col: 0, line: 0, source: 0 },
        { col: 2, line: 0, source: 2 },
      ],
      [{ col: 0, line: 1, source: 2 }],
    ]);
  });
});
