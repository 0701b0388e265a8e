/** python/off-by-one: a loop or an index that goes one past the end of a list. */
import { descendants, kids, type PyNode, quote, same } from '../../python-tree';
import { type Analysis, type Check } from './analysis';
import { kid } from './scopes';

/** Whether `expr` is `len(X) + 1`; returns X. */
function lenPlusOne(a: Analysis, expr: PyNode | undefined): PyNode | undefined {
  if (expr?.name !== 'BinaryExpression') return undefined;
  const [left, op, right] = kids(expr);
  if (!op || a.text(op) !== '+' || !right || a.text(right) !== '1') return undefined;
  if (!a.isBuiltinCall(left, 'len')) return undefined;
  const args = a.positionalArgs(left);
  return args?.length === 1 ? args[0] : undefined;
}

/** Whether `body` indexes `seq` with exactly the name `index`. */
function indexes(a: Analysis, body: PyNode, seq: string, index: string): boolean {
  return descendants(body).some((n) => {
    if (n.name !== 'MemberExpression') return false;
    const [receiver, open, i, close] = kids(n);
    return (
      open?.name === '[' &&
      close?.name === ']' &&
      receiver !== undefined &&
      i?.name === 'VariableName' &&
      a.text(receiver) === seq &&
      a.text(i) === index
    );
  });
}

/** Loops that index one past the end, and `items[len(items)]`. */
export const offByOne: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name === 'ForStatement') {
      const parts = kids(n);
      const target = parts[1];
      const iter = parts[3];
      const body = kid(n, 'Body');
      if (target?.name !== 'VariableName' || parts[2]?.name !== 'in' || !body) continue;
      if (!a.isBuiltinCall(iter, 'range')) continue;
      const args = a.positionalArgs(iter);
      const stop = args?.length === 1 ? args[0] : args?.[1];
      const seq = lenPlusOne(a, stop);
      const i = a.text(target);
      if (seq && stop && indexes(a, body, a.text(seq), i)) {
        const s = a.text(seq);
        report(
          n,
          'python/off-by-one',
          `\`range(${quote(a.text(stop))})\` goes one step too far: the last \`${i}\` is \`len(${s})\`, and \`${s}[len(${s})]\` does not exist (IndexError). Use \`len(${s})\` without \`+ 1\`.`,
        );
      }
    } else if (n.name === 'WhileStatement') {
      const cond = n.getChild('BinaryExpression');
      const body = kid(n, 'Body');
      if (!cond || !body || !same(cond, n.firstChild?.nextSibling)) continue;
      const [left, op, right] = kids(cond);
      if (left?.name !== 'VariableName' || !op || a.text(op) !== '<=') continue;
      if (!a.isBuiltinCall(right, 'len')) continue;
      const seq = a.positionalArgs(right)?.[0];
      const i = a.text(left);
      if (seq && indexes(a, body, a.text(seq), i)) {
        const s = a.text(seq);
        report(
          n,
          'python/off-by-one',
          `\`${i} <= len(${s})\` lets \`${i}\` reach \`len(${s})\`, one past the last item, so \`${s}[${i}]\` fails (IndexError). Use \`${i} < len(${s})\`.`,
        );
      }
    } else if (n.name === 'MemberExpression') {
      const [receiver, open, index, close] = kids(n);
      if (open?.name !== '[' || close?.name !== ']' || !receiver) continue;
      if (!a.isBuiltinCall(index, 'len')) continue;
      const seq = a.positionalArgs(index)?.[0];
      const s = a.text(receiver);
      if (seq && a.text(seq) === s) {
        report(
          n,
          'python/off-by-one',
          `\`${quote(s)}[len(${quote(s)})]\` is one past the end (IndexError): the last item is \`${quote(s)}[-1]\` (or \`${quote(s)}[len(${quote(s)}) - 1]\`).`,
        );
      }
    }
  }
};
