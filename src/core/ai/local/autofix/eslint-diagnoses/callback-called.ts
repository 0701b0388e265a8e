/** A function called where it should be passed, to run later. */
import type * as ESTree from 'estree';
import {
  type Context,
  functionOf,
  isGlobalName,
  methodCall,
  parentOf,
  returnsValue,
  rule,
} from './ast';
import { PROMISE_METHODS } from './missing-await';

/** Where a call takes a function to run later: setTimeout's first argument, a listener… */
function callbackSlot(context: Context, node: ESTree.CallExpression): number {
  if (
    isGlobalName(context, node.callee, 'setTimeout') ||
    isGlobalName(context, node.callee, 'setInterval')
  ) {
    return 0;
  }
  const name = methodCall(node)?.name;
  if (name === 'addEventListener') return 1;
  return name && (PROMISE_METHODS.has(name) || name === 'forEach') ? 0 : -1;
}

/** Whether the call is written where a function to run later belongs. */
export function inCallbackSlot(context: Context, call: ESTree.CallExpression): boolean {
  const parent = parentOf(call);
  return (
    parent?.type === 'CallExpression' && parent.arguments[callbackSlot(context, parent)] === call
  );
}

/** `setTimeout(ring(), 1000)`: the function is called at once instead of passed. */
export const callbackCalled = rule('problem', (context) => ({
  CallExpression(node) {
    const arg = node.arguments[callbackSlot(context, node)];
    if (arg?.type !== 'CallExpression' || arg.callee.type !== 'Identifier') return;
    const fn = functionOf(context, arg.callee);
    if (!fn || returnsValue(fn, context.sourceCode.visitorKeys)) return;
    const source = context.sourceCode;
    const name = arg.callee.name;
    const instead = arg.arguments.length > 0 ? `() => ${source.getText(arg)}` : name;
    const call = source.getText(node.callee);
    context.report({
      node: arg,
      message:
        `\`${call}(${source.getText(arg)}, …)\` runs \`${name}\` at once and passes what it gives back (undefined): ` +
        `pass the function itself, \`${instead}\`.`,
    });
  },
}));
