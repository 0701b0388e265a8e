/** `length` called as if it were a function. */
import { propertyName, rule } from './ast';

/** `word.length()`: length is a number. */
export const lengthCall = rule('problem', (context) => ({
  CallExpression(node) {
    if (propertyName(node.callee) !== 'length' || node.callee.type !== 'MemberExpression') return;
    const text = context.sourceCode.getText(node.callee);
    context.report({
      node,
      message: `\`${text}\` is a number, not a function: write \`${text}\` without the ().`,
    });
  },
}));
