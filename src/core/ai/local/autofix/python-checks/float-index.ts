/** python/float-index: a float (from `/`) given to range() or used as an index. */
import { kids, type PyNode, quote } from '../../python-tree';
import { type Check } from './analysis';

/** A float (from `/`) where a whole number is needed: range() and list indexes. */
export const floatIndex: Check = (a, report, all) => {
  const advice = (expr: PyNode, where: string) => {
    const text = quote(a.text(expr));
    const op = expr.name === 'BinaryExpression' ? expr.getChild('ArithOp') : null;
    if (op && a.text(op) === '/') {
      const fixed = quote(a.code.slice(expr.from, op.from) + '//' + a.code.slice(op.to, expr.to));
      return `\`${text}\` gives a float (like 2.5), but ${where} a whole number (TypeError). Divide with \`//\`: \`${fixed}\`.`;
    }
    return `\`${text}\` is a float (\`/\` always gives one), but ${where} a whole number (TypeError). Compute it with \`//\` instead of \`/\`, or wrap it in int().`;
  };
  for (const n of all) {
    if (a.isBuiltinCall(n, 'range')) {
      for (const arg of a.positionalArgs(n) ?? []) {
        if (a.kindOf(arg) === 'float')
          report(arg, 'python/float-index', advice(arg, 'range() needs'));
      }
    } else if (n.name === 'MemberExpression') {
      const [receiver, open, ...rest] = kids(n);
      if (open?.name !== '[' || !receiver || a.kindOf(receiver) === 'dict') continue;
      for (const part of rest) {
        if (part.name === ']' || part.name === ':') continue;
        if (a.kindOf(part) === 'float')
          report(part, 'python/float-index', advice(part, 'an index must be'));
      }
    }
  }
};
