/** python/str-item-assign: an assignment to an index of a string, which cannot change. */
import { kids, quote } from '../../python-tree';
import { type Check } from './analysis';

/** `word[0] = "H"` on a string. */
export const strItemAssign: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'AssignStatement' && n.name !== 'UpdateStatement') continue;
    const target = n.firstChild;
    if (target?.name !== 'MemberExpression') continue;
    const [receiver, open, index, close] = kids(target);
    if (open?.name !== '[' || close?.name !== ']' || receiver?.name !== 'VariableName' || !index)
      continue;
    if (a.kindOf(receiver) !== 'str') continue;
    const w = a.text(receiver);
    const i = a.text(index);
    const value = n.lastChild;
    const v = n.name === 'AssignStatement' && value ? quote(a.text(value)) : '...';
    const example =
      i === '0' ? `${w} = ${v} + ${w}[1:]` : `${w} = ${w}[:${i}] + ${v} + ${w}[${i} + 1:]`;
    report(
      n,
      'python/str-item-assign',
      `Text cannot be changed in place, so \`${w}[${quote(i)}] = ...\` stops with a TypeError. Build a new string instead: \`${example}\`.`,
    );
  }
};
