/** An array that gets items removed or added while a loop walks it. */
import type * as ESTree from 'estree';
import { isFunction, methodCall, propertyName, rule, sameRef, walk } from './ast';

const REMOVERS = new Set(['splice', 'shift', 'pop']);
const ADDERS = new Set(['push', 'unshift']);
const WALKERS = new Set([
  'forEach',
  'map',
  'filter',
  'some',
  'every',
  'find',
  'findIndex',
  'reduce',
]);

/** `list.splice(...)` inside `list.forEach`, `for (x of list)` or `for (i = 0; i < list.length; i++)`. */
export const mutateWhileIterating = rule('problem', (context) => {
  const source = context.sourceCode;
  const reported = new Set<ESTree.Node>();
  const check = (body: ESTree.Node, lists: ESTree.Node[], allowRemove = false) => {
    walk(body, source.visitorKeys, (n) => {
      const call = methodCall(n);
      if (!call || reported.has(call.call)) return;
      if (!REMOVERS.has(call.name) && !ADDERS.has(call.name)) return;
      if (allowRemove && REMOVERS.has(call.name)) return;
      if (!lists.some((l) => sameRef(l, call.object))) return;
      reported.add(call.call);
      const l = source.getText(call.object);
      context.report({
        node: call.call,
        message: REMOVERS.has(call.name)
          ? `\`${l}.${call.name}\` removes items from \`${l}\` while the loop walks it, so the item after each removed one is skipped: ` +
            `make a new array with \`${l}.filter(...)\`, or loop from the end.`
          : `\`${l}.${call.name}\` adds to \`${l}\` while the loop walks it, so the loop meets the new items too (and may never end): ` +
            'put them in a new array instead.',
      });
    });
  };
  return {
    CallExpression(node) {
      const call = methodCall(node);
      const callback = node.arguments[0];
      if (!call || !WALKERS.has(call.name) || !isFunction(callback)) return;
      const lists: ESTree.Node[] = [call.object];
      const own = callback.params[call.name === 'reduce' ? 3 : 2];
      if (own?.type === 'Identifier') lists.push(own);
      check(callback.body, lists);
    },
    ForOfStatement(node) {
      check(node.body, [node.right]);
    },
    ForStatement(node) {
      const { test, update } = node;
      if (test?.type !== 'BinaryExpression' || !(test.operator === '<' || test.operator === '<=')) {
        return;
      }
      if (test.left.type !== 'Identifier' || propertyName(test.right) !== 'length') return;
      const index = test.left.name;
      const up =
        (update?.type === 'UpdateExpression' && update.operator === '++') ||
        (update?.type === 'AssignmentExpression' && update.operator === '+=');
      if (!up || test.right.type !== 'MemberExpression') return;
      // `i--` after a removal keeps the loop on the right item.
      let stepsBack = false;
      walk(node.body, source.visitorKeys, (n) => {
        const target =
          n.type === 'UpdateExpression' && n.operator === '--'
            ? n.argument
            : n.type === 'AssignmentExpression' && n.operator !== '+='
              ? n.left
              : undefined;
        if (target?.type === 'Identifier' && target.name === index) stepsBack = true;
      });
      check(node.body, [test.right.object], stepsBack);
    },
  };
});
