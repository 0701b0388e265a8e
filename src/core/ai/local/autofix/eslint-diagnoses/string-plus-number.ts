/** `+` on text and a number, which joins them as text instead of adding them. */
import type * as ESTree from 'estree';
import { staticType } from '../eslint-rules';
import {
  type Context,
  isGlobalName,
  isNumber,
  methodCall,
  propertyName,
  resolve,
  rule,
  shorten,
  valueOf,
  variableOf,
} from './ast';

/** Whether the expression is a page element (`document.getElementById(...)`, `event.target`). */
function isElement(context: Context, node: ESTree.Node): boolean {
  const value = resolve(context, node);
  const call = methodCall(value);
  if (call) return ['getElementById', 'querySelector'].includes(call.name);
  return propertyName(value) === 'target';
}

/** Why the expression is text that holds a number ('3', a `toFixed` result, a `split` part). */
function numberText(context: Context, node: ESTree.Node, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') {
    const text = node.value.trim();
    return text !== '' && Number.isFinite(Number(text)) ? 'it is written in quotes' : undefined;
  }
  if (node.type === 'Identifier') {
    const value = valueOf(variableOf(context, node));
    return value ? numberText(context, value, depth + 1) : undefined;
  }
  if (node.type === 'CallExpression' && isGlobalName(context, node.callee, 'prompt')) {
    return '`prompt` gives text';
  }
  const call = methodCall(node);
  if (call && ['toFixed', 'toPrecision'].includes(call.name)) return `\`${call.name}\` gives text`;
  if (node.type === 'MemberExpression') {
    if (propertyName(node) === 'value' && isElement(context, node.object)) {
      return 'the value of a form field is text';
    }
    if (node.computed) {
      const list = resolve(context, node.object);
      if (methodCall(list)?.name === 'split') return 'the parts `split` gives are text';
      if (
        list.type === 'MemberExpression' &&
        propertyName(list) === 'argv' &&
        isGlobalName(context, list.object, 'process')
      ) {
        return 'command-line arguments are text';
      }
    }
  }
  return undefined;
}

/** Whether the expression surely is text. */
function isText(node: ESTree.Node): boolean {
  if (staticType(node) === 'string') return true;
  return (
    node.type === 'BinaryExpression' &&
    node.operator === '+' &&
    node.left.type !== 'PrivateIdentifier' &&
    (isText(node.left) || isText(node.right))
  );
}

/** `'3' + 4`, `parts[0] + parts[1]`, `'Total: ' + price + tax`: text joined where a sum was meant. */
export const stringPlusNumber = rule('problem', (context) => {
  const source = context.sourceCode;
  const text = (n: ESTree.Node) => source.getText(n);
  const asNumber = (n: ESTree.Node, why: string | undefined) =>
    why ? `Number(${text(n)})` : text(n);
  return {
    BinaryExpression(node) {
      if (node.operator !== '+' || node.left.type === 'PrivateIdentifier') return;
      const { left, right } = node;
      // 'Total: ' + price + tax: the text comes first, so the numbers are joined as text.
      if (
        left.type === 'BinaryExpression' &&
        left.operator === '+' &&
        left.left.type !== 'PrivateIdentifier' &&
        isText(left.left) &&
        isNumber(context, left.right) &&
        isNumber(context, right)
      ) {
        context.report({
          node,
          message:
            `The text comes first, so \`${shorten(text(node))}\` joins \`${text(left.right)}\` and \`${text(right)}\` as text ` +
            `instead of adding them: add them in brackets, \`${text(left.left)} + (${text(left.right)} + ${text(right)})\`.`,
        });
        return;
      }
      const whyLeft = numberText(context, left);
      const whyRight = numberText(context, right);
      if (!whyLeft && !whyRight) return;
      if (!(whyLeft || isNumber(context, left)) || !(whyRight || isNumber(context, right))) return;
      const [subject, why] = whyLeft ? [left, whyLeft] : [right, whyRight];
      context.report({
        node,
        message:
          `\`${text(subject)}\` is text (${why}), so \`${shorten(text(node))}\` joins them as text instead of adding: ` +
          `turn it into a number first, \`${asNumber(left, whyLeft)} + ${asNumber(right, whyRight)}\`.`,
      });
    },
    AssignmentExpression(node) {
      if (node.operator !== '+=') return;
      const why = numberText(context, node.right);
      if (!why || !isNumber(context, node.left)) return;
      context.report({
        node,
        message:
          `\`${text(node.right)}\` is text (${why}), so \`${text(node)}\` turns \`${text(node.left)}\` into text: ` +
          `write \`${text(node.left)} += Number(${text(node.right)})\`.`,
      });
    },
  };
});
