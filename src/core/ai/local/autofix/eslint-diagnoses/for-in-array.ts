/** `for … in` over an array, which gives its indexes as text, not its items. */
import { isArray, rule } from './ast';

/** `for (const x in list)` over an array. */
export const forInArray = rule('problem', (context) => ({
  ForInStatement(node) {
    if (!isArray(context, node.right)) return;
    const source = context.sourceCode;
    const left =
      node.left.type === 'VariableDeclaration'
        ? `${node.left.kind} ${source.getText(node.left.declarations[0]?.id ?? node.left)}`
        : source.getText(node.left);
    const list = source.getText(node.right);
    context.report({
      node,
      message:
        `\`for (${left} in ${list})\` gives the indexes of \`${list}\` as text ('0', '1', …), not its items: ` +
        `use \`for (${left} of ${list})\`.`,
    });
  },
}));
