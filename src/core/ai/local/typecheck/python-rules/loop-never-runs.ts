/**
 * A loop whose body runs zero times because of its bounds: `range(10, 0)` (it counts up, and 10
 * is already past 0), `range(len(items), 0)`, or a `while` whose test is already false when it is
 * reached, given the values its names were set to just before (`i = 0` then `while i > 10:`).
 * Only values the program makes sure of count: literals, and names set once to a literal.
 */
import type { PyRule } from '.';
import {
  type PyContext,
  type PyNode,
  callParts,
  chain,
  comparison,
  descendants,
  kids,
  quote,
  statements,
  unwrap,
} from './context';

type Value = number | string | boolean | null;

/** A whole number the program makes sure of: a literal, or a name only ever set to one. */
function knownInt(ctx: PyContext, node: PyNode | undefined): number | undefined {
  if (!node) return undefined;
  const n = unwrap(node);
  const v = literal(ctx, n);
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (n.name !== 'VariableName') return undefined;
  const found = ctx.resolve(ctx.text(n), n);
  const only = found?.bindings.length === 1 ? found.bindings[0] : undefined;
  if (only?.kind !== 'assign' || !only.value) return undefined;
  const value = literal(ctx, unwrap(only.value));
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** The value of a literal: a number, plain text, True, False, None, or a negated number. */
function literal(ctx: PyContext, node: PyNode): Value | undefined {
  const t = ctx.text(node);
  switch (node.name) {
    case 'Number': {
      if (/[jJxXoObB]/.test(t)) return undefined;
      const v = Number(t.replace(/_/g, ''));
      return Number.isFinite(v) ? v : undefined;
    }
    case 'String': {
      const m = /^(['"])([^'"\\]*)\1$/.exec(t);
      return m ? (m[2] ?? '') : undefined;
    }
    case 'Boolean':
      return t === 'True';
    case 'None':
      return null;
    case 'UnaryExpression': {
      const [op, operand] = kids(node);
      const v = operand ? literal(ctx, unwrap(operand)) : undefined;
      if (op && ctx.text(op) === '-' && typeof v === 'number') return -v;
      return undefined;
    }
    default:
      return undefined;
  }
}

function truthy(v: Value): boolean {
  return v !== null && v !== false && v !== 0 && v !== '';
}

/** The value of a test, given the names' values; undefined when not sure. */
function evaluate(ctx: PyContext, node: PyNode, names: Map<string, Value>): Value | undefined {
  const n = unwrap(node);
  if (n.name === 'VariableName') {
    const t = ctx.text(n);
    return names.has(t) ? names.get(t) : undefined;
  }
  const lit = literal(ctx, n);
  if (lit !== undefined) return lit;
  if (n.name === 'UnaryExpression' && n.firstChild?.name === 'not') {
    const v = n.lastChild ? evaluate(ctx, n.lastChild, names) : undefined;
    return v === undefined ? undefined : !truthy(v);
  }
  const ors = chain(n, 'or');
  const ands = chain(n, 'and');
  if (ors || ands) {
    const values = (ors ?? ands ?? []).map((c) => evaluate(ctx, c, names));
    if (values.some((v) => v === undefined)) return undefined;
    // Python gives the first true (or) / first false (and) part, else the last.
    const hit = values.find((v) => (ors ? truthy(v as Value) : !truthy(v as Value)));
    return hit !== undefined ? hit : (values.at(-1) as Value);
  }
  const c = comparison(n, ctx.code);
  if (!c) return undefined;
  const a = evaluate(ctx, c.left, names);
  const b = evaluate(ctx, c.right, names);
  if (a === undefined || b === undefined) return undefined;
  if (c.op === '==') return a === b;
  if (c.op === '!=') return a !== b;
  const ordered =
    (typeof a === 'number' && typeof b === 'number') ||
    (typeof a === 'string' && typeof b === 'string');
  if (!ordered) return undefined;
  if (c.op === '<') return a < b;
  if (c.op === '>') return a > b;
  if (c.op === '<=') return a <= b;
  if (c.op === '>=') return a >= b;
  return undefined;
}

const FLIPPED = new Map([
  ['<', '>'],
  ['>', '<'],
  ['<=', '>='],
  ['>=', '<='],
]);

function rangeLoop(ctx: PyContext, loop: PyNode): ReturnType<PyRule['check']> {
  const parts = kids(loop);
  const at = parts.findIndex((c) => c.name === 'in');
  const iterable = parts[at + 1];
  if (at < 0 || !ctx.isBuiltinCall(iterable, 'range')) return null;
  const call = callParts(iterable);
  if (!call || call.args.length < 2 || call.args.length > 3 || !iterable) return null;
  const [start, stop, stepNode] = call.args;
  if (!start || !stop) return null;
  const step = stepNode ? knownInt(ctx, stepNode) : 1;
  const to = knownInt(ctx, stop);
  if (step === undefined || step === 0 || to === undefined) return null;
  const from = knownInt(ctx, start);
  const shown = quote(ctx.text(iterable));
  if (from === undefined) {
    // len(...) is never below 0: up from it to 0 or less is empty.
    if (step < 0 || to > 0 || !ctx.isBuiltinCall(unwrap(start), 'len')) return null;
    const seq = callParts(unwrap(start))?.args[0];
    const s = seq ? quote(ctx.text(seq)) : '...';
    return {
      at: loop,
      message: `\`${shown}\` counts up from \`len(${s})\`, which is already past ${to}, so it gives nothing and this loop never runs. To go backwards through \`${s}\`, write \`range(len(${s}) - 1, -1, -1)\`.`,
    };
  }
  const empty = step > 0 ? from >= to : from <= to;
  if (!empty) return null;
  const down = step > 0 && from > to && call.args.length === 2;
  return {
    at: loop,
    message: down
      ? `\`${shown}\` counts up from ${from} and stops before ${to}, and ${from} is already past it, so it gives nothing and this loop never runs. To count down, give a step of -1: \`range(${quote(ctx.text(start))}, ${quote(ctx.text(stop))}, -1)\`.`
      : `\`${shown}\` gives no numbers (it ${step > 0 ? 'counts up' : 'counts down'} from ${from} and stops before ${to}), so this loop never runs. Check its start, stop and step.`,
    ...(down ? { edit: ctx.edit(stop.to, stop.to, ', -1') } : {}),
  };
}

/** The value each name of the test was set to by the statements just before the loop. */
function valuesBefore(ctx: PyContext, loop: PyNode, names: string[]): Map<string, Value> {
  const known = new Map<string, Value>();
  const block = loop.parent;
  if (!block) return known;
  const before = statements(block).filter((s) => s.to <= loop.from);
  for (const name of names) {
    if (ctx.declaredGlobal(name)) continue;
    for (let i = before.length - 1; i >= 0; i -= 1) {
      const s = before[i];
      if (!s) break;
      const parts = kids(s);
      const [target, op, value] = parts;
      if (
        s.name === 'AssignStatement' &&
        parts.length === 3 &&
        target?.name === 'VariableName' &&
        op?.name === 'AssignOp' &&
        ctx.text(target) === name &&
        value
      ) {
        const v = literal(ctx, unwrap(value));
        if (v !== undefined) known.set(name, v);
        break;
      }
      // Anything else naming it may change it.
      if ([s, ...descendants(s)].some((d) => d.name === 'VariableName' && ctx.text(d) === name))
        break;
    }
  }
  return known;
}

function whileLoop(ctx: PyContext, loop: PyNode): ReturnType<PyRule['check']> {
  const test = loop.firstChild?.nextSibling;
  if (!test || test.name === 'Body') return null;
  const nameNodes = [test, ...descendants(test)].filter((d) => d.name === 'VariableName');
  if (nameNodes.length === 0) return null;
  if ([test, ...descendants(test)].some((d) => d.name === 'CallExpression')) return null;
  const names = [...new Set(nameNodes.map((d) => ctx.text(d)))];
  const values = valuesBefore(ctx, loop, names);
  if (values.size !== names.length) return null;
  const value = evaluate(ctx, test, values);
  if (value === undefined || truthy(value)) return null;
  const t = quote(ctx.text(test));
  const set = names.map((n) => `\`${n}\` is \`${showValue(values.get(n) ?? null)}\``).join(' and ');
  const c = comparison(unwrap(test), ctx.code);
  const flipped = c && FLIPPED.get(c.op);
  let hint = 'Check the test: it must be true for the loop to start.';
  if (c && flipped) {
    const a = evaluate(ctx, c.left, values);
    const b = evaluate(ctx, c.right, values);
    const fixed = `${quote(ctx.text(c.left))} ${flipped} ${quote(ctx.text(c.right))}`;
    const holds =
      typeof a === 'number' &&
      typeof b === 'number' &&
      (flipped === '<' ? a < b : flipped === '>' ? a > b : flipped === '<=' ? a <= b : a >= b);
    if (holds) hint = `Did you mean \`${fixed}\`?`;
  }
  return {
    at: loop,
    message: `${set} when the loop is reached, so \`${t}\` is already false and the body never runs. ${hint}`,
  };
}

function showValue(v: Value): string {
  if (v === null) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'string') return JSON.stringify(v);
  return String(v);
}

export const loopNeverRuns: PyRule = {
  family: 'loop-never-runs',
  check(node, ctx) {
    if (node.name === 'ForStatement') return rangeLoop(ctx, node);
    if (node.name === 'WhileStatement') return whileLoop(ctx, node);
    return null;
  },
};
