/** `x === a || b`, where `b` on its own always counts as true. */
import type * as ESTree from 'estree';
import { parentOf, rule, shorten } from './ast';

/** `day === 'Saturday' || 'Sunday'`: the value on its own is always true. */
export const orValue = rule('problem', (context) => {
  const truthy = (n: ESTree.Node) =>
    n.type === 'Literal' &&
    !!n.value &&
    (typeof n.value === 'string' || typeof n.value === 'number');
  /** The comparisons and values of `a === x || y || z`, or undefined when it is not that shape. */
  const parts = (
    n: ESTree.Node,
  ): { compare: ESTree.BinaryExpression; values: ESTree.Node[] } | undefined => {
    if (n.type !== 'LogicalExpression' || n.operator !== '||') return undefined;
    const values = truthy(n.right) ? [n.right] : [];
    if (
      n.left.type === 'BinaryExpression' &&
      (n.left.operator === '===' || n.left.operator === '==')
    ) {
      return values.length ? { compare: n.left, values } : undefined;
    }
    const inner = parts(n.left);
    return inner ? { compare: inner.compare, values: [...inner.values, ...values] } : undefined;
  };
  return {
    LogicalExpression(node) {
      const parent = parentOf(node);
      if (parent?.type === 'LogicalExpression' && parent.operator === '||') return;
      const found = parts(node);
      if (!found || found.values.length === 0 || found.compare.left.type === 'PrivateIdentifier')
        return;
      const source = context.sourceCode;
      const subject = source.getText(found.compare.left);
      const op = found.compare.operator;
      const first = found.values[0];
      const fixed = [
        source.getText(found.compare),
        ...found.values.map((v) => `${subject} ${op} ${source.getText(v)}`),
      ].join(' || ');
      context.report({
        node,
        message:
          `\`${shorten(source.getText(node))}\` is always true: \`${first ? source.getText(first) : ''}\` on its own counts as true. ` +
          `Compare each value: \`${fixed}\`.`,
      });
    },
  };
});
