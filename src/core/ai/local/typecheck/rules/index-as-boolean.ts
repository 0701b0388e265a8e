/**
 * A position used as true or false: `if (s.indexOf('a'))`, `while (!list.findIndex(f))`.
 * A find at the very start gives 0, which counts as false, and "not found" gives -1, which
 * counts as true: the test is wrong both ways.
 */
import type TS from 'typescript';
import { type TypedRule, calleeName, editOf, isTested, text } from '../ts-tools';

const POSITION_METHODS = new Set([
  'indexOf',
  'lastIndexOf',
  'findIndex',
  'findLastIndex',
  'search',
]);

export const indexAsBoolean: TypedRule = {
  family: 'index-as-boolean',
  check(node, check) {
    const { ts } = check;
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
    const method = calleeName(ts, node);
    if (!POSITION_METHODS.has(method) || !isTested(ts, node)) return null;
    let whole: TS.Node = node;
    while (whole.parent && ts.isParenthesizedExpression(whole.parent)) whole = whole.parent;
    const negated =
      !!whole.parent &&
      ts.isPrefixUnaryExpression(whole.parent) &&
      whole.parent.operator === ts.SyntaxKind.ExclamationToken;
    const shown = text(check, node);
    const test = `${shown} ${negated ? '===' : '!=='} -1`;
    const replaced = negated ? whole.parent : node;
    return {
      at: node,
      message: `\`${method}\` gives a position, not true or false: 0 (found first) counts as false and -1 (not found) counts as true. Compare with -1: \`${test}\`${method === 'indexOf' ? ', or ask `includes(…)`' : ''}.`,
      edit: editOf(check, replaced.getStart(check.file), replaced.getEnd(), test),
    };
  },
};
