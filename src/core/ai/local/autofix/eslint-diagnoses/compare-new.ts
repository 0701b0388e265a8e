/** A comparison with a new array or object (`list === []`), which is never equal. */
import type * as ESTree from 'estree';
import { EQUALITY, rule, shorten } from './ast';

/** `list === []` is always false. */
export const compareNew = rule('problem', (context) => ({
  BinaryExpression(node) {
    if (!EQUALITY.has(node.operator) || node.left.type === 'PrivateIdentifier') return;
    const isNew = (n: ESTree.Node) => n.type === 'ArrayExpression' || n.type === 'ObjectExpression';
    const fresh = isNew(node.right) ? node.right : isNew(node.left) ? node.left : undefined;
    const other = fresh === node.right ? node.left : node.right;
    if (!fresh || isNew(other)) return;
    const source = context.sourceCode;
    const name = source.getText(other);
    const always = node.operator.startsWith('!') ? 'true' : 'false';
    const isList = fresh.type === 'ArrayExpression';
    const empty = isList ? fresh.elements.length === 0 : fresh.properties.length === 0;
    const advice = empty
      ? isList
        ? `to check for an empty array, use \`${name}.length === 0\``
        : `to check for an empty object, use \`Object.keys(${name}).length === 0\``
      : 'to compare the contents, compare them item by item';
    context.report({
      node,
      message:
        `\`${shorten(source.getText(node))}\` is always ${always}: \`${shorten(source.getText(fresh), 20)}\` makes a new ` +
        `${isList ? 'array' : 'object'}, which is never the same one as \`${name}\`. ${advice[0]?.toUpperCase()}${advice.slice(1)}.`,
    });
  },
}));
