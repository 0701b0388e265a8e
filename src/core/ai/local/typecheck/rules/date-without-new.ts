/**
 * `Date(…)` called without `new`: it ignores what it is given and returns today's date as
 * text, so a date built from numbers, or arithmetic on it, is wrong.
 */
import { type TypedRule, editOf } from '../ts-tools';

export const dateWithoutNew: TypedRule = {
  family: 'date-without-new',
  check(node, check) {
    const { ts } = check;
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return null;
    if (node.expression.text !== 'Date') return null;
    const parent = node.parent;
    // `Date()` printed or joined to text is what it is for; given values or used as a date, no.
    const usedAsDate =
      node.arguments.length > 0 ||
      (!!parent &&
        ts.isBinaryExpression(parent) &&
        parent.operatorToken.kind !== ts.SyntaxKind.PlusToken) ||
      (!!parent && ts.isPropertyAccessExpression(parent));
    if (!usedAsDate) return null;
    const at = node.getStart(check.file);
    return {
      at: node,
      message: `\`Date(…)\` without \`new\` ignores its values and gives today's date as text. Write \`new Date(…)\` to get a date you can work with.`,
      edit: editOf(check, at, at, 'new '),
    };
  },
};
