/** `sort()` with no compare function on numbers, which sorts them as text. */
import { methodCall, numberArray, rule } from './ast';

/** `scores.sort()` on numbers sorts them as text. */
export const sortNumbers = rule('problem', (context) => ({
  CallExpression(node) {
    const call = methodCall(node);
    if (!call || (call.name !== 'sort' && call.name !== 'toSorted') || node.arguments.length > 0) {
      return;
    }
    const numbers = numberArray(context, call.object);
    if (!numbers) return;
    // Only when sorting as text gives another order, as with 100 and 25.
    let example: string | undefined;
    for (const a of numbers) {
      const b = numbers.find((n) => n < a && String(a) < String(n));
      if (b !== undefined) {
        example = `${a} comes before ${b}`;
        break;
      }
    }
    if (!example) return;
    const list = context.sourceCode.getText(call.object);
    context.report({
      node,
      message: `\`${call.name}()\` sorts numbers as text, so ${example}: write \`${list}.${call.name}((a, b) => a - b)\`.`,
    });
  },
}));
