/** `return` alone on its line, with the value meant for it on the next line. */
import type { SourceCode } from 'eslint';
import type * as ESTree from 'estree';
import { line, parentOf, rule, shorten } from './ast';

/** The value meant for a `return` alone on its line: the expression on the next line. */
export function valueAfterReturn(
  node: ESTree.ReturnStatement,
  source: SourceCode,
): ESTree.Expression | undefined {
  // `return;` says it on purpose.
  if (node.argument || source.getLastToken(node)?.value === ';') return undefined;
  const parent = parentOf(node);
  const siblings =
    parent?.type === 'BlockStatement' || parent?.type === 'Program'
      ? (parent.body as ESTree.Node[])
      : parent?.type === 'SwitchCase'
        ? parent.consequent
        : [];
  const next = siblings[siblings.indexOf(node) + 1];
  return next?.type === 'ExpressionStatement' && line(next) > line(node)
    ? next.expression
    : undefined;
}

/** `return` alone on its line, with the value on the next one. */
export const returnAlone = rule('problem', (context) => ({
  ReturnStatement(node) {
    const source = context.sourceCode;
    const expression = valueAfterReturn(node, source);
    if (!expression) return;
    const value = shorten(source.getText(expression));
    context.report({
      node,
      message:
        `\`return\` alone on its line gives back undefined: JavaScript ends the statement at the line break, ` +
        `so \`${value}\` never runs. Put the value on the same line: \`return ${value};\`.`,
    });
  },
}));
