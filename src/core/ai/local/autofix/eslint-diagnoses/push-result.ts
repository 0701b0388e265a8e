/** The result of `push` or `unshift`, the new length, used as if it were the array. */
import { methodCall, parentOf, resultUsed, rule } from './ast';

/** `cart = cart.push(x)`: push gives the new length, not the array. */
export const pushResult = rule('problem', (context) => ({
  CallExpression(node) {
    const call = methodCall(node);
    if (!call || (call.name !== 'push' && call.name !== 'unshift') || !resultUsed(node)) return;
    const parent = parentOf(node);
    const source = context.sourceCode;
    const list = source.getText(call.object);
    const target =
      parent?.type === 'VariableDeclarator'
        ? source.getText(parent.id)
        : parent?.type === 'AssignmentExpression'
          ? source.getText(parent.left)
          : undefined;
    // `const newLength = list.push(x)` wants the number.
    if (target && /(?:length|count|size)$/i.test(target)) return;
    context.report({
      node,
      message:
        `\`${call.name}\` gives the new length of \`${list}\` (a number), not the array` +
        `${target ? `, so \`${target}\` becomes a number` : ''}: call \`${list}.${call.name}(...)\` on its own line, then use \`${list}\`.`,
    });
  },
}));
