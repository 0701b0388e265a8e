/**
 * The helpers the diagnosis rules share over ESLint's AST and scope analysis, and the `rule`
 * factory that makes a report-only rule.
 */
import type { Rule, Scope, SourceCode } from 'eslint';
import type * as ESTree from 'estree';

export type Context = Rule.RuleContext;
export type Fn =
  ESTree.FunctionDeclaration | ESTree.FunctionExpression | ESTree.ArrowFunctionExpression;

export function parentOf(node: ESTree.Node): ESTree.Node | null {
  return (node as Rule.Node).parent ?? null;
}

export function isFunction(node: ESTree.Node | null | undefined): node is Fn {
  return (
    node?.type === 'FunctionDeclaration' ||
    node?.type === 'FunctionExpression' ||
    node?.type === 'ArrowFunctionExpression'
  );
}

function isNode(value: unknown): value is ESTree.Node {
  return (
    typeof value === 'object' && value !== null && typeof (value as ESTree.Node).type === 'string'
  );
}

/**
 * Calls `visit` on every node under `root` (not `root` itself); `visit` returning false skips
 * that node's children.
 */
export function walk(
  root: ESTree.Node,
  keys: SourceCode.VisitorKeys,
  visit: (node: ESTree.Node) => boolean | undefined,
): void {
  const children = (node: ESTree.Node): ESTree.Node[] => {
    const out: ESTree.Node[] = [];
    for (const key of keys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) out.push(...child.filter(isNode));
      else if (isNode(child)) out.push(child);
    }
    return out;
  };
  const stack = children(root).reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (visit(node) === false) continue;
    stack.push(...children(node).reverse());
  }
}

/** Nodes of the function's own body, not of the functions inside it. */
export function walkOwn(
  fn: Fn,
  keys: SourceCode.VisitorKeys,
  visit: (node: ESTree.Node) => void,
): void {
  walk(fn.body, keys, (node) => {
    if (isFunction(node) || node.type === 'ClassBody') return false;
    visit(node);
    return true;
  });
}

/** Whether the function gives back a value somewhere (an expression body, or `return value`). */
export function returnsValue(fn: Fn, keys: SourceCode.VisitorKeys): boolean {
  if (fn.body.type !== 'BlockStatement') return true;
  let found = false;
  walkOwn(fn, keys, (node) => {
    if (node.type === 'ReturnStatement' && node.argument) found = true;
    if (node.type === 'ThrowStatement') found = true;
  });
  return found;
}

function findVariable(scope: Scope.Scope | null, name: string): Scope.Variable | undefined {
  for (let s = scope; s; s = s.upper) {
    const found = s.set.get(name);
    if (found) return found;
  }
  return undefined;
}

export function variableOf(context: Context, id: ESTree.Identifier): Scope.Variable | undefined {
  return findVariable(context.sourceCode.getScope(id), id.name);
}

/** The value a variable always holds: its initializer, when declared once and never reassigned. */
export function valueOf(variable: Scope.Variable | undefined): ESTree.Expression | undefined {
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== 'Variable' || def.node.id.type !== 'Identifier' || !def.node.init) return;
  if (variable?.references.some((r) => r.isWrite() && !r.init)) return undefined;
  return def.node.init;
}

/** Follows a name to the value it always holds, a few steps at most. */
export function resolve(context: Context, node: ESTree.Node, depth = 0): ESTree.Node {
  if (node.type !== 'Identifier' || depth > 3) return node;
  const value = valueOf(variableOf(context, node));
  return value ? resolve(context, value, depth + 1) : node;
}

/** The function a name always refers to, when it is declared in this file. */
export function functionOf(context: Context, callee: ESTree.Node): Fn | undefined {
  if (callee.type !== 'Identifier') return undefined;
  const variable = variableOf(context, callee);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type === 'FunctionName' && !variable?.references.some((r) => r.isWrite())) {
    return def.node;
  }
  const value = valueOf(variable);
  return isFunction(value) ? value : undefined;
}

/** Whether `a` and `b` name the same thing: `items` and `items`, `this.list` and `this.list`. */
export function sameRef(a: ESTree.Node, b: ESTree.Node): boolean {
  if (a.type === 'Identifier' && b.type === 'Identifier') return a.name === b.name;
  if (a.type === 'ThisExpression' && b.type === 'ThisExpression') return true;
  if (
    a.type === 'MemberExpression' &&
    b.type === 'MemberExpression' &&
    !a.computed &&
    !b.computed &&
    a.property.type === 'Identifier' &&
    b.property.type === 'Identifier'
  ) {
    return a.property.name === b.property.name && sameRef(a.object, b.object);
  }
  return false;
}

/** `node.name` when it is `X.name` (not computed). */
export function propertyName(node: ESTree.Node): string | undefined {
  if (node.type !== 'MemberExpression' || node.computed) return undefined;
  return node.property.type === 'Identifier' ? node.property.name : undefined;
}

/** `X.method(...)`: the method's name and X. */
export function methodCall(
  node: ESTree.Node,
): { name: string; object: ESTree.Expression; call: ESTree.CallExpression } | undefined {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return undefined;
  const name = propertyName(node.callee);
  if (!name || node.callee.object.type === 'Super') return undefined;
  return { name, object: node.callee.object, call: node };
}

export function isGlobalName(context: Context, node: ESTree.Node, name: string): boolean {
  return (
    node.type === 'Identifier' &&
    node.name === name &&
    !(variableOf(context, node)?.defs.length ?? 0)
  );
}

/** Methods that give back a new array whatever they are called on. */
const ARRAY_MAKERS = new Set([
  'map',
  'filter',
  'flat',
  'flatMap',
  'split',
  'toSorted',
  'toReversed',
]);
/** Methods that give back an array when called on one. */
const ARRAY_KEEPERS = new Set(['slice', 'concat', 'sort', 'reverse', 'fill', 'toSpliced']);

/** Whether the expression surely is an array. */
export function isArray(context: Context, node: ESTree.Node, depth = 0): boolean {
  if (depth > 4) return false;
  const value = resolve(context, node);
  if (value.type === 'ArrayExpression') return true;
  if (value.type === 'NewExpression') return isGlobalName(context, value.callee, 'Array');
  const call = methodCall(value);
  if (!call) return false;
  if (isGlobalName(context, call.object, 'Array'))
    return call.name === 'from' || call.name === 'of';
  if (isGlobalName(context, call.object, 'Object')) {
    return ['keys', 'values', 'entries'].includes(call.name);
  }
  if (ARRAY_MAKERS.has(call.name)) return true;
  return ARRAY_KEEPERS.has(call.name) && isArray(context, call.object, depth + 1);
}

export function numberLiteral(node: ESTree.Node): number | undefined {
  if (node.type === 'Literal' && typeof node.value === 'number') return node.value;
  if (node.type === 'UnaryExpression' && node.operator === '-') {
    const inner = numberLiteral(node.argument);
    return inner === undefined ? undefined : -inner;
  }
  return undefined;
}

/** The numbers of an array written as a list of number literals. */
export function numberArray(context: Context, node: ESTree.Node): number[] | undefined {
  const value = resolve(context, node);
  if (value.type !== 'ArrayExpression' || value.elements.length < 2) return undefined;
  const numbers = value.elements.map((e) => (e ? numberLiteral(e) : undefined));
  return numbers.every((n) => n !== undefined) ? (numbers as number[]) : undefined;
}

export const ARITHMETIC = new Set(['-', '*', '/', '%', '**']);
export const RELATIONAL = new Set(['<', '>', '<=', '>=']);
export const EQUALITY = new Set(['===', '!==', '==', '!=']);

/** Whether the expression surely is a number. */
export function isNumber(context: Context, node: ESTree.Node, depth = 0): boolean {
  if (depth > 4) return false;
  if (numberLiteral(node) !== undefined) return true;
  switch (node.type) {
    case 'BinaryExpression':
      if (ARITHMETIC.has(node.operator)) return true;
      return (
        node.operator === '+' &&
        isNumber(context, node.left, depth + 1) &&
        isNumber(context, node.right, depth + 1)
      );
    case 'UnaryExpression':
      return node.operator === '-' || node.operator === '+';
    case 'UpdateExpression':
      return true;
    case 'MemberExpression':
      return propertyName(node) === 'length';
    case 'CallExpression': {
      if (node.callee.type === 'Identifier') {
        return ['Number', 'parseInt', 'parseFloat'].includes(node.callee.name);
      }
      const call = methodCall(node);
      return !!call && isGlobalName(context, call.object, 'Math');
    }
    case 'Identifier': {
      const variable = variableOf(context, node);
      const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
      // A `let total = 0` that is later added to still holds a number.
      if (def?.type !== 'Variable' || !def.node.init) return false;
      return isNumber(context, def.node.init, depth + 1);
    }
    default:
      return false;
  }
}

/** Whether the value of the call is used (not a statement of its own). */
export function resultUsed(node: ESTree.Node): boolean {
  const parent = parentOf(node);
  if (!parent) return false;
  switch (parent.type) {
    case 'ExpressionStatement':
      return false;
    case 'ChainExpression':
      return resultUsed(parent);
    case 'UnaryExpression':
      return parent.operator !== 'void';
    case 'SequenceExpression':
      return parent.expressions.at(-1) === node && resultUsed(parent);
    case 'ArrowFunctionExpression':
      // `(x) => list.push(x)`: what the arrow returns is rarely used.
      return false;
    case 'AwaitExpression':
      return resultUsed(parent);
    default:
      return true;
  }
}

export function line(node: ESTree.Node): number {
  return node.loc?.start.line ?? 0;
}

/** Shortened to one line, for a message. */
export function shorten(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function rule(
  type: 'problem' | 'suggestion',
  create: (context: Context) => Rule.RuleListener,
): Rule.RuleModule {
  return { meta: { type, schema: [] }, create };
}
