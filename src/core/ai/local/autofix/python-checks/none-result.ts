/** python/none-result: the None of a list method that changes the list in place, kept or printed. */
import { kids, type PyNode, quote } from '../../python-tree';
import { type Check } from './analysis';

const IN_PLACE = new Set(['sort', 'reverse', 'append', 'extend', 'insert', 'remove', 'clear']);

/** `x = x.sort()`: list methods that change the list and give back None. */
export const noneResult: Check = (a, report, all) => {
  const inPlace = (call: PyNode | undefined) => {
    if (call?.name !== 'CallExpression') return undefined;
    const callee = call.firstChild;
    if (callee?.name !== 'MemberExpression') return undefined;
    const method = callee.getChild('PropertyName');
    const receiver = callee.firstChild;
    if (!method || !receiver || !IN_PLACE.has(a.text(method))) return undefined;
    const r = a.kindOf(receiver);
    if (r !== 'list' && r !== 'unknown') return undefined;
    return { receiver: quote(a.text(receiver)), method: a.text(method), call: quote(a.text(call)) };
  };
  const does = (m: string, r: string) =>
    m === 'sort'
      ? `sorts \`${r}\` in place`
      : m === 'reverse'
        ? `reverses \`${r}\` in place`
        : `changes \`${r}\` in place`;
  for (const n of all) {
    if (n.name === 'AssignStatement') {
      const parts = kids(n);
      if (parts.length !== 3 || parts[0]?.name !== 'VariableName') continue;
      const found = inPlace(parts[2]);
      if (!found) continue;
      const target = a.text(parts[0]);
      const instead =
        found.method === 'sort' && target === found.receiver
          ? `, or write \`${target} = sorted(${target})\``
          : '';
      report(
        n,
        'python/none-result',
        `\`${found.call}\` ${does(found.method, found.receiver)} and gives back None, so \`${target}\` becomes None. Write \`${found.call}\` on its own line${instead}.`,
      );
    } else if (a.isBuiltinCall(n, 'print')) {
      for (const arg of a.positionalArgs(n) ?? []) {
        const found = inPlace(arg);
        if (!found) continue;
        report(
          arg,
          'python/none-result',
          `\`${found.call}\` ${does(found.method, found.receiver)} and gives back None, so this prints None. Call it on the line before, then print \`${found.receiver}\`.`,
        );
      }
    }
  }
};
