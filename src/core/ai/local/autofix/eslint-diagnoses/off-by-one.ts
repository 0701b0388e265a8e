/** An index that reaches `list.length`, one past the last item. */
import type * as ESTree from 'estree';
import { parentOf, propertyName, rule, sameRef, walk } from './ast';

/** `i <= list.length`, `i = list.length` counting down, and `list[list.length]`. */
export const offByOne = rule('problem', (context) => {
  const source = context.sourceCode;
  const text = (n: ESTree.Node) => source.getText(n);
  const indexes = (body: ESTree.Node, list: ESTree.Node, index: string): boolean => {
    let found = false;
    walk(body, source.visitorKeys, (n) => {
      if (
        n.type === 'MemberExpression' &&
        n.computed &&
        n.property.type === 'Identifier' &&
        n.property.name === index &&
        sameRef(n.object, list)
      ) {
        found = true;
      }
    });
    return found;
  };
  return {
    ForStatement(node) {
      const test = node.test;
      if (test?.type === 'BinaryExpression' && test.left.type !== 'PrivateIdentifier') {
        const [index, bound] =
          test.operator === '<='
            ? [test.left, test.right]
            : test.operator === '>='
              ? [test.right, test.left]
              : [];
        if (index?.type === 'Identifier' && bound?.type === 'MemberExpression') {
          const list = bound.object;
          if (propertyName(bound) === 'length' && indexes(node.body, list, index.name)) {
            const l = text(list);
            context.report({
              node: test,
              message:
                `\`${text(test)}\` lets \`${index.name}\` reach \`${l}.length\`, one past the last index, ` +
                `so \`${l}[${index.name}]\` is undefined on the last turn: use \`${index.name} < ${l}.length\`.`,
            });
          }
        }
      }
      // for (let i = list.length; i >= 0; i--) reads list[list.length] first.
      const init =
        node.init?.type === 'VariableDeclaration' ? node.init.declarations[0] : undefined;
      const update = node.update;
      const down =
        (update?.type === 'UpdateExpression' && update.operator === '--') ||
        (update?.type === 'AssignmentExpression' && update.operator === '-=');
      if (init?.id.type === 'Identifier' && init.init?.type === 'MemberExpression' && down) {
        const list = init.init.object;
        if (propertyName(init.init) === 'length' && indexes(node.body, list, init.id.name)) {
          const l = text(list);
          context.report({
            node: init,
            message:
              `\`${init.id.name}\` starts at \`${l}.length\`, one past the last index, so \`${l}[${init.id.name}]\` ` +
              `is undefined on the first turn: start at \`${l}.length - 1\`.`,
          });
        }
      }
    },
    MemberExpression(node) {
      if (!node.computed || node.property.type !== 'MemberExpression') return;
      if (propertyName(node.property) !== 'length' || !sameRef(node.property.object, node.object)) {
        return;
      }
      const parent = parentOf(node);
      // `list[list.length] = x` adds at the end, which is fine.
      if (parent?.type === 'AssignmentExpression' && parent.left === node) return;
      const l = text(node.object);
      context.report({
        node,
        message:
          `\`${l}[${l}.length]\` is one past the last item, so it is undefined: ` +
          `the last item is \`${l}[${l}.length - 1]\`.`,
      });
    },
  };
});
