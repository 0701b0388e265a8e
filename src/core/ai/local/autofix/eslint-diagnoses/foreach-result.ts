/** The result of `forEach`, always undefined, used as a value. */
import { methodCall, parentOf, resultUsed, rule } from './ast';

/** `const doubled = list.forEach(...)`: forEach gives undefined. */
export const forEachResult = rule('problem', (context) => ({
  CallExpression(node) {
    const call = methodCall(node);
    if (call?.name !== 'forEach' || !resultUsed(node)) return;
    const parent = parentOf(node);
    const target =
      parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier'
        ? `, so \`${parent.id.name}\` is undefined`
        : '';
    context.report({
      node,
      message:
        `\`forEach\` always gives undefined${target}: use \`${context.sourceCode.getText(call.object)}.map(...)\` ` +
        'to get a new array.',
    });
  },
}));
