/**
 * A new value worked out and thrown away on a line of its own: `name.upper()`, `s.replace(a, b)`
 * (text never changes in place: every str method gives a new value), `sorted(scores)`,
 * `round(price)`, `int(answer)`, `items + [4]`, `total + price`. The line does nothing.
 * Told for str methods only on what is surely text, for builtins that only compute a value from
 * what they are given (not in a `try:`, where `int(text)` checks that the text is a number),
 * when nothing in the line can do anything else (no call inside it), and when the program reads
 * the variable again as if it had changed.
 */
import type { PyRule } from '.';
import {
  METHODS,
  type PyContext,
  type PyNode,
  effectFree,
  kids,
  memberParts,
  quote,
} from './context';

/** Builtins that only compute a value from their arguments. */
const COMPUTING = new Set([
  'abs',
  'all',
  'any',
  'ascii',
  'bin',
  'bool',
  'chr',
  'divmod',
  'float',
  'format',
  'hex',
  'int',
  'len',
  'list',
  'max',
  'min',
  'oct',
  'ord',
  'pow',
  'repr',
  'reversed',
  'round',
  'set',
  'sorted',
  'str',
  'sum',
  'tuple',
]);
/** Of those, the ones whose result is meant to replace what they were given: `x = round(x)`. */
const REPLACING = new Set([
  'float',
  'int',
  'list',
  'round',
  'set',
  'sorted',
  'str',
  'tuple',
  'abs',
]);

/**
 * Whether the program reads `node` (a variable) again after `statement`, as if it held the new
 * value: later on, or anywhere in a loop around it. An attribute counts as read.
 */
function readAgain(ctx: PyContext, node: PyNode, statement: PyNode): boolean {
  if (node.name !== 'VariableName') return true;
  const loop = ctx.loopAround(statement);
  return ctx
    .uses(ctx.text(node), node)
    .some(
      (u) =>
        u.from >= statement.to ||
        (!!loop &&
          u.from >= loop.from &&
          u.to <= loop.to &&
          (u.to <= statement.from || u.from >= statement.to)),
    );
}

/** A variable or attribute a value can be put back in: `name`, `self.name`. */
function assignable(node: PyNode): boolean {
  if (node.name === 'VariableName') return true;
  const m = memberParts(node);
  return !!m && assignable(m.receiver);
}

function method(ctx: PyContext, call: PyNode): ReturnType<PyRule['check']> {
  const m = memberParts(call.firstChild);
  if (!m || ctx.kindOf(m.receiver) !== 'str') return null;
  const name = ctx.text(m.property);
  const callable = METHODS.get('str')?.get(name);
  if (!callable || !effectFree(m.receiver) || !argsEffectFree(call)) return null;
  const r = quote(ctx.text(m.receiver));
  const shown = quote(ctx.text(call));
  if (callable.gives === 'str') {
    const back = assignable(m.receiver);
    if (back && !readAgain(ctx, m.receiver, call)) return null;
    return {
      at: call,
      message: `Text never changes in place: \`${shown}\` gives back a new text, and this line throws it away${back ? `, so \`${r}\` stays as it was` : ''}. Keep it: \`${back ? `${r} = ` : 'result = '}${shown}\`.`,
      ...(back ? { edit: ctx.edit(call.from, call.from, `${ctx.text(m.receiver)} = `) } : {}),
    };
  }
  const what =
    callable.gives === 'bool'
      ? 'True or False'
      : callable.gives === 'int'
        ? 'a number'
        : callable.gives === 'list'
          ? 'a new list'
          : 'a new value';
  const use =
    callable.gives === 'bool'
      ? `Test it: \`if ${shown}:\``
      : `Keep it in a variable: \`result = ${shown}\`, and use that`;
  return {
    at: call,
    message: `\`${shown}\` gives back ${what} and changes nothing, and this line throws it away. ${use}.`,
  };
}

function argsEffectFree(call: PyNode): boolean {
  const list = call.getChild('ArgList');
  return !!list && effectFree(list);
}

function builtin(ctx: PyContext, call: PyNode): ReturnType<PyRule['check']> {
  const callee = call.firstChild;
  if (!ctx.isBuiltin(callee) || !callee) return null;
  const name = ctx.text(callee);
  if (!COMPUTING.has(name) || !argsEffectFree(call) || ctx.inTryBody(call)) return null;
  const list = call.getChild('ArgList');
  const args = list ? kids(list).filter((c) => !['(', ')', ','].includes(c.name)) : [];
  const first = args[0];
  if (!first) return null;
  const shown = quote(ctx.text(call));
  const x = quote(ctx.text(first));
  if (name === 'reversed') {
    if (assignable(first) && !readAgain(ctx, first, call)) return null;
    const isList = ctx.kindOf(first) === 'list';
    const fix = isList ? `${x}.reverse()` : `${x} = list(reversed(${x}))`;
    return {
      at: call,
      message: `\`${shown}\` gives back the items of \`${x}\` in reverse and leaves \`${x}\` as it was, and this line throws that away. ${isList ? 'To turn the list itself around, write' : 'Keep it:'} \`${fix}\`.`,
      ...(isList && args.length === 1 && assignable(first)
        ? { edit: ctx.edit(call.from, call.to, `${ctx.text(first)}.reverse()`) }
        : {}),
    };
  }
  const back = REPLACING.has(name) && assignable(first);
  if (back && !readAgain(ctx, first, call)) return null;
  const keep = back ? `${x} = ${shown}` : `result = ${shown}`;
  const extra = name === 'sorted' && back ? ` (or sort it in place: \`${x}.sort()\`)` : '';
  return {
    at: call,
    message: `\`${shown}\` gives back a new value and leaves \`${x}\` as it was, and this line throws the value away. Keep it: \`${keep}\`${extra}.`,
    ...(back ? { edit: ctx.edit(call.from, call.from, `${ctx.text(first)} = `) } : {}),
  };
}

function arithmetic(ctx: PyContext, expr: PyNode): ReturnType<PyRule['check']> {
  const [left, op, right, ...rest] = kids(expr);
  if (!left || op?.name !== 'ArithOp' || !right || rest.length > 0) return null;
  if (!assignable(left) || !effectFree(expr) || !readAgain(ctx, left, expr)) return null;
  const l = quote(ctx.text(left));
  const o = ctx.text(op);
  const r = quote(ctx.text(right));
  const isList = ctx.kindOf(left) === 'list';
  const also = isList && o === '+' ? '' : ` (or \`${l} ${o}= ${r}\`)`;
  return {
    at: expr,
    message: `\`${l} ${o} ${r}\` works out a new ${isList ? 'list' : 'value'}, and this line throws it away, so \`${l}\` stays as it was. Keep it: \`${l} = ${l} ${o} ${r}\`${also}.`,
    edit: ctx.edit(expr.from, expr.from, `${ctx.text(left)} = `),
  };
}

export const resultDiscarded: PyRule = {
  family: 'result-discarded',
  check(node, ctx) {
    if (node.name !== 'ExpressionStatement') return null;
    const parts = kids(node);
    if (parts.length !== 1 || !parts[0]) return null;
    // As written, not in brackets: the fix puts `name = ` in front of it.
    const expr = parts[0];
    if (expr.name === 'CallExpression') {
      return expr.firstChild?.name === 'MemberExpression' ? method(ctx, expr) : builtin(ctx, expr);
    }
    if (expr.name === 'BinaryExpression') return arithmetic(ctx, expr);
    return null;
  },
};
