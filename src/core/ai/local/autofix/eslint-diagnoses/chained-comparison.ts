/** A range written `a <= x <= b`, which compares true or false with `b`. */
import type * as ESTree from 'estree';
import { RELATIONAL, rule } from './ast';

/** `13 <= age <= 19`: the first comparison gives true or false. */
export const chainedComparison = rule('problem', (context) => ({
  BinaryExpression(node) {
    const { left } = node;
    if (!RELATIONAL.has(node.operator) || left.type !== 'BinaryExpression') return;
    if (!RELATIONAL.has(left.operator) || left.left.type === 'PrivateIdentifier') return;
    const source = context.sourceCode;
    const t = (n: ESTree.Node) => source.getText(n);
    context.report({
      node,
      message:
        `\`${t(node)}\` does not check a range: \`${t(left)}\` gives true or false, which is then compared with ` +
        `${t(node.right)}. Write \`${t(left)} && ${t(left.right)} ${node.operator} ${t(node.right)}\`.`,
    });
  },
}));
