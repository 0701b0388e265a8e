/**
 * An index one past the end: `while i <= len(items):` with `items[i]` inside (the last `i` is
 * `len(items)`, and there is no item there), `range(len(items) + 1)` with `items[i]`, a loop to
 * `len(items)` that reads `items[i + 1]`, and `items[len(items)]`; also through a name set once
 * to `len(items)` (`n = len(items)` then `while i <= n:`). A loop that checks `i` again inside
 * (`if i + 1 < len(items):`) or stops early is left alone.
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
  memberParts,
  quote,
  same,
  subscriptParts,
  unwrap,
} from './context';

/** `len(xs)`, or a name set once to it: what it measures. */
function lengthOf(
  ctx: PyContext,
  node: PyNode | undefined,
): { seq: string; via?: string } | undefined {
  if (!node) return undefined;
  const n = unwrap(node);
  if (ctx.isBuiltinCall(n, 'len')) {
    const arg = callParts(n)?.args;
    return arg?.length === 1 && arg[0] ? { seq: ctx.text(arg[0]) } : undefined;
  }
  if (n.name !== 'VariableName') return undefined;
  const found = ctx.resolve(ctx.text(n), n);
  const only = found?.bindings.length === 1 ? found.bindings[0] : undefined;
  if (only?.kind !== 'assign' || !only.value || !ctx.isBuiltinCall(unwrap(only.value), 'len'))
    return undefined;
  const inner = lengthOf(ctx, only.value);
  return inner && { seq: inner.seq, via: ctx.text(n) };
}

/** `len(xs) + 1`: what it measures, and where ` + 1` is. */
function lengthPlusOne(ctx: PyContext, node: PyNode | undefined) {
  if (!node) return undefined;
  const n = unwrap(node);
  if (n.name !== 'BinaryExpression') return undefined;
  const [left, op, right, ...rest] = kids(n);
  if (!left || !op || !right || rest.length > 0 || ctx.text(op) !== '+' || ctx.text(right) !== '1')
    return undefined;
  const length = lengthOf(ctx, left);
  return length && { ...length, from: left.to, to: n.to };
}

/** The indexes `seq[...]` in `body` with index `i` (`plus`: 0) or `i + 1` (`plus`: 1). */
function indexed(ctx: PyContext, body: PyNode, seq: string, i: string, plus: 0 | 1): boolean {
  return descendants(body).some((d) => {
    const s = subscriptParts(d);
    if (!s || ctx.text(s.receiver) !== seq) return false;
    const index = unwrap(s.index);
    if (plus === 0) return index.name === 'VariableName' && ctx.text(index) === i;
    const [left, op, right, ...rest] = kids(index);
    return (
      index.name === 'BinaryExpression' &&
      rest.length === 0 &&
      !!left &&
      !!op &&
      !!right &&
      ctx.text(left) === i &&
      ctx.text(op) === '+' &&
      ctx.text(right) === '1'
    );
  });
}

/** Whether `i` is read in `node` other than as an index (`i + 1 < n`, not `items[i]`). */
function boundsCheck(ctx: PyContext, node: PyNode, i: string): boolean {
  return [node, ...descendants(node)].some((x) => {
    if (x.name !== 'VariableName' || ctx.text(x) !== i) return false;
    for (let p = x.parent; p && p.from >= node.from && p.to <= node.to; p = p.parent) {
      if (subscriptParts(p) && !(p.firstChild && p.firstChild.to > x.from)) return false;
    }
    return true;
  });
}

/** Whether the body compares `i` with something (`if i + 1 < len(xs):`), or may leave the loop early. */
function guarded(ctx: PyContext, body: PyNode, i: string): boolean {
  return descendants(body).some((d) => {
    if (['BreakStatement', 'ReturnStatement', 'RaiseStatement', 'TryStatement'].includes(d.name))
      return true;
    const test = ['if', 'elif', 'while'].includes(d.prevSibling?.name ?? '') ? d : undefined;
    return !!test && boundsCheck(ctx, test, i);
  });
}

function length(l: { seq: string; via?: string }): string {
  return l.via ?? `len(${quote(l.seq)})`;
}

function forLoop(ctx: PyContext, loop: PyNode): ReturnType<PyRule['check']> {
  const parts = kids(loop);
  const [, target, inWord, iterable] = parts;
  const body = loop.getChild('Body');
  if (target?.name !== 'VariableName' || inWord?.name !== 'in' || !body) return null;
  if (!ctx.isBuiltinCall(iterable, 'range')) return null;
  const args = callParts(iterable)?.args;
  if (!args || args.length > 2) return null;
  const stop = args.length === 1 ? args[0] : args[1];
  const i = ctx.text(target);
  const plus = lengthPlusOne(ctx, stop);
  if (plus && stop && indexed(ctx, body, plus.seq, i, 0)) {
    const s = quote(plus.seq);
    return {
      at: loop,
      message: `\`range(${quote(ctx.text(unwrap(stop)))})\` goes one step too far: the last \`${i}\` is \`${length(plus)}\`, and \`${s}[${i}]\` has no item there (IndexError). Stop at \`${length(plus)}\`, without \`+ 1\`.`,
      edit: ctx.edit(plus.from, plus.to, ''),
    };
  }
  const len = lengthOf(ctx, stop);
  if (len && stop && indexed(ctx, body, len.seq, i, 1) && !guarded(ctx, body, i)) {
    const s = quote(len.seq);
    return {
      at: loop,
      message: `On the last pass \`${i}\` is \`${length(len)} - 1\`, so \`${s}[${i} + 1]\` is one past the end (IndexError). Stop one sooner: \`${length(len)} - 1\`.`,
      edit: ctx.edit(stop.to, stop.to, ' - 1'),
    };
  }
  return null;
}

function whileLoop(ctx: PyContext, loop: PyNode): ReturnType<PyRule['check']> {
  const test = loop.firstChild?.nextSibling;
  const body = loop.getChild('Body');
  if (!test || !body || test.name === 'Body') return null;
  const whole = unwrap(test);
  const parts = chain(whole, 'and') ?? [whole];
  for (const part of parts) {
    const c = comparison(unwrap(part), ctx.code);
    if (!c) continue;
    // `i <= n` or `n >= i`, the index on the left written first.
    const flipped = c.op === '>=' || c.op === '>';
    const index = unwrap(flipped ? c.right : c.left);
    const bound = flipped ? c.left : c.right;
    if (index.name !== 'VariableName') continue;
    const i = ctx.text(index);
    const len = lengthOf(ctx, bound);
    const plus = lengthPlusOne(ctx, bound);
    const others = parts.filter((p) => p !== part);
    const mentioned = others.some((p) =>
      [p, ...descendants(p)].some((d) => d.name === 'VariableName' && ctx.text(d) === i),
    );
    if ((c.op === '<=' || c.op === '>=') && len && indexed(ctx, body, len.seq, i, 0)) {
      const strict = c.op === '<=' ? '<' : '>';
      return {
        at: loop,
        message: `\`${quote(ctx.text(unwrap(part)))}\` lets \`${i}\` reach \`${length(len)}\`, one past the last item, so \`${quote(len.seq)}[${i}]\` fails there (IndexError). Use \`${strict}\`: \`${quote(ctx.text(c.left))} ${strict} ${quote(ctx.text(c.right))}\`.`,
        edit: ctx.edit(c.opFrom, c.opTo, strict),
      };
    }
    if ((c.op === '<' || c.op === '>') && plus && indexed(ctx, body, plus.seq, i, 0)) {
      return {
        at: loop,
        message: `\`${quote(ctx.text(unwrap(part)))}\` lets \`${i}\` reach \`${length(plus)}\`, one past the last item, so \`${quote(plus.seq)}[${i}]\` fails there (IndexError). Stop at \`${length(plus)}\`, without \`+ 1\`.`,
        edit: ctx.edit(plus.from, plus.to, ''),
      };
    }
    if (
      (c.op === '<' || c.op === '>') &&
      len &&
      !mentioned &&
      indexed(ctx, body, len.seq, i, 1) &&
      !guarded(ctx, body, i)
    ) {
      return {
        at: loop,
        message: `On the last pass \`${i}\` is \`${length(len)} - 1\`, so \`${quote(len.seq)}[${i} + 1]\` is one past the end (IndexError). Stop one sooner: \`${i} < ${length(len)} - 1\`.`,
        edit: ctx.edit(bound.to, bound.to, ' - 1'),
      };
    }
  }
  return null;
}

/** Whether the list `seq` may change size in its scope (so `n = len(seq)` may go stale). */
function mayGrow(ctx: PyContext, seq: PyNode): boolean {
  if (seq.name !== 'VariableName') return true;
  const name = ctx.text(seq);
  const found = ctx.resolve(name, seq);
  if (!found || found.bindings.length !== 1) return true;
  return ctx.uses(name, seq).some((u) => {
    const p = u.parent;
    if (memberParts(p) && p?.parent?.name === 'CallExpression') return true;
    // Python's builtins never change a list they are given; the program's functions may.
    if (p?.name === 'ArgList') return !ctx.isBuiltin(p.parent?.firstChild);
    return (
      p?.name === 'DeleteStatement' || (p?.name === 'UpdateStatement' && same(p.firstChild, u))
    );
  });
}

function lastIndex(ctx: PyContext, node: PyNode): ReturnType<PyRule['check']> {
  const s = subscriptParts(node);
  if (!s) return null;
  const len = lengthOf(ctx, s.index);
  if (!len || len.seq !== ctx.text(s.receiver)) return null;
  if (len.via && mayGrow(ctx, s.receiver)) return null;
  const r = quote(len.seq);
  return {
    at: node,
    message: `\`${quote(ctx.text(node))}\` is one past the end (IndexError): the items of \`${r}\` are numbered from 0, so the last one is \`${r}[${length(len)} - 1]\` (or \`${r}[-1]\`).`,
    edit: ctx.edit(s.index.to, s.index.to, ' - 1'),
  };
}

export const offByOneBound: PyRule = {
  family: 'off-by-one-bound',
  check(node, ctx) {
    if (node.name === 'ForStatement') return forLoop(ctx, node);
    if (node.name === 'WhileStatement') return whileLoop(ctx, node);
    if (node.name === 'MemberExpression') return lastIndex(ctx, node);
    return null;
  },
};
