/**
 * A loop whose body runs zero times because of its bounds: `for (let i = 10; i < 0; i++)`,
 * `for (let i = arr.length - 1; i < 0; i--)`, `for (let i = 0; i > 10; i++)`, or
 * `let n = 3; while (n > 10)`. Its test is false from the start, so the loop is skipped.
 *
 * (ESLint's for-direction names a counter going the wrong way, which is another mistake.) The
 * start is known only from what is written: a number, a constant, a list's length, or, for a
 * `while`, the value the counter is set to in the lines just before.
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type TypedRule, editOf, text } from '../ts-tools';
import { inner, isListType, isStringType, numberLiteral, onlyValue, valueBefore } from './facts';

/** What a value may be: from `low` to `high` (a list's length is at least 0). */
interface Range {
  low: number;
  high: number;
  /** `xs.length` or `xs.length - k`: k. */
  fromLength?: number;
}

/** The values an expression surely lies between, when it says. */
function rangeOf(check: TypeCheck, node: TS.Expression, depth = 0): Range | undefined {
  const { ts, checker } = check;
  const e = inner(ts, node);
  const literal = numberLiteral(ts, e);
  if (literal !== undefined) return { low: literal, high: literal };
  if (depth > 3) return undefined;
  if (ts.isIdentifier(e)) {
    const symbol = checker.getSymbolAtLocation(e);
    const declaration = symbol?.valueDeclaration;
    if (!symbol || !declaration || declaration.getSourceFile() !== check.file) return undefined;
    if (!ts.isVariableDeclaration(declaration)) return undefined;
    const value = onlyValue(check, symbol);
    return value ? rangeOf(check, value, depth + 1) : undefined;
  }
  if (ts.isPropertyAccessExpression(e) && e.name.text === 'length') {
    // A length is never below 0 (a parameter's list, of no known type, too).
    const owner = checker.getTypeAtLocation(e.expression);
    const isAny = (owner.getFlags() & ts.TypeFlags.Any) !== 0;
    if (isAny || isListType(check, owner) || isStringType(check, owner))
      return { low: 0, high: Infinity, fromLength: 0 };
    return undefined;
  }
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op !== ts.SyntaxKind.PlusToken && op !== ts.SyntaxKind.MinusToken) return undefined;
    const a = rangeOf(check, e.left, depth + 1);
    const b = numberLiteral(ts, e.right);
    if (!a || b === undefined) return undefined;
    const k = op === ts.SyntaxKind.PlusToken ? b : -b;
    return {
      low: a.low + k,
      high: a.high + k,
      ...(a.fromLength !== undefined ? { fromLength: a.fromLength - k } : {}),
    };
  }
  return undefined;
}

type Compare = '<' | '<=' | '>' | '>=' | '===' | '!==';

const FLIPPED: Record<Compare, Compare> = {
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
  '===': '===',
  '!==': '!==',
};

function compareOf(ts: typeof TS, kind: TS.SyntaxKind): Compare | undefined {
  switch (kind) {
    case ts.SyntaxKind.LessThanToken:
      return '<';
    case ts.SyntaxKind.LessThanEqualsToken:
      return '<=';
    case ts.SyntaxKind.GreaterThanToken:
      return '>';
    case ts.SyntaxKind.GreaterThanEqualsToken:
      return '>=';
    case ts.SyntaxKind.EqualsEqualsEqualsToken:
    case ts.SyntaxKind.EqualsEqualsToken:
      return '===';
    case ts.SyntaxKind.ExclamationEqualsEqualsToken:
    case ts.SyntaxKind.ExclamationEqualsToken:
      return '!==';
    default:
      return undefined;
  }
}

/** Whether `a op b` is false for every a and b in their ranges. */
function surelyFalse(a: Range, op: Compare, b: Range): boolean {
  switch (op) {
    case '<':
      return a.low >= b.high;
    case '<=':
      return a.low > b.high;
    case '>':
      return a.high <= b.low;
    case '>=':
      return a.high < b.low;
    case '===':
      return a.high < b.low || b.high < a.low;
    case '!==':
      return a.low === a.high && b.low === b.high && a.low === b.low;
  }
}

/** `i++`, `i += 2` (1), `i--`, `i -= 1` (-1), for the counter named `name`. */
function stepOf(ts: typeof TS, node: TS.Node | undefined, name: string): number {
  if (!node) return 0;
  const e = ts.isExpressionStatement(node) ? node.expression : node;
  if (!ts.isExpression(e)) return 0;
  const x = inner(ts, e);
  const isCounter = (t: TS.Expression) => {
    const i = inner(ts, t);
    return ts.isIdentifier(i) && i.text === name;
  };
  if ((ts.isPostfixUnaryExpression(x) || ts.isPrefixUnaryExpression(x)) && isCounter(x.operand)) {
    if (x.operator === ts.SyntaxKind.PlusPlusToken) return 1;
    if (x.operator === ts.SyntaxKind.MinusMinusToken) return -1;
  }
  if (ts.isBinaryExpression(x) && isCounter(x.left)) {
    const amount = numberLiteral(ts, x.right);
    if (amount === undefined || amount === 0) return 0;
    if (x.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken) return Math.sign(amount);
    if (x.operatorToken.kind === ts.SyntaxKind.MinusEqualsToken) return -Math.sign(amount);
  }
  return 0;
}

/** The one step of the counter among the statements of a `while` body. */
function bodyStep(ts: typeof TS, body: TS.Statement, name: string): number {
  const statements = ts.isBlock(body) ? body.statements : [body];
  const steps = statements.map((s) => stepOf(ts, s, name)).filter((s) => s !== 0);
  return steps.length === 1 ? (steps[0] as number) : 0;
}

/** A counter that counts down wants `i >= 0` (or `i > 0` from the length itself). */
function countingDownTest(start: Range, op: Compare): Compare | undefined {
  if (op !== '<' && op !== '<=') return undefined;
  return start.fromLength === 0 ? '>' : '>=';
}

export const loopNeverRuns: TypedRule = {
  family: 'loop-never-runs',
  check(node, check) {
    const { ts } = check;
    let test: TS.Expression | undefined;
    let start: TS.Expression | undefined;
    let name = '';
    let step = 0;
    if (ts.isForStatement(node)) {
      test = node.condition;
      const init = node.initializer;
      if (!test) return null;
      const t = inner(ts, test);
      if (!ts.isBinaryExpression(t)) return null;
      const side = [inner(ts, t.left), inner(ts, t.right)].find(ts.isIdentifier);
      if (!side) return null;
      name = side.text;
      if (init && ts.isVariableDeclarationList(init)) {
        const d = init.declarations.find((x) => ts.isIdentifier(x.name) && x.name.text === name);
        start = d?.initializer;
      } else if (init) {
        const e = inner(ts, init);
        if (
          ts.isBinaryExpression(e) &&
          e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
          ts.isIdentifier(inner(ts, e.left)) &&
          (inner(ts, e.left) as TS.Identifier).text === name
        )
          start = e.right;
      } else if (!init) start = valueBefore(check, node, name);
      step = stepOf(ts, node.incrementor, name) || bodyStep(ts, node.statement, name);
    } else if (ts.isWhileStatement(node)) {
      test = node.expression;
      const t = inner(ts, test);
      if (!ts.isBinaryExpression(t)) return null;
      const side = [inner(ts, t.left), inner(ts, t.right)].find(ts.isIdentifier);
      if (!side) return null;
      name = side.text;
      start = valueBefore(check, node, name);
      step = bodyStep(ts, node.statement, name);
    } else return null;
    if (!test || !start) return null;
    const t = inner(ts, test) as TS.BinaryExpression;
    let op = compareOf(ts, t.operatorToken.kind);
    if (!op) return null;
    const left = inner(ts, t.left);
    const counterLeft = ts.isIdentifier(left) && left.text === name;
    const bound = counterLeft ? t.right : t.left;
    if (!counterLeft) op = FLIPPED[op];
    let from = rangeOf(check, start);
    const to = rangeOf(check, bound);
    if (!from || !to) return null;
    // Counting down from a list's end: the list is taken to hold something.
    if (step < 0 && from.fromLength !== undefined && from.low < 0)
      from = { ...from, low: Math.max(from.low, 1 - from.fromLength), high: Infinity };
    if (!surelyFalse(from, op, to)) return null;
    const shownTest = text(check, test);
    const startsAt = text(check, start);
    const down = step < 0 ? countingDownTest(from, op) : undefined;
    const up = step > 0 && (op === '>' || op === '>=') ? FLIPPED[op] : undefined;
    const better = down ?? up;
    const fixed = better ? `${name} ${better} ${text(check, bound)}` : undefined;
    const edit = fixed ? editOf(check, t.getStart(check.file), t.getEnd(), fixed) : undefined;
    return {
      at: node,
      message: `\`${name}\` starts at \`${startsAt}\`, where \`${shownTest}\` is already false, so the loop's body never runs.${fixed ? ` The test says when to go on, not when to stop: ${step < 0 ? 'counting down' : 'counting up'}, write \`${fixed}\`.` : ' The test says when to go on, not when to stop: check it against the start.'}`,
      ...(edit ? { edit } : {}),
    };
  },
};
