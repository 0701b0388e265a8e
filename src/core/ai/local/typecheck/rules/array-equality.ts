/**
 * Two lists (or objects) held in variables compared with `===` or `==`: `if (guess === secret)`.
 * The comparison asks whether both are the very same list, not whether they hold the same items,
 * so two lists made apart are never equal. (The checker itself names `x === []`.)
 *
 * Told only where one side is surely a list made apart from the other: a variable only ever given
 * a new list (`[…]`, `split`, `map`, `Array.from`…) that is never handed anywhere it could come back
 * from as the other side, or such a call itself. Comparing a list with itself on purpose (a
 * parameter with a parameter, an item with the one selected) is left alone.
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type TypedRule, editOf, text } from '../ts-tools';
import {
  inner,
  isEqualityOperator,
  isListType,
  isNegatedEquality,
  isStringType,
  isNumberType,
  localSymbol,
  outer,
  referencesOf,
  writeAt,
  writesOf,
} from './facts';

/** Methods that give back a new list. */
const NEW_LIST_METHODS = new Set([
  'map',
  'filter',
  'slice',
  'concat',
  'split',
  'flat',
  'flatMap',
  'toSorted',
  'toReversed',
  'toSpliced',
  'with',
  'keys',
  'values',
  'entries',
  'from',
  'of',
  'match',
]);

/** Methods that give back the very list they are called on. */
const SAME_LIST_METHODS = new Set(['sort', 'reverse', 'fill', 'copyWithin']);

/** Whether the expression makes a new list or object each time it runs. */
function makesNew(check: TypeCheck, node: TS.Expression): boolean {
  const { ts } = check;
  const e = inner(ts, node);
  if (ts.isArrayLiteralExpression(e) || ts.isObjectLiteralExpression(e)) return true;
  if (ts.isNewExpression(e)) return true;
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
    const method = e.expression.name.text;
    if (!NEW_LIST_METHODS.has(method)) return false;
    // `Object.keys(o)`, `Array.from(x)`, `s.split(',')`, `xs.map(f)`: all new.
    return true;
  }
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression))
    return e.expression.text === 'Array' || e.expression.text === 'structuredClone';
  return false;
}

/** Whether this use of the variable could hand its list to somewhere else. */
function handsOn(check: TypeCheck, id: TS.Identifier): boolean {
  const { ts } = check;
  if (writeAt(check, id)) return false;
  const whole = outer(ts, id);
  const parent = whole.parent;
  if (!parent) return true;
  // `xs.length`, `xs.push(1)`, `xs[0]`; but `const ys = xs.sort()` is `xs` again.
  if (ts.isPropertyAccessExpression(parent) && parent.expression === whole) {
    const call = parent.parent;
    return (
      SAME_LIST_METHODS.has(parent.name.text) &&
      !!call &&
      ts.isCallExpression(call) &&
      call.expression === parent &&
      !ts.isExpressionStatement(outer(ts, call).parent)
    );
  }
  if (ts.isElementAccessExpression(parent) && parent.expression === whole) return false;
  if (ts.isBinaryExpression(parent) && isEqualityOperator(ts, parent.operatorToken.kind))
    return false;
  if (ts.isSpreadElement(parent) || ts.isTemplateSpan(parent)) return false;
  if (ts.isForOfStatement(parent) && parent.expression === whole) return false;
  if (ts.isCallExpression(parent) && parent.arguments.includes(whole as TS.Expression)) {
    const callee = parent.expression;
    const owner = ts.isPropertyAccessExpression(callee) ? callee.expression : undefined;
    const name = owner && ts.isIdentifier(owner) ? owner.text : '';
    return !(name === 'console' || name === 'JSON');
  }
  return true;
}

/** Whether the side is surely a list (or object) of its own, made apart from anything else. */
function madeApart(check: TypeCheck, node: TS.Expression): TS.Symbol | 'call' | undefined {
  const { ts } = check;
  const e = inner(ts, node);
  if (ts.isCallExpression(e)) return makesNew(check, e) ? 'call' : undefined;
  const symbol = localSymbol(check, e);
  if (!symbol || !ts.isVariableDeclaration(symbol.valueDeclaration as TS.Node)) return undefined;
  const writes = writesOf(check, symbol);
  if (writes.length === 0) return undefined;
  for (const write of writes) {
    if ((write.kind !== 'init' && write.kind !== 'assign') || !write.value) return undefined;
    if (!makesNew(check, write.value)) return undefined;
  }
  if (referencesOf(check, symbol).some((id) => handsOn(check, id))) return undefined;
  return symbol;
}

/** Whether the list holds plain values only (numbers, text), so JSON.stringify compares it. */
function plainItems(check: TypeCheck, type: TS.Type): boolean {
  const { checker } = check;
  if (!isListType(check, type)) return false;
  const items = checker.getTypeArguments(type as TS.TypeReference);
  return items.length > 0 && items.every((t) => isNumberType(check, t) || isStringType(check, t));
}

export const arrayEquality: TypedRule = {
  family: 'array-equality',
  check(node, check) {
    const { ts, checker } = check;
    if (!ts.isBinaryExpression(node) || !isEqualityOperator(ts, node.operatorToken.kind))
      return null;
    const { left, right } = node;
    const literal = (x: TS.Expression) =>
      ts.isArrayLiteralExpression(inner(ts, x)) || ts.isObjectLiteralExpression(inner(ts, x));
    // `x === []` is the checker's.
    if (literal(left) || literal(right)) return null;
    const a = checker.getTypeAtLocation(left);
    const b = checker.getTypeAtLocation(right);
    const isAny = (t: TS.Type) => (t.getFlags() & ts.TypeFlags.Any) !== 0;
    // A parameter of no known type compared with a list made here: `answer === right`.
    const lists =
      (isListType(check, a) || isAny(a)) &&
      (isListType(check, b) || isAny(b)) &&
      !(isAny(a) && isAny(b));
    const objects =
      !lists &&
      [a, b].every(
        (t) =>
          (t.getFlags() & ts.TypeFlags.Object) !== 0 &&
          t.getCallSignatures().length === 0 &&
          !isListType(check, t),
      );
    if (!lists && !objects) return null;
    const x = madeApart(check, left);
    const y = madeApart(check, right);
    if (!x && !y) return null;
    // The side of no known type must face a list made here, not a call.
    if ((isAny(a) && !(y && y !== 'call')) || (isAny(b) && !(x && x !== 'call'))) return null;
    if (x && x === y) return null;
    const sameName =
      ts.isIdentifier(inner(ts, left)) &&
      ts.isIdentifier(inner(ts, right)) &&
      checker.getSymbolAtLocation(inner(ts, left)) ===
        checker.getSymbolAtLocation(inner(ts, right));
    if (sameName) return null;
    const negated = isNegatedEquality(ts, node.operatorToken.kind);
    const l = text(check, left);
    const r = text(check, right);
    const isDate = (t: TS.Type) => t.getSymbol()?.getName() === 'Date';
    if (isDate(a) && isDate(b)) {
      const fixed = `${l}.getTime() ${negated ? '!==' : '==='} ${r}.getTime()`;
      return {
        at: node,
        message: `\`${text(check, node)}\` compares identity, not the dates: two dates made apart are never the very same one, so it is always ${negated ? 'true' : 'false'}. Compare the times they hold: \`${fixed}\`.`,
        edit: editOf(check, node.getStart(check.file), node.getEnd(), fixed),
      };
    }
    const fixed = `JSON.stringify(${l}) ${negated ? '!==' : '==='} JSON.stringify(${r})`;
    const what = lists ? 'lists' : 'objects';
    const edit = lists && [a, b].every((t) => isAny(t) || plainItems(check, t));
    // `{ … }` written out: JSON compares them; a Map, a Set or a class's object it does not.
    const plainObject = (t: TS.Type) => t.getSymbol()?.getName() === '__object';
    const how = lists
      ? `their lengths and items one by one, or for lists of plain values \`${fixed}\``
      : plainObject(a) && plainObject(b)
        ? `their values one by one, or \`${fixed}\``
        : 'the values they hold one by one';
    return {
      at: node,
      message: `\`${text(check, node)}\` compares identity, not contents: it asks whether both are the very same ${what.slice(0, -1)}, and two ${what} made apart never are, so it is always ${negated ? 'true' : 'false'}. Compare ${how}.`,
      ...(edit ? { edit: editOf(check, node.getStart(check.file), node.getEnd(), fixed) } : {}),
    };
  },
};
