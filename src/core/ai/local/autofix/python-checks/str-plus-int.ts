/** python/str-plus-int: text and a number joined with `+`. */
import { kids, type PyNode, quote } from '../../python-tree';
import { type Check, type Kind } from './analysis';

/** Text + number. */
export const strPlusInt: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'BinaryExpression') continue;
    const [left, op, right] = kids(n);
    if (!left || !right || op?.name !== 'ArithOp' || a.text(op) !== '+') continue;
    const l = a.kindOf(left);
    const r = a.kindOf(right);
    const numeric = (k: Kind) => k === 'int' || k === 'float';
    let number: PyNode | undefined;
    if (l === 'str' && numeric(r)) number = right;
    else if (numeric(l) && r === 'str') number = left;
    if (!number) continue;
    if (a.isInputName(left) || a.isInputName(right)) continue;
    const x = quote(a.text(number));
    report(
      n,
      'python/str-plus-int',
      `\`+\` cannot join text and the number \`${x}\`: Python will stop with a TypeError. Turn it into text with \`str(${x})\`, or use an f-string such as f"...{${x}}".`,
    );
  }
};
