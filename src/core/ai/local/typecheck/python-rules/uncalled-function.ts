/**
 * A function or method named without calling it where its result was meant: `if s.isdigit:`,
 * `if name.strip:`, `if is_valid:` or `if get_age > 18:` (a `def` of the program), `x =
 * numbers.sort`, or `numbers.sort` / `greet` alone on a line (nothing happens). A function
 * itself always counts as true, and comparing it with a number fails.
 * Returning a function, passing it on or keeping the program's own one in a variable is often
 * meant, so only these places are told; a method of a value of unknown type only when its name is
 * one of the builtin types' questions (`isdigit`, `startswith`…) tested, or it stands alone.
 */
import type { PyRule } from '.';
import {
  METHODS,
  type PyContext,
  type PyNode,
  comparison,
  kids,
  memberParts,
  outer,
  quote,
  same,
} from './context';

/** Method names of the builtin types that answer True or False. */
const QUESTIONS = new Set(
  [...METHODS.values()].flatMap((m) =>
    [...m].filter(([, c]) => c.gives === 'bool').map(([name]) => name),
  ),
);
/** Every method name of the builtin types. */
const ANY_METHOD = new Set([...METHODS.values()].flatMap((m) => [...m.keys()]));

type Place = 'tested' | 'equal' | 'ordered' | 'assigned' | 'alone';

function place(ctx: PyContext, node: PyNode): Place | undefined {
  if (ctx.isTested(node)) return 'tested';
  const p = outer(node);
  if (!p) return undefined;
  if (p.name === 'ExpressionStatement' && kids(p).length === 1) return 'alone';
  if (p.name === 'BinaryExpression') {
    const c = comparison(p, ctx.code);
    if (c && ['==', '!='].includes(c.op)) return 'equal';
    if (c && ['<', '>', '<=', '>='].includes(c.op)) return 'ordered';
    // `area * 2`: arithmetic on a function stops as a comparison of order does.
    if (p.getChild('ArithOp') && kids(p).length === 3) return 'ordered';
  }
  if (p.name === 'AssignStatement' && kids(p).length === 3 && same(p.lastChild, node))
    return 'assigned';
  return undefined;
}

export const uncalledFunction: PyRule = {
  family: 'uncalled-function',
  check(node, ctx) {
    if (node.name !== 'VariableName' && node.name !== 'MemberExpression') return null;
    const where = place(ctx, node);
    if (!where) return null;
    let fn = ctx.functionAt(node);
    const member = memberParts(node);
    const method = member ? ctx.methodAt(node) : undefined;
    // `check = self.validate` and `add = seen.add` keep a function to call later; `x =
    // numbers.sort` (a builtin type's method that needs nothing) does not.
    if (where === 'assigned' && !(method && 'callable' in method && method.callable.needs === 0))
      return null;
    if (!fn && member) {
      // A value of unknown type: the builtin types' questions tested, any of their methods alone.
      const name = ctx.text(member.property);
      const sure =
        (where === 'tested' && QUESTIONS.has(name)) || (where === 'alone' && ANY_METHOD.has(name));
      const needs = Math.min(
        ...[...METHODS.values()].map((m) => m.get(name)?.needs ?? Number.POSITIVE_INFINITY),
      );
      if (sure && ctx.text(member.receiver) !== 'str')
        fn = { what: 'method', builtin: true, needs };
    }
    if (!fn) return null;
    const f = quote(ctx.text(node));
    if (
      where === 'assigned' &&
      method &&
      'callable' in method &&
      method.callable.gives === 'none'
    ) {
      // `x = numbers.sort()` would give None: the call belongs on a line of its own.
      const target = quote(ctx.text(node.parent?.firstChild ?? node));
      return {
        at: node,
        message: `\`${f}\` names the method without calling it, so \`${target}\` gets the method itself. \`${f}()\` changes the ${method.type === 'str' ? 'text' : method.type} in place and gives back None: call it on a line of its own, then use \`${quote(ctx.text(member?.receiver ?? node))}\`.`,
      };
    }
    const call = `${f}(${fn.needs > 0 ? '...' : ''})`;
    const why =
      where === 'tested'
        ? `so the test is always true`
        : where === 'equal'
          ? `so the ${fn.what} itself is compared, and it is never equal to a value`
          : where === 'ordered'
            ? `and Python cannot work with a ${fn.what} there (TypeError)`
            : where === 'assigned'
              ? `so \`${quote(ctx.text(node.parent?.firstChild ?? node))}\` gets the ${fn.what}, not its result`
              : 'so this line does nothing';
    return {
      at: node,
      message: `\`${f}\` names the ${fn.what} without calling it, ${why}. Call it: \`${call}\`${fn.needs > 0 ? ' with what it needs' : ''}.`,
      ...(fn.needs === 0 ? { edit: ctx.edit(node.to, node.to, '()') } : {}),
    };
  },
};
