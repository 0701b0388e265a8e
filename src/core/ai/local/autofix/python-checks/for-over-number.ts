/** python/for-over-number: a `for` loop over a single number, such as len(items). */
import { kids, quote } from '../../python-tree';
import { type Check } from './analysis';

/** `for i in len(items):`: a number is not something to loop over. */
export const forOverNumber: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'ForStatement') continue;
    const parts = kids(n);
    const inAt = parts.findIndex((c) => c.name === 'in');
    const iter = parts[inAt + 1];
    if (inAt < 0 || !iter || parts[inAt + 2]?.name !== 'Body') continue;
    if (a.kindOf(iter) !== 'int') continue;
    const x = quote(a.text(iter));
    report(
      iter,
      'python/for-over-number',
      `\`${x}\` is a single number, and \`for\` needs something to go through (TypeError). To count from 0 up to it, write \`range(${x})\`.`,
    );
  }
};
