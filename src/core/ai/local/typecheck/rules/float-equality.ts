/**
 * `===` (or `==`, `!==`) between worked-out decimal numbers: `0.1 + 0.2 === 0.3`, a `total`
 * added up from prices then compared with `0.3`, `price * qty == 19.99`, `balance !== 0` after
 * taking away 0.1s. Decimals are not stored exactly, so such a comparison is false where the sums
 * agree on paper.
 *
 * Told only where one side is worked out with arithmetic and decimals come into it: the side
 * itself adds a decimal like 0.1 (which binary cannot hold), or it divides or mixes unknown values
 * and is compared with a decimal. Whole numbers (`.length`, `Math.round(…)`, counts), text and
 * tolerance checks are never told; a comparison of written-in numbers that comes out exact is not.
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type TypedRule, editOf, text } from '../ts-tools';
import {
  inner,
  isEqualityOperator,
  isNegatedEquality,
  isNumberType,
  numberLiteral,
  onlyValue,
  writesOf,
} from './facts';

/** What goes into a number. */
interface Kind {
  /** Worked out with + - * / (not only written in). */
  computed: boolean;
  /** A decimal that binary cannot hold exactly (0.1, 19.99) goes into it. */
  decimal: boolean;
  /** A number with a fraction (0.5 too) goes into it. */
  fraction: boolean;
  /** A division, root… of values not known to be whole. */
  division: boolean;
  /** Something of unknown kind goes into it (a parameter, an item of a list). */
  unknown: boolean;
  /** Surely a whole number. */
  whole: boolean;
}

const NOTHING: Kind = {
  computed: false,
  decimal: false,
  fraction: false,
  division: false,
  unknown: false,
  whole: false,
};
const WHOLE: Kind = { ...NOTHING, whole: true };
const UNKNOWN: Kind = { ...NOTHING, unknown: true };
const ROUNDING: Kind = { ...NOTHING, computed: true, division: true };

function join(a: Kind, b: Kind): Kind {
  return {
    computed: a.computed || b.computed,
    decimal: a.decimal || b.decimal,
    fraction: a.fraction || b.fraction,
    division: a.division || b.division,
    unknown: a.unknown || b.unknown,
    whole: a.whole && b.whole,
  };
}

function arithmetic(a: Kind, b: Kind): Kind {
  return { ...join(a, b), computed: true };
}

/** Whether binary holds the number exactly (0.5, 0.25, 2.75 but not 0.1). */
function exact(value: number): boolean {
  return Number.isInteger(value * 1024);
}

const WHOLE_MATH = new Set(['round', 'floor', 'ceil', 'trunc', 'sign', 'clz32']);
const ROUNDING_MATH = new Set([
  'sqrt',
  'cbrt',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'atan2',
  'log',
  'log2',
  'log10',
  'log1p',
  'exp',
  'expm1',
  'hypot',
  'random',
]);
const WHOLE_METHODS = new Set([
  'indexOf',
  'lastIndexOf',
  'findIndex',
  'findLastIndex',
  'search',
  'charCodeAt',
  'codePointAt',
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getMilliseconds',
  'getTime',
  'now',
  'parseInt',
]);

/** The values a function of this file gives back. */
function returnedValues(ts: typeof TS, fn: TS.SignatureDeclaration): TS.Expression[] {
  if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return [fn.body];
  const body = (fn as { body?: TS.Node }).body;
  if (!body) return [];
  const found: TS.Expression[] = [];
  const visit = (n: TS.Node): void => {
    if (ts.isFunctionLike(n) || ts.isClassLike(n)) return;
    if (ts.isReturnStatement(n) && n.expression) found.push(n.expression);
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

function kindOf(check: TypeCheck, node: TS.Expression, depth: number, seen: Set<TS.Symbol>): Kind {
  const { ts, checker } = check;
  if (depth > 8) return UNKNOWN;
  const e = inner(ts, node);
  const next = (x: TS.Expression) => kindOf(check, x, depth + 1, seen);
  const literal = numberLiteral(ts, e);
  if (literal !== undefined) {
    if (Number.isInteger(literal)) return WHOLE;
    return { ...NOTHING, fraction: true, decimal: !exact(literal) };
  }
  if (ts.isPrefixUnaryExpression(e)) {
    if (e.operator === ts.SyntaxKind.TildeToken) return WHOLE;
    if (e.operator === ts.SyntaxKind.MinusToken || e.operator === ts.SyntaxKind.PlusToken)
      return next(e.operand);
    return UNKNOWN;
  }
  if (ts.isBinaryExpression(e)) {
    if (!isNumberType(check, checker.getTypeAtLocation(e))) return UNKNOWN;
    const op = e.operatorToken.kind;
    switch (op) {
      case ts.SyntaxKind.PlusToken:
      case ts.SyntaxKind.MinusToken:
      case ts.SyntaxKind.AsteriskToken:
      case ts.SyntaxKind.AsteriskAsteriskToken:
        return arithmetic(next(e.left), next(e.right));
      case ts.SyntaxKind.SlashToken: {
        const a = next(e.left);
        const b = next(e.right);
        return {
          ...arithmetic(a, b),
          division: a.division || b.division || !(a.whole && b.whole),
          whole: false,
        };
      }
      case ts.SyntaxKind.PercentToken: {
        const a = next(e.left);
        const b = next(e.right);
        return a.whole && b.whole ? WHOLE : UNKNOWN;
      }
      case ts.SyntaxKind.AmpersandToken:
      case ts.SyntaxKind.BarToken:
      case ts.SyntaxKind.CaretToken:
      case ts.SyntaxKind.LessThanLessThanToken:
      case ts.SyntaxKind.GreaterThanGreaterThanToken:
      case ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken:
        return WHOLE;
      default:
        return UNKNOWN;
    }
  }
  if (ts.isConditionalExpression(e)) return join(next(e.whenTrue), next(e.whenFalse));
  if (ts.isCallExpression(e)) {
    const callee = e.expression;
    const name = ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : ts.isIdentifier(callee)
        ? callee.text
        : '';
    const onMath =
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'Math';
    if (onMath) {
      if (WHOLE_MATH.has(name)) return WHOLE;
      if (ROUNDING_MATH.has(name)) return ROUNDING;
      const args = e.arguments.map((a) => next(a));
      if (name === 'abs') return args[0] ?? UNKNOWN;
      if (name === 'max' || name === 'min') return args.reduce(join, args[0] ?? UNKNOWN);
      if (name === 'pow' && args.length === 2) return arithmetic(args[0] as Kind, args[1] as Kind);
      return UNKNOWN;
    }
    if (WHOLE_METHODS.has(name)) return WHOLE;
    const declaration = checker.getResolvedSignature(e)?.getDeclaration();
    if (declaration && declaration.getSourceFile() === check.file) {
      const values = returnedValues(ts, declaration);
      if (values.length > 0) return values.map(next).reduce(join);
    }
    return UNKNOWN;
  }
  if (ts.isPropertyAccessExpression(e)) {
    if (e.name.text === 'length') return WHOLE;
    if (ts.isIdentifier(e.expression) && e.expression.text === 'Math')
      return { ...NOTHING, fraction: true, decimal: true };
    return UNKNOWN;
  }
  if (ts.isIdentifier(e)) {
    const symbol = checker.getSymbolAtLocation(e);
    const declaration = symbol?.valueDeclaration;
    if (!symbol || !declaration || declaration.getSourceFile() !== check.file) return UNKNOWN;
    if (!ts.isVariableDeclaration(declaration)) return UNKNOWN;
    // Its own value again (`total = total + x`): counts for nothing.
    if (seen.has(symbol)) return WHOLE;
    seen.add(symbol);
    let kind: Kind | undefined;
    for (const write of writesOf(check, symbol)) {
      let part: Kind;
      if ((write.kind === 'init' || write.kind === 'assign') && write.value)
        part = next(write.value);
      else if (write.kind === 'compound' && write.value) {
        const value = next(write.value);
        part =
          write.operator === ts.SyntaxKind.SlashEqualsToken
            ? { ...arithmetic(value, value), division: true, whole: false }
            : write.operator === ts.SyntaxKind.PlusEqualsToken ||
                write.operator === ts.SyntaxKind.MinusEqualsToken ||
                write.operator === ts.SyntaxKind.AsteriskEqualsToken
              ? arithmetic(value, value)
              : UNKNOWN;
      } else if (write.kind === 'update') part = WHOLE;
      else part = UNKNOWN;
      kind = kind ? join(kind, part) : part;
    }
    seen.delete(symbol);
    return kind ?? UNKNOWN;
  }
  return UNKNOWN;
}

/** The number an expression of written-in numbers and constants gives. */
function evaluate(check: TypeCheck, node: TS.Expression, depth = 0): number | undefined {
  const { ts, checker } = check;
  if (depth > 6) return undefined;
  const e = inner(ts, node);
  const literal = numberLiteral(ts, e);
  if (literal !== undefined) return literal;
  if (ts.isIdentifier(e)) {
    const symbol = checker.getSymbolAtLocation(e);
    const declaration = symbol?.valueDeclaration;
    if (!symbol || !declaration || declaration.getSourceFile() !== check.file) return undefined;
    const value = onlyValue(check, symbol);
    return value ? evaluate(check, value, depth + 1) : undefined;
  }
  if (!ts.isBinaryExpression(e)) return undefined;
  const a = evaluate(check, e.left, depth + 1);
  const b = evaluate(check, e.right, depth + 1);
  if (a === undefined || b === undefined) return undefined;
  switch (e.operatorToken.kind) {
    case ts.SyntaxKind.PlusToken:
      return a + b;
    case ts.SyntaxKind.MinusToken:
      return a - b;
    case ts.SyntaxKind.AsteriskToken:
      return a * b;
    case ts.SyntaxKind.SlashToken:
      return a / b;
    default:
      return undefined;
  }
}

/** Whether `side` needs brackets as the left (or right) of a `-`. */
function needsBrackets(ts: typeof TS, side: TS.Expression, right: boolean): boolean {
  if (ts.isBinaryExpression(side)) {
    const op = side.operatorToken.kind;
    if (
      op === ts.SyntaxKind.AsteriskToken ||
      op === ts.SyntaxKind.SlashToken ||
      op === ts.SyntaxKind.PercentToken ||
      op === ts.SyntaxKind.AsteriskAsteriskToken
    )
      return false;
    if (op === ts.SyntaxKind.PlusToken || op === ts.SyntaxKind.MinusToken) return right;
    return true;
  }
  return (
    ts.isConditionalExpression(side) ||
    ts.isArrowFunction(side) ||
    ts.isYieldExpression(side) ||
    ts.isCommaListExpression(side)
  );
}

export const floatEquality: TypedRule = {
  family: 'float-equality',
  check(node, check) {
    const { ts, checker } = check;
    if (!ts.isBinaryExpression(node) || !isEqualityOperator(ts, node.operatorToken.kind))
      return null;
    const { left, right } = node;
    if (!isNumberType(check, checker.getTypeAtLocation(left))) return null;
    if (!isNumberType(check, checker.getTypeAtLocation(right))) return null;
    const a = kindOf(check, left, 0, new Set());
    const b = kindOf(check, right, 0, new Set());
    const unsure = (x: Kind, y: Kind) =>
      x.computed && !x.whole && (x.decimal || ((x.division || x.unknown) && y.fraction));
    if (!unsure(a, b) && !unsure(b, a)) return null;
    const negated = isNegatedEquality(ts, node.operatorToken.kind);
    const valueA = evaluate(check, left);
    const valueB = evaluate(check, right);
    const known = valueA !== undefined && valueB !== undefined;
    // Written-in numbers that come out exact (0.5 + 0.25 === 0.75) are fine.
    if (known && valueA === valueB) return null;
    const l = text(check, left);
    const r = text(check, right);
    const shownL = needsBrackets(ts, left, false) ? `(${l})` : l;
    const shownR = needsBrackets(ts, right, true) ? `(${r})` : r;
    const fixed = `Math.abs(${shownL} - ${shownR}) ${negated ? '>=' : '<'} 1e-9`;
    const whole = text(check, node);
    const [sum, sumValue] = a.computed ? [l, valueA] : [r, valueB];
    const why = known
      ? `\`${whole}\` is ${negated ? 'true' : 'false'}: decimals are not stored exactly, so \`${sum}\` gives ${String(sumValue)}.`
      : `Decimal numbers are not stored exactly (0.1 + 0.2 gives 0.30000000000000004), so \`${whole}\` may be ${negated ? 'true' : 'false'} even where the numbers agree on paper.`;
    return {
      at: node,
      message: `${why} Compare the difference with a small tolerance instead: \`${fixed}\`.`,
      edit: editOf(check, node.getStart(check.file), node.getEnd(), fixed),
    };
  },
};
