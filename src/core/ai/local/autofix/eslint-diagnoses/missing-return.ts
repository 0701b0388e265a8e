/** A function that never returns a value, called where its result is used. */
import type * as ESTree from 'estree';
import {
  type Fn,
  isFunction,
  line,
  methodCall,
  parentOf,
  resultUsed,
  returnsValue,
  rule,
  shorten,
  variableOf,
  walkOwn,
} from './ast';
import { inCallbackSlot } from './callback-called';
import { valueAfterReturn } from './return-alone';

/** A function whose result is used but that never returns a value. */
export const missingReturn = rule('problem', (context) => {
  const source = context.sourceCode;
  const check = (fn: Fn, id: ESTree.Identifier) => {
    if (fn.async || fn.generator || fn.body.type !== 'BlockStatement') return;
    if (/^[A-Z]/.test(id.name) || returnsValue(fn, source.visitorKeys)) return;
    // `return` alone on its line is named by editor/return-alone.
    let returnAlone = false;
    walkOwn(fn, source.visitorKeys, (n) => {
      if (n.type === 'ReturnStatement' && valueAfterReturn(n, source)) returnAlone = true;
    });
    if (returnAlone) return;
    const variable = variableOf(context, id);
    const use = variable?.references.find((r) => {
      const parent = parentOf(r.identifier);
      return (
        parent?.type === 'CallExpression' &&
        parent.callee === r.identifier &&
        resultUsed(parent) &&
        // `setTimeout(ring(), 1000)` is named by editor/callback-called.
        !inCallbackSlot(context, parent)
      );
    });
    if (!use) return;
    // `return` inside a forEach callback leaves only the callback.
    let inCallback: string | undefined;
    walkOwn(fn, source.visitorKeys, (n) => {
      const call = methodCall(n);
      const callback = call?.call.arguments[0];
      if (
        call?.name === 'forEach' &&
        isFunction(callback) &&
        returnsValue(callback, source.visitorKeys)
      ) {
        inCallback ??= source.getText(call.object);
      }
    });
    const last = fn.body.body.at(-1);
    const value =
      last?.type === 'ExpressionStatement' &&
      !['CallExpression', 'AssignmentExpression', 'UpdateExpression', 'AwaitExpression'].includes(
        last.expression.type,
      )
        ? shorten(source.getText(last.expression))
        : undefined;
    const where = `so \`${id.name}(...)\` on line ${line(use.identifier)} gives undefined`;
    context.report({
      node: id,
      message: inCallback
        ? `\`${id.name}\` never returns a value (the \`return\` inside \`forEach\` only leaves that callback), ${where}: ` +
          `use \`${inCallback}.find(...)\` and return what it finds.`
        : value
          ? `\`${id.name}\` computes \`${value}\` but never returns it, ${where}: write \`return ${value};\`.`
          : `\`${id.name}\` never returns a value, ${where}: add \`return\` with the result at its end.`,
    });
  };
  return {
    FunctionDeclaration(node) {
      if (node.id) check(node, node.id);
    },
    VariableDeclarator(node) {
      if (node.id.type === 'Identifier' && isFunction(node.init)) check(node.init, node.id);
    },
  };
});
