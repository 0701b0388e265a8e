/**
 * A function printed or joined to text instead of its result: `print(area)`,
 * `print("Total:", total)` where `total` is a `def`, `print(name.upper)`, `f"{area}"`,
 * `"Area: " + str(area)`, `print(len)`. What shows is `<function area at 0x...>`.
 * Told for the program's functions and methods, Python's builtin functions and the methods of
 * values whose type is sure, never for a variable that holds a function passed in.
 */
import type { PyRule } from '.';
import { type PyContext, type PyNode, callParts, outer, printedForm, quote, same } from './context';

/** Whether `node`'s value is shown as text: printed, put in an f-string, turned into or joined to text. */
function shown(ctx: PyContext, node: PyNode): boolean {
  const p = outer(node);
  if (!p) return false;
  if (p.name === 'FormatReplacement') return same(p.firstChild?.nextSibling, node);
  if (p.name === 'ArgList') {
    const call = p.parent;
    // A positional argument, not `sep=` or a keyword's value.
    if (node.prevSibling?.name === 'AssignOp' || node.nextSibling?.name === 'AssignOp')
      return false;
    if (ctx.isBuiltinCall(call, 'print')) return true;
    return ctx.isBuiltinCall(call, 'str') && callParts(call)?.args.length === 1;
  }
  if (p.name === 'BinaryExpression') {
    const [left, op, right] = [p.firstChild, p.firstChild?.nextSibling, p.lastChild];
    if (!left || !op || !right || op.name !== 'ArithOp') return false;
    const o = ctx.text(op);
    const other = same(left, node) ? right : left;
    if (o === '+') return ctx.kindOf(other) === 'str';
    return o === '%' && same(right, node) && ctx.kindOf(left) === 'str';
  }
  return false;
}

export const functionPrinted: PyRule = {
  family: 'function-printed',
  check(node, ctx) {
    if (node.name !== 'VariableName' && node.name !== 'MemberExpression') return null;
    if (!shown(ctx, node)) return null;
    const fn = ctx.functionAt(node);
    if (!fn) return null;
    const f = quote(ctx.text(node));
    return {
      at: node,
      message: `\`${f}\` is the ${fn.what} itself, not its result, so what shows is \`${printedForm(fn, f)}\`. Call it: \`${f}(${fn.needs > 0 ? '...' : ''})\`${fn.needs > 0 ? ' with the values it takes' : ''}.`,
      ...(fn.needs === 0 ? { edit: ctx.edit(node.to, node.to, '()') } : {}),
    };
  },
};
