/**
 * An accumulator set back to its start inside the loop that should add to it: `total = 0;` (or
 * `let total = 0;`, `result = []`, `text = ''`) on every pass of a loop that then adds to it, so
 * each pass starts again and only the last one counts. In for, for…of, while and do-while loops
 * and `forEach` callbacks.
 *
 * Told only where the start is set unconditionally at the level of the loop that adds (a reset in
 * an outer loop for an inner loop's sum is right, as is one under an `if`), and where the sum is
 * wanted past the loop: read after it, or, for one declared inside, hidden by its declaration.
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type Edit, type TypedRule, editOf, text } from '../ts-tools';
import {
  type Loop,
  aloneOnLines,
  declarationKeyword,
  deleteLines,
  indentOf,
  inner,
  isItemCallback,
  loopStatement,
  outer,
  readsOf,
  referencesOf,
  repeatingLoop,
  within,
  writeAt,
  writesOf,
} from './facts';

type Start = 'number' | 'text' | 'list' | 'object' | 'collection';

/** The kind of start value an accumulator is set to: `0`, `1`, `''`, `[]`, `{}`, `new Set()`. */
function startOf(ts: typeof TS, node: TS.Expression | undefined): Start | undefined {
  if (!node) return undefined;
  const e = inner(ts, node);
  if (ts.isNumericLiteral(e)) return e.text === '0' || e.text === '1' ? 'number' : undefined;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e))
    return e.text === '' ? 'text' : undefined;
  if (ts.isArrayLiteralExpression(e)) return e.elements.length === 0 ? 'list' : undefined;
  if (ts.isObjectLiteralExpression(e)) return e.properties.length === 0 ? 'object' : undefined;
  if (
    ts.isNewExpression(e) &&
    ts.isIdentifier(e.expression) &&
    /^(?:Set|Map)$/.test(e.expression.text) &&
    !e.arguments?.length
  )
    return 'collection';
  return undefined;
}

/** Whether two start values are the same one (`''` and `""` are). */
function sameStart(ts: typeof TS, a: TS.Expression, b: TS.Expression | undefined): boolean {
  if (!b) return false;
  const kind = startOf(ts, a);
  if (!kind || kind !== startOf(ts, b)) return false;
  const x = inner(ts, a);
  const y = inner(ts, b);
  if (ts.isNumericLiteral(x) && ts.isNumericLiteral(y)) return x.text === y.text;
  if (ts.isNewExpression(x) && ts.isNewExpression(y))
    return x.expression.getText() === y.expression.getText();
  return true;
}

const ADDING_METHODS = new Set(['push', 'unshift', 'add', 'set']);

/** Whether this reference adds to the variable: `+=`, `++`, `x = x + …`, `x.push(…)`, `x[k] = …`. */
function adds(check: TypeCheck, id: TS.Identifier, symbol: TS.Symbol): boolean {
  const { ts, checker } = check;
  const write = writeAt(check, id);
  if (write) {
    if (write.kind === 'compound') {
      const op = write.operator;
      return (
        op === ts.SyntaxKind.PlusEqualsToken ||
        op === ts.SyntaxKind.MinusEqualsToken ||
        op === ts.SyntaxKind.AsteriskEqualsToken
      );
    }
    if (write.kind === 'update') return true;
    if (write.kind === 'assign' && write.value) {
      let uses = false;
      const visit = (n: TS.Node): void => {
        if (ts.isIdentifier(n) && checker.getSymbolAtLocation(n) === symbol) uses = true;
        if (!uses) ts.forEachChild(n, visit);
      };
      visit(write.value);
      return uses;
    }
    return false;
  }
  const whole = outer(ts, id);
  const parent = whole.parent;
  if (!parent) return false;
  // `list.push(x)`, `seen.add(x)`
  if (
    ts.isPropertyAccessExpression(parent) &&
    parent.expression === whole &&
    ADDING_METHODS.has(parent.name.text) &&
    parent.parent &&
    ts.isCallExpression(parent.parent) &&
    parent.parent.expression === parent
  )
    return true;
  // `counts[word] = …`, `counts[word]++`
  if (ts.isElementAccessExpression(parent) && parent.expression === whole) {
    const target = outer(ts, parent);
    const around = target.parent;
    if (!around) return false;
    if (ts.isBinaryExpression(around) && around.left === target)
      return (
        around.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
        around.operatorToken.kind <= ts.SyntaxKind.LastAssignment
      );
    return (
      (ts.isPrefixUnaryExpression(around) || ts.isPostfixUnaryExpression(around)) &&
      (around.operator === ts.SyntaxKind.PlusPlusToken ||
        around.operator === ts.SyntaxKind.MinusMinusToken)
    );
  }
  return false;
}

/** The loop whose body block `statement` stands in, directly. */
function loopAround(ts: typeof TS, statement: TS.Statement): Loop | undefined {
  const block = statement.parent;
  if (!block || !ts.isBlock(block)) return undefined;
  const loop = block.parent;
  if (!loop) return undefined;
  if (ts.isIterationStatement(loop, false)) return loop.statement === block ? loop : undefined;
  if (isItemCallback(ts, loop) && loop.body === block) {
    // Only forEach: `map` and the others give each pass's value back, so a fresh start is right.
    const call = loop.parent as TS.CallExpression;
    const callee = call.expression as TS.PropertyAccessExpression;
    return callee.name.text === 'forEach' ? loop : undefined;
  }
  return undefined;
}

/** The places the loop itself (not a loop inside it) adds to the variable. */
function addsInLoop(
  check: TypeCheck,
  symbol: TS.Symbol,
  loop: Loop,
  except: TS.Node,
): TS.Identifier[] {
  return referencesOf(check, symbol).filter(
    (id) =>
      !within(id, except) &&
      within(id, loop) &&
      repeatingLoop(check.ts, id) === loop &&
      adds(check, id, symbol),
  );
}

/** Whether a loop inside this one adds to the variable too: a start per pass is then right. */
function addsDeeper(check: TypeCheck, symbol: TS.Symbol, loop: Loop): boolean {
  return referencesOf(check, symbol).some(
    (id) => within(id, loop) && repeatingLoop(check.ts, id) !== loop && adds(check, id, symbol),
  );
}

/** Whether the variable is read somewhere after the loop. */
function readAfter(check: TypeCheck, symbol: TS.Symbol, loop: Loop): boolean {
  const end = loopStatement(check.ts, loop).getEnd();
  return readsOf(check, symbol).some((id) => id.getStart(check.file) >= end);
}

/** A name used after the loop that nothing declares there: the sum the loop was to give. */
function missingAfter(check: TypeCheck, name: string, loop: Loop): TS.Identifier | undefined {
  const { ts, checker } = check;
  const statement = loopStatement(ts, loop);
  let scope: TS.Node = statement;
  while (scope.parent && !ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  let found: TS.Identifier | undefined;
  const visit = (n: TS.Node): void => {
    if (found) return;
    if (
      ts.isIdentifier(n) &&
      n.text === name &&
      n.getStart(check.file) >= statement.getEnd() &&
      !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n) &&
      !(ts.isPropertyAssignment(n.parent) && n.parent.name === n) &&
      !checker.getSymbolAtLocation(n)
    )
      found = n;
    ts.forEachChild(n, visit);
  };
  visit(scope);
  return found;
}

/**
 * Whether a pass can end before the reset (`return` in a callback, `continue`, `break` above it):
 * then the reset is not on every pass, as in a group sent on and started again when complete.
 */
function leavesEarly(ts: typeof TS, reset: TS.Statement): boolean {
  const block = reset.parent as TS.Block;
  const before = block.statements.slice(0, block.statements.indexOf(reset));
  let leaves = false;
  const visit = (n: TS.Node): void => {
    if (leaves || ts.isFunctionLike(n) || ts.isClassLike(n)) return;
    if (ts.isReturnStatement(n) || ts.isContinueStatement(n) || ts.isBreakStatement(n))
      leaves = true;
    else ts.forEachChild(n, visit);
  };
  before.forEach(visit);
  return leaves;
}

/** Whether the pass uses what it added before setting it back (`groups.push(line); line = ''`). */
function flushedBefore(
  check: TypeCheck,
  symbol: TS.Symbol,
  adding: readonly TS.Identifier[],
  reset: TS.Statement,
  loop: Loop,
): boolean {
  const at = reset.getStart(check.file);
  const first = adding.find((id) => id.getStart(check.file) < at);
  if (!first) return false;
  const from = first.getEnd();
  return readsOf(check, symbol).some(
    (id) =>
      within(id, loop) &&
      !adding.includes(id) &&
      id.getStart(check.file) > from &&
      id.getStart(check.file) < at,
  );
}

/** Whether nothing else gives the variable a value between its declaration and the loop. */
function untouchedBefore(check: TypeCheck, symbol: TS.Symbol, loop: Loop): boolean {
  const start = loopStatement(check.ts, loop).getStart(check.file);
  return writesOf(check, symbol).every(
    (w) => w.kind === 'init' || w.target.getStart(check.file) >= start,
  );
}

/**
 * Moves the declaration `statement` to just before the loop: one edit over the loop's first
 * lines, when the loop and the declaration each stand alone on their lines.
 */
function moveBefore(check: TypeCheck, statement: TS.Statement, loop: Loop): Edit | undefined {
  const { ts } = check;
  const anchor: TS.Node = ts.isIterationStatement(loop, false)
    ? loop
    : (loop.parent as TS.Node).parent;
  const list = anchor.parent;
  if (!list || !(ts.isBlock(list) || ts.isSourceFile(list) || ts.isCaseClause(list))) return;
  if (!ts.isStatement(anchor) || !aloneOnLines(check, statement)) return;
  const source = check.file.text;
  const anchorStart = anchor.getStart(check.file);
  const anchorLine = source.lastIndexOf('\n', anchorStart - 1) + 1;
  if (source.slice(anchorLine, anchorStart).trim() !== '') return;
  const declStart = statement.getStart(check.file);
  const declLine = source.lastIndexOf('\n', declStart - 1) + 1;
  const declEnd = source.indexOf('\n', statement.getEnd());
  if (declEnd === -1) return;
  const moved = `${indentOf(check, anchor)}${text(check, statement)}\n${source.slice(anchorLine, declLine)}`;
  return editOf(check, anchorLine, declEnd + 1, moved);
}

function loopWords(ts: typeof TS, loop: Loop): string {
  return ts.isIterationStatement(loop, false) ? 'the loop' : 'the `forEach` callback';
}

export const resetInLoop: TypedRule = {
  family: 'reset-in-loop',
  check(node, check) {
    const { ts, checker } = check;
    // `total = 0;` inside the loop, for a `total` declared before it.
    if (ts.isExpressionStatement(node)) {
      const e = node.expression;
      if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
        return null;
      const target = inner(ts, e.left);
      if (!ts.isIdentifier(target) || !startOf(ts, e.right)) return null;
      const loop = loopAround(ts, node);
      const symbol = checker.getSymbolAtLocation(target);
      const declaration = symbol?.valueDeclaration;
      if (!loop || !symbol || !declaration || declaration.getSourceFile() !== check.file)
        return null;
      if (!ts.isVariableDeclaration(declaration) || within(declaration, loop)) return null;
      const adding = addsInLoop(check, symbol, loop, node);
      if (adding.length === 0 || !readAfter(check, symbol, loop)) return null;
      if (addsDeeper(check, symbol, loop)) return null;
      if (leavesEarly(ts, node) || flushedBefore(check, symbol, adding, node, loop)) return null;
      const name = target.text;
      const reset = text(check, e);
      const already =
        declaration.getStart(check.file) < loop.getStart(check.file) &&
        sameStart(ts, e.right, declaration.initializer) &&
        untouchedBefore(check, symbol, loop);
      const edit = already ? deleteLines(check, node) : undefined;
      return {
        at: node,
        message: `\`${reset}\` runs on every pass of ${loopWords(ts, loop)}, so \`${name}\` starts again each time and only the last pass counts. ${already ? `\`${name}\` already starts at \`${text(check, e.right)}\` before the loop: take this line out.` : `Set it once, before the loop.`}`,
        ...(edit ? { edit } : {}),
      };
    }
    // `let total = 0;` inside the loop.
    if (!ts.isVariableStatement(node)) return null;
    const loop = loopAround(ts, node);
    if (!loop) return null;
    const declarations = node.declarationList.declarations;
    for (const declaration of declarations) {
      const name = declaration.name;
      const start = startOf(ts, declaration.initializer);
      if (!ts.isIdentifier(name) || !start) continue;
      const keyword = declarationKeyword(ts, declaration);
      if (keyword === 'const' && (start === 'number' || start === 'text')) continue;
      const symbol = checker.getSymbolAtLocation(name);
      if (!symbol) continue;
      const adding = addsInLoop(check, symbol, loop, declaration);
      if (adding.length === 0 || addsDeeper(check, symbol, loop)) continue;
      const statement = loopStatement(ts, loop);
      const shown = `${keyword ?? 'let'} ${text(check, declaration)}`;
      const lead = `\`${shown}\` inside ${loopWords(ts, loop)} makes \`${name.text}\` anew on every pass, so what each pass adds is lost.`;
      const single = declarations.length === 1;
      // It hides a variable of the same name declared before the loop, which never changes.
      const hidden = checker.resolveName(name.text, statement, ts.SymbolFlags.Variable, false);
      const hiddenDeclaration = hidden?.valueDeclaration;
      if (
        hidden &&
        hidden !== symbol &&
        hiddenDeclaration &&
        hiddenDeclaration.getSourceFile() === check.file &&
        ts.isVariableDeclaration(hiddenDeclaration) &&
        readAfter(check, hidden, loop)
      ) {
        const same =
          single &&
          sameStart(ts, declaration.initializer as TS.Expression, hiddenDeclaration.initializer) &&
          untouchedBefore(check, hidden, loop);
        const edit = same ? deleteLines(check, node) : undefined;
        return {
          at: node,
          message: `${lead} It also hides the \`${name.text}\` declared before the loop, which stays as it was. ${same ? 'Take this line out: the one before the loop is the one to add to.' : `Set the \`${name.text}\` before the loop instead of declaring a new one here.`}`,
          ...(edit ? { edit } : {}),
        };
      }
      const wanted =
        (keyword === 'var' && readAfter(check, symbol, loop)) ||
        (keyword !== 'var' && !!missingAfter(check, name.text, loop)) ||
        once(check, symbol, adding, start, node);
      if (!wanted) continue;
      const edit = single ? moveBefore(check, node, loop) : undefined;
      return {
        at: node,
        message: `${lead} Declare it once, before the loop.`,
        ...(edit ? { edit } : {}),
      };
    }
    return null;
  },
};

/**
 * `let total = 0; total += x;` once per pass, then `total` read: the sum is always just `x`,
 * which no one writes on purpose. Numbers and text only (a new row list per pass is common).
 */
function once(
  check: TypeCheck,
  symbol: TS.Symbol,
  adding: readonly TS.Identifier[],
  start: Start,
  declaration: TS.Statement,
): boolean {
  const { ts } = check;
  if ((start !== 'number' && start !== 'text') || adding.length !== 1) return false;
  const id = adding[0] as TS.Identifier;
  const write = writeAt(check, id);
  if (!write || (write.kind !== 'compound' && write.kind !== 'update')) return false;
  const statement = write.node.parent;
  if (!statement || !ts.isExpressionStatement(statement) || statement.parent !== declaration.parent)
    return false;
  // The start must leave the value as it is: 0 for + and -, 1 for *.
  const value = inner(
    ts,
    (declaration as TS.VariableStatement).declarationList.declarations.find(
      (d) => check.checker.getSymbolAtLocation(d.name) === symbol,
    )?.initializer as TS.Expression,
  );
  const multiplies = write.operator === ts.SyntaxKind.AsteriskEqualsToken;
  if (ts.isNumericLiteral(value) && value.text !== (multiplies ? '1' : '0')) return false;
  const end = statement.getEnd();
  return readsOf(check, symbol).some((r) => r !== id && r.getStart(check.file) >= end);
}
