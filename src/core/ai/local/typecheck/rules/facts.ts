/**
 * What several rules ask of the checked file: the variables a name refers to and every place
 * that gives them a value, the loop that repeats a line, a number written in, a whole line as an
 * edit. Built on the checker's symbols, so a name is never mixed up with another of its spelling.
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type Edit, editOf } from '../ts-tools';

/** The expression inside any parentheses. */
export function inner(ts: typeof TS, e: TS.Expression): TS.Expression {
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  return e;
}

/** The node with the parentheses written around it. */
export function outer(ts: typeof TS, node: TS.Node): TS.Node {
  let n = node;
  while (n.parent && ts.isParenthesizedExpression(n.parent)) n = n.parent;
  return n;
}

/** The number a literal says: `3`, `-0.5`, `+2`. */
export function numberLiteral(ts: typeof TS, node: TS.Expression): number | undefined {
  const e = inner(ts, node);
  if (ts.isNumericLiteral(e)) return Number(e.text);
  if (
    ts.isPrefixUnaryExpression(e) &&
    (e.operator === ts.SyntaxKind.MinusToken || e.operator === ts.SyntaxKind.PlusToken)
  ) {
    const value = numberLiteral(ts, e.operand);
    if (value === undefined) return undefined;
    return e.operator === ts.SyntaxKind.MinusToken ? -value : value;
  }
  return undefined;
}

export function isAssignmentOperator(ts: typeof TS, kind: TS.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

export function isEqualityOperator(ts: typeof TS, kind: TS.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    kind === ts.SyntaxKind.EqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsToken
  );
}

export function isNegatedEquality(ts: typeof TS, kind: TS.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsToken
  );
}

// --- Variables and their values ------------------------------------------------------------------

interface FileFacts {
  checker: TS.TypeChecker;
  references: Map<TS.Symbol, TS.Identifier[]>;
}

const factsOf = new WeakMap<TS.SourceFile, FileFacts>();

/** Every identifier of the file, by the symbol it names (found once per checked file). */
function fileFacts(check: TypeCheck): FileFacts {
  const { ts, checker, file } = check;
  const known = factsOf.get(file);
  if (known && known.checker === checker) return known;
  const references = new Map<TS.Symbol, TS.Identifier[]>();
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      if (symbol) {
        const list = references.get(symbol);
        if (list) list.push(node);
        else references.set(symbol, [node]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const facts = { checker, references };
  factsOf.set(file, facts);
  return facts;
}

/** The identifiers of the file that name `symbol` (its declaration's name among them). */
export function referencesOf(check: TypeCheck, symbol: TS.Symbol): readonly TS.Identifier[] {
  return fileFacts(check).references.get(symbol) ?? [];
}

/** The variable (or parameter) of this file an identifier names. */
export function localSymbol(check: TypeCheck, node: TS.Node): TS.Symbol | undefined {
  const { ts, checker } = check;
  if (!ts.isIdentifier(node)) return undefined;
  const symbol = checker.getSymbolAtLocation(node);
  const declaration = symbol?.valueDeclaration;
  if (!symbol || !declaration || declaration.getSourceFile() !== check.file) return undefined;
  if (!ts.isVariableDeclaration(declaration) && !ts.isParameter(declaration)) return undefined;
  return symbol;
}

/** One place that gives a variable a value. */
export interface Write {
  /** The identifier written. */
  target: TS.Identifier;
  /** The declaration, assignment or `++`/`--` that writes it. */
  node: TS.Node;
  /**
   * 'init' (declared with a value), 'assign' (`=`), 'compound' (`+=`…), 'update' (`++`, `--`),
   * 'param', 'loop' (a for…of / for…in variable), 'other' (destructuring, a catch…).
   */
  kind: 'init' | 'assign' | 'compound' | 'update' | 'param' | 'loop' | 'other';
  /** The value written (for init, assign and compound). */
  value?: TS.Expression;
  operator?: TS.SyntaxKind;
}

/** How the identifier is written to, if it is. */
export function writeAt(check: TypeCheck, id: TS.Identifier): Write | undefined {
  const { ts } = check;
  const parent = id.parent;
  if (ts.isVariableDeclaration(parent) && parent.name === id) {
    const list = parent.parent;
    if (ts.isCatchClause(list)) return { target: id, node: parent, kind: 'other' };
    const loop = ts.isVariableDeclarationList(list) ? list.parent : undefined;
    if (loop && (ts.isForOfStatement(loop) || ts.isForInStatement(loop)))
      return { target: id, node: parent, kind: 'loop' };
    return parent.initializer
      ? { target: id, node: parent, kind: 'init', value: parent.initializer }
      : undefined;
  }
  if (ts.isParameter(parent) && parent.name === id)
    return { target: id, node: parent, kind: 'param' };
  if (ts.isBindingElement(parent)) return { target: id, node: parent, kind: 'other' };
  const whole = outer(ts, id);
  const around = whole.parent;
  if (!around) return undefined;
  if (ts.isBinaryExpression(around) && around.left === whole) {
    const op = around.operatorToken.kind;
    if (op === ts.SyntaxKind.EqualsToken)
      return { target: id, node: around, kind: 'assign', value: around.right, operator: op };
    if (isAssignmentOperator(ts, op))
      return { target: id, node: around, kind: 'compound', value: around.right, operator: op };
  }
  if (
    (ts.isPrefixUnaryExpression(around) || ts.isPostfixUnaryExpression(around)) &&
    (around.operator === ts.SyntaxKind.PlusPlusToken ||
      around.operator === ts.SyntaxKind.MinusMinusToken)
  )
    return { target: id, node: around, kind: 'update', operator: around.operator };
  if (ts.isForOfStatement(around) || ts.isForInStatement(around))
    return around.initializer === whole ? { target: id, node: around, kind: 'loop' } : undefined;
  if (
    ts.isArrayLiteralExpression(around) ||
    ts.isShorthandPropertyAssignment(around) ||
    ts.isPropertyAssignment(around) ||
    ts.isSpreadElement(around)
  ) {
    // `[a, b] = [b, a]`: a write only when the literal is itself assigned to.
    let pattern: TS.Node = around;
    while (
      pattern.parent &&
      (ts.isArrayLiteralExpression(pattern.parent) ||
        ts.isObjectLiteralExpression(pattern.parent) ||
        ts.isPropertyAssignment(pattern.parent) ||
        ts.isShorthandPropertyAssignment(pattern.parent) ||
        ts.isSpreadElement(pattern.parent))
    )
      pattern = pattern.parent;
    if (
      pattern.parent &&
      ts.isBinaryExpression(pattern.parent) &&
      pattern.parent.left === pattern &&
      pattern.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken
    )
      return { target: id, node: pattern.parent, kind: 'other' };
  }
  return undefined;
}

/** Every place that gives the variable a value, in the order written. */
export function writesOf(check: TypeCheck, symbol: TS.Symbol): Write[] {
  const writes: Write[] = [];
  for (const id of referencesOf(check, symbol)) {
    const write = writeAt(check, id);
    if (write) writes.push(write);
  }
  return writes;
}

/** The identifiers that read the variable (not only write it; `x += 1` both reads and writes). */
export function readsOf(check: TypeCheck, symbol: TS.Symbol): TS.Identifier[] {
  return referencesOf(check, symbol).filter((id) => {
    const write = writeAt(check, id);
    return !write || write.kind === 'compound' || write.kind === 'update';
  });
}

/** The value a variable always holds: declared with it and never given another. */
export function onlyValue(check: TypeCheck, symbol: TS.Symbol): TS.Expression | undefined {
  const writes = writesOf(check, symbol);
  const first = writes[0];
  return writes.length === 1 && first?.kind === 'init' ? first.value : undefined;
}

/** The variable's declaration statement keyword: 'let', 'const' or 'var'. */
export function declarationKeyword(
  ts: typeof TS,
  declaration: TS.VariableDeclaration,
): 'let' | 'const' | 'var' | undefined {
  const list = declaration.parent;
  if (!ts.isVariableDeclarationList(list)) return undefined;
  if (list.flags & ts.NodeFlags.Const) return 'const';
  if (list.flags & ts.NodeFlags.Let) return 'let';
  return 'var';
}

// --- Loops ---------------------------------------------------------------------------------------

/** The array methods whose callback runs once per item. */
export const ITERATING_METHODS = new Set([
  'forEach',
  'map',
  'filter',
  'some',
  'every',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'flatMap',
]);

/** A loop statement, or the callback that `forEach` and its kin run once per item. */
export type Loop = TS.IterationStatement | TS.ArrowFunction | TS.FunctionExpression;

/** The function if it is the per-item callback of `xs.forEach(…)` (or `map`, `filter`…). */
export function isItemCallback(
  ts: typeof TS,
  node: TS.Node,
): node is TS.ArrowFunction | TS.FunctionExpression {
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return false;
  const call = node.parent;
  return (
    !!call &&
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    ts.isPropertyAccessExpression(call.expression) &&
    ITERATING_METHODS.has(call.expression.name.text)
  );
}

/** The statement or call that stands for the whole loop: the `forEach(…)` call for a callback. */
export function loopStatement(ts: typeof TS, loop: Loop): TS.Node {
  return ts.isIterationStatement(loop, false) ? loop : (loop.parent as TS.Node);
}

/**
 * The loop that runs `node` again and again (its body, its test, its step), the nearest one; none
 * when a function other than a per-item callback comes first.
 */
export function repeatingLoop(ts: typeof TS, node: TS.Node): Loop | undefined {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isForStatement(parent)) {
      if (child !== parent.initializer) return parent;
    } else if (ts.isForOfStatement(parent) || ts.isForInStatement(parent)) {
      if (child === parent.statement) return parent;
    } else if (ts.isWhileStatement(parent) || ts.isDoStatement(parent)) {
      return parent;
    } else if (isItemCallback(ts, parent)) {
      return parent;
    } else if (ts.isFunctionLike(parent) || ts.isClassLike(parent)) {
      return undefined;
    }
  }
  return undefined;
}

/** Whether `node` lies inside `container` (or is it). */
export function within(node: TS.Node, container: TS.Node): boolean {
  return node.pos >= container.pos && node.end <= container.end;
}

// --- The lines before a loop --------------------------------------------------------------------

/** Whether the statement may change `name` (writes it, or calls or declares a function). */
export function mayChange(check: TypeCheck, statement: TS.Node, name: string): boolean {
  const { ts } = check;
  let changes = false;
  const visit = (n: TS.Node): void => {
    if (changes) return;
    if (ts.isFunctionLike(n) || ts.isClassLike(n)) changes = true;
    else if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
      const callee = n.expression;
      const isConsole =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'console';
      if (!isConsole) changes = true;
    } else if (ts.isIdentifier(n) && n.text === name) {
      const parent = n.parent;
      if (
        (ts.isBinaryExpression(parent) &&
          parent.left === n &&
          parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
          parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment) ||
        ts.isPrefixUnaryExpression(parent) ||
        ts.isPostfixUnaryExpression(parent) ||
        ts.isVariableDeclaration(parent)
      )
        changes = true;
    }
    if (!changes) ts.forEachChild(n, visit);
  };
  visit(statement);
  return changes;
}

/** The value `name` is given in the statements just before `loop` (same block), if that is plain. */
export function valueBefore(
  check: TypeCheck,
  loop: TS.Statement,
  name: string,
): TS.Expression | undefined {
  const { ts } = check;
  const list = loop.parent;
  if (!list || !(ts.isBlock(list) || ts.isSourceFile(list) || ts.isCaseClause(list))) return;
  const statements = list.statements;
  for (let i = statements.indexOf(loop) - 1; i >= 0; i -= 1) {
    const s = statements[i] as TS.Statement;
    if (ts.isVariableStatement(s)) {
      const d = s.declarationList.declarations.find(
        (x) => ts.isIdentifier(x.name) && x.name.text === name,
      );
      if (d) return d.initializer;
    }
    if (ts.isExpressionStatement(s)) {
      const e = inner(ts, s.expression);
      if (
        ts.isBinaryExpression(e) &&
        e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isIdentifier(inner(ts, e.left)) &&
        (inner(ts, e.left) as TS.Identifier).text === name
      )
        return e.right;
    }
    if (mayChange(check, s, name)) return undefined;
  }
  return undefined;
}

// --- Edits ---------------------------------------------------------------------------------------

/** Whether nothing but `node` (and spaces) stands on its lines. */
export function aloneOnLines(check: TypeCheck, node: TS.Node): boolean {
  const source = check.file.text;
  const start = node.getStart(check.file);
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = source.indexOf('\n', node.getEnd());
  const after = source.slice(node.getEnd(), lineEnd === -1 ? source.length : lineEnd);
  return source.slice(lineStart, start).trim() === '' && after.trim() === '';
}

/** An edit that takes out `node`'s whole lines, when it stands alone on them. */
export function deleteLines(check: TypeCheck, node: TS.Node): Edit | undefined {
  if (!aloneOnLines(check, node)) return undefined;
  const source = check.file.text;
  const start = node.getStart(check.file);
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = source.indexOf('\n', node.getEnd());
  return editOf(check, lineStart, lineEnd === -1 ? source.length : lineEnd + 1, '');
}

/** The spaces a line starts with: the indentation of `node`'s first line. */
export function indentOf(check: TypeCheck, node: TS.Node): string {
  const source = check.file.text;
  const start = node.getStart(check.file);
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  return /^[ \t]*/.exec(source.slice(lineStart, start))?.[0] ?? '';
}

/** Whether the expression can be written twice without doing anything twice: `x`, `a.b[0]`. */
export function isPlainReference(ts: typeof TS, node: TS.Expression): boolean {
  const e = inner(ts, node);
  if (ts.isIdentifier(e) || e.kind === ts.SyntaxKind.ThisKeyword) return true;
  if (ts.isPropertyAccessExpression(e)) return isPlainReference(ts, e.expression);
  if (ts.isElementAccessExpression(e))
    return (
      isPlainReference(ts, e.expression) &&
      (ts.isLiteralExpression(e.argumentExpression) || isPlainReference(ts, e.argumentExpression))
    );
  return false;
}

/** Whether the type is a number (a number literal's too), and nothing else. */
export function isNumberType(check: TypeCheck, type: TS.Type): boolean {
  return (type.getFlags() & check.ts.TypeFlags.NumberLike) !== 0;
}

export function isStringType(check: TypeCheck, type: TS.Type): boolean {
  return (type.getFlags() & check.ts.TypeFlags.StringLike) !== 0;
}

/** Whether the type is a list: an array or a tuple. */
export function isListType(check: TypeCheck, type: TS.Type): boolean {
  return check.checker.isArrayType(type) || check.checker.isTupleType(type);
}
