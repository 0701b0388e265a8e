/** python/missing-return: the result of a call of a function that never returns a value. */
import { descendants, quote, same, statements } from '../../python-tree';
import { type Check } from './analysis';
import { kid, SCOPE_NODES } from './scopes';

/** A function whose result is used but that never returns a value. */
export const missingReturn: Check = (a, report, all) => {
  const reported = new Set<number>();
  for (const call of all) {
    if (call.name !== 'CallExpression' || call.firstChild?.name !== 'VariableName') continue;
    const parent = call.parent;
    if (!parent || parent.name === 'ExpressionStatement' || parent.name === 'AwaitExpression')
      continue;
    const name = a.text(call.firstChild);
    const def = a.moduleDefinition(name, call.firstChild);
    if (def?.name !== 'FunctionDefinition' || reported.has(def.from)) continue;
    if (def.parent?.name === 'DecoratedStatement' || def.getChild('async')) continue;
    const body = kid(def, 'Body');
    if (!body) continue;
    const own = descendants(body).filter((d) => {
      for (let p = d.parent; p && !same(p, body); p = p.parent) {
        if (SCOPE_NODES.has(p.name)) return false;
      }
      return true;
    });
    const returnsValue = own.some(
      (d) =>
        (d.name === 'ReturnStatement' && statements(d).length > 1) ||
        d.name === 'YieldStatement' ||
        d.name === 'YieldExpression',
    );
    if (returnsValue) continue;
    const real = statements(body).filter(
      (s) =>
        !['PassStatement', 'RaiseStatement'].includes(s.name) &&
        !(
          s.name === 'ExpressionStatement' &&
          ['String', 'Ellipsis'].includes(s.firstChild?.name ?? '')
        ),
    );
    if (real.length === 0) continue;
    reported.add(def.from);
    const last = real.at(-1);
    const lastName =
      last?.name === 'AssignStatement' && last.firstChild?.name === 'VariableName'
        ? a.text(last.firstChild)
        : undefined;
    const hint = lastName
      ? `Add \`return ${lastName}\` at the end of \`${name}\`.`
      : `Add a \`return\` with the value it should give back.`;
    report(
      def,
      'python/missing-return',
      `\`${name}\` never returns a value, so \`${quote(a.text(call))}\` on line ${a.line(call.from)} gives None. ${hint}`,
    );
  }
};
