/**
 * An index one past the end of a list (or text): `i <= arr.length` in a `for`, `while` or
 * `do…while` whose body reads `arr[i]`, `i < arr.length + 1`, a count down from `arr.length`
 * with `arr[i]` read first, and `arr[arr.length]` (or `arr[n]` for `const n = arr.length`)
 * read. The last index is `length - 1`: the last pass (or the read) gets `undefined`.
 *
 * A body that looks at `i === arr.length` itself (to finish a word at the end) is left alone,
 * as are `arr[i - 1]` with `i <= arr.length` and `arr[arr.length] = x`, which adds at the end.
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type TypedRule, editOf, text } from '../ts-tools';
import { inner, isPlainReference, numberLiteral, onlyValue, outer, valueBefore } from './facts';

/** The list whose length `node` is: `xs` for `xs.length`, or for `n` with `const n = xs.length`. */
function lengthOf(check: TypeCheck, node: TS.Expression): TS.Expression | undefined {
  const { ts, checker } = check;
  const e = inner(ts, node);
  if (ts.isPropertyAccessExpression(e) && e.name.text === 'length') return e.expression;
  if (ts.isIdentifier(e)) {
    const symbol = checker.getSymbolAtLocation(e);
    if (!symbol?.valueDeclaration || symbol.valueDeclaration.getSourceFile() !== check.file)
      return undefined;
    const value = onlyValue(check, symbol);
    if (!value) return undefined;
    const v = inner(ts, value);
    if (ts.isPropertyAccessExpression(v) && v.name.text === 'length') return v.expression;
  }
  return undefined;
}

/** Whether `a` and `b` are written the same and name the same thing: `xs`, `this.items`. */
function same(check: TypeCheck, a: TS.Expression, b: TS.Expression): boolean {
  const { ts } = check;
  const x = inner(ts, a);
  const y = inner(ts, b);
  if (text(check, x) !== text(check, y)) return false;
  if (ts.isIdentifier(x) && ts.isIdentifier(y))
    return check.checker.getSymbolAtLocation(x) === check.checker.getSymbolAtLocation(y);
  return isPlainReference(ts, x);
}

function isName(ts: typeof TS, node: TS.Expression, name: string): boolean {
  const e = inner(ts, node);
  return ts.isIdentifier(e) && e.text === name;
}

/** Whether the element access is what an assignment writes: `list[i] = x`. */
function isWritten(ts: typeof TS, n: TS.ElementAccessExpression): boolean {
  const whole = outer(ts, n);
  const parent = whole.parent;
  return (
    !!parent &&
    ts.isBinaryExpression(parent) &&
    parent.left === whole &&
    parent.operatorToken.kind === ts.SyntaxKind.EqualsToken
  );
}

/**
 * Where the body reads `list[i]` (or `list.charAt(i)`, `list.at(i)`); with `writes`, also where
 * it writes `list[i] = …`.
 */
function readsAt(
  check: TypeCheck,
  body: TS.Node,
  list: TS.Expression,
  index: string,
  writes = true,
): TS.Node | undefined {
  const { ts } = check;
  let found: TS.Node | undefined;
  const visit = (n: TS.Node): void => {
    if (found) return;
    if (
      ts.isElementAccessExpression(n) &&
      isName(ts, n.argumentExpression, index) &&
      same(check, n.expression, list) &&
      (writes || !isWritten(ts, n))
    )
      found = n;
    else if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      /^(?:charAt|at)$/.test(n.expression.name.text) &&
      n.arguments.length === 1 &&
      isName(ts, n.arguments[0] as TS.Expression, index) &&
      same(check, n.expression.expression, list)
    )
      found = n;
    ts.forEachChild(n, visit);
  };
  visit(body);
  return found;
}

/** Whether the body itself looks at the end: `i === list.length`, `i < list.length`, `list[i] === undefined`. */
function handlesEnd(check: TypeCheck, body: TS.Node, list: TS.Expression, index: string): boolean {
  const { ts } = check;
  let found = false;
  const visit = (n: TS.Node): void => {
    if (found) return;
    if (ts.isBinaryExpression(n)) {
      const sides = [n.left, n.right];
      const hasIndex = sides.some((s) => isName(ts, s, index));
      const hasEnd = sides.some((s) => {
        const owner = lengthOf(check, s);
        return !!owner && same(check, owner, list);
      });
      const undefinedCheck = sides.some((s) => {
        const e = inner(ts, s);
        return ts.isIdentifier(e) && e.text === 'undefined';
      });
      if ((hasIndex && hasEnd) || undefinedCheck) found = true;
    }
    ts.forEachChild(n, visit);
  };
  visit(body);
  return found;
}

interface Bound {
  list: TS.Expression;
  index: string;
  /** The edit that makes the test stop before the end. */
  from: number;
  to: number;
  fixed: string;
}

/** `i <= list.length`, `list.length >= i`, `i < list.length + 1`: the test that lets `i` reach the length. */
function pastEnd(check: TypeCheck, test: TS.Expression): Bound | undefined {
  const { ts } = check;
  const t = inner(ts, test);
  if (!ts.isBinaryExpression(t)) return undefined;
  const op = t.operatorToken.kind;
  const token = t.operatorToken;
  const at = token.getStart(check.file);
  const index = (e: TS.Expression) => {
    const x = inner(ts, e);
    return ts.isIdentifier(x) ? x.text : undefined;
  };
  const plusOne = (e: TS.Expression) => {
    const x = inner(ts, e);
    if (
      ts.isBinaryExpression(x) &&
      x.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      numberLiteral(ts, x.right) === 1
    )
      return x;
    return undefined;
  };
  if (op === ts.SyntaxKind.LessThanEqualsToken || op === ts.SyntaxKind.GreaterThanEqualsToken) {
    const [i, bound] =
      op === ts.SyntaxKind.LessThanEqualsToken ? [t.left, t.right] : [t.right, t.left];
    const name = index(i);
    const list = lengthOf(check, bound);
    if (!name || !list) return undefined;
    const fixed = op === ts.SyntaxKind.LessThanEqualsToken ? '<' : '>';
    return { list, index: name, from: at, to: token.getEnd(), fixed };
  }
  if (op === ts.SyntaxKind.LessThanToken || op === ts.SyntaxKind.GreaterThanToken) {
    const [i, bound] = op === ts.SyntaxKind.LessThanToken ? [t.left, t.right] : [t.right, t.left];
    const name = index(i);
    const sum = plusOne(bound);
    const list = sum ? lengthOf(check, sum.left) : undefined;
    if (!name || !sum || !list) return undefined;
    return {
      list,
      index: name,
      from: sum.getStart(check.file),
      to: sum.getEnd(),
      fixed: text(check, sum.left),
    };
  }
  return undefined;
}

/** Whether anything adds to the list: `list.push(…)`, `list[k] = …`, `list.length = …`. */
function grows(check: TypeCheck, list: TS.Expression): boolean {
  const { ts } = check;
  let found = false;
  const visit = (n: TS.Node): void => {
    if (found) return;
    if (
      ts.isPropertyAccessExpression(n) &&
      same(check, n.expression, list) &&
      /^(?:push|unshift|splice|length)$/.test(n.name.text) &&
      !(n.name.text === 'length' && !(ts.isBinaryExpression(n.parent) && n.parent.left === n))
    )
      found = true;
    if (
      ts.isElementAccessExpression(n) &&
      same(check, n.expression, list) &&
      ts.isBinaryExpression(n.parent) &&
      n.parent.left === n
    )
      found = true;
    ts.forEachChild(n, visit);
  };
  visit(check.file);
  return found;
}

/** The loop's test and body, for the three loops with a test. */
function partsOf(
  ts: typeof TS,
  node: TS.Node,
): { test: TS.Expression; body: TS.Statement } | undefined {
  if (ts.isForStatement(node))
    return node.condition ? { test: node.condition, body: node.statement } : undefined;
  if (ts.isWhileStatement(node) || ts.isDoStatement(node))
    return { test: node.expression, body: node.statement };
  return undefined;
}

/** `for (let i = list.length; i >= 0; i--)` with `list[i]` read: starts one past the end. */
function startsPastEnd(check: TypeCheck, node: TS.ForStatement) {
  const { ts } = check;
  const init = node.initializer;
  if (!init || !ts.isVariableDeclarationList(init)) return null;
  const d = init.declarations[0];
  if (!d || !ts.isIdentifier(d.name) || !d.initializer) return null;
  const v = inner(ts, d.initializer);
  if (!ts.isPropertyAccessExpression(v) || v.name.text !== 'length') return null;
  const step = node.incrementor && inner(ts, node.incrementor);
  const down =
    !!step &&
    (((ts.isPostfixUnaryExpression(step) || ts.isPrefixUnaryExpression(step)) &&
      step.operator === ts.SyntaxKind.MinusMinusToken) ||
      (ts.isBinaryExpression(step) && step.operatorToken.kind === ts.SyntaxKind.MinusEqualsToken));
  const name = d.name.text;
  if (!down || !readsAt(check, node.statement, v.expression, name, false)) return null;
  const list = text(check, v.expression);
  return {
    at: node,
    message: `\`${name}\` starts at \`${list}.length\`, one past the last index, so \`${list}[${name}]\` is undefined on the first pass. Start at \`${list}.length - 1\`.`,
    edit: editOf(check, v.getStart(check.file), v.getEnd(), `${list}.length - 1`),
  };
}

/** `i--` or `i -= k` as a statement of its own. */
function countsDown(ts: typeof TS, statement: TS.Node, name: string): boolean {
  if (!ts.isExpressionStatement(statement)) return false;
  const e = inner(ts, statement.expression);
  if (
    (ts.isPostfixUnaryExpression(e) || ts.isPrefixUnaryExpression(e)) &&
    isName(ts, e.operand, name)
  )
    return e.operator === ts.SyntaxKind.MinusMinusToken;
  return (
    ts.isBinaryExpression(e) &&
    e.operatorToken.kind === ts.SyntaxKind.MinusEqualsToken &&
    isName(ts, e.left, name)
  );
}

/** `let i = list.length; while (i >= 0) { … list[i] …; i--; }`: the first read is past the end. */
function whileStartsPastEnd(check: TypeCheck, node: TS.WhileStatement) {
  const { ts } = check;
  const t = inner(ts, node.expression);
  if (!ts.isBinaryExpression(t)) return null;
  const counter = [t.left, t.right].map((x) => inner(ts, x)).find(ts.isIdentifier);
  if (!counter) return null;
  const name = counter.text;
  const start = valueBefore(check, node, name);
  const v = start && inner(ts, start);
  if (!v || !ts.isPropertyAccessExpression(v) || v.name.text !== 'length') return null;
  const statements = ts.isBlock(node.statement) ? node.statement.statements : [node.statement];
  // The item read before the counter steps down.
  for (const statement of statements) {
    if (countsDown(ts, statement, name)) break;
    if (!readsAt(check, statement, v.expression, name, false)) continue;
    const list = text(check, v.expression);
    return {
      at: v,
      message: `\`${name}\` starts at \`${list}.length\`, one past the last index, so \`${list}[${name}]\` is undefined on the first pass. Start at \`${list}.length - 1\`.`,
      edit: editOf(check, v.getStart(check.file), v.getEnd(), `${list}.length - 1`),
    };
  }
  return null;
}

export const offByOneBound: TypedRule = {
  family: 'off-by-one-bound',
  check(node, check) {
    const { ts } = check;
    // `list[list.length]` read, or `list[n]` with `const n = list.length`.
    if (ts.isElementAccessExpression(node)) {
      const owner = lengthOf(check, node.argumentExpression);
      if (!owner || !same(check, owner, node.expression)) return null;
      // `const n = list.length; list.push(x); list[n]` is the new last item.
      if (!ts.isPropertyAccessExpression(inner(ts, node.argumentExpression)) && grows(check, owner))
        return null;
      const whole = outer(ts, node);
      const parent = whole.parent;
      if (
        parent &&
        ts.isBinaryExpression(parent) &&
        parent.left === whole &&
        parent.operatorToken.kind === ts.SyntaxKind.EqualsToken
      )
        return null;
      const list = text(check, node.expression);
      const index = text(check, node.argumentExpression);
      return {
        at: node,
        message: `\`${list}[${index}]\` is one past the last item, so it is undefined: indexes go from 0 to \`${index} - 1\`. The last item is \`${list}[${index} - 1]\`.`,
        edit: editOf(
          check,
          node.argumentExpression.getStart(check.file),
          node.argumentExpression.getEnd(),
          `${index} - 1`,
        ),
      };
    }
    if (ts.isForStatement(node)) {
      const found = startsPastEnd(check, node);
      if (found) return found;
    }
    if (ts.isWhileStatement(node)) {
      const found = whileStartsPastEnd(check, node);
      if (found) return found;
    }
    const parts = partsOf(ts, node);
    if (!parts) return null;
    const bound = pastEnd(check, parts.test);
    if (!bound) return null;
    if (!readsAt(check, parts.body, bound.list, bound.index)) return null;
    if (handlesEnd(check, parts.body, bound.list, bound.index)) return null;
    const list = text(check, bound.list);
    const i = bound.index;
    const test = text(check, parts.test);
    return {
      at: parts.test,
      message: `\`${test}\` lets \`${i}\` reach \`${list}.length\`, one past the last index, so \`${list}[${i}]\` is undefined on the last pass. Stop before the length: \`${i} < ${list}.length\`.`,
      edit: editOf(check, bound.from, bound.to, bound.fixed),
    };
  },
};
