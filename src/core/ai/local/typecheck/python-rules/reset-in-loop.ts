/**
 * An accumulator set back to its start inside the loop that adds to it: `total = 0` then
 * `total += x` in the same `for` or `while` body. Each pass starts again from 0, so after the
 * loop it holds only the last item's share. Told only when the program reads it after the loop
 * and, inside the loop, uses it for nothing but adding to it (a value built and used in each pass,
 * like a line printed per row, is fine), and when the adding happens in this loop, not in one
 * inside it (a total per row is reset for each row on purpose).
 */
import type { PyRule } from '.';
import {
  type Kind,
  LOOPS,
  METHODS,
  type PyContext,
  type PyNode,
  callParts,
  descendants,
  kids,
  memberParts,
  quote,
  same,
  statements,
  subscriptParts,
} from './context';

/** The kind of a start value: a number or text literal, an empty list, dict or set. */
function startKind(ctx: PyContext, value: PyNode): Kind | undefined {
  if (value.name === 'Number' || value.name === 'String') return ctx.kindOf(value);
  if (['ArrayExpression', 'DictionaryExpression'].includes(value.name) && kids(value).length === 2)
    return ctx.kindOf(value);
  const call = callParts(value);
  if (
    call?.args.length === 0 &&
    ctx.isBuiltin(call.callee, 'list', 'dict', 'set', 'str', 'int', 'float')
  )
    return ctx.kindOf(value);
  return undefined;
}

/** The statement a use of the name belongs to when it adds to it, else undefined. */
function addingStatement(ctx: PyContext, use: PyNode, kind: Kind): PyNode | undefined {
  const parent = use.parent;
  if (!parent) return undefined;
  const name = ctx.text(use);
  // total += x
  if (parent.name === 'UpdateStatement' && same(parent.firstChild, use)) return parent;
  // total = total + x (the use on either side)
  const statement = parent.name === 'AssignStatement' ? parent : ancestorStatement(use);
  if (statement?.name === 'AssignStatement') {
    const parts = kids(statement);
    const [target, op, value] = parts;
    if (
      parts.length === 3 &&
      op?.name === 'AssignOp' &&
      target?.name === 'VariableName' &&
      ctx.text(target) === name &&
      value &&
      descendants(value)
        .concat(value)
        .some((d) => d.name === 'VariableName' && ctx.text(d) === name)
    )
      return statement;
  }
  // result.append(x), seen.add(x)
  const member = memberParts(parent);
  if (member && same(member.receiver, use)) {
    const call = parent.parent;
    const methods =
      kind === 'list' || kind === 'dict' || kind === 'set' ? METHODS.get(kind) : undefined;
    const gives = methods?.get(ctx.text(member.property))?.gives;
    if (call?.name === 'CallExpression' && same(call.firstChild, parent) && gives === 'none')
      return call.parent?.name === 'ExpressionStatement' ? call.parent : undefined;
  }
  // counts[word] = ..., counts[word] += 1
  const subscript = subscriptParts(parent);
  if (subscript && same(subscript.receiver, use) && (kind === 'dict' || kind === 'list')) {
    const s = parent.parent;
    if (
      (s?.name === 'AssignStatement' || s?.name === 'UpdateStatement') &&
      same(s.firstChild, parent)
    )
      return s;
  }
  return undefined;
}

function ancestorStatement(node: PyNode): PyNode | undefined {
  for (let p = node.parent; p; p = p.parent) {
    if (p.name.endsWith('Statement')) return p;
  }
  return undefined;
}

/** Whether `node` is inside a loop (or function) that is itself inside `loop`'s body. */
function deeper(node: PyNode, loop: PyNode): boolean {
  for (let p = node.parent; p && !same(p, loop); p = p.parent) {
    if (LOOPS.has(p.name) || p.name === 'FunctionDefinition' || p.name === 'LambdaExpression')
      return true;
    if (p.name.endsWith('ComprehensionExpression')) return true;
  }
  return false;
}

/** `for x in xs:` / `while i < n:` as written. */
function header(ctx: PyContext, loop: PyNode): string {
  const body = loop.getChild('Body');
  return quote(`${ctx.code.slice(loop.from, body?.from ?? loop.to)}:`);
}

/** Whether `node` is the only thing on its line (a comment may follow). */
function ownLine(ctx: PyContext, node: PyNode): boolean {
  const start = ctx.lineStart(ctx.line(node.from));
  const end = ctx.code.indexOf('\n', node.to);
  const rest = ctx.code.slice(node.to, end === -1 ? ctx.code.length : end);
  return /^\s*$/.test(ctx.code.slice(start, node.from)) && /^\s*(?:#.*)?$/.test(rest);
}

export const resetInLoop: PyRule = {
  family: 'reset-in-loop',
  check(node, ctx) {
    if (node.name !== 'AssignStatement') return null;
    const parts = kids(node);
    const [target, op, value] = parts;
    if (parts.length !== 3 || target?.name !== 'VariableName' || op?.name !== 'AssignOp' || !value)
      return null;
    const body = node.parent;
    const loop = body?.parent;
    if (body?.name !== 'Body' || !loop || !LOOPS.has(loop.name)) return null;
    if (!same(loop.getChild('Body'), body)) return null; // not the loop's `else:`
    const kind = startKind(ctx, value);
    if (!kind) return null;
    const name = ctx.text(target);
    const uses = ctx.uses(name, target);
    const inLoop = uses.filter((u) => u.from >= loop.from && u.to <= loop.to);
    // Every use inside the loop is this reset or an addition made after it, in this loop.
    let added = false;
    for (const use of inLoop) {
      if (same(use, target)) continue;
      const adding = addingStatement(ctx, use, kind);
      if (!adding || adding.from < node.to || deeper(use, loop)) return null;
      added = true;
    }
    if (!added) return null;
    const readAfter = uses.some((u) => u.from >= loop.to && !isReset(ctx, u));
    if (!readAfter) return null;
    const reset = quote(ctx.text(node));
    const before = ctx
      .uses(name, target)
      .some(
        (u) =>
          u.from < loop.from &&
          u.parent?.name === 'AssignStatement' &&
          same(u.parent.firstChild, u) &&
          kids(u.parent).length === 3 &&
          ctx.text(u.parent.lastChild ?? u) === ctx.text(value),
      );
    if (before && ownLine(ctx, node) && statements(body).length > 1) {
      return {
        at: node,
        message: `\`${reset}\` runs again each time round the loop, so \`${name}\` loses what was added before and ends up holding only what the last pass added. It is already set before the loop: remove this line.`,
        edit: ctx.deleteLine(node),
      };
    }
    return {
      at: node,
      message: `\`${reset}\` runs again each time round the loop, so \`${name}\` starts over on every pass and ends up holding only what the last pass added. Set it once before the loop: move \`${reset}\` above \`${header(ctx, loop)}\`.`,
    };
  },
};

/** `total = 0` again after the loop: a new start, not a read. */
function isReset(ctx: PyContext, use: PyNode): boolean {
  const p = use.parent;
  return (
    p?.name === 'AssignStatement' &&
    same(p.firstChild, use) &&
    kids(p).length === 3 &&
    !!p.lastChild &&
    ctx.text(p.lastChild) !== ctx.text(use) &&
    !descendants(p.lastChild).some(
      (d) => d.name === 'VariableName' && ctx.text(d) === ctx.text(use),
    )
  );
}
