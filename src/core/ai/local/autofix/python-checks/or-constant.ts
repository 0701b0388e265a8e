/** python/or-constant: `x == a or b`, whose bare value is always true. */
import { kids, type PyNode, quote } from '../../python-tree';
import { type Check } from './analysis';

/** `x == 1 or 2`: the bare value is always true. */
export const orConstant: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'BinaryExpression' || !n.getChild('or')) continue;
    if (n.parent?.name === 'BinaryExpression' && n.parent.getChild('or')) continue;
    const operands: PyNode[] = [];
    const flatten = (e: PyNode) => {
      if (e.name === 'BinaryExpression' && e.getChild('or')) {
        for (const c of kids(e)) if (c.name !== 'or') flatten(c);
      } else operands.push(e);
    };
    flatten(n);
    const comparison = operands.find((o) => {
      const op = o.name === 'BinaryExpression' ? o.getChild('CompareOp') : null;
      return op !== null && a.text(op) === '==';
    });
    const literal = operands.find((o) => o.name === 'Number' || o.name === 'String');
    if (!comparison || !literal) continue;
    const subject = comparison.firstChild;
    const value = comparison.lastChild;
    if (!subject || !value) continue;
    const s = quote(a.text(subject));
    const v = a.text(literal);
    report(
      n,
      'python/or-constant',
      `\`${quote(a.text(n))}\` is always true: \`${v}\` on its own counts as true. Compare each value: \`${s} == ${quote(a.text(value))} or ${s} == ${v}\`, or write \`${s} in (${quote(a.text(value))}, ${v})\`.`,
    );
  }
};
