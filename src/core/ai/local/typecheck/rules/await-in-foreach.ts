/**
 * `await` inside an `async` callback of `forEach`: forEach does not wait for it, so the code
 * after the loop runs before any of the awaited work is done.
 */
import { type TypedRule, text } from '../ts-tools';

export const awaitInForEach: TypedRule = {
  family: 'await-in-foreach',
  check(node, check) {
    const { ts } = check;
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
    if (node.expression.name.text !== 'forEach') return null;
    const fn = node.arguments[0];
    if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) return null;
    const isAsync = fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
    if (!isAsync || !/\bawait\b/.test(text(check, fn.body))) return null;
    const item = fn.parameters[0] ? text(check, fn.parameters[0]) : 'item';
    return {
      at: node,
      message: `\`forEach\` does not wait for an \`async\` callback: the lines after it run before the awaited work is done. Use a loop that waits: \`for (const ${item} of ${text(check, node.expression.expression)}) { … await … }\`.`,
    };
  },
};
