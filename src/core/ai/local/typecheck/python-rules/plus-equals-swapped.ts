/**
 * `x =+ 1` (or `x =- 1`) written for `x += 1`: it sets x to +1 instead of adding to it. Told for
 * any target (`total`, `self.score`, `counts[word]`), wherever the statement stands, when the
 * sign touches the `=`; a minus only with a space after it, as `x =-1` is a plain negative number.
 * A plain name must have a value already, or `+=` would not work either.
 */
import type { PyRule } from '.';
import { kids, quote } from './context';

export const plusEqualsSwapped: PyRule = {
  family: 'plus-equals-swapped',
  check(node, ctx) {
    if (node.name !== 'AssignStatement') return null;
    const parts = kids(node);
    const [target, op, value] = parts;
    if (parts.length !== 3 || !target || !op || value?.name !== 'UnaryExpression') return null;
    const sign = value.firstChild;
    if (!sign || ctx.text(op) !== '=' || op.to !== value.from) return null;
    const s = ctx.text(sign);
    if (s !== '+' && !(s === '-' && /\s/.test(ctx.code.charAt(sign.to)))) return null;
    if (target.name === 'VariableName') {
      const found = ctx.resolve(ctx.text(target), target);
      const before = found?.bindings.some((b) => b.node.from < target.from);
      if (!before) return null;
    } else if (target.name !== 'MemberExpression') return null;
    const t = quote(ctx.text(target));
    const operand = quote(ctx.code.slice(sign.to, value.to));
    return {
      at: node,
      message: `\`${t} =${s} ${operand}\` sets \`${t}\` to \`${s}${operand}\`, throwing away what it held. To ${s === '+' ? 'add to' : 'take away from'} it, write \`${t} ${s}= ${operand}\`.`,
      edit: ctx.edit(op.from, sign.to, `${s}=`),
    };
  },
};
