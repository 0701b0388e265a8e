/**
 * `==` or `!=` between floats worked out by arithmetic: `0.1 + 0.2 == 0.3`, `total == 1.0`
 * where `total` was added up from floats, `average != 2.5` where it came from `/`. Floats are
 * stored rounded, so a sum that should be equal is often a tiny bit off. Never for whole numbers
 * or text, nor for a float only ever set to a literal or read with float() (those compare exactly).
 */
import type { PyRule } from '.';
import {
  type PyContext,
  type PyNode,
  comparison,
  descendants,
  kids,
  quote,
  unwrap,
} from './context';

/** Arithmetic that gives a float: `/`, or a float among its numbers. */
function computedFloat(ctx: PyContext, node: PyNode, seen = new Set<string>()): boolean {
  const n = unwrap(node);
  if (n.name === 'BinaryExpression') {
    const op = n.getChild('ArithOp');
    return !!op && kids(n).length === 3 && ctx.kindOf(n) === 'float';
  }
  if (n.name !== 'VariableName') return false;
  const name = ctx.text(n);
  if (seen.has(name) || ctx.kindOf(n) !== 'float') return false;
  seen.add(name);
  const found = ctx.resolve(name, n);
  return (
    !!found &&
    found.bindings.some(
      (b) =>
        (b.kind === 'update' && b.op !== undefined && ['+=', '-=', '*=', '/='].includes(b.op)) ||
        (b.kind === 'assign' && !!b.value && computedFloat(ctx, b.value, seen)),
    )
  );
}

/** Whether arithmetic, or a name's, uses a float literal (so even a whole-number target is no safer). */
function usesFloatLiteral(ctx: PyContext, node: PyNode): boolean {
  const n = unwrap(node);
  return [n, ...descendants(n)].some((d) => d.name === 'Number' && ctx.kindOf(d) === 'float');
}

/** The value of arithmetic on literals (and names set once to such), as Python's floats work it out. */
function valueOf(ctx: PyContext, node: PyNode, depth = 0): number | undefined {
  const n = unwrap(node);
  if (depth > 8) return undefined;
  if (n.name === 'Number') {
    const t = ctx.text(n).replace(/_/g, '');
    return /^(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(t) ? Number(t) : undefined;
  }
  if (n.name === 'UnaryExpression') {
    const [op, operand] = kids(n);
    const v = operand ? valueOf(ctx, operand, depth + 1) : undefined;
    return op && ctx.text(op) === '-' && v !== undefined ? -v : undefined;
  }
  if (n.name === 'VariableName') {
    const found = ctx.resolve(ctx.text(n), n);
    const only = found?.bindings.length === 1 ? found.bindings[0] : undefined;
    return only?.kind === 'assign' && only.value ? valueOf(ctx, only.value, depth + 1) : undefined;
  }
  if (n.name !== 'BinaryExpression') return undefined;
  const [left, op, right, ...rest] = kids(n);
  if (!left || !op || !right || rest.length > 0) return undefined;
  const a = valueOf(ctx, left, depth + 1);
  const b = valueOf(ctx, right, depth + 1);
  if (a === undefined || b === undefined) return undefined;
  switch (ctx.text(op)) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return b === 0 ? undefined : a / b;
    default:
      return undefined;
  }
}

export const floatEquality: PyRule = {
  family: 'float-equality',
  check(node, ctx) {
    const c = comparison(node, ctx.code);
    if (!c || (c.op !== '==' && c.op !== '!=')) return null;
    const sides = [c.left, c.right];
    const computed = sides.find((s) => computedFloat(ctx, s));
    if (!computed) return null;
    const other = computed === c.left ? c.right : c.left;
    const otherKind = ctx.kindOf(other);
    // `== 0.0` asks whether anything was added at all, which is exact.
    if (other.name === 'Number' && Number(ctx.text(other)) === 0) return null;
    const ok =
      otherKind === 'float' ||
      (otherKind === 'int' && other.name === 'Number' && usesFloatLiteral(ctx, computed));
    if (!ok) return null;
    // Worked out from literals alone: told only when rounding is what makes them differ.
    const x = valueOf(ctx, c.left);
    const y = valueOf(ctx, c.right);
    if (
      x !== undefined &&
      y !== undefined &&
      (x === y || Math.abs(x - y) > 1e-9 * Math.max(Math.abs(x), Math.abs(y)))
    )
      return null;
    const a = ctx.text(c.left);
    const b = ctx.text(c.right);
    const shown = quote(ctx.text(node));
    const imported = ctx.imports('math', 'isclose');
    const isclose = imported === 'name' ? 'isclose' : 'math.isclose';
    const fixed = `${c.op === '!=' ? 'not ' : ''}${isclose}(${a}, ${b})`;
    return {
      at: node,
      message: `\`${quote(ctx.text(computed))}\` is a float worked out by arithmetic, and floats are stored rounded (0.1 + 0.2 gives 0.30000000000000004), so \`${shown}\` can be ${c.op === '==' ? 'False' : 'True'} even when the numbers look equal. Compare with a tolerance: \`${quote(fixed)}\`${imported ? '' : ' (with `import math` at the top)'}.`,
      ...(imported ? { edit: ctx.edit(node.from, node.to, fixed) } : {}),
    };
  },
};
