/** `item in list` on an array, which checks its indexes, not its items. */
import { isArray, numberLiteral, rule } from './ast';

/** `'banana' in fruits` checks indexes, not items. */
export const inArray = rule('problem', (context) => ({
  BinaryExpression(node) {
    if (node.operator !== 'in' || node.left.type === 'PrivateIdentifier') return;
    if (numberLiteral(node.left) !== undefined || !isArray(context, node.right)) return;
    const source = context.sourceCode;
    const list = source.getText(node.right);
    const item = source.getText(node.left);
    context.report({
      node,
      message:
        `\`${item} in ${list}\` checks the indexes of \`${list}\` (0, 1, 2…), not its items: ` +
        `use \`${list}.includes(${item})\`.`,
    });
  },
}));
