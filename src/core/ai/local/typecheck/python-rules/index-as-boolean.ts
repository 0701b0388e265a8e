/**
 * A position used as true or false: `if s.find(x):`, `while not s.find(x):`, `if items.index(x):`,
 * or a name only ever set to such a position (`at = s.find(x)` then `if at:`). `find` gives -1
 * (which counts as true) when nothing is found and 0 (false) when it is found at the very start;
 * `index` gives 0 for the first item and stops with a ValueError when the item is missing.
 * Told on what is surely text (find, index) or a list (index).
 */
import type { PyRule } from '.';
import { type PyContext, type PyNode, callParts, memberParts, outer, quote } from './context';

/** Methods that give a position: on text, and (index) on lists too. */
const FINDS = new Set(['find', 'rfind']);
const INDEXES = new Set(['index', 'rindex']);

/** `receiver.method(x)` when it gives a position on text or a list. */
function position(ctx: PyContext, node: PyNode | undefined) {
  const call = callParts(node);
  const m = memberParts(call?.callee);
  if (!call || !m) return undefined;
  const method = ctx.text(m.property);
  const kind = ctx.kindOf(m.receiver);
  const ok =
    (kind === 'str' && (FINDS.has(method) || INDEXES.has(method))) ||
    (kind === 'list' && method === 'index');
  return ok ? { method, receiver: m.receiver, args: call.args } : undefined;
}

/** A simple operand, safe on either side of `in`. */
function simple(node: PyNode): boolean {
  return ['VariableName', 'String', 'Number', 'MemberExpression', 'CallExpression'].includes(
    node.name,
  );
}

export const indexAsBoolean: PyRule = {
  family: 'index-as-boolean',
  check(node, ctx) {
    if (node.name !== 'CallExpression' && node.name !== 'VariableName') return null;
    if (!ctx.isTested(node)) return null;
    let found = position(ctx, node);
    let via: string | undefined;
    if (!found && node.name === 'VariableName') {
      const binding = ctx.resolve(ctx.text(node), node);
      const values = binding?.bindings.map((b) =>
        b.kind === 'assign' ? position(ctx, b.value) : undefined,
      );
      const first = values?.[0];
      if (!first || !values?.every((v) => v && v.method === first.method)) return null;
      found = first;
      via = ctx.text(node);
    }
    if (!found) return null;
    const p = outer(node);
    const negated = p?.name === 'UnaryExpression' && p.firstChild?.name === 'not';
    const whole = negated && p ? p : node;
    const shown = quote(ctx.text(node));
    const r = quote(ctx.text(found.receiver));
    const x = found.args.length === 1 && found.args[0] ? found.args[0] : undefined;
    const xs = x ? quote(ctx.text(x)) : '...';
    const inTest = negated ? `${xs} not in ${r}` : `${xs} in ${r}`;
    const named = via
      ? `\`${via}\` holds \`${quote(ctx.text(found.receiver))}.${found.method}(...)\`, a position, `
      : `\`${shown}\` gives a position, `;
    if (FINDS.has(found.method)) {
      const test = `${ctx.text(node)} ${negated ? '==' : '!='} -1`;
      return {
        at: node,
        message: `${named}not True or False: -1 (not found) counts as true and 0 (found at the very start) counts as false. Compare with -1: \`${quote(test)}\`${via ? '' : `, or ask \`${inTest}\``}.`,
        edit: ctx.edit(whole.from, whole.to, test),
      };
    }
    const canAsk = !via && !!x && simple(x) && simple(found.receiver);
    return {
      at: node,
      message: `${named}not True or False: it is 0 (false) when the item comes first, and stops with a ValueError when it is missing. Ask \`${inTest}\` instead.`,
      ...(canAsk && x
        ? {
            edit: ctx.edit(
              whole.from,
              whole.to,
              `${ctx.text(x)} ${negated ? 'not in' : 'in'} ${ctx.text(found.receiver)}`,
            ),
          }
        : {}),
    };
  },
};
