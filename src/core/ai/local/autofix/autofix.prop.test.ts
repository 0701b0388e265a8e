import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nodeRuffWasm } from '../../node/ruff-wasm';
import { autoFix } from './autofix';
import { conditionAssignments, javascriptSyntaxError } from './eslint';
import { pythonSyntaxError, ruffWorkspace } from './ruff';

const tools = { ruffWasm: nodeRuffWasm };
const name = fc.constantFrom('a', 'b', 'count', 'item', 'total');
const stringLit = fc.constantFrom("'x'", '"<b>"', "'&amp;'", '""', '`t${a}`');
const expr = fc.oneof(
  fc.integer({ min: -5, max: 99 }).map(String),
  stringLit,
  name,
  name.map((n) => `typeof ${n}`),
  name.map((n) => `${n} + 1`),
  name.map((n) => `!${n}`),
  fc.tuple(name, name).map(([x, y]) => `${x}.${y}`),
);
const simple = fc.oneof(
  fc.tuple(name, expr).map(([n, e]) => `var ${n} = ${e}`),
  fc.tuple(name, expr).map(([n, e]) => `let ${n}2 = ${e};`),
  fc.tuple(name, expr).map(([n, e]) => `${n} = ${e}`),
  fc.tuple(expr, expr).map(([x, y]) => `if (${x} == ${y}) log(1)`),
  fc.tuple(expr, expr).map(([x, y]) => `while (${x} != ${y}) break;`),
  fc.tuple(name, expr).map(([n, e]) => `if (${n} = ${e}) log(1)`),
  fc.tuple(name, expr).map(([n, e]) => `while ((${n} = ${e})) break;`),
  fc.tuple(name, expr).map(([n, e]) => `${n}.innerHTML = ${e};`),
  fc.tuple(name, expr).map(([n, e]) => `${n}.innerHTML += ${e}`),
  expr.map((e) => `console.log(${e})`),
);
const statement = fc.oneof(
  simple,
  fc.tuple(name, simple).map(([n, s]) => `function f_${n}(p) {\n${s}\nreturn p }`),
  fc.tuple(simple, simple).map(([s, t]) => `for (var i = 0; i < 3; i++) {\n  ${s}\n  ${t}\n}`),
  fc.tuple(expr, simple).map(([e, s]) => `if (${e}) { ${s} } else { var other = ${e} }`),
);
const program = fc.array(statement, { minLength: 1, maxLength: 6 }).map((s) => `${s.join('\n')}\n`);

describe('auto-fix properties (JavaScript)', () => {
  it('never turns code that parses into code that does not, fixing twice changes nothing, and keeps assignments in conditions reported', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(program, async (code) => {
        if (await javascriptSyntaxError(code, false)) return;
        checked += 1;
        const once = await autoFix(code, 'javascript');
        expect(await javascriptSyntaxError(once.fixed_code, false)).toBeUndefined();
        const twice = await autoFix(once.fixed_code, 'javascript');
        expect(twice.fixed_code).toBe(once.fixed_code);
        expect(twice.fixed).toBe(false);
        expect(once.fixed).toBe(once.fixed_code !== code);
        // Every assignment in a condition written without extra parentheses stays reported.
        const slips = (await conditionAssignments(code, false))?.filter((a) => !a.wrapped);
        const reported = once.remaining?.filter((r) => r.rule === 'editor/cond-assign');
        expect(reported?.length).toBe(slips?.length);
      }),
      { numRuns: 60 },
    );
    // Most generated programs parse, so the property is really exercised.
    expect(checked).toBeGreaterThan(20);
  }, 60_000);
});

const pyName = fc.constantFrom('x', 'y', 'items', 'value');
const pyStatement = fc.oneof(
  fc.constantFrom('import os', 'import sys', 'from typing import List', 'import json'),
  fc
    .tuple(pyName, fc.constantFrom('None', '1', "'a'", 'f"text"', '[1, 2]'))
    .map(([n, v]) => `${n} = ${v}`),
  pyName.map((n) => `if ${n} == None:\n    print( ${n} )`),
  fc.tuple(pyName, pyName).map(([a, b]) => `if not ${a} in ${b}:\n  pass`),
  pyName.map((n) => `def f_${n}(a):\n  return a`),
  pyName.map((n) => `print(f'hello', ${n})`),
);
const pyProgram = fc
  .array(pyStatement, { minLength: 1, maxLength: 6 })
  .map((s) => `${s.join('\n')}\n`);

describe('auto-fix properties (Python)', () => {
  it('never breaks code that parses, and is idempotent', async () => {
    const ws = await ruffWorkspace(nodeRuffWasm);
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(pyProgram, async (code) => {
        if (pythonSyntaxError(ws, code)) return;
        checked += 1;
        const once = await autoFix(code, 'python', {}, tools);
        expect(pythonSyntaxError(ws, once.fixed_code)).toBeUndefined();
        const twice = await autoFix(once.fixed_code, 'python', {}, tools);
        expect(twice.fixed_code).toBe(once.fixed_code);
        expect(twice.fixed).toBe(false);
      }),
      { numRuns: 40 },
    );
    expect(checked).toBeGreaterThan(20);
  }, 60_000);
});
