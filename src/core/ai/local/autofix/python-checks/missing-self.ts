/** python/missing-self: a method that does not take `self`. */
import { descendants, kids } from '../../python-tree';
import { type Check } from './analysis';
import { kid } from './scopes';

/** A method without `self`. */
export const missingSelf: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'FunctionDefinition' || n.parent?.parent?.name !== 'ClassDefinition') continue;
    const name = kid(n, 'VariableName');
    const params = kid(n, 'ParamList');
    if (!name || !params) continue;
    const first = kids(params)[1];
    const m = a.text(name);
    if (first?.name === ')') {
      report(
        n,
        'python/missing-self',
        `The method \`${m}\` has no \`self\`, so calling it on an object stops with a TypeError. Write \`def ${m}(self):\`.`,
      );
    } else if (first?.name === 'VariableName' && a.text(first) !== 'self') {
      const body = kid(n, 'Body');
      const usesSelf =
        body &&
        descendants(body).some(
          (d) => d.name === 'VariableName' && a.text(d) === 'self' && !a.resolve('self', d),
        );
      if (usesSelf) {
        report(
          n,
          'python/missing-self',
          `The method \`${m}\` uses \`self\` but does not take it: add it first, \`def ${m}(self, ${a.text(first)}, ...)\`.`,
        );
      }
    }
  }
};
