/** python/unreachable: code after a return, raise, break or continue in the same block. */
import { type PyNode, statements } from '../../python-tree';
import { type Check } from './analysis';

const LEAVES = new Map([
  ['ReturnStatement', 'the `return` on line {line} ends the function first'],
  ['RaiseStatement', 'the `raise` on line {line} stops here first'],
  ['BreakStatement', 'the `break` on line {line} leaves the loop first'],
  ['ContinueStatement', 'the `continue` on line {line} goes back to the top of the loop first'],
]);

/** Code after return / raise / break / continue in the same block. */
export const unreachable: Check = (a, report, all) => {
  for (const block of all) {
    if (block.name !== 'Body') continue;
    let leave: PyNode | undefined;
    for (const s of statements(block)) {
      if (leave) {
        const why = (LEAVES.get(leave.name) ?? '').replace('{line}', String(a.line(leave.from)));
        report(
          s,
          'python/unreachable',
          `This line never runs: ${why}. Move it above, or remove it.`,
        );
        break;
      }
      if (LEAVES.has(s.name)) leave = s;
    }
  }
};
