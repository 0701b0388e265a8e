/** A function given to map, filter, reduce… that returns nothing. */
import { isFunction, methodCall, returnsValue, rule, shorten } from './ast';

/** What goes wrong when the function given to each method returns nothing. */
const CALLBACK_EFFECTS: ReadonlyMap<string, string> = new Map([
  ['map', 'every item of the new array is undefined'],
  ['flatMap', 'every item of the new array is undefined'],
  ['filter', '`filter` keeps nothing'],
  ['reduce', 'the running total becomes undefined after the first item'],
  ['reduceRight', 'the running total becomes undefined after the first item'],
  ['find', '`find` always gives undefined'],
  ['findLast', '`findLast` always gives undefined'],
  ['findIndex', '`findIndex` always gives -1'],
  ['findLastIndex', '`findLastIndex` always gives -1'],
  ['some', '`some` is always false'],
  ['every', '`every` is false'],
  ['sort', '`sort` does not know the order'],
  ['toSorted', '`toSorted` does not know the order'],
]);

/** `list.map((x) => { x * 2 })`: a callback of map/filter/reduce… with no `return`. */
export const callbackReturn = rule('problem', (context) => ({
  CallExpression(node) {
    const call = methodCall(node);
    const effect = call && CALLBACK_EFFECTS.get(call.name);
    const callback = node.arguments[0];
    if (!effect || !isFunction(callback) || callback.async || callback.generator) return;
    if (returnsValue(callback, context.sourceCode.visitorKeys)) return;
    const body = callback.body.type === 'BlockStatement' ? callback.body.body : [];
    const only = body.length === 1 && body[0]?.type === 'ExpressionStatement' ? body[0] : undefined;
    const fix = only
      ? `write \`return ${shorten(context.sourceCode.getText(only.expression))};\``
      : 'add a `return` with the value';
    context.report({
      node: callback,
      message: `The function given to \`${call.name}\` returns nothing, so ${effect}: ${fix}.`,
    });
  },
}));
