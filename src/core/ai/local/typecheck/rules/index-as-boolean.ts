/**
 * A position used as true or false: `if (s.indexOf('a'))`, `while (!list.findIndex(f))`,
 * `s.search(re) ? a : b`, a position kept in a variable and then tested
 * (`const at = s.indexOf(x); if (at)`), or given back as the answer of a `filter`/`some`/`find`
 * callback. A find at the very start gives 0, which counts as false, and "not found" gives -1,
 * which counts as true: the test is wrong both ways.
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type TypedRule, calleeName, editOf, isTested, text } from '../ts-tools';
import { inner, localSymbol, outer, writesOf } from './facts';

const POSITION_METHODS = new Set([
  'indexOf',
  'lastIndexOf',
  'findIndex',
  'findLastIndex',
  'search',
]);

/** Callbacks whose answer is taken as true or false. */
const TESTING_METHODS = new Set([
  'filter',
  'some',
  'every',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
]);

/** `s.indexOf(x)`: the position method it calls, if it is one. */
function positionCall(ts: typeof TS, node: TS.Node): string | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
  const method = calleeName(ts, node);
  return POSITION_METHODS.has(method) ? method : undefined;
}

/** The position method a variable always holds the result of: `const at = s.indexOf(x)`. */
function positionVariable(check: TypeCheck, node: TS.Node): string | undefined {
  const { ts } = check;
  const symbol = localSymbol(check, node);
  if (!symbol) return undefined;
  const writes = writesOf(check, symbol);
  if (writes.length === 0) return undefined;
  let method: string | undefined;
  for (const write of writes) {
    if ((write.kind !== 'init' && write.kind !== 'assign') || !write.value) return undefined;
    const found = positionCall(ts, inner(ts, write.value));
    if (!found) return undefined;
    method ??= found;
  }
  return method;
}

/** Whether the value is what a `filter`/`some`/`find` callback gives back. */
function isCallbackAnswer(ts: typeof TS, node: TS.Node): boolean {
  const whole = outer(ts, node);
  let fn: TS.Node | undefined = whole.parent;
  if (fn && ts.isReturnStatement(fn)) {
    fn = fn.parent;
    while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
  } else if (!(fn && ts.isArrowFunction(fn) && fn.body === whole)) return false;
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) return false;
  const call = fn.parent;
  return (
    !!call &&
    ts.isCallExpression(call) &&
    call.arguments[0] === fn &&
    ts.isPropertyAccessExpression(call.expression) &&
    TESTING_METHODS.has(call.expression.name.text)
  );
}

/** `Boolean(at)`. */
function isMadeBoolean(ts: typeof TS, node: TS.Node): boolean {
  const whole = outer(ts, node);
  const call = whole.parent;
  return (
    !!call &&
    ts.isCallExpression(call) &&
    ts.isIdentifier(call.expression) &&
    call.expression.text === 'Boolean' &&
    call.arguments.length === 1 &&
    call.arguments[0] === whole
  );
}

export const indexAsBoolean: TypedRule = {
  family: 'index-as-boolean',
  check(node, check) {
    const { ts } = check;
    const method = positionCall(ts, node) ?? positionVariable(check, node);
    if (!method) return null;
    const tested = isTested(ts, node) || isMadeBoolean(ts, node);
    if (!tested && !(positionCall(ts, node) && isCallbackAnswer(ts, node))) return null;
    let whole: TS.Node = node;
    while (whole.parent && ts.isParenthesizedExpression(whole.parent)) whole = whole.parent;
    const negated =
      tested &&
      !!whole.parent &&
      ts.isPrefixUnaryExpression(whole.parent) &&
      whole.parent.operator === ts.SyntaxKind.ExclamationToken;
    const shown = text(check, node);
    const test = `${shown} ${negated ? '===' : '!=='} -1`;
    const replaced = negated ? whole.parent : node;
    // `!!s.indexOf(x)`: the comparison goes in brackets under the other `!`.
    const around = outer(ts, replaced).parent;
    const bracketed = !!around && ts.isPrefixUnaryExpression(around) ? `(${test})` : test;
    const kept = positionCall(ts, node) ? '' : ` (\`${shown}\` holds what \`${method}\` gave)`;
    return {
      at: node,
      message: `\`${method}\` gives a position, not true or false${kept}: 0 (found first) counts as false and -1 (not found) counts as true. Compare with -1: \`${test}\`${method === 'indexOf' ? ', or ask `includes(…)`' : ''}.`,
      edit: editOf(check, replaced.getStart(check.file), replaced.getEnd(), bracketed),
    };
  },
};
