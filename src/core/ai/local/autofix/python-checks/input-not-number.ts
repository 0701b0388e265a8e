/** python/input-not-number: what input() gives (text) compared with, or added to, a number. */
import { kids, type PyNode, quote } from '../../python-tree';
import { type Check, type Kind } from './analysis';

const COMPARE = new Set(['<', '>', '<=', '>=', '==', '!=']);

/** Text from input() compared with, or added to, a number. */
export const inputNotNumber: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'BinaryExpression') continue;
    const [left, op, right] = kids(n);
    if (!left || !op || !right || (op.name !== 'CompareOp' && op.name !== 'ArithOp')) continue;
    const o = a.text(op);
    if (op.name === 'CompareOp' && !COMPARE.has(o)) continue;
    const numeric = (k: Kind) => k === 'int' || k === 'float';
    let text: PyNode | undefined;
    if (a.isInputName(left) && numeric(a.kindOf(right))) text = left;
    else if (a.isInputName(right) && numeric(a.kindOf(left))) text = right;
    if (!text) continue;
    const what = op.name === 'ArithOp' ? 'mixes text and a number' : 'compares text with a number';
    const outcome = o === '==' ? 'always False' : o === '!=' ? 'always True' : 'a TypeError';
    const fix =
      text.name === 'VariableName'
        ? `Convert it where you read it: \`${a.text(text)} = int(input(...))\`.`
        : 'Convert it: `int(input(...))`.';
    const name =
      text.name === 'VariableName'
        ? `\`${a.text(text)}\` comes from input(), so it`
        : 'input() gives text, so it';
    report(
      n,
      'python/input-not-number',
      `${name} is text: \`${quote(a.text(n))}\` ${what} (${outcome}). ${fix}`,
    );
  }
};
