/**
 * A test whose answer never changes:
 * - `x == 1 or 2`, `answer != "y" or "n"`, `"a" or "e" in word`: the bare value on its own counts
 *   as true, so the whole test is always true;
 * - `x != "a" or x != "b"` (always true: x cannot be both) and `x == "a" and x == "b"` (never);
 * - `answer == ("yes" or "y")`: the brackets give just "yes";
 * - `while True == False:`, `if 1 == 2:`: two fixed values compared (a `while` that is always
 *   true is the usual endless loop, and left alone).
 * Wherever the test stands: if, elif, while, a comprehension's if, `x if test else y`.
 */
import type { PyRule } from '.';
import { type PyContext, type PyNode, chain, comparison, quote, unwrap } from './context';

/** A value that counts as true on its own: text that is not empty, a number that is not 0. */
function truthyLiteral(ctx: PyContext, node: PyNode): boolean {
  const t = ctx.text(node);
  if (node.name === 'String')
    return !/^[a-zA-Z]*(['"])\1$/.test(t) && !/^[a-zA-Z]*('''|""")\1$/.test(t);
  if (node.name === 'Number') return !/^[0.]+$/.test(t.replace(/_/g, '')) && !/[jJ]/.test(t);
  return false;
}

function isLiteral(node: PyNode): boolean {
  return ['String', 'Number', 'Boolean', 'None'].includes(node.name);
}

/** A literal's value when it is written plainly: `"yes"`, `3`, `2.5`, True, None. */
function plainValue(ctx: PyContext, node: PyNode): string | number | undefined {
  const t = ctx.text(node);
  if (node.name === 'String') return /^(['"])([^'"\\]*)\1$/.exec(t)?.[2];
  if (node.name === 'Number') return /^\d+(?:\.\d*)?$/.test(t) ? Number(t) : undefined;
  return node.name === 'Boolean' || node.name === 'None' ? t : undefined;
}

/** `x == 1 or 2`: comparisons and bare values in one `or`. */
function bareValue(ctx: PyContext, node: PyNode, parts: PyNode[]): ReturnType<PyRule['check']> {
  const bare = parts.filter((p) => truthyLiteral(ctx, unwrap(p)));
  const compared = parts
    .filter((p) => !bare.includes(p))
    .map((p) => comparison(unwrap(p), ctx.code));
  const first = compared[0];
  if (bare.length === 0 || !first) return null;
  const v = ctx.text(bare[0] ?? node);
  const shown = quote(ctx.text(node));
  const op = first.op;
  const left = ctx.text(first.left);
  const right = ctx.text(first.right);
  // Every comparison alike: the same thing asked about with the same operator.
  const alike = compared.every(
    (c) =>
      !!c &&
      c.op === op &&
      (op === 'in' || op === 'not in' ? ctx.text(c.right) === right : ctx.text(c.left) === left),
  );
  let fix = `${left} ${op} ${right} or ${left} ${op} ${v}`;
  let edit;
  if (alike && (op === '==' || op === 'is')) {
    // answer == "y" or "yes": ask about the same thing each time.
    const values = parts.map((p) =>
      bare.includes(p) ? ctx.text(p) : ctx.text(comparison(unwrap(p), ctx.code)?.right ?? p),
    );
    fix = op === '==' ? `${left} in (${values.join(', ')})` : fix;
    if (bare.length === 1 && bare[0]) edit = ctx.edit(bare[0].from, bare[0].from, `${left} ${op} `);
  } else if (alike && (op === 'in' || op === 'not in')) {
    // "a" or "e" in word: each value needs its own `in word`.
    fix = parts
      .map((p) => (bare.includes(p) ? `${ctx.text(p)} ${op} ${right}` : ctx.text(p)))
      .join(' or ');
    if (bare.length === 1 && bare[0]) edit = ctx.edit(bare[0].to, bare[0].to, ` ${op} ${right}`);
  } else if (alike && op === '!=') {
    // answer != "y" or "n": meant neither.
    const values = parts.map((p) =>
      bare.includes(p) ? ctx.text(p) : ctx.text(comparison(unwrap(p), ctx.code)?.right ?? p),
    );
    fix = `${left} not in (${values.join(', ')})`;
  }
  return {
    at: node,
    message: `\`${shown}\` is always true: \`${quote(v)}\` on its own counts as true, so the test never depends on it. Compare each value: \`${quote(fix)}\`.`,
    ...(edit ? { edit } : {}),
  };
}

/** `x != "a" or x != "b"` / `x == "a" and x == "b"`: one value cannot be two. */
function bothWays(
  ctx: PyContext,
  node: PyNode,
  parts: PyNode[],
  word: 'or' | 'and',
): ReturnType<PyRule['check']> {
  const want = word === 'or' ? '!=' : '==';
  const compared = parts.map((p) => comparison(unwrap(p), ctx.code));
  if (compared.some((c) => !c || c.op !== want || !isLiteral(unwrap(c.right)))) return null;
  const subjects = new Set(compared.map((c) => (c ? ctx.text(c.left) : '')));
  const values = compared.map((c) => (c ? ctx.text(c.right) : ''));
  const kinds = new Set(compared.map((c) => (c ? unwrap(c.right).name : '')));
  if (subjects.size !== 1 || new Set(values).size !== values.length || kinds.size !== 1)
    return null;
  const s = [...subjects][0] ?? '';
  const shown = quote(ctx.text(node));
  const other = word === 'or' ? 'and' : 'or';
  const fixed = compared
    .map((c) => (c ? ctx.text(c.left) + ` ${want} ` + ctx.text(c.right) : ''))
    .join(` ${other} `);
  return {
    at: node,
    message: `\`${shown}\` is always ${word === 'or' ? 'true' : 'false'}: \`${s}\` cannot be ${values.join(' and ')} at once, so ${word === 'or' ? 'one of the parts is always true' : 'both parts are never true together'}. Write \`${other}\`: \`${quote(fixed)}\` (or \`${s} ${word === 'or' ? 'not in' : 'in'} (${values.join(', ')})\`${word === 'and' ? ' for either' : ''}).`,
    edit: ctx.edit(node.from, node.to, fixed),
  };
}

/** `answer == ("yes" or "y")`: the `or` of fixed values is just the first. */
function orOfValues(ctx: PyContext, node: PyNode): ReturnType<PyRule['check']> {
  const c = comparison(node, ctx.code);
  if (!c || (c.op !== '==' && c.op !== '!=')) return null;
  const inner = unwrap(c.right);
  const parts = chain(inner, 'or');
  if (!parts || inner === c.right || !parts.every((p) => isLiteral(unwrap(p)))) return null;
  const values = parts.map((p) => ctx.text(p));
  const s = ctx.text(c.left);
  const fixed = `${s} ${c.op === '==' ? 'in' : 'not in'} (${values.join(', ')})`;
  return {
    at: node,
    message: `\`${quote(ctx.text(c.right))}\` is just \`${values[0] ?? ''}\` (the first value that counts as true), so \`${quote(ctx.text(node))}\` never looks at the others. Write \`${quote(fixed)}\`.`,
    edit: ctx.edit(node.from, node.to, fixed),
  };
}

/** `while True == False:`: two fixed values compared, where the test is. */
function fixedValues(ctx: PyContext, node: PyNode): ReturnType<PyRule['check']> {
  const c = comparison(node, ctx.code);
  if (!c || !isLiteral(unwrap(c.left)) || !isLiteral(unwrap(c.right)) || !ctx.isTested(node))
    return null;
  // Equality of two values of one kind, written alike or not: sure. Order is left alone.
  const l = unwrap(c.left);
  const r = unwrap(c.right);
  const a = plainValue(ctx, l);
  const b = plainValue(ctx, r);
  if ((c.op !== '==' && c.op !== '!=') || l.name !== r.name || a === undefined || b === undefined)
    return null;
  const equal = a === b;
  const result = c.op === '==' ? equal : !equal;
  let test = node;
  while (
    test.parent &&
    (test.parent.name === 'ParenthesizedExpression' ||
      (test.parent.name === 'UnaryExpression' && test.parent.firstChild?.name === 'not') ||
      chain(test.parent, 'and') ||
      chain(test.parent, 'or'))
  )
    test = test.parent;
  if (result && test.parent?.name === 'WhileStatement') return null;
  return {
    at: node,
    message: `\`${quote(ctx.text(node))}\` compares two fixed values, so it is always ${result ? 'True' : 'False'}${result ? '' : ' and what it guards never runs'}. Put the variable you meant to test in place of one of them.`,
  };
}

export const constantCondition: PyRule = {
  family: 'constant-condition',
  check(node, ctx) {
    if (node.name !== 'BinaryExpression') return null;
    // The whole chain once (a chain in brackets is one of its own).
    const top = (word: 'or' | 'and') => !(node.parent && chain(node.parent, word));
    const ors = chain(node, 'or');
    // A bare value in an `or` that is not a test may be meant (`name = given or "anon"`).
    if (ors && top('or'))
      return (
        (ctx.isTested(node) ? bareValue(ctx, node, ors) : null) ?? bothWays(ctx, node, ors, 'or')
      );
    const ands = chain(node, 'and');
    if (ands && top('and')) return bothWays(ctx, node, ands, 'and');
    return orOfValues(ctx, node) ?? fixedValues(ctx, node);
  },
};
