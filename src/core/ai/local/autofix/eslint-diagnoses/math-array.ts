/** `Math.max` or `Math.min` given an array instead of numbers. */
import { isArray, isGlobalName, methodCall, rule } from './ast';

/** `Math.max(list)` with an array. */
export const mathArray = rule('problem', (context) => ({
  CallExpression(node) {
    const call = methodCall(node);
    if (!call || (call.name !== 'max' && call.name !== 'min')) return;
    if (!isGlobalName(context, call.object, 'Math') || node.arguments.length !== 1) return;
    const arg = node.arguments[0];
    if (!arg || arg.type === 'SpreadElement' || !isArray(context, arg)) return;
    const list = context.sourceCode.getText(arg);
    context.report({
      node,
      message:
        `\`Math.${call.name}\` takes numbers, not an array, so \`Math.${call.name}(${list})\` is NaN: ` +
        `spread the array, \`Math.${call.name}(...${list})\`.`,
    });
  },
}));
