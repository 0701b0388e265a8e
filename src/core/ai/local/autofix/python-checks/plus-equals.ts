/** python/plus-equals: `x =+ n` written for `x += n` (and `=-` for `-=`). */
import { kids, quote } from '../../python-tree';
import { type Check } from './analysis';

/** `total =+ n` where `total += n` was meant. */
export const plusEquals: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'AssignStatement') continue;
    const [target, op, value, ...rest] = kids(n);
    if (
      rest.length > 0 ||
      target?.name !== 'VariableName' ||
      !op ||
      value?.name !== 'UnaryExpression'
    )
      continue;
    const sign = value.firstChild;
    if (!sign || op.to !== value.from || a.text(op) !== '=') continue;
    const s = a.text(sign);
    if (s !== '+' && !(s === '-' && /\s/.test(a.code.charAt(sign.to)))) continue;
    const t = a.text(target);
    const operand = quote(a.code.slice(sign.to, value.to));
    report(
      n,
      'python/plus-equals',
      `\`${t} =${s} ${operand}\` sets \`${t}\` to \`${s}${operand}\`. To ${s === '+' ? 'add to' : 'subtract from'} it, write \`${t} ${s}= ${operand}\`.`,
    );
  }
};
