import { describe, expect, it } from 'vitest';
import { compile, compileMapped, isModuleSource, resolveSpecifier } from './js-runtime';

describe('isModuleSource', () => {
  it('takes a file with import or export for a module, anything else for a script', () => {
    expect(isModuleSource('import { a } from "./a.js";\n')).toBe(true);
    expect(isModuleSource('const x = 1;\nexport default x;\n')).toBe(true);
    expect(isModuleSource('import "./side-effect.js";')).toBe(true);
    expect(isModuleSource('total = 0; // undeclared, as beginners write\n')).toBe(false);
    // A dynamic import() is not module syntax.
    expect(isModuleSource('const m = await import("./a.js");')).toBe(false);
    expect(isModuleSource('// import nothing here\nconsole.log(1)')).toBe(false);
  });
});

describe('compile', () => {
  it('strips TypeScript types and keeps every statement on its line', () => {
    const source =
      'interface P { x: number }\nconst p: P = { x: 1 };\nconsole.log(p.x as number);\n';
    const out = compile('main.ts', source, false);
    expect(out).not.toContain('interface');
    expect(out.split('\n')[1]).toContain('const p = { x: 1 }');
    expect(out.split('\n')[2]).toMatch(/console\.log\(p\.x *\)/);
  });

  it('turns imports into require calls for a module and leaves a plain script alone', () => {
    const out = compile(
      'main.js',
      'import { add } from "./math.js";\nconsole.log(add(1, 2));\n',
      true,
    );
    expect(out).toContain("require('./math.js')");
    const script = 'x = 1;\nconsole.log(x);\n';
    expect(compile('main.js', script, false)).toBe(script);
  });
});

describe('resolveSpecifier', () => {
  const files = new Map([
    ['src/main.js', ''],
    ['src/math.js', ''],
    ['src/util/index.ts', ''],
    ['lib/data.json', ''],
    ['src/types.ts', ''],
  ]);
  it('resolves relative paths as Node and bundlers do', () => {
    expect(resolveSpecifier('src/main.js', './math.js', files)).toBe('src/math.js');
    expect(resolveSpecifier('src/main.js', './math', files)).toBe('src/math.js');
    expect(resolveSpecifier('src/main.js', './util', files)).toBe('src/util/index.ts');
    expect(resolveSpecifier('src/main.js', '../lib/data.json', files)).toBe('lib/data.json');
    expect(resolveSpecifier('src/main.js', './types.js', files)).toBe('src/types.ts');
    expect(resolveSpecifier('src/main.js', '/home/project/src/math.js', files)).toBe('src/math.js');
  });

  it('finds nothing outside the project or for a missing file', () => {
    expect(resolveSpecifier('src/main.js', './nope.js', files)).toBeNull();
    expect(resolveSpecifier('main.js', '../../etc/passwd', files)).toBeNull();
  });
});

describe('compileMapped', () => {
  it('compiles as compile does, with a map back to the source when Sucrase changed it', () => {
    const source = 'const n: number = 1;\nconsole.log(n);\n';
    const out = compileMapped('main.ts', source, false);
    expect(out.code).toBe(compile('main.ts', source, false));
    expect(out.map).toMatch(/^[A-Za-z0-9+/,;]+$/);
    expect(compileMapped('main.js', 'x = 1;\n', false)).toEqual({ code: 'x = 1;\n' });
  });
});
