/**
 * Facts about a program that decide whether a fix keeps what it does, shared by Optimize and
 * Auto-Fix.
 */

/**
 * Whether a class of this Python program may define its own `==`: it defines `__eq__` or
 * `__ne__`, or imports a name it uses (a module's classes may). Where none can, `x == None` and
 * `x is None` always agree. `unusedImports`: the imported names a linter found unused
 * (`os`, `typing.List`), which bring nothing in.
 */
export function pythonMayOverrideEquality(
  code: string,
  unusedImports: readonly string[] = [],
): boolean {
  if (/\bdef\s+__(?:eq|ne)__\b/.test(code)) return true;
  const unused = (name: string) =>
    unusedImports.some((u) => u === name || u.endsWith(`.${name}`) || u.startsWith(`${name}.`));
  for (const m of code.matchAll(/^[ \t]*(?:from[ \t]+\S+[ \t]+)?import[ \t]+(.*)$/gm)) {
    // The names each import binds: `import a.b` binds a, `from m import x as y` binds y.
    const bound = (m[1] ?? '').split(',').map((part) => {
      const [name = '', alias] = part.trim().split(/\s+as\s+/);
      return (alias ?? name).split('.')[0]?.trim() ?? '';
    });
    if (bound.some((name) => !/^\w+$/.test(name) || !unused(name))) return true;
  }
  return false;
}

/** Why `x == None` → `x is None` may change what the program does. */
export const NONE_COMPARISON_REVIEW =
  '`== None` asks the value itself, `is None` does not: the same for built-in values, but a class (also one from an imported module) can define its own ==.';
