/**
 * One list (or object) repeated where a new one per slot was meant: `Array(3).fill([])`,
 * `new Array(n).fill(new Array(n).fill(0))`, `Array(3).fill({})`. Every slot is the same
 * list, so changing one row changes them all.
 */
import { type TypedRule, editOf, text } from '../ts-tools';

export const sharedRowList: TypedRule = {
  family: 'shared-row-list',
  check(node, check) {
    const { ts, checker } = check;
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
    if (node.expression.name.text !== 'fill') return null;
    const value = node.arguments[0];
    if (!value || node.arguments.length > 1) return null;
    const made =
      ts.isArrayLiteralExpression(value) ||
      ts.isObjectLiteralExpression(value) ||
      ts.isNewExpression(value) ||
      (ts.isCallExpression(value) && checker.isArrayType(checker.getTypeAtLocation(value)));
    if (!made) return null;
    const owner = node.expression.expression;
    const shown = text(check, value);
    return {
      at: node,
      message: `\`fill(${shown})\` puts one and the same ${ts.isObjectLiteralExpression(value) ? 'object' : 'list'} in every slot, so changing one changes them all. Make a new one for each slot: \`${text(check, owner)}.fill().map(() => ${shown})\` or \`Array.from({ length: n }, () => ${shown})\`.`,
      edit: editOf(
        check,
        node.expression.name.getStart(check.file),
        node.getEnd(),
        `fill().map(() => ${shown})`,
      ),
    };
  },
};
