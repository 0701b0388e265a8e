/**
 * A test whose answer never changes, though it looks as if it asks something:
 *   - a value on its own in a `||` of comparisons: `x === 1 || 2`, `a == 'y' || a == 'yes' || 'Y'`
 *     (a value on its own counts as true), and `x === ('a' || 'b')` (compares with 'a' only);
 *   - two bounds that always or never hold together: `x > 5 || x < 10` (always true),
 *     `x > 10 && x < 5` (never), `x !== 'a' || x !== 'b'` (always), `x === 1 && x === 2` (never);
 *   - an assignment of a value written in: `while (x = 5)`, `if (done = true && …)`;
 *   - a length against 0: `list.length >= 0` (always true), `list.length < 0` (never);
 *   - a list tested as true or false: `if (results)` is true even for an empty list.
 * (ESLint's rules name `a === x || 'y'` and `if (x = 2)` when the assignment is the whole test;
 * these are the other shapes.)
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type TypedRule, editOf, isTested, text } from '../ts-tools';
import {
  inner,
  isListType,
  isPlainReference,
  localSymbol,
  numberLiteral,
  outer,
  writesOf,
} from './facts';

/** A value written in that counts as true: `2`, `'blue'`. */
function isTruthyLiteral(ts: typeof TS, node: TS.Expression): boolean {
  const e = inner(ts, node);
  if (ts.isStringLiteralLike(e)) return e.text !== '';
  const n = numberLiteral(ts, e);
  return n !== undefined && n !== 0 && !Number.isNaN(n);
}

/** The operands of a chain of one logical operator: `a || b || c`. */
function chain(ts: typeof TS, node: TS.Expression, op: TS.SyntaxKind): TS.Expression[] {
  const e = inner(ts, node);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === op)
    return [...chain(ts, e.left, op), ...chain(ts, e.right, op)];
  return [e];
}

function isEquality(ts: typeof TS, node: TS.Expression): node is TS.BinaryExpression {
  if (!ts.isBinaryExpression(node)) return false;
  const op = node.operatorToken.kind;
  return op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken;
}

function isInequality(ts: typeof TS, node: TS.Expression): node is TS.BinaryExpression {
  if (!ts.isBinaryExpression(node)) return false;
  const op = node.operatorToken.kind;
  return (
    op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken
  );
}

/** `x === 1 || 2`: a value alone among comparisons. */
function valueAlone(check: TypeCheck, node: TS.BinaryExpression) {
  const { ts } = check;
  const or = ts.SyntaxKind.BarBarToken;
  if (node.operatorToken.kind !== or) return null;
  // The whole chain only, once.
  const up = outer(ts, node).parent;
  if (up && ts.isBinaryExpression(up) && up.operatorToken.kind === or) return null;
  const parts = chain(ts, node, or);
  const alone = parts.filter((p) => isTruthyLiteral(ts, p));
  const compared = parts.filter((p) => isEquality(ts, p) || isInequality(ts, p));
  if (alone.length === 0 || compared.length === 0) return null;
  const first = compared[0] as TS.BinaryExpression;
  // Comparisons of one thing only: `x === 1 || x === 3 || 4`.
  const subject = text(check, first.left);
  if (!isPlainReference(ts, first.left)) return null;
  const op = first.operatorToken.getText(check.file);
  const shown = text(check, node);
  const value = text(check, alone[0] as TS.Expression);
  if (isInequality(ts, first)) {
    return {
      at: node,
      message: `\`${shown}\` is always true: \`${value}\` on its own counts as true. Compare each value: \`${subject} ${op} ${value}\` (and join "is none of these" with \`&&\`).`,
    };
  }
  const fixed = parts
    .map((p) => (isTruthyLiteral(ts, p) ? `${subject} ${op} ${text(check, p)}` : text(check, p)))
    .join(' || ');
  return {
    at: node,
    message: `\`${shown}\` is always true: \`${value}\` on its own counts as true, so it does not compare with \`${subject}\`. Compare each value: \`${fixed}\`.`,
    edit: editOf(check, node.getStart(check.file), node.getEnd(), fixed),
  };
}

/** `x === ('a' || 'b')`: compares with the first value only. */
function orInComparison(check: TypeCheck, node: TS.BinaryExpression) {
  const { ts } = check;
  if (!isEquality(ts, node) && !isInequality(ts, node)) return null;
  const right = inner(ts, node.right);
  if (!ts.isBinaryExpression(right) || right.operatorToken.kind !== ts.SyntaxKind.BarBarToken)
    return null;
  const values = chain(ts, right, ts.SyntaxKind.BarBarToken);
  if (!values.every((v) => isTruthyLiteral(ts, v)) || !isPlainReference(ts, node.left)) return null;
  const subject = text(check, node.left);
  const op = node.operatorToken.getText(check.file);
  const first = text(check, values[0] as TS.Expression);
  const joiner = isInequality(ts, node) ? ' && ' : ' || ';
  const fixed = values.map((v) => `${subject} ${op} ${text(check, v)}`).join(joiner);
  return {
    at: node,
    message: `\`${text(check, right)}\` is just \`${first}\` (the first value that counts as true), so \`${text(check, node)}\` compares with \`${first}\` only. Compare each value: \`${fixed}\`.`,
    edit: editOf(check, node.getStart(check.file), node.getEnd(), fixed),
  };
}

type Bound = {
  subject: string;
  op: '<' | '<=' | '>' | '>=' | '===' | '!==';
  value: number | string;
};

const FLIP = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '===': '===', '!==': '!==' } as const;

/** `x > 5`, `10 < x`, `x !== 'a'`: a comparison of a plain name with a value written in. */
function boundOf(check: TypeCheck, node: TS.Expression): Bound | undefined {
  const { ts } = check;
  const e = inner(ts, node);
  if (!ts.isBinaryExpression(e)) return undefined;
  const ops: Record<number, Bound['op']> = {
    [ts.SyntaxKind.LessThanToken]: '<',
    [ts.SyntaxKind.LessThanEqualsToken]: '<=',
    [ts.SyntaxKind.GreaterThanToken]: '>',
    [ts.SyntaxKind.GreaterThanEqualsToken]: '>=',
    [ts.SyntaxKind.EqualsEqualsEqualsToken]: '===',
    [ts.SyntaxKind.ExclamationEqualsEqualsToken]: '!==',
  };
  const op = ops[e.operatorToken.kind];
  if (!op) return undefined;
  const literal = (x: TS.Expression): number | string | undefined => {
    const n = numberLiteral(ts, x);
    if (n !== undefined) return n;
    const i = inner(ts, x);
    return (op === '===' || op === '!==') && ts.isStringLiteralLike(i) ? i.text : undefined;
  };
  const right = literal(e.right);
  if (right !== undefined && isPlainReference(ts, e.left))
    return { subject: text(check, inner(ts, e.left)), op, value: right };
  const left = literal(e.left);
  if (left !== undefined && isPlainReference(ts, e.right))
    return { subject: text(check, inner(ts, e.right)), op: FLIP[op], value: left };
  return undefined;
}

/** Whether `a || b` holds for every number. */
function alwaysEither(a: Bound, b: Bound): boolean {
  if (a.op === '!==' && b.op === '!==') return a.value !== b.value;
  if (typeof a.value !== 'number' || typeof b.value !== 'number') return false;
  const above = (x: Bound) => x.op === '>' || x.op === '>=';
  const below = (x: Bound) => x.op === '<' || x.op === '<=';
  const [lo, hi] = above(a) && below(b) ? [a, b] : above(b) && below(a) ? [b, a] : [];
  if (!lo || !hi) return false;
  // x > lo or x < hi covers every number when lo < hi (or lo == hi with one side inclusive).
  const lv = lo.value as number;
  const hv = hi.value as number;
  return lv < hv || (lv === hv && (lo.op === '>=' || hi.op === '<='));
}

/** Whether `a && b` holds for no number. */
function neverBoth(a: Bound, b: Bound): boolean {
  if (a.op === '===' && b.op === '===') return a.value !== b.value;
  if (typeof a.value !== 'number' || typeof b.value !== 'number') return false;
  const above = (x: Bound) => x.op === '>' || x.op === '>=';
  const below = (x: Bound) => x.op === '<' || x.op === '<=';
  const [lo, hi] = above(a) && below(b) ? [a, b] : above(b) && below(a) ? [b, a] : [];
  if (!lo || !hi) return false;
  const lv = lo.value as number;
  const hv = hi.value as number;
  return lv > hv || (lv === hv && (lo.op === '>' || hi.op === '<'));
}

/** `x > 5 || x < 10` (always), `x > 10 && x < 5` (never). */
function impossibleRange(check: TypeCheck, node: TS.BinaryExpression) {
  const { ts } = check;
  const op = node.operatorToken.kind;
  const isOr = op === ts.SyntaxKind.BarBarToken;
  if (!isOr && op !== ts.SyntaxKind.AmpersandAmpersandToken) return null;
  const a = boundOf(check, node.left);
  const b = boundOf(check, node.right);
  if (!a || !b || a.subject !== b.subject) return null;
  if (isOr ? !alwaysEither(a, b) : !neverBoth(a, b)) return null;
  const shown = text(check, node);
  const swapped = isOr ? '&&' : '||';
  const at = node.operatorToken.getStart(check.file);
  const fixed = `${text(check, node.left)} ${swapped} ${text(check, node.right)}`;
  return {
    at: node,
    message: isOr
      ? `\`${shown}\` is always true: every value of \`${a.subject}\` passes one side or the other. To ask for both at once, join them with \`&&\`: \`${fixed}\`.`
      : `\`${shown}\` is never true: no value of \`${a.subject}\` passes both sides. To ask for either, join them with \`||\`: \`${fixed}\`.`,
    edit: editOf(check, at, node.operatorToken.getEnd(), swapped),
  };
}

/** `while (x = 5)`, `if (ok = true && y)`: a value written in, assigned in a test. */
function assignedValue(check: TypeCheck, node: TS.BinaryExpression) {
  const { ts } = check;
  if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return null;
  if (!isTested(ts, node) && !testedThrough(ts, node)) return null;
  const value = inner(ts, node.right);
  const written =
    ts.isLiteralExpression(value) ||
    numberLiteral(ts, value) !== undefined ||
    value.kind === ts.SyntaxKind.TrueKeyword ||
    value.kind === ts.SyntaxKind.FalseKeyword ||
    value.kind === ts.SyntaxKind.NullKeyword;
  if (!written || !isPlainReference(ts, node.left)) return null;
  const shown = text(check, node);
  const at = node.operatorToken.getStart(check.file);
  const fixed = `${text(check, node.left)} === ${text(check, node.right)}`;
  return {
    at: node,
    message: `\`${shown}\` puts ${text(check, node.right)} into \`${text(check, node.left)}\` instead of comparing, so the test always gives the same answer. Compare with \`===\`: \`${fixed}\`.`,
    edit: editOf(check, at, node.operatorToken.getEnd(), '==='),
  };
}

/** `if (x = 5 && y)` parses as `x = (5 && y)`: an assignment whose value is a test's side. */
function testedThrough(ts: typeof TS, node: TS.Node): boolean {
  const whole = outer(ts, node);
  const parent = whole.parent;
  return (
    !!parent &&
    ts.isBinaryExpression(parent) &&
    (parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ||
      parent.operatorToken.kind === ts.SyntaxKind.BarBarToken) &&
    isTested(ts, parent)
  );
}

/** `list.length >= 0` (always), `list.length < 0` (never). */
function lengthAgainstZero(check: TypeCheck, node: TS.BinaryExpression) {
  const { ts } = check;
  const e = inner(ts, node.left);
  if (!ts.isPropertyAccessExpression(e) || e.name.text !== 'length') return null;
  if (numberLiteral(ts, node.right) !== 0) return null;
  const op = node.operatorToken.kind;
  const always = op === ts.SyntaxKind.GreaterThanEqualsToken;
  if (!always && op !== ts.SyntaxKind.LessThanToken) return null;
  const shown = text(check, node);
  const at = node.operatorToken.getStart(check.file);
  return {
    at: node,
    message: always
      ? `\`${shown}\` is always true: a length is never below 0. To ask whether there is anything, write \`${text(check, e)} > 0\`.`
      : `\`${shown}\` is never true: a length is never below 0. To ask whether it is empty, write \`${text(check, e)} === 0\`.`,
    ...(always ? { edit: editOf(check, at, node.operatorToken.getEnd(), '>') } : {}),
  };
}

/** `if (results)`, `if (!list)`: a list counts as true even when empty. */
function listTested(check: TypeCheck, node: TS.Node) {
  const { ts, checker } = check;
  if (!ts.isIdentifier(node) && !ts.isCallExpression(node)) return null;
  if (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) return null;
  if (ts.isCallExpression(node.parent) && node.parent.expression === node) return null;
  if (!isTested(ts, node)) return null;
  // Only the whole test (or a `!` of it): `list && list.length` guards on purpose.
  let whole: TS.Node = outer(ts, node);
  const negated =
    !!whole.parent &&
    ts.isPrefixUnaryExpression(whole.parent) &&
    whole.parent.operator === ts.SyntaxKind.ExclamationToken;
  if (negated) whole = outer(ts, whole.parent);
  const holder = whole.parent;
  const isWholeTest =
    !!holder &&
    (ts.isIfStatement(holder) ||
      ts.isWhileStatement(holder) ||
      ts.isConditionalExpression(holder)) &&
    (ts.isConditionalExpression(holder) ? holder.condition : holder.expression) === whole;
  if (!isWholeTest) return null;
  const type = checker.getTypeAtLocation(node);
  if (!isListType(check, type)) return null;
  // A variable only ever given lists (never a parameter, never set to null).
  if (ts.isIdentifier(node)) {
    const symbol = localSymbol(check, node);
    const writes = symbol ? writesOf(check, symbol) : [];
    if (!symbol || !ts.isVariableDeclaration(symbol.valueDeclaration as TS.Node)) return null;
    // Made here: `[…]`, `xs.filter(…)`, not `stack[0]` (which may be missing).
    const lists = writes.every((w) => {
      if ((w.kind !== 'init' && w.kind !== 'assign') || !w.value) return false;
      const value = inner(ts, w.value);
      return (
        (ts.isArrayLiteralExpression(value) || ts.isCallExpression(value)) &&
        isListType(check, checker.getTypeAtLocation(value))
      );
    });
    if (writes.length === 0 || !lists) return null;
  }
  const shown = text(check, node);
  const fixed = negated ? `${shown}.length === 0` : `${shown}.length > 0`;
  const replaced = negated ? (whole as TS.Node) : node;
  const start = negated
    ? outer(ts, node).parent.getStart(check.file)
    : replaced.getStart(check.file);
  const end = negated ? outer(ts, node).parent.getEnd() : replaced.getEnd();
  return {
    at: node,
    message: `\`${shown}\` is a list, and every list counts as true, even an empty one, so this test always gives the same answer. Ask about its length: \`${fixed}\`.`,
    edit: editOf(check, start, end, fixed),
  };
}

export const constantCondition: TypedRule = {
  family: 'constant-condition',
  check(node, check) {
    const { ts } = check;
    if (!ts.isBinaryExpression(node)) return listTested(check, node);
    return (
      valueAlone(check, node) ??
      orInComparison(check, node) ??
      impossibleRange(check, node) ??
      assignedValue(check, node) ??
      lengthAgainstZero(check, node)
    );
  },
};
