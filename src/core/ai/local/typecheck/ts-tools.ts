/**
 * What the checker-based rules share: the node at a position, a node's text, an edit over a
 * range, and a type said as a beginner says it.
 */
import type TS from 'typescript';
import type { FixDetail } from '../../types';
import type { MistakeFamily } from '../diagnose/families';
import type { TypeCheck } from './ts-check';

export type Edit = NonNullable<FixDetail['edit']>;

/** A mistake found, before it is placed on its line. */
export interface Finding {
  family: MistakeFamily;
  message: string;
  edit?: Edit;
}

/** The innermost node that holds [start, end). */
export function nodeAt(ts: typeof TS, file: TS.SourceFile, start: number, end: number): TS.Node {
  let found: TS.Node = file;
  const visit = (node: TS.Node): void => {
    if (node.getStart(file) <= start && end <= node.getEnd()) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  ts.forEachChild(file, visit);
  return found;
}

export function text(check: TypeCheck, node: TS.Node): string {
  return node.getText(check.file);
}

/** A range of the file as an edit: `from`/`to` are offsets. */
export function editOf(check: TypeCheck, from: number, to: number, replacement: string): Edit {
  const a = check.file.getLineAndCharacterOfPosition(from);
  const b = check.file.getLineAndCharacterOfPosition(to);
  return {
    line: a.line + 1,
    column: a.character + 1,
    endLine: b.line + 1,
    endColumn: b.character + 1,
    text: replacement,
  };
}

/** A type as a beginner says it: 'text', 'a number', 'a list (array)'… */
export function typeWords(check: TypeCheck, type: TS.Type): string {
  const { ts, checker } = check;
  const flags = type.getFlags();
  if (flags & ts.TypeFlags.StringLike) return 'text';
  if (flags & ts.TypeFlags.NumberLike) return 'a number';
  if (flags & ts.TypeFlags.BooleanLike) return 'true or false';
  if (flags & ts.TypeFlags.Undefined) return 'undefined';
  if (flags & ts.TypeFlags.Null) return 'null';
  if (checker.isArrayType(type)) return 'a list (array)';
  if (type.getCallSignatures().length > 0) return 'a function';
  const name = type.getSymbol()?.getName();
  if (name && name !== '__object' && name !== '__type') return `a ${name}`;
  return 'an object';
}

/** Types whose members are all known: a missing member there is surely a mistake. */
export function isBuiltinValue(check: TypeCheck, type: TS.Type): boolean {
  const { ts, checker } = check;
  const flags = type.getFlags();
  if (flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike))
    return true;
  if (checker.isArrayType(type)) return true;
  const name = type.getSymbol()?.getName();
  return name === 'Map' || name === 'Set' || name === 'Date' || name === 'Promise';
}

export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function isCallee(node: TS.Node, ts: typeof TS): boolean {
  return !!node.parent && ts.isCallExpression(node.parent) && node.parent.expression === node;
}

/** A rule over the checked file: the mistake of its family standing at `node`, if any. */
export interface TypedRule {
  family: MistakeFamily;
  check(node: TS.Node, check: TypeCheck): (Omit<Finding, 'family'> & { at: TS.Node }) | null;
}

/** The name a call calls: `f` in `f()`, `sort` in `xs.sort()`. */
export function calleeName(ts: typeof TS, call: TS.CallExpression): string {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return '';
}

/** Whether `node` is the test of an `if`, a loop, a `?:` or a `!`, or a side of `&&`/`||` there. */
export function isTested(ts: typeof TS, node: TS.Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent && ts.isParenthesizedExpression(parent)) {
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  if (ts.isIfStatement(parent) || ts.isWhileStatement(parent) || ts.isDoStatement(parent))
    return parent.expression === child;
  if (ts.isForStatement(parent)) return parent.condition === child;
  if (ts.isConditionalExpression(parent)) return parent.condition === child;
  if (ts.isPrefixUnaryExpression(parent)) return parent.operator === ts.SyntaxKind.ExclamationToken;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken)
      return isTested(ts, parent);
  }
  return false;
}

/** Whether the value of type `type` is a function (and nothing else). */
export function isFunctionType(type: TS.Type): boolean {
  return type.getCallSignatures().length > 0 && !type.isUnion();
}
