/**
 * The editor's own ESLint rules that name classic beginner mistakes ESLint has no rule for (an
 * argument left out, `i <= list.length`, a callback without `return`, `'3' + 4`…), and the words
 * a beginner reads for ESLint's built-in rules. Every rule only reports: it never changes code.
 *
 * The rules read ESLint's AST and scope analysis. They report only what they can see for sure in
 * the file (a name declared here, a value that is a literal), so correct programs stay silent.
 */
import type { Linter, Rule, Scope, SourceCode } from 'eslint';
import type * as ESTree from 'estree';
import { TYPOS } from '../typos';
import { staticType } from './eslint-rules';

type Context = Rule.RuleContext;
type Fn = ESTree.FunctionDeclaration | ESTree.FunctionExpression | ESTree.ArrowFunctionExpression;

// --- Helpers over the AST and the scopes -------------------------------------------------------

function parentOf(node: ESTree.Node): ESTree.Node | null {
  return (node as Rule.Node).parent ?? null;
}

function isFunction(node: ESTree.Node | null | undefined): node is Fn {
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
function walk(
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
function walkOwn(fn: Fn, keys: SourceCode.VisitorKeys, visit: (node: ESTree.Node) => void): void {
  walk(fn.body, keys, (node) => {
    if (isFunction(node) || node.type === 'ClassBody') return false;
    visit(node);
    return true;
  });
}

/** Whether the function gives back a value somewhere (an expression body, or `return value`). */
function returnsValue(fn: Fn, keys: SourceCode.VisitorKeys): boolean {
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

function variableOf(context: Context, id: ESTree.Identifier): Scope.Variable | undefined {
  return findVariable(context.sourceCode.getScope(id), id.name);
}

/** The value a variable always holds: its initializer, when declared once and never reassigned. */
function valueOf(variable: Scope.Variable | undefined): ESTree.Expression | undefined {
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type !== 'Variable' || def.node.id.type !== 'Identifier' || !def.node.init) return;
  if (variable?.references.some((r) => r.isWrite() && !r.init)) return undefined;
  return def.node.init;
}

/** Follows a name to the value it always holds, a few steps at most. */
function resolve(context: Context, node: ESTree.Node, depth = 0): ESTree.Node {
  if (node.type !== 'Identifier' || depth > 3) return node;
  const value = valueOf(variableOf(context, node));
  return value ? resolve(context, value, depth + 1) : node;
}

/** The function a name always refers to, when it is declared in this file. */
function functionOf(context: Context, callee: ESTree.Node): Fn | undefined {
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
function sameRef(a: ESTree.Node, b: ESTree.Node): boolean {
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
function propertyName(node: ESTree.Node): string | undefined {
  if (node.type !== 'MemberExpression' || node.computed) return undefined;
  return node.property.type === 'Identifier' ? node.property.name : undefined;
}

/** `X.method(...)`: the method's name and X. */
function methodCall(
  node: ESTree.Node,
): { name: string; object: ESTree.Expression; call: ESTree.CallExpression } | undefined {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return undefined;
  const name = propertyName(node.callee);
  if (!name || node.callee.object.type === 'Super') return undefined;
  return { name, object: node.callee.object, call: node };
}

function isGlobalName(context: Context, node: ESTree.Node, name: string): boolean {
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
function isArray(context: Context, node: ESTree.Node, depth = 0): boolean {
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

function numberLiteral(node: ESTree.Node): number | undefined {
  if (node.type === 'Literal' && typeof node.value === 'number') return node.value;
  if (node.type === 'UnaryExpression' && node.operator === '-') {
    const inner = numberLiteral(node.argument);
    return inner === undefined ? undefined : -inner;
  }
  return undefined;
}

/** The numbers of an array written as a list of number literals. */
function numberArray(context: Context, node: ESTree.Node): number[] | undefined {
  const value = resolve(context, node);
  if (value.type !== 'ArrayExpression' || value.elements.length < 2) return undefined;
  const numbers = value.elements.map((e) => (e ? numberLiteral(e) : undefined));
  return numbers.every((n) => n !== undefined) ? (numbers as number[]) : undefined;
}

const ARITHMETIC = new Set(['-', '*', '/', '%', '**']);
const RELATIONAL = new Set(['<', '>', '<=', '>=']);
const EQUALITY = new Set(['===', '!==', '==', '!=']);

/** Whether the expression surely is a number. */
function isNumber(context: Context, node: ESTree.Node, depth = 0): boolean {
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

/** Whether the expression is a page element (`document.getElementById(...)`, `event.target`). */
function isElement(context: Context, node: ESTree.Node): boolean {
  const value = resolve(context, node);
  const call = methodCall(value);
  if (call) return ['getElementById', 'querySelector'].includes(call.name);
  return propertyName(value) === 'target';
}

/** Why the expression is text that holds a number ('3', a `toFixed` result, a `split` part). */
function numberText(context: Context, node: ESTree.Node, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') {
    const text = node.value.trim();
    return text !== '' && Number.isFinite(Number(text)) ? 'it is written in quotes' : undefined;
  }
  if (node.type === 'Identifier') {
    const value = valueOf(variableOf(context, node));
    return value ? numberText(context, value, depth + 1) : undefined;
  }
  if (node.type === 'CallExpression' && isGlobalName(context, node.callee, 'prompt')) {
    return '`prompt` gives text';
  }
  const call = methodCall(node);
  if (call && ['toFixed', 'toPrecision'].includes(call.name)) return `\`${call.name}\` gives text`;
  if (node.type === 'MemberExpression') {
    if (propertyName(node) === 'value' && isElement(context, node.object)) {
      return 'the value of a form field is text';
    }
    if (node.computed) {
      const list = resolve(context, node.object);
      if (methodCall(list)?.name === 'split') return 'the parts `split` gives are text';
      if (
        list.type === 'MemberExpression' &&
        propertyName(list) === 'argv' &&
        isGlobalName(context, list.object, 'process')
      ) {
        return 'command-line arguments are text';
      }
    }
  }
  return undefined;
}

/** Whether the expression surely is text. */
function isText(node: ESTree.Node): boolean {
  if (staticType(node) === 'string') return true;
  return (
    node.type === 'BinaryExpression' &&
    node.operator === '+' &&
    node.left.type !== 'PrivateIdentifier' &&
    (isText(node.left) || isText(node.right))
  );
}

/** Whether the value of the call is used (not a statement of its own). */
function resultUsed(node: ESTree.Node): boolean {
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

function line(node: ESTree.Node): number {
  return node.loc?.start.line ?? 0;
}

/** Shortened to one line, for a message. */
function shorten(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The edit distance of two names (a swap of two neighbours counts as one edit). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}

/** The closest of `names` to `name`, when close enough to be a slip of the keyboard. */
function closest(name: string, names: Iterable<string>): string | undefined {
  if (name.length < 3) return undefined;
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = name.length >= 6 ? 2 : 1;
  for (const candidate of names) {
    if (candidate === name || Math.abs(candidate.length - name.length) > 2) continue;
    // `items` for `item` is rather the list that is missing (`for (const item of items)`).
    if (candidate === `${name}s` || name === `${candidate}s`) continue;
    const distance = candidate.toLowerCase() === lower ? 0 : editDistance(name, candidate);
    if (distance < bestDistance || (distance === bestDistance && !best)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// --- The rules ----------------------------------------------------------------------------------

function rule(
  type: 'problem' | 'suggestion',
  create: (context: Context) => Rule.RuleListener,
): Rule.RuleModule {
  return { meta: { type, schema: [] }, create };
}

/** `add(price)` for `function add(a, b)` that uses `b`. */
const missingArgument = rule('problem', (context) => ({
  CallExpression(node) {
    if (node.arguments.some((a) => a.type === 'SpreadElement')) return;
    const fn = functionOf(context, node.callee);
    if (!fn || node.callee.type !== 'Identifier') return;
    const required: ESTree.Identifier[] = [];
    for (const param of fn.params) {
      if (param.type !== 'Identifier') break;
      required.push(param);
    }
    if (node.arguments.length >= required.length) return;
    let usesArguments = false;
    if (fn.type !== 'ArrowFunctionExpression') {
      walkOwn(fn, context.sourceCode.visitorKeys, (n) => {
        if (n.type === 'Identifier' && n.name === 'arguments') usesArguments = true;
      });
    }
    if (usesArguments) return;
    const params = new Map(
      context.sourceCode
        .getDeclaredVariables(fn)
        .filter((v) => v.defs.some((d) => d.type === 'Parameter'))
        .map((v) => [v.name, v]),
    );
    const missing = required.slice(node.arguments.length).filter((p) => {
      const variable = params.get(p.name);
      return !!variable && variable.references.length > 0 && !treatedAsOptional(variable);
    });
    if (missing.length === 0) return;
    const nan = missing.some((p) =>
      params.get(p.name)?.references.some((r) => {
        const parent = parentOf(r.identifier);
        return (
          parent?.type === 'BinaryExpression' &&
          (ARITHMETIC.has(parent.operator) || parent.operator === '+')
        );
      }),
    );
    const names = required.map((p) => p.name).join(', ');
    const count = required.length;
    const got = node.arguments.length;
    const which = missing.map((p) => `\`${p.name}\``).join(' and ');
    const verb = missing.length === 1 ? 'is' : 'are';
    context.report({
      node,
      message:
        `\`${node.callee.name}\` needs ${count} argument${count === 1 ? '' : 's'} (${names}) but gets ${got} here: ` +
        `${which} ${verb} undefined${nan ? ', so the result is NaN' : ''}. Pass a value for ${which}.`,
    });
  },
}));

/** A parameter the function checks for undefined or gives a default (`b = b || 0`). */
function treatedAsOptional(variable: Scope.Variable): boolean {
  return variable.references.some((r) => {
    if (r.isWrite()) return true;
    const parent = parentOf(r.identifier);
    if (!parent) return false;
    switch (parent.type) {
      case 'UnaryExpression':
        return parent.operator === 'typeof' || parent.operator === '!';
      case 'LogicalExpression':
        return parent.left === r.identifier;
      case 'IfStatement':
      case 'ConditionalExpression':
        return parent.test === r.identifier;
      case 'BinaryExpression': {
        const other = parent.left === r.identifier ? parent.right : parent.left;
        return (
          EQUALITY.has(parent.operator) &&
          ((other.type === 'Identifier' && other.name === 'undefined') ||
            (other.type === 'Literal' && other.value === null))
        );
      }
      default:
        return false;
    }
  });
}

/** `i <= list.length`, `i = list.length` counting down, and `list[list.length]`. */
const offByOne = rule('problem', (context) => {
  const source = context.sourceCode;
  const text = (n: ESTree.Node) => source.getText(n);
  const indexes = (body: ESTree.Node, list: ESTree.Node, index: string): boolean => {
    let found = false;
    walk(body, source.visitorKeys, (n) => {
      if (
        n.type === 'MemberExpression' &&
        n.computed &&
        n.property.type === 'Identifier' &&
        n.property.name === index &&
        sameRef(n.object, list)
      ) {
        found = true;
      }
    });
    return found;
  };
  return {
    ForStatement(node) {
      const test = node.test;
      if (test?.type === 'BinaryExpression' && test.left.type !== 'PrivateIdentifier') {
        const [index, bound] =
          test.operator === '<='
            ? [test.left, test.right]
            : test.operator === '>='
              ? [test.right, test.left]
              : [];
        if (index?.type === 'Identifier' && bound?.type === 'MemberExpression') {
          const list = bound.object;
          if (propertyName(bound) === 'length' && indexes(node.body, list, index.name)) {
            const l = text(list);
            context.report({
              node: test,
              message:
                `\`${text(test)}\` lets \`${index.name}\` reach \`${l}.length\`, one past the last index, ` +
                `so \`${l}[${index.name}]\` is undefined on the last turn: use \`${index.name} < ${l}.length\`.`,
            });
          }
        }
      }
      // for (let i = list.length; i >= 0; i--) reads list[list.length] first.
      const init =
        node.init?.type === 'VariableDeclaration' ? node.init.declarations[0] : undefined;
      const update = node.update;
      const down =
        (update?.type === 'UpdateExpression' && update.operator === '--') ||
        (update?.type === 'AssignmentExpression' && update.operator === '-=');
      if (init?.id.type === 'Identifier' && init.init?.type === 'MemberExpression' && down) {
        const list = init.init.object;
        if (propertyName(init.init) === 'length' && indexes(node.body, list, init.id.name)) {
          const l = text(list);
          context.report({
            node: init,
            message:
              `\`${init.id.name}\` starts at \`${l}.length\`, one past the last index, so \`${l}[${init.id.name}]\` ` +
              `is undefined on the first turn: start at \`${l}.length - 1\`.`,
          });
        }
      }
    },
    MemberExpression(node) {
      if (!node.computed || node.property.type !== 'MemberExpression') return;
      if (propertyName(node.property) !== 'length' || !sameRef(node.property.object, node.object)) {
        return;
      }
      const parent = parentOf(node);
      // `list[list.length] = x` adds at the end, which is fine.
      if (parent?.type === 'AssignmentExpression' && parent.left === node) return;
      const l = text(node.object);
      context.report({
        node,
        message:
          `\`${l}[${l}.length]\` is one past the last item, so it is undefined: ` +
          `the last item is \`${l}[${l}.length - 1]\`.`,
      });
    },
  };
});

const REMOVERS = new Set(['splice', 'shift', 'pop']);
const ADDERS = new Set(['push', 'unshift']);
const WALKERS = new Set([
  'forEach',
  'map',
  'filter',
  'some',
  'every',
  'find',
  'findIndex',
  'reduce',
]);

/** `list.splice(...)` inside `list.forEach`, `for (x of list)` or `for (i = 0; i < list.length; i++)`. */
const mutateWhileIterating = rule('problem', (context) => {
  const source = context.sourceCode;
  const reported = new Set<ESTree.Node>();
  const check = (body: ESTree.Node, lists: ESTree.Node[], allowRemove = false) => {
    walk(body, source.visitorKeys, (n) => {
      const call = methodCall(n);
      if (!call || reported.has(call.call)) return;
      if (!REMOVERS.has(call.name) && !ADDERS.has(call.name)) return;
      if (allowRemove && REMOVERS.has(call.name)) return;
      if (!lists.some((l) => sameRef(l, call.object))) return;
      reported.add(call.call);
      const l = source.getText(call.object);
      context.report({
        node: call.call,
        message: REMOVERS.has(call.name)
          ? `\`${l}.${call.name}\` removes items from \`${l}\` while the loop walks it, so the item after each removed one is skipped: ` +
            `make a new array with \`${l}.filter(...)\`, or loop from the end.`
          : `\`${l}.${call.name}\` adds to \`${l}\` while the loop walks it, so the loop meets the new items too (and may never end): ` +
            'put them in a new array instead.',
      });
    });
  };
  return {
    CallExpression(node) {
      const call = methodCall(node);
      const callback = node.arguments[0];
      if (!call || !WALKERS.has(call.name) || !isFunction(callback)) return;
      const lists: ESTree.Node[] = [call.object];
      const own = callback.params[call.name === 'reduce' ? 3 : 2];
      if (own?.type === 'Identifier') lists.push(own);
      check(callback.body, lists);
    },
    ForOfStatement(node) {
      check(node.body, [node.right]);
    },
    ForStatement(node) {
      const { test, update } = node;
      if (test?.type !== 'BinaryExpression' || !(test.operator === '<' || test.operator === '<=')) {
        return;
      }
      if (test.left.type !== 'Identifier' || propertyName(test.right) !== 'length') return;
      const index = test.left.name;
      const up =
        (update?.type === 'UpdateExpression' && update.operator === '++') ||
        (update?.type === 'AssignmentExpression' && update.operator === '+=');
      if (!up || test.right.type !== 'MemberExpression') return;
      // `i--` after a removal keeps the loop on the right item.
      let stepsBack = false;
      walk(node.body, source.visitorKeys, (n) => {
        const target =
          n.type === 'UpdateExpression' && n.operator === '--'
            ? n.argument
            : n.type === 'AssignmentExpression' && n.operator !== '+='
              ? n.left
              : undefined;
        if (target?.type === 'Identifier' && target.name === index) stepsBack = true;
      });
      check(node.body, [test.right.object], stepsBack);
    },
  };
});

/** Names that do not exist in JavaScript but do in other languages beginners know. */
const FOREIGN: ReadonlyMap<string, string> = new Map([
  ['print', 'to show something, use `console.log(...)`'],
  ['println', 'to show something, use `console.log(...)`'],
  ['printf', 'to show something, use `console.log(...)`'],
  ['echo', 'to show something, use `console.log(...)`'],
  ['puts', 'to show something, use `console.log(...)`'],
  ['len', 'the length of a list or text is `list.length`'],
]);

/** Globals of the browser and of Node that a beginner's program may use. */
export const KNOWN_GLOBALS: ReadonlySet<string> = new Set([
  'console',
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'alert',
  'confirm',
  'prompt',
  'fetch',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'queueMicrotask',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'Headers',
  'Request',
  'Response',
  'FormData',
  'Blob',
  'File',
  'FileReader',
  'Event',
  'CustomEvent',
  'EventTarget',
  'HTMLElement',
  'Element',
  'Node',
  'Image',
  'Audio',
  'AbortController',
  'TextEncoder',
  'TextDecoder',
  'crypto',
  'performance',
  'atob',
  'btoa',
  'WebSocket',
  'Worker',
  'self',
  'getComputedStyle',
  'matchMedia',
  'screen',
  'innerWidth',
  'innerHeight',
  'scrollTo',
  'MutationObserver',
  'IntersectionObserver',
  'ResizeObserver',
  'XMLHttpRequest',
  'Notification',
  'indexedDB',
  'customElements',
  'process',
  'require',
  'module',
  'exports',
  '__dirname',
  '__filename',
  'Buffer',
  'global',
  'setImmediate',
  'clearImmediate',
]);

/**
 * The global `id` is a slip for: `Math` for `math.max(...)` (capitals only, before a dot), or a
 * long name one or two keys away (`setTimout`). A short unknown name is more likely a variable
 * from another script than a misspelled global.
 */
function closestGlobal(id: ESTree.Identifier, globals: ReadonlySet<string>): string | undefined {
  const parent = parentOf(id);
  const beforeDot = parent?.type === 'MemberExpression' && parent.object === id;
  const lower = id.name.toLowerCase();
  if (beforeDot) {
    for (const g of globals) if (g.toLowerCase() === lower) return g;
  }
  return id.name.length >= 6 ? closest(id.name, globals) : undefined;
}

/** Where a variable lives, in words: "inside `findWarmest`", "inside the block on line 5". */
function whereDeclared(variable: Scope.Variable): string {
  const scope = variable.scope;
  const block = scope.block;
  if (scope.type === 'function' && isFunction(block)) {
    const name =
      block.type !== 'ArrowFunctionExpression' && block.id
        ? block.id.name
        : (() => {
            const parent = parentOf(block);
            return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier'
              ? parent.id.name
              : undefined;
          })();
    return name ? `inside \`${name}\`` : `inside the function on line ${line(block)}`;
  }
  if (scope.type === 'for') return `inside the loop on line ${line(block)}`;
  if (scope.type === 'catch') return `inside the catch block on line ${line(block)}`;
  return `inside the block on line ${line(block)}`;
}

/**
 * A name that is not declared, when it is surely a slip: declared in another block or function,
 * a misspelling of a name that exists, a name from another language (`print`), or a variable given
 * a value without `let`. Other unknown names are left alone: they may come from another script.
 */
const undefinedName = rule('problem', (context) => ({
  'Program:exit'(program: ESTree.Program) {
    const manager = context.sourceCode.scopeManager;
    const global = context.sourceCode.getScope(program);
    const declared = new Map<string, Scope.Variable>();
    const globals = new Set<string>([...KNOWN_GLOBALS]);
    for (const scope of manager.scopes) {
      for (const v of scope.variables) {
        if (v.defs.length === 0) globals.add(v.name);
        else if (!declared.has(v.name)) declared.set(v.name, v);
      }
    }
    const done = new Set<string>();
    for (const ref of global.through) {
      const id = ref.identifier;
      const name = id.name;
      if (KNOWN_GLOBALS.has(name) || Object.hasOwn(TYPOS, name)) continue;
      const parent = parentOf(id);
      if (parent?.type === 'UnaryExpression' && parent.operator === 'typeof') continue;
      const key = `${name}:${line(id)}`;
      if (done.has(key)) continue;
      let message: string | undefined;
      const elsewhere = declared.get(name);
      const foreign = FOREIGN.get(name);
      const near = closest(name, declared.keys()) ?? closestGlobal(id, globals);
      if (elsewhere) {
        const at = elsewhere.defs[0]?.name;
        message =
          `\`${name}\` only exists ${whereDeclared(elsewhere)}${at ? ` (declared on line ${line(at)})` : ''}, not here: ` +
          'declare it out here, or return it from where it is made.';
      } else if (near) {
        message =
          near.toLowerCase() === name.toLowerCase()
            ? `\`${name}\` is not defined: did you mean \`${near}\`? Capitals matter in names.`
            : `\`${name}\` is not defined: did you mean \`${near}\`?`;
      } else if (foreign) {
        message = `\`${name}\` does not exist in JavaScript: ${foreign}.`;
      } else if (
        ref.isWrite() &&
        parent?.type === 'AssignmentExpression' &&
        parent.operator === '=' &&
        ![...done].some((k) => k.startsWith(`${name}:`))
      ) {
        message = `\`${name}\` is never declared: write \`let ${name} = …\` where it first gets a value.`;
      }
      if (!message) continue;
      done.add(key);
      context.report({ node: id, message });
    }
  },
}));

/** Misspelled English words often seen in names, as they should be written. */
const WORD_TYPOS: Readonly<Record<string, string>> = {
  adress: 'address',
  ammount: 'amount',
  amout: 'amount',
  begining: 'beginning',
  calender: 'calendar',
  colum: 'column',
  collumn: 'column',
  conter: 'counter',
  coutner: 'counter',
  defualt: 'default',
  enviroment: 'environment',
  higth: 'height',
  indx: 'index',
  lenth: 'length',
  lengh: 'length',
  mesage: 'message',
  messsage: 'message',
  nmae: 'name',
  numbr: 'number',
  nubmer: 'number',
  occured: 'occurred',
  pirce: 'price',
  recieve: 'receive',
  reciept: 'receipt',
  respone: 'response',
  reponse: 'response',
  reslut: 'result',
  resutl: 'result',
  scroe: 'score',
  seperate: 'separate',
  seperator: 'separator',
  sucess: 'success',
  succes: 'success',
  temprature: 'temperature',
  temperture: 'temperature',
  totla: 'total',
  udpate: 'update',
  valeu: 'value',
  vlaue: 'value',
  wieght: 'weight',
};

function misspelling(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (Object.hasOwn(WORD_TYPOS, lower)) return WORD_TYPOS[lower];
  if (Object.hasOwn(TYPOS, lower)) return TYPOS[lower];
  return undefined;
}

/** The name with its misspelled words corrected, keeping camelCase and snake_case. */
export function correctedName(name: string): string | undefined {
  const words = name.split(/(?<=[a-z0-9])(?=[A-Z])|_/);
  let changed = false;
  const fixed = words.map((word) => {
    const right = misspelling(word);
    if (!right) return word;
    changed = true;
    return word[0] === word[0]?.toUpperCase() ? right[0]?.toUpperCase() + right.slice(1) : right;
  });
  if (!changed) return undefined;
  // Put the underscores back where they were.
  let at = 0;
  return words
    .map((word, i) => {
      at += word.length;
      const joined = (fixed[i] ?? word) + (name[at] === '_' ? '_' : '');
      if (name[at] === '_') at += 1;
      return joined;
    })
    .join('');
}

/** `let lenght = …` used everywhere: it works, but the name is misspelled. */
const misspelledName = rule('suggestion', (context) => ({
  'Program:exit'() {
    for (const scope of context.sourceCode.scopeManager.scopes) {
      for (const variable of scope.variables) {
        const def = variable.defs[0];
        if (!def || def.type === 'ImplicitGlobalVariable' || def.type === 'ImportBinding') continue;
        const right = correctedName(variable.name);
        if (!right) continue;
        context.report({
          node: def.name,
          message:
            `\`${variable.name}\` looks like a misspelling of \`${right}\`. It works, because it is spelled the same everywhere; ` +
            `to fix it, rename every use at once (Rename Symbol, F2), not just one.`,
        });
      }
    }
  },
}));

/** A function whose result is used but that never returns a value. */
const missingReturn = rule('problem', (context) => {
  const source = context.sourceCode;
  const check = (fn: Fn, id: ESTree.Identifier) => {
    if (fn.async || fn.generator || fn.body.type !== 'BlockStatement') return;
    if (/^[A-Z]/.test(id.name) || returnsValue(fn, source.visitorKeys)) return;
    // `return` alone on its line is named by editor/return-alone.
    let returnAlone = false;
    walkOwn(fn, source.visitorKeys, (n) => {
      if (n.type === 'ReturnStatement' && valueAfterReturn(n, source)) returnAlone = true;
    });
    if (returnAlone) return;
    const variable = variableOf(context, id);
    const use = variable?.references.find((r) => {
      const parent = parentOf(r.identifier);
      return (
        parent?.type === 'CallExpression' &&
        parent.callee === r.identifier &&
        resultUsed(parent) &&
        // `setTimeout(ring(), 1000)` is named by editor/callback-called.
        !inCallbackSlot(context, parent)
      );
    });
    if (!use) return;
    // `return` inside a forEach callback leaves only the callback.
    let inCallback: string | undefined;
    walkOwn(fn, source.visitorKeys, (n) => {
      const call = methodCall(n);
      const callback = call?.call.arguments[0];
      if (
        call?.name === 'forEach' &&
        isFunction(callback) &&
        returnsValue(callback, source.visitorKeys)
      ) {
        inCallback ??= source.getText(call.object);
      }
    });
    const last = fn.body.body.at(-1);
    const value =
      last?.type === 'ExpressionStatement' &&
      !['CallExpression', 'AssignmentExpression', 'UpdateExpression', 'AwaitExpression'].includes(
        last.expression.type,
      )
        ? shorten(source.getText(last.expression))
        : undefined;
    const where = `so \`${id.name}(...)\` on line ${line(use.identifier)} gives undefined`;
    context.report({
      node: id,
      message: inCallback
        ? `\`${id.name}\` never returns a value (the \`return\` inside \`forEach\` only leaves that callback), ${where}: ` +
          `use \`${inCallback}.find(...)\` and return what it finds.`
        : value
          ? `\`${id.name}\` computes \`${value}\` but never returns it, ${where}: write \`return ${value};\`.`
          : `\`${id.name}\` never returns a value, ${where}: add \`return\` with the result at its end.`,
    });
  };
  return {
    FunctionDeclaration(node) {
      if (node.id) check(node, node.id);
    },
    VariableDeclarator(node) {
      if (node.id.type === 'Identifier' && isFunction(node.init)) check(node.init, node.id);
    },
  };
});

/** What goes wrong when the function given to each method returns nothing. */
const CALLBACK_EFFECTS: ReadonlyMap<string, string> = new Map([
  ['map', 'every item of the new array is undefined'],
  ['flatMap', 'every item of the new array is undefined'],
  ['filter', '`filter` keeps nothing'],
  ['reduce', 'the running total becomes undefined after the first item'],
  ['reduceRight', 'the running total becomes undefined after the first item'],
  ['find', '`find` always gives undefined'],
  ['findLast', '`findLast` always gives undefined'],
  ['findIndex', '`findIndex` always gives -1'],
  ['findLastIndex', '`findLastIndex` always gives -1'],
  ['some', '`some` is always false'],
  ['every', '`every` is false'],
  ['sort', '`sort` does not know the order'],
  ['toSorted', '`toSorted` does not know the order'],
]);

/** `list.map((x) => { x * 2 })`: a callback of map/filter/reduce… with no `return`. */
const callbackReturn = rule('problem', (context) => ({
  CallExpression(node) {
    const call = methodCall(node);
    const effect = call && CALLBACK_EFFECTS.get(call.name);
    const callback = node.arguments[0];
    if (!effect || !isFunction(callback) || callback.async || callback.generator) return;
    if (returnsValue(callback, context.sourceCode.visitorKeys)) return;
    const body = callback.body.type === 'BlockStatement' ? callback.body.body : [];
    const only = body.length === 1 && body[0]?.type === 'ExpressionStatement' ? body[0] : undefined;
    const fix = only
      ? `write \`return ${shorten(context.sourceCode.getText(only.expression))};\``
      : 'add a `return` with the value';
    context.report({
      node: callback,
      message: `The function given to \`${call.name}\` returns nothing, so ${effect}: ${fix}.`,
    });
  },
}));

/** `const doubled = list.forEach(...)`: forEach gives undefined. */
const forEachResult = rule('problem', (context) => ({
  CallExpression(node) {
    const call = methodCall(node);
    if (call?.name !== 'forEach' || !resultUsed(node)) return;
    const parent = parentOf(node);
    const target =
      parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier'
        ? `, so \`${parent.id.name}\` is undefined`
        : '';
    context.report({
      node,
      message:
        `\`forEach\` always gives undefined${target}: use \`${context.sourceCode.getText(call.object)}.map(...)\` ` +
        'to get a new array.',
    });
  },
}));

/** `cart = cart.push(x)`: push gives the new length, not the array. */
const pushResult = rule('problem', (context) => ({
  CallExpression(node) {
    const call = methodCall(node);
    if (!call || (call.name !== 'push' && call.name !== 'unshift') || !resultUsed(node)) return;
    const parent = parentOf(node);
    const source = context.sourceCode;
    const list = source.getText(call.object);
    const target =
      parent?.type === 'VariableDeclarator'
        ? source.getText(parent.id)
        : parent?.type === 'AssignmentExpression'
          ? source.getText(parent.left)
          : undefined;
    // `const newLength = list.push(x)` wants the number.
    if (target && /(?:length|count|size)$/i.test(target)) return;
    context.report({
      node,
      message:
        `\`${call.name}\` gives the new length of \`${list}\` (a number), not the array` +
        `${target ? `, so \`${target}\` becomes a number` : ''}: call \`${list}.${call.name}(...)\` on its own line, then use \`${list}\`.`,
    });
  },
}));

/** The value meant for a `return` alone on its line: the expression on the next line. */
function valueAfterReturn(
  node: ESTree.ReturnStatement,
  source: SourceCode,
): ESTree.Expression | undefined {
  // `return;` says it on purpose.
  if (node.argument || source.getLastToken(node)?.value === ';') return undefined;
  const parent = parentOf(node);
  const siblings =
    parent?.type === 'BlockStatement' || parent?.type === 'Program'
      ? (parent.body as ESTree.Node[])
      : parent?.type === 'SwitchCase'
        ? parent.consequent
        : [];
  const next = siblings[siblings.indexOf(node) + 1];
  return next?.type === 'ExpressionStatement' && line(next) > line(node)
    ? next.expression
    : undefined;
}

/** `return` alone on its line, with the value on the next one. */
const returnAlone = rule('problem', (context) => ({
  ReturnStatement(node) {
    const source = context.sourceCode;
    const expression = valueAfterReturn(node, source);
    if (!expression) return;
    const value = shorten(source.getText(expression));
    context.report({
      node,
      message:
        `\`return\` alone on its line gives back undefined: JavaScript ends the statement at the line break, ` +
        `so \`${value}\` never runs. Put the value on the same line: \`return ${value};\`.`,
    });
  },
}));

/** `for (const x in list)` over an array. */
const forInArray = rule('problem', (context) => ({
  ForInStatement(node) {
    if (!isArray(context, node.right)) return;
    const source = context.sourceCode;
    const left =
      node.left.type === 'VariableDeclaration'
        ? `${node.left.kind} ${source.getText(node.left.declarations[0]?.id ?? node.left)}`
        : source.getText(node.left);
    const list = source.getText(node.right);
    context.report({
      node,
      message:
        `\`for (${left} in ${list})\` gives the indexes of \`${list}\` as text ('0', '1', …), not its items: ` +
        `use \`for (${left} of ${list})\`.`,
    });
  },
}));

/** `scores.sort()` on numbers sorts them as text. */
const sortNumbers = rule('problem', (context) => ({
  CallExpression(node) {
    const call = methodCall(node);
    if (!call || (call.name !== 'sort' && call.name !== 'toSorted') || node.arguments.length > 0) {
      return;
    }
    const numbers = numberArray(context, call.object);
    if (!numbers) return;
    // Only when sorting as text gives another order, as with 100 and 25.
    let example: string | undefined;
    for (const a of numbers) {
      const b = numbers.find((n) => n < a && String(a) < String(n));
      if (b !== undefined) {
        example = `${a} comes before ${b}`;
        break;
      }
    }
    if (!example) return;
    const list = context.sourceCode.getText(call.object);
    context.report({
      node,
      message: `\`${call.name}()\` sorts numbers as text, so ${example}: write \`${list}.${call.name}((a, b) => a - b)\`.`,
    });
  },
}));

/** `list === []` is always false. */
const compareNew = rule('problem', (context) => ({
  BinaryExpression(node) {
    if (!EQUALITY.has(node.operator) || node.left.type === 'PrivateIdentifier') return;
    const isNew = (n: ESTree.Node) => n.type === 'ArrayExpression' || n.type === 'ObjectExpression';
    const fresh = isNew(node.right) ? node.right : isNew(node.left) ? node.left : undefined;
    const other = fresh === node.right ? node.left : node.right;
    if (!fresh || isNew(other)) return;
    const source = context.sourceCode;
    const name = source.getText(other);
    const always = node.operator.startsWith('!') ? 'true' : 'false';
    const isList = fresh.type === 'ArrayExpression';
    const empty = isList ? fresh.elements.length === 0 : fresh.properties.length === 0;
    const advice = empty
      ? isList
        ? `to check for an empty array, use \`${name}.length === 0\``
        : `to check for an empty object, use \`Object.keys(${name}).length === 0\``
      : 'to compare the contents, compare them item by item';
    context.report({
      node,
      message:
        `\`${shorten(source.getText(node))}\` is always ${always}: \`${shorten(source.getText(fresh), 20)}\` makes a new ` +
        `${isList ? 'array' : 'object'}, which is never the same one as \`${name}\`. ${advice[0]?.toUpperCase()}${advice.slice(1)}.`,
    });
  },
}));

/** `word.length()`: length is a number. */
const lengthCall = rule('problem', (context) => ({
  CallExpression(node) {
    if (propertyName(node.callee) !== 'length' || node.callee.type !== 'MemberExpression') return;
    const text = context.sourceCode.getText(node.callee);
    context.report({
      node,
      message: `\`${text}\` is a number, not a function: write \`${text}\` without the ().`,
    });
  },
}));

/** Methods that are always called: one written without () is a slip. */
const METHODS = new Set([
  'trim',
  'trimStart',
  'trimEnd',
  'toUpperCase',
  'toLowerCase',
  'toLocaleUpperCase',
  'toLocaleLowerCase',
  'toFixed',
  'toString',
  'toISOString',
  'join',
  'reverse',
  'pop',
  'shift',
  'sort',
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getTime',
  'isInteger',
  'isNaN',
]);

/** `if (name.trim)`: a method used without calling it. */
const uncalledMethod = rule('problem', (context) => ({
  MemberExpression(node) {
    const name = propertyName(node);
    if (!name || !METHODS.has(name)) return;
    const parent = parentOf(node);
    if (!parent) return;
    const asTest =
      ((parent.type === 'IfStatement' ||
        parent.type === 'WhileStatement' ||
        parent.type === 'DoWhileStatement' ||
        parent.type === 'ConditionalExpression') &&
        parent.test === node) ||
      (parent.type === 'UnaryExpression' && parent.operator === '!') ||
      parent.type === 'LogicalExpression';
    const asValue =
      parent.type === 'BinaryExpression' ||
      parent.type === 'TemplateLiteral' ||
      (parent.type === 'VariableDeclarator' && parent.init === node) ||
      (parent.type === 'CallExpression' &&
        parent.callee !== node &&
        parent.callee.type === 'MemberExpression' &&
        isGlobalName(context, parent.callee.object, 'console'));
    if (!asTest && !asValue) return;
    // An object written in the file with its own property of that name.
    const object = resolve(context, node.object);
    if (
      object.type === 'ObjectExpression' &&
      object.properties.some(
        (p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === name,
      )
    ) {
      return;
    }
    const text = context.sourceCode.getText(node);
    context.report({
      node,
      message: asTest
        ? `\`${text}\` without () is the function itself, which always counts as true: call it, \`${text}()\`.`
        : `\`${text}\` without () is the function itself, not its result: call it, \`${text}()\`.`,
    });
  },
}));

/** `0.1 + 0.2 === 0.3`: decimals are not exact. */
const floatEquality = rule('problem', (context) => {
  const fraction = (n: ESTree.Node, depth = 0): boolean => {
    if (depth > 4) return false;
    const value = numberLiteral(n);
    if (value !== undefined) return !Number.isInteger(value);
    if (n.type === 'Identifier') {
      const init = valueOf(variableOf(context, n));
      return !!init && fraction(init, depth + 1);
    }
    if (n.type === 'BinaryExpression' && n.left.type !== 'PrivateIdentifier') {
      return fraction(n.left, depth + 1) || fraction(n.right, depth + 1);
    }
    return false;
  };
  /** The number an expression of literals and constants gives. */
  const evaluate = (n: ESTree.Node, depth = 0): number | undefined => {
    if (depth > 6) return undefined;
    const literal = numberLiteral(n);
    if (literal !== undefined) return literal;
    if (n.type === 'Identifier') {
      const init = valueOf(variableOf(context, n));
      return init && evaluate(init, depth + 1);
    }
    if (n.type !== 'BinaryExpression' || n.left.type === 'PrivateIdentifier') return undefined;
    const a = evaluate(n.left, depth + 1);
    const b = evaluate(n.right, depth + 1);
    if (a === undefined || b === undefined) return undefined;
    switch (n.operator) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        return a / b;
      default:
        return undefined;
    }
  };
  const arithmetic = (n: ESTree.Node): boolean => {
    const value = resolve(context, n);
    return (
      value.type === 'BinaryExpression' &&
      ['+', '-', '*', '/'].includes(value.operator) &&
      isNumber(context, value)
    );
  };
  return {
    BinaryExpression(node) {
      if (!EQUALITY.has(node.operator) || node.left.type === 'PrivateIdentifier') return;
      const { left, right } = node;
      if (!(arithmetic(left) || arithmetic(right)) || !(fraction(left) || fraction(right))) return;
      if (!isNumber(context, left) || !isNumber(context, right)) return;
      const source = context.sourceCode;
      const l = source.getText(left);
      const r = source.getText(right);
      const wrap = (t: string, n: ESTree.Node) => (n.type === 'BinaryExpression' ? `(${t})` : t);
      const fix = `compare the difference instead, \`Math.abs(${wrap(l, left)} - ${wrap(r, right)}) < 1e-9\``;
      // With values known, say what really happens; decimals that add up exactly are fine.
      const a = evaluate(left);
      const b = evaluate(right);
      if (a !== undefined && b !== undefined) {
        if (a === b) return;
        const [sum, sumValue] = arithmetic(left) ? [l, a] : [r, b];
        context.report({
          node,
          message:
            `\`${shorten(source.getText(node))}\` is ${node.operator.startsWith('!') ? 'true' : 'false'}: decimals are not stored exactly, ` +
            `so \`${shorten(sum)}\` gives ${sumValue}. ${fix[0]?.toUpperCase()}${fix.slice(1)}.`,
        });
        return;
      }
      context.report({
        node,
        message:
          `Decimal numbers are not stored exactly (0.1 + 0.2 gives 0.30000000000000004), so \`${shorten(source.getText(node))}\` ` +
          `may be false: ${fix}.`,
      });
    },
  };
});

/** `'3' + 4`, `parts[0] + parts[1]`, `'Total: ' + price + tax`: text joined where a sum was meant. */
const stringPlusNumber = rule('problem', (context) => {
  const source = context.sourceCode;
  const text = (n: ESTree.Node) => source.getText(n);
  const asNumber = (n: ESTree.Node, why: string | undefined) =>
    why ? `Number(${text(n)})` : text(n);
  return {
    BinaryExpression(node) {
      if (node.operator !== '+' || node.left.type === 'PrivateIdentifier') return;
      const { left, right } = node;
      // 'Total: ' + price + tax: the text comes first, so the numbers are joined as text.
      if (
        left.type === 'BinaryExpression' &&
        left.operator === '+' &&
        left.left.type !== 'PrivateIdentifier' &&
        isText(left.left) &&
        isNumber(context, left.right) &&
        isNumber(context, right)
      ) {
        context.report({
          node,
          message:
            `The text comes first, so \`${shorten(text(node))}\` joins \`${text(left.right)}\` and \`${text(right)}\` as text ` +
            `instead of adding them: add them in brackets, \`${text(left.left)} + (${text(left.right)} + ${text(right)})\`.`,
        });
        return;
      }
      const whyLeft = numberText(context, left);
      const whyRight = numberText(context, right);
      if (!whyLeft && !whyRight) return;
      if (!(whyLeft || isNumber(context, left)) || !(whyRight || isNumber(context, right))) return;
      const [subject, why] = whyLeft ? [left, whyLeft] : [right, whyRight];
      context.report({
        node,
        message:
          `\`${text(subject)}\` is text (${why}), so \`${shorten(text(node))}\` joins them as text instead of adding: ` +
          `turn it into a number first, \`${asNumber(left, whyLeft)} + ${asNumber(right, whyRight)}\`.`,
      });
    },
    AssignmentExpression(node) {
      if (node.operator !== '+=') return;
      const why = numberText(context, node.right);
      if (!why || !isNumber(context, node.left)) return;
      context.report({
        node,
        message:
          `\`${text(node.right)}\` is text (${why}), so \`${text(node)}\` turns \`${text(node.left)}\` into text: ` +
          `write \`${text(node.left)} += Number(${text(node.right)})\`.`,
      });
    },
  };
});

/** `word[0] = 'H'`: strings cannot be changed in place. */
const stringIndexAssign = rule('problem', (context) => ({
  AssignmentExpression(node) {
    const target = node.left;
    if (
      target.type !== 'MemberExpression' ||
      !target.computed ||
      target.object.type !== 'Identifier'
    ) {
      return;
    }
    const variable = variableOf(context, target.object);
    const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    if (def?.type !== 'Variable' || !def.node.init || staticType(def.node.init) !== 'string')
      return;
    const source = context.sourceCode;
    const name = target.object.name;
    const index = numberLiteral(target.property);
    const value = source.getText(node.right);
    const built =
      index === 0
        ? `${value} + ${name}.slice(1)`
        : index !== undefined
          ? `${name}.slice(0, ${index}) + ${value} + ${name}.slice(${index + 1})`
          : undefined;
    const fix = built
      ? def.parent.kind === 'const'
        ? `make a new one, \`const changed = ${built}\``
        : `make a new one, \`${name} = ${built}\``
      : 'make a new string from pieces with `slice`';
    context.report({
      node,
      message: `Strings cannot be changed in place, so \`${shorten(source.getText(node))}\` does not work: ${fix}.`,
    });
  },
}));

/** Calls that give a Promise: fetch, `response.json()`, and async functions of this file. */
function promiseOf(context: Context, node: ESTree.CallExpression): string | undefined {
  if (isGlobalName(context, node.callee, 'fetch'))
    return '`fetch(...)` gives a Promise, not the response';
  const fn = functionOf(context, node.callee);
  if (fn?.async && node.callee.type === 'Identifier') {
    return `\`${node.callee.name}\` is async, so \`${node.callee.name}(...)\` gives a Promise, not its result`;
  }
  const call = methodCall(node);
  if (call && ['json', 'text', 'blob'].includes(call.name) && call.object.type === 'Identifier') {
    let init = resolve(context, call.object);
    if (init.type === 'AwaitExpression') init = init.argument;
    if (init.type === 'CallExpression' && isGlobalName(context, init.callee, 'fetch')) {
      return `\`${call.name}()\` gives a Promise, not the data`;
    }
  }
  return undefined;
}

const PROMISE_METHODS = new Set(['then', 'catch', 'finally']);

/** How an expression holding a Promise is used: 'wait' (awaited, chained, returned), 'value', or 'other'. */
function promiseUse(context: Context, node: ESTree.Node): 'wait' | 'value' | 'other' {
  const parent = parentOf(node);
  if (!parent) return 'other';
  switch (parent.type) {
    case 'AwaitExpression':
    case 'ReturnStatement':
    case 'ArrowFunctionExpression':
    case 'ArrayExpression':
      return 'wait';
    case 'MemberExpression':
      return parent.object === node && !PROMISE_METHODS.has(propertyName(parent) ?? '')
        ? 'value'
        : 'wait';
    case 'BinaryExpression':
    case 'TemplateLiteral':
    case 'UnaryExpression':
      return 'value';
    case 'IfStatement':
    case 'ConditionalExpression':
      return parent.test === node ? 'value' : 'other';
    case 'CallExpression':
      return parent.callee !== node &&
        parent.callee.type === 'MemberExpression' &&
        isGlobalName(context, parent.callee.object, 'console')
        ? 'value'
        : 'wait';
    default:
      return 'other';
  }
}

/** `const data = fetch(url); data.json()`: a Promise used as if it were its value. */
const missingAwait = rule('problem', (context) => ({
  CallExpression(node) {
    const what = promiseOf(context, node);
    if (!what) return;
    let use = promiseUse(context, node);
    const parent = parentOf(node);
    if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') {
      const variable = variableOf(context, parent.id);
      const uses = (variable?.references ?? [])
        .filter((r) => !r.init)
        .map((r) => promiseUse(context, r.identifier));
      use = uses.includes('wait') ? 'wait' : uses.includes('value') ? 'value' : 'other';
    }
    if (use !== 'value') return;
    let inAsync = false;
    for (let p = parentOf(node); p; p = parentOf(p)) {
      if (isFunction(p)) {
        inAsync = p.async === true;
        break;
      }
    }
    const call = `${context.sourceCode.getText(node.callee)}(${node.arguments.length ? '...' : ''})`;
    context.report({
      node,
      message:
        `${what}: write \`await ${call}\`` +
        `${inAsync ? '' : ' (inside an async function)'}, or use \`.then(...)\`.`,
    });
  },
}));

/** `day === 'Saturday' || 'Sunday'`: the value on its own is always true. */
const orValue = rule('problem', (context) => {
  const truthy = (n: ESTree.Node) =>
    n.type === 'Literal' &&
    !!n.value &&
    (typeof n.value === 'string' || typeof n.value === 'number');
  /** The comparisons and values of `a === x || y || z`, or undefined when it is not that shape. */
  const parts = (
    n: ESTree.Node,
  ): { compare: ESTree.BinaryExpression; values: ESTree.Node[] } | undefined => {
    if (n.type !== 'LogicalExpression' || n.operator !== '||') return undefined;
    const values = truthy(n.right) ? [n.right] : [];
    if (
      n.left.type === 'BinaryExpression' &&
      (n.left.operator === '===' || n.left.operator === '==')
    ) {
      return values.length ? { compare: n.left, values } : undefined;
    }
    const inner = parts(n.left);
    return inner ? { compare: inner.compare, values: [...inner.values, ...values] } : undefined;
  };
  return {
    LogicalExpression(node) {
      const parent = parentOf(node);
      if (parent?.type === 'LogicalExpression' && parent.operator === '||') return;
      const found = parts(node);
      if (!found || found.values.length === 0 || found.compare.left.type === 'PrivateIdentifier')
        return;
      const source = context.sourceCode;
      const subject = source.getText(found.compare.left);
      const op = found.compare.operator;
      const first = found.values[0];
      const fixed = [
        source.getText(found.compare),
        ...found.values.map((v) => `${subject} ${op} ${source.getText(v)}`),
      ].join(' || ');
      context.report({
        node,
        message:
          `\`${shorten(source.getText(node))}\` is always true: \`${first ? source.getText(first) : ''}\` on its own counts as true. ` +
          `Compare each value: \`${fixed}\`.`,
      });
    },
  };
});

/** `13 <= age <= 19`: the first comparison gives true or false. */
const chainedComparison = rule('problem', (context) => ({
  BinaryExpression(node) {
    const { left } = node;
    if (!RELATIONAL.has(node.operator) || left.type !== 'BinaryExpression') return;
    if (!RELATIONAL.has(left.operator) || left.left.type === 'PrivateIdentifier') return;
    const source = context.sourceCode;
    const t = (n: ESTree.Node) => source.getText(n);
    context.report({
      node,
      message:
        `\`${t(node)}\` does not check a range: \`${t(left)}\` gives true or false, which is then compared with ` +
        `${t(node.right)}. Write \`${t(left)} && ${t(left.right)} ${node.operator} ${t(node.right)}\`.`,
    });
  },
}));

/** `Math.max(list)` with an array. */
const mathArray = rule('problem', (context) => ({
  CallExpression(node) {
    const call = methodCall(node);
    if (!call || (call.name !== 'max' && call.name !== 'min')) return;
    if (!isGlobalName(context, call.object, 'Math') || node.arguments.length !== 1) return;
    const arg = node.arguments[0];
    if (!arg || arg.type === 'SpreadElement' || !isArray(context, arg)) return;
    const list = context.sourceCode.getText(arg);
    context.report({
      node,
      message:
        `\`Math.${call.name}\` takes numbers, not an array, so \`Math.${call.name}(${list})\` is NaN: ` +
        `spread the array, \`Math.${call.name}(...${list})\`.`,
    });
  },
}));

/** `'banana' in fruits` checks indexes, not items. */
const inArray = rule('problem', (context) => ({
  BinaryExpression(node) {
    if (node.operator !== 'in' || node.left.type === 'PrivateIdentifier') return;
    if (numberLiteral(node.left) !== undefined || !isArray(context, node.right)) return;
    const source = context.sourceCode;
    const list = source.getText(node.right);
    const item = source.getText(node.left);
    context.report({
      node,
      message:
        `\`${item} in ${list}\` checks the indexes of \`${list}\` (0, 1, 2…), not its items: ` +
        `use \`${list}.includes(${item})\`.`,
    });
  },
}));

/** Where a call takes a function to run later: setTimeout's first argument, a listener… */
function callbackSlot(context: Context, node: ESTree.CallExpression): number {
  if (
    isGlobalName(context, node.callee, 'setTimeout') ||
    isGlobalName(context, node.callee, 'setInterval')
  ) {
    return 0;
  }
  const name = methodCall(node)?.name;
  if (name === 'addEventListener') return 1;
  return name && (PROMISE_METHODS.has(name) || name === 'forEach') ? 0 : -1;
}

/** Whether the call is written where a function to run later belongs. */
function inCallbackSlot(context: Context, call: ESTree.CallExpression): boolean {
  const parent = parentOf(call);
  return (
    parent?.type === 'CallExpression' && parent.arguments[callbackSlot(context, parent)] === call
  );
}

/** `setTimeout(ring(), 1000)`: the function is called at once instead of passed. */
const callbackCalled = rule('problem', (context) => ({
  CallExpression(node) {
    const arg = node.arguments[callbackSlot(context, node)];
    if (arg?.type !== 'CallExpression' || arg.callee.type !== 'Identifier') return;
    const fn = functionOf(context, arg.callee);
    if (!fn || returnsValue(fn, context.sourceCode.visitorKeys)) return;
    const source = context.sourceCode;
    const name = arg.callee.name;
    const instead = arg.arguments.length > 0 ? `() => ${source.getText(arg)}` : name;
    const call = source.getText(node.callee);
    context.report({
      node: arg,
      message:
        `\`${call}(${source.getText(arg)}, …)\` runs \`${name}\` at once and passes what it gives back (undefined): ` +
        `pass the function itself, \`${instead}\`.`,
    });
  },
}));

/** The editor's rules that name mistakes, by name under the `editor/` prefix. */
export const diagnosisRules: Record<string, Rule.RuleModule> = {
  'missing-argument': missingArgument,
  'off-by-one': offByOne,
  'mutate-while-iterating': mutateWhileIterating,
  'undefined-name': undefinedName,
  'misspelled-name': misspelledName,
  'missing-return': missingReturn,
  'callback-return': callbackReturn,
  'foreach-result': forEachResult,
  'push-result': pushResult,
  'return-alone': returnAlone,
  'for-in-array': forInArray,
  'sort-numbers': sortNumbers,
  'compare-new': compareNew,
  'length-call': lengthCall,
  'uncalled-method': uncalledMethod,
  'float-equality': floatEquality,
  'string-plus-number': stringPlusNumber,
  'string-index-assign': stringIndexAssign,
  'missing-await': missingAwait,
  'or-value': orValue,
  'chained-comparison': chainedComparison,
  'math-array': mathArray,
  'in-array': inArray,
  'callback-called': callbackCalled,
};

/** The diagnoses as rule settings, for the report-only rules, with ESLint's own that fit. */
export const DIAGNOSIS_RULES: Linter.RulesRecord = {
  ...Object.fromEntries(Object.keys(diagnosisRules).map((name) => [`editor/${name}`, 'warn'])),
  'array-callback-return': 'warn',
  'for-direction': 'error',
  'getter-return': 'error',
  'no-async-promise-executor': 'warn',
  'no-class-assign': 'error',
  'no-compare-neg-zero': 'warn',
  'no-const-assign': 'error',
  'no-constant-binary-expression': 'warn',
  'no-dupe-class-members': 'error',
  'no-ex-assign': 'warn',
  'no-fallthrough': 'warn',
  'no-func-assign': 'error',
  'no-import-assign': 'error',
  'no-loss-of-precision': 'warn',
  'no-obj-calls': 'error',
  'no-self-compare': 'warn',
  'no-setter-return': 'error',
  'no-sparse-arrays': 'warn',
  'no-template-curly-in-string': 'warn',
  'no-unassigned-vars': 'warn',
  'no-unmodified-loop-condition': 'warn',
  'no-unsafe-finally': 'warn',
  'no-unsafe-negation': 'error',
  'no-unsafe-optional-chaining': 'error',
  'no-use-before-define': ['error', { functions: false, classes: false, variables: false }],
};

/** ESLint's rules that an editor rule names better on the same line. */
export const SUPERSEDED: ReadonlyMap<string, readonly string[]> = new Map([
  ['array-callback-return', ['editor/callback-return']],
  ['no-constant-binary-expression', ['editor/compare-new', 'editor/or-value']],
  ['no-constant-condition', ['editor/or-value', 'editor/compare-new']],
  ['no-unreachable', ['editor/return-alone']],
]);

const TYPEOF_RESULTS = [
  'undefined',
  'object',
  'boolean',
  'number',
  'string',
  'function',
  'symbol',
  'bigint',
];

/**
 * What a beginner reads for one of ESLint's built-in rules, naming the code it is about (`subject`,
 * the code ESLint points at); undefined to keep ESLint's words.
 */
export function plainMessage(m: Linter.LintMessage, subject: string): string | undefined {
  switch (m.ruleId) {
    case 'no-const-assign':
      return `\`${subject}\` is a const, so it cannot get a new value: declare it with \`let ${subject}\` if it has to change`;
    case 'no-use-before-define':
      return `\`${subject}\` is used before the line that declares it, where it does not exist yet: move the declaration above this line`;
    case 'no-unreachable':
      return 'This code never runs: it comes after a return, break, continue or throw';
    case 'no-fallthrough':
      return 'The case above has no `break`, so it runs on into this one: end it with `break;`';
    case 'no-duplicate-case':
      return 'This case repeats an earlier one, so it never runs: change its value or remove it';
    case 'use-isnan':
      return m.messageId === 'comparisonWithNaN'
        ? `\`${subject}\` is always false: nothing equals NaN, not even NaN. Use \`Number.isNaN(...)\` to check for it`
        : undefined;
    case 'valid-typeof': {
      if (m.messageId !== 'invalidValue') return undefined;
      const word = subject.slice(1, -1);
      const near = TYPEOF_RESULTS.map((t) => [t, editDistance(word, t)] as const).sort(
        (a, b) => a[1] - b[1],
      )[0];
      return near && near[1] <= 2
        ? `typeof never gives '${word}': did you mean '${near[0]}'?`
        : `typeof never gives '${word}': it gives one of ${TYPEOF_RESULTS.map((t) => `'${t}'`).join(', ')}`;
    }
    case 'no-dupe-keys':
      return `The key \`${subject}\` is written twice in this object, so only the last value is kept: remove one of them`;
    case 'no-self-assign':
      return `\`${subject}\` is given its own value, which changes nothing: did you mean another value?`;
    case 'no-template-curly-in-string':
      return `\${…} is filled in only between backticks, not in quotes: write \`${subject.slice(1, -1)}\` with backticks (\`) instead of quotes`;
    case 'for-direction':
      return 'This loop counts the wrong way, so it runs forever or never: check `++` / `--` against the condition';
    case 'no-unmodified-loop-condition':
      return `\`${subject}\` never changes inside this loop, so the loop never ends: change it in the loop body`;
    default:
      return undefined;
  }
}

/** What the engine says about a misspelling Auto-Fix corrects (`consle.log`). */
export function typoMessage(from: string, to: string): string {
  return `\`${from}\` is a misspelling of \`${to}\`: write \`${to}\` (Auto-Fix corrects it)`;
}
