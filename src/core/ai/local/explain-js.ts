/**
 * Explains a JavaScript program (TypeScript once its types are stripped) from its syntax tree, in
 * the order it runs: what it reads, what each function does and returns, then each top-level
 * statement with loops and conditions in plain words.
 *
 * Values are shown only when they are certain: a small interpreter runs the top-level statements
 * over plain values (numbers, text, true/false, null, undefined, arrays of those, the program's
 * own functions) and stops computing, never guessing, at anything else (objects, the DOM, what the
 * user types). It also knows the few errors that are certain (reading a property of undefined,
 * changing a const, calling what is not a function).
 */
import type * as ES from 'estree';
import { formatConsoleArgs } from '../../run/console-format';
import type { ExplanationSection } from '../types';
import {
  addNote,
  Budget,
  ProgramError,
  StepList,
  Unsure,
  code,
  plural,
  printedText,
  tellOutcome,
  words,
} from './explain-steps';

// ---------------------------------------------------------------------------------------------
// Values

interface JsArray {
  kind: 'array';
  items: JsValue[];
}
/** Text whose content is not known: what the user types. */
interface JsText {
  kind: 'text';
}
interface JsFunction {
  kind: 'function';
  name: string;
  node: ES.Function;
  scope: Scope;
}
type JsPrimitive = string | number | boolean | null | undefined;
type JsValue = JsPrimitive | JsArray | JsText | JsFunction;

const isObject = (v: JsValue): v is JsArray | JsText | JsFunction =>
  typeof v === 'object' && v !== null;
const isArray = (v: JsValue): v is JsArray => isObject(v) && v.kind === 'array';
const isText = (v: JsValue): v is JsText => isObject(v) && v.kind === 'text';

interface Binding {
  value: JsValue;
  known: boolean;
  constant: boolean;
}

class Scope {
  readonly vars = new Map<string, Binding>();
  constructor(
    readonly parent?: Scope,
    /** A function's or the program's scope: where `var` declares. */
    readonly isFunction = false,
  ) {}

  /** The scope a `var` belongs to. */
  get functionScope(): Scope {
    return this.isFunction || !this.parent ? this : this.parent.functionScope;
  }

  find(name: string): Binding | undefined {
    return this.vars.get(name) ?? this.parent?.find(name);
  }

  declare(name: string, value: JsValue, constant = false, known = true): void {
    this.vars.set(name, { value, known, constant });
  }
}

/** A plain JavaScript value for console formatting. */
function toPlain(v: JsValue, seen = new Set<JsArray>()): unknown {
  if (!isObject(v)) return v;
  if (v.kind === 'array') {
    if (seen.has(v)) throw new Unsure('circular');
    seen.add(v);
    const out = v.items.map((item) => toPlain(item, seen));
    seen.delete(v);
    return out;
  }
  throw new Unsure('not printable');
}

/** String(v), as JavaScript converts it. */
function toText(v: JsValue): string {
  if (!isObject(v)) return String(v);
  if (v.kind === 'array')
    return v.items.map((item) => (item === null || item === undefined ? '' : toText(item))).join();
  throw new Unsure('text of unknown content');
}

function truthy(v: JsValue): boolean {
  if (isText(v)) throw new Unsure('unknown text');
  return isObject(v) ? true : Boolean(v);
}

/** How a value is shown in a step: text quoted, arrays as written. */
export function showValue(v: JsValue): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (isArray(v)) return `[${v.items.map(showValue).join(', ')}]`;
  if (isText(v)) return 'what the user typed';
  if (isObject(v)) return `the function ${v.name}`;
  return String(v);
}

function primitiveBinary(op: string, a: JsPrimitive, b: JsPrimitive): JsValue {
  // Primitives only: no valueOf or toString of user objects can run.
  const x = a as never;
  const y = b as never;
  switch (op) {
    case '+':
      return (x as number) + (y as number);
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return x / y;
    case '%':
      return x % y;
    case '**':
      return (x as number) ** (y as number);
    case '==':
      return a == b;
    case '!=':
      return a != b;
    case '===':
      return a === b;
    case '!==':
      return a !== b;
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    case '>=':
      return x >= y;
    default:
      throw new Unsure(`operator ${op}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The interpreter

type Completion =
  | { type: 'normal' }
  | { type: 'return'; value: JsValue }
  | { type: 'break' }
  | { type: 'continue' };

const NORMAL: Completion = { type: 'normal' };
const MAX_CALL_DEPTH = 200;

const MATH_FUNCTIONS = new Map<string, (...n: number[]) => number>([
  ['abs', Math.abs],
  ['floor', Math.floor],
  ['ceil', Math.ceil],
  ['round', Math.round],
  ['trunc', Math.trunc],
  ['sqrt', Math.sqrt],
  ['pow', Math.pow],
  ['max', Math.max],
  ['min', Math.min],
  ['sign', Math.sign],
]);

const STRING_METHODS = new Map<string, (s: string, args: JsValue[]) => JsValue>([
  ['toUpperCase', (s) => s.toUpperCase()],
  ['toLowerCase', (s) => s.toLowerCase()],
  ['trim', (s) => s.trim()],
  ['includes', (s, [a]) => typeof a === 'string' && s.includes(a)],
  ['startsWith', (s, [a]) => typeof a === 'string' && s.startsWith(a)],
  ['endsWith', (s, [a]) => typeof a === 'string' && s.endsWith(a)],
  ['charAt', (s, [a]) => (typeof a === 'number' ? s.charAt(a) : unsure())],
  ['repeat', (s, [a]) => (typeof a === 'number' && a >= 0 && a < 1000 ? s.repeat(a) : unsure())],
  [
    'split',
    (s, [a]) =>
      typeof a === 'string'
        ? { kind: 'array', items: s.split(a) }
        : a === undefined
          ? { kind: 'array', items: [s] }
          : unsure(),
  ],
]);

function unsure(): never {
  throw new Unsure();
}

/** What happened while computing, for the explanation to say. */
interface Notes {
  /** Functions called with fewer values than they take: name, given, taken. */
  missing: { name: string; given: number; taken: number }[];
  /** `+` between typed text and a number. */
  joinedText: boolean;
}

class Interpreter {
  readonly output: string[] = [];
  notes: Notes = { missing: [], joinedText: false };
  private depth = 0;

  constructor(private readonly budget: Budget) {}

  run(statements: readonly ES.Node[], scope: Scope): Completion {
    hoist(statements, scope);
    for (const statement of statements) {
      const completion = this.exec(statement, scope);
      if (completion.type !== 'normal') return completion;
    }
    return NORMAL;
  }

  exec(node: ES.Node, scope: Scope): Completion {
    this.budget.spend();
    switch (node.type) {
      case 'EmptyStatement':
      case 'FunctionDeclaration':
        return NORMAL;
      case 'VariableDeclaration':
        for (const d of node.declarations) {
          if (d.id.type !== 'Identifier') throw new Unsure('destructuring');
          const value = d.init ? this.eval(d.init, scope, d.id.name) : undefined;
          const target = node.kind === 'var' ? scope.functionScope : scope;
          target.declare(d.id.name, value, node.kind === 'const');
        }
        return NORMAL;
      case 'ExpressionStatement':
        this.eval(node.expression, scope);
        return NORMAL;
      case 'BlockStatement':
        return this.run(node.body, new Scope(scope));
      case 'IfStatement':
        if (truthy(this.eval(node.test, scope))) return this.exec(node.consequent, scope);
        return node.alternate ? this.exec(node.alternate, scope) : NORMAL;
      case 'ForStatement': {
        const loop = new Scope(scope);
        if (node.init) {
          if (node.init.type === 'VariableDeclaration') this.exec(node.init, loop);
          else this.eval(node.init, loop);
        }
        for (;;) {
          this.budget.spend();
          if (node.test && !truthy(this.eval(node.test, loop))) break;
          const c = this.exec(node.body, new Scope(loop));
          if (c.type === 'break') break;
          if (c.type === 'return') return c;
          if (node.update) this.eval(node.update, loop);
        }
        return NORMAL;
      }
      case 'ForOfStatement': {
        if (node.await) throw new Unsure('for await');
        const iterable = this.eval(node.right, scope);
        const items: JsValue[] = isArray(iterable)
          ? iterable.items
          : typeof iterable === 'string'
            ? [...iterable]
            : unsure();
        const name = loopVariable(node.left);
        const constant = node.left.type === 'VariableDeclaration' && node.left.kind === 'const';
        for (let i = 0; i < items.length; i += 1) {
          this.budget.spend();
          const body = new Scope(scope);
          if (node.left.type === 'VariableDeclaration')
            (node.left.kind === 'var' ? scope.functionScope : body).declare(
              name,
              items[i],
              constant,
            );
          else this.assign(name, items[i], scope);
          const c = this.exec(node.body, body);
          if (c.type === 'break') break;
          if (c.type === 'return') return c;
        }
        return NORMAL;
      }
      case 'WhileStatement':
        for (;;) {
          this.budget.spend();
          if (!truthy(this.eval(node.test, scope))) break;
          const c = this.exec(node.body, scope);
          if (c.type === 'break') break;
          if (c.type === 'return') return c;
        }
        return NORMAL;
      case 'DoWhileStatement':
        for (;;) {
          this.budget.spend();
          const c = this.exec(node.body, scope);
          if (c.type === 'break') break;
          if (c.type === 'return') return c;
          if (!truthy(this.eval(node.test, scope))) break;
        }
        return NORMAL;
      case 'ReturnStatement':
        return {
          type: 'return',
          value: node.argument ? this.eval(node.argument, scope) : undefined,
        };
      case 'BreakStatement':
        if (node.label) throw new Unsure('label');
        return { type: 'break' };
      case 'ContinueStatement':
        if (node.label) throw new Unsure('label');
        return { type: 'continue' };
      default:
        throw new Unsure(node.type);
    }
  }

  private assign(name: string, value: JsValue, scope: Scope): void {
    const binding = scope.find(name);
    if (!binding) throw new Unsure('assignment to an undeclared name');
    if (binding.constant) throw new ProgramError('TypeError', 'Assignment to constant variable.');
    binding.value = value;
    binding.known = true;
  }

  private lookup(name: string, scope: Scope): JsValue {
    const binding = scope.find(name);
    if (binding) {
      if (!binding.known) throw new Unsure(`${name} is not known`);
      return binding.value;
    }
    if (name === 'undefined') return undefined;
    if (name === 'NaN') return NaN;
    if (name === 'Infinity') return Infinity;
    throw new Unsure(`${name} is not declared here`);
  }

  eval(node: ES.Node, scope: Scope, name = 'the function'): JsValue {
    this.budget.spend();
    switch (node.type) {
      case 'Literal':
        if ('regex' in node || 'bigint' in node) throw new Unsure('literal');
        return node.value as JsPrimitive;
      case 'Identifier':
        return this.lookup(node.name, scope);
      case 'TemplateLiteral': {
        let text = node.quasis[0]?.value.cooked ?? unsure();
        node.expressions.forEach((e, i) => {
          text += toText(this.eval(e, scope)) + (node.quasis[i + 1]?.value.cooked ?? unsure());
        });
        return text;
      }
      case 'ArrayExpression':
        return {
          kind: 'array',
          items: node.elements.map((e) =>
            e && e.type !== 'SpreadElement' ? this.eval(e, scope) : unsure(),
          ),
        };
      case 'UnaryExpression': {
        if (node.operator === 'delete') throw new Unsure('delete');
        const v = this.eval(node.argument, scope);
        if (node.operator === '!') return !truthy(v);
        if (isObject(v)) throw new Unsure('unary on an object');
        if (node.operator === '-') return -(v as number);
        if (node.operator === '+') return +(v as number);
        if (node.operator === 'typeof') return typeof v;
        if (node.operator === 'void') return undefined;
        throw new Unsure(node.operator);
      }
      case 'BinaryExpression': {
        if (node.left.type === 'PrivateIdentifier') throw new Unsure('private');
        const a = this.eval(node.left, scope);
        const b = this.eval(node.right, scope);
        return this.binary(node.operator, a, b);
      }
      case 'LogicalExpression': {
        const a = this.eval(node.left, scope);
        if (node.operator === '&&') return truthy(a) ? this.eval(node.right, scope) : a;
        if (node.operator === '||') return truthy(a) ? a : this.eval(node.right, scope);
        if (isText(a)) throw new Unsure('unknown text');
        return a === null || a === undefined ? this.eval(node.right, scope) : a;
      }
      case 'ConditionalExpression':
        return truthy(this.eval(node.test, scope))
          ? this.eval(node.consequent, scope)
          : this.eval(node.alternate, scope);
      case 'SequenceExpression': {
        let last: JsValue;
        for (const e of node.expressions) last = this.eval(e, scope);
        return last;
      }
      case 'AssignmentExpression':
        return this.assignment(node, scope);
      case 'UpdateExpression': {
        if (node.argument.type !== 'Identifier') throw new Unsure('update of a property');
        const old = this.lookup(node.argument.name, scope);
        if (typeof old !== 'number') throw new Unsure('update of a non-number');
        const next = node.operator === '++' ? old + 1 : old - 1;
        this.assign(node.argument.name, next, scope);
        return node.prefix ? next : old;
      }
      case 'MemberExpression':
        return this.member(node, scope);
      case 'CallExpression':
        return this.call(node, scope);
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return {
          kind: 'function',
          name: node.type === 'FunctionExpression' && node.id ? node.id.name : name,
          node,
          scope,
        };
      default:
        throw new Unsure(node.type);
    }
  }

  private binary(op: string, a: JsValue, b: JsValue): JsValue {
    if (op === '+' && (isText(a) || isText(b))) {
      if (typeof a === 'number' || typeof b === 'number') this.notes.joinedText = true;
      return { kind: 'text' };
    }
    if (isObject(a) || isObject(b)) {
      if (op === '+') return toText(a) + toText(b);
      if (op === '===' || op === '!==') return (a === b) === (op === '===');
      throw new Unsure(`${op} on an array`);
    }
    return primitiveBinary(op, a, b);
  }

  private assignment(node: ES.AssignmentExpression, scope: Scope): JsValue {
    const op = node.operator;
    if (op === '&&=' || op === '||=' || op === '??=') throw new Unsure(op);
    const compute = (old: () => JsValue) => {
      const right = this.eval(node.right, scope);
      return op === '=' ? right : this.binary(op.slice(0, -1), old(), right);
    };
    if (node.left.type === 'Identifier') {
      const name = node.left.name;
      const value = compute(() => this.lookup(name, scope));
      this.assign(name, value, scope);
      return value;
    }
    if (node.left.type === 'MemberExpression' && node.left.computed) {
      const target = node.left;
      const object = this.eval(target.object, scope);
      const index = this.eval(target.property, scope);
      if (!isArray(object) || typeof index !== 'number' || !Number.isInteger(index) || index < 0)
        throw new Unsure('property assignment');
      if (index > object.items.length) throw new Unsure('array with holes');
      const value = compute(() => object.items[index]);
      object.items[index] = value;
      return value;
    }
    throw new Unsure('assignment target');
  }

  private member(node: ES.MemberExpression, scope: Scope): JsValue {
    if (node.object.type === 'Identifier' && node.object.name === 'Math' && !scope.find('Math')) {
      if (!node.computed && node.property.type === 'Identifier') {
        if (node.property.name === 'PI') return Math.PI;
        if (node.property.name === 'E') return Math.E;
      }
      throw new Unsure('Math');
    }
    if (node.object.type === 'Super') throw new Unsure('super');
    const object = this.eval(node.object, scope);
    const key: JsValue = node.computed
      ? this.eval(node.property, scope)
      : node.property.type === 'Identifier'
        ? node.property.name
        : unsure();
    if (object === undefined || object === null) {
      if (node.optional) return undefined;
      throw new ProgramError(
        'TypeError',
        `Cannot read properties of ${String(object)} (reading '${toText(key)}')`,
      );
    }
    if (isArray(object) || typeof object === 'string') {
      const length = isArray(object) ? object.items.length : object.length;
      if (key === 'length') return length;
      if (typeof key === 'number') {
        if (!Number.isInteger(key) || key < 0 || key >= length) return undefined;
        return isArray(object) ? object.items[key] : object[key];
      }
    }
    throw new Unsure('property');
  }

  private call(node: ES.CallExpression, scope: Scope): JsValue {
    if ('optional' in node && node.optional) throw new Unsure('optional call');
    const args = () =>
      node.arguments.map((a) => (a.type === 'SpreadElement' ? unsure() : this.eval(a, scope)));
    const callee = node.callee;
    if (callee.type === 'Identifier') {
      const binding = scope.find(callee.name);
      if (binding) {
        const fn = this.lookup(callee.name, scope);
        if (!isObject(fn) || fn.kind !== 'function') {
          if (fn === undefined || typeof fn !== 'object')
            throw new ProgramError('TypeError', `${callee.name} is not a function`);
          throw new Unsure('call');
        }
        return this.callFunction(fn, args());
      }
      return this.builtIn(callee.name, args());
    }
    if (callee.type === 'MemberExpression' && !callee.computed) {
      const method = callee.property.type === 'Identifier' ? callee.property.name : unsure();
      const object = callee.object;
      if (object.type === 'Identifier' && !scope.find(object.name)) {
        if (
          object.name === 'console' &&
          ['log', 'info', 'warn', 'error', 'debug'].includes(method)
        ) {
          const values = args();
          this.output.push(formatConsoleArgs(values.map((v) => toPlain(v))));
          return undefined;
        }
        const math = MATH_FUNCTIONS.get(method);
        if (object.name === 'Math' && math) {
          const values = args();
          if (!values.every((v) => typeof v === 'number')) throw new Unsure('Math on non-numbers');
          return math(...values);
        }
        throw new Unsure(`${object.name}.${method}`);
      }
      const target = this.eval(object, scope);
      if (target === undefined || target === null)
        throw new ProgramError(
          'TypeError',
          `Cannot read properties of ${String(target)} (reading '${method}')`,
        );
      if (typeof target === 'string') {
        const fn = STRING_METHODS.get(method);
        if (fn) return fn(target, args());
      }
      if (typeof target === 'number' && method === 'toFixed') {
        const [digits = 0] = args();
        if (typeof digits !== 'number' || digits < 0 || digits > 100) throw new Unsure('toFixed');
        return target.toFixed(digits);
      }
      if (isArray(target)) return this.arrayMethod(target, method, args());
    }
    throw new Unsure('call');
  }

  private arrayMethod(target: JsArray, method: string, values: JsValue[]): JsValue {
    const [a] = values;
    switch (method) {
      case 'push':
        target.items.push(...values);
        return target.items.length;
      case 'pop':
        return target.items.pop();
      case 'includes':
        if (isObject(a)) throw new Unsure('includes of an object');
        return target.items.some((item) => item === a || (Number.isNaN(item) && Number.isNaN(a)));
      case 'indexOf':
        return target.items.indexOf(a);
      case 'join':
        return target.items
          .map((item) => (item === null || item === undefined ? '' : toText(item)))
          .join(a === undefined ? ',' : toText(a));
      default:
        throw new Unsure(`array ${method}`);
    }
  }

  private builtIn(name: string, values: JsValue[]): JsValue {
    const [a, b] = values;
    if (name === 'prompt') return { kind: 'text' };
    if (isObject(a) && name !== 'String') throw new Unsure(name);
    switch (name) {
      case 'String':
        return toText(a);
      case 'Number':
        return Number(a);
      case 'Boolean':
        return truthy(a);
      case 'parseInt':
        if (b !== undefined && typeof b !== 'number') throw new Unsure('radix');
        return Number.parseInt(String(a), b);
      case 'parseFloat':
        return Number.parseFloat(String(a));
      case 'isNaN':
        return Number.isNaN(Number(a));
      default:
        throw new Unsure(name);
    }
  }

  callFunction(fn: JsFunction, args: JsValue[]): JsValue {
    const node = fn.node;
    if (node.async || node.generator) throw new Unsure('async or generator');
    if (this.depth >= MAX_CALL_DEPTH) throw new Unsure('deep recursion');
    const scope = new Scope(fn.scope, true);
    const simple = node.params.filter((p) => p.type === 'Identifier').length;
    if (args.length < simple && node.params.every((p) => p.type === 'Identifier'))
      this.notes.missing.push({ name: fn.name, given: args.length, taken: simple });
    node.params.forEach((p, i) => {
      if (p.type === 'Identifier') scope.declare(p.name, args[i]);
      else if (p.type === 'AssignmentPattern' && p.left.type === 'Identifier')
        scope.declare(p.left.name, args[i] === undefined ? this.eval(p.right, scope) : args[i]);
      else if (p.type === 'RestElement' && p.argument.type === 'Identifier')
        scope.declare(p.argument.name, { kind: 'array', items: args.slice(i) });
      else throw new Unsure('parameter pattern');
    });
    this.depth += 1;
    try {
      if (node.body.type !== 'BlockStatement') return this.eval(node.body, scope);
      const c = this.run(node.body.body, scope);
      return c.type === 'return' ? c.value : undefined;
    } finally {
      this.depth -= 1;
    }
  }
}

function loopVariable(left: ES.ForOfStatement['left']): string {
  if (left.type === 'Identifier') return left.name;
  if (left.type === 'VariableDeclaration') {
    const id = left.declarations[0]?.id;
    if (id?.type === 'Identifier') return id.name;
  }
  throw new Unsure('loop variable pattern');
}

/** Function declarations exist before the code above them runs. */
function hoist(statements: readonly ES.Node[], scope: Scope): void {
  for (const s of statements) {
    if (s.type === 'FunctionDeclaration' && s.id)
      scope.declare(s.id.name, { kind: 'function', name: s.id.name, node: s, scope });
  }
}

// ---------------------------------------------------------------------------------------------
// What a statement changes (to forget values that could not be computed)

type Walkable = ES.Node & Record<string, unknown>;

function children(node: ES.Node): ES.Node[] {
  const out: ES.Node[] = [];
  for (const [key, value] of Object.entries(node as Walkable)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) {
      for (const v of value) if (v && typeof v === 'object' && 'type' in v) out.push(v as ES.Node);
    } else if (value && typeof value === 'object' && 'type' in value) out.push(value as ES.Node);
  }
  return out;
}

function walk(node: ES.Node, visit: (n: ES.Node) => void): void {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

/** Names a node assigns or mutates (`x = …`, `x++`, `x.push(…)`, `x[i] = …`). */
function written(node: ES.Node): Set<string> {
  const names = new Set<string>();
  const root = (e: ES.Node): string | undefined =>
    e.type === 'Identifier' ? e.name : e.type === 'MemberExpression' ? root(e.object) : undefined;
  walk(node, (n) => {
    let target: string | undefined;
    if (n.type === 'AssignmentExpression') target = root(n.left);
    else if (n.type === 'UpdateExpression') target = root(n.argument);
    else if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression')
      target = root(n.callee.object);
    else if (n.type === 'ForOfStatement' || n.type === 'ForInStatement') {
      if (n.left.type === 'Identifier') target = n.left.name;
    }
    if (target) names.add(target);
  });
  return names;
}

function hasCall(node: ES.Node): boolean {
  let found = false;
  walk(node, (n) => {
    if (n.type === 'CallExpression' || n.type === 'NewExpression') found = true;
  });
  return found;
}

// ---------------------------------------------------------------------------------------------
// The words

const INPUT_CALLS = new Map<string, string>([
  ['prompt', 'asks the user to type an answer'],
  ['question', 'asks the user to type an answer'],
  ['readFileSync', 'reads a file'],
  ['readFile', 'reads a file'],
  ['fetch', 'downloads data from the internet'],
]);

/** A value that could not be computed. */
const UNKNOWN: unique symbol = Symbol('unknown');
type Maybe = JsValue | typeof UNKNOWN;
const known = (v: Maybe): v is JsValue => v !== UNKNOWN;

interface FunctionInfo {
  name: string;
  node: ES.Function;
  line: number;
}

/** What is known about a top-level statement before it runs. */
interface Before {
  /** ' (true here)' for an if. */
  condition?: string;
  /** ' (3 times)' for a counting loop. */
  times?: string;
  /** ' (3 items)' for a for-of loop. */
  count?: string;
}

export interface JsExplanation {
  sections: ExplanationSection[];
  summary: string;
}

class Explainer {
  readonly inputs = new StepList();
  readonly functions = new StepList();
  readonly order = new StepList();
  private readonly interpreter: Interpreter;
  private readonly global = new Scope(undefined, true);
  private stopped: { line: number } | undefined;
  /** Facts about the top-level statement being described, found before it ran. */
  private before: Before = {};
  /** Names any function body writes: forgotten when a call could not be computed. */
  private readonly writtenByFunctions = new Set<string>();
  printsSomething = false;
  printedLines = 0;
  printedKnown = true;

  constructor(
    private readonly program: ES.Program,
    private readonly source: string,
  ) {
    this.interpreter = new Interpreter(new Budget());
  }

  private text(node: ES.Node): string {
    const [start, end] = node.range ?? [0, 0];
    return this.source.slice(start, end);
  }

  private line(node: ES.Node): number {
    return node.loc?.start.line ?? 1;
  }

  explain(): JsExplanation {
    const body = this.program.body;
    hoist(body as ES.Node[], this.global);
    const functions: FunctionInfo[] = [];
    for (const s of body) {
      if (s.type === 'FunctionDeclaration' && s.id)
        functions.push({ name: s.id.name, node: s, line: this.line(s) });
      if (s.type === 'VariableDeclaration') {
        for (const d of s.declarations) {
          if (
            d.id.type === 'Identifier' &&
            (d.init?.type === 'ArrowFunctionExpression' || d.init?.type === 'FunctionExpression')
          )
            functions.push({ name: d.id.name, node: d.init, line: this.line(d) });
        }
      }
    }
    for (const f of functions) for (const n of written(f.node.body)) this.writtenByFunctions.add(n);
    this.printsSomething = containsPrint(this.program);
    this.findInputs(functions);
    for (const f of functions) this.describeFunction(f.name, f.node, f.line, 0, this.functions);
    for (const s of body) {
      if (s.type === 'ClassDeclaration') this.describeClass(s, 0, this.functions);
    }
    for (const s of body) this.topLevel(s);
    if (this.order.length === 0 && this.order.left === 0) {
      this.order.add(
        1,
        functions.length > 0
          ? 'Nothing runs on its own: the functions above only run when something calls them.'
          : 'Nothing runs: the code only defines things.',
        0,
      );
    }
    return { sections: this.sections(), summary: this.summary(functions.length) };
  }

  private sections(): ExplanationSection[] {
    const out: ExplanationSection[] = [];
    const section = (title: string, list: StepList) => {
      const steps = [...list.steps];
      if (list.left > 0)
        steps.push({
          line: steps[steps.length - 1]?.line ?? 1,
          text: `… and ${plural(list.left, 'more step')}.`,
          depth: 0,
        });
      if (steps.length) out.push({ title, steps });
    };
    if (this.inputs.length === 0)
      this.inputs.add(1, 'It reads no input: every value it uses is written in the code.', 0);
    section('What it reads', this.inputs);
    section('Functions', this.functions);
    section('What it does, in order', this.order);
    return out;
  }

  private summary(functionCount: number): string {
    const parts: string[] = [];
    if (functionCount) parts.push(`defines ${plural(functionCount, 'function')}`);
    const reads = this.inputs.steps.filter((s) => !s.text.startsWith('It reads no input'));
    const asks = reads.some((s) => /asks the user/.test(s.text));
    if (asks) parts.push('asks the user for input');
    if (this.printsSomething) {
      parts.push(
        this.printedKnown && this.printedLines > 0
          ? `prints ${plural(this.printedLines, 'line')}`
          : 'prints its results',
      );
    }
    const what = parts.length ? words(parts) : 'runs a few statements';
    const stop = this.stopped
      ? ` It stops with an error on line ${this.stopped.line} (see the steps).`
      : '';
    return `This program ${what}.${stop}`;
  }

  private findInputs(functions: FunctionInfo[]): void {
    for (const f of functions) {
      const names = f.node.params.map((p) => this.paramName(p));
      if (names.length)
        this.inputs.add(
          f.line,
          `${code(f.name)} receives ${words(names.map((n) => code(n)))} each time it is called.`,
          0,
        );
    }
    walk(this.program, (n) => {
      if (n.type === 'CallExpression') {
        const name =
          n.callee.type === 'Identifier'
            ? n.callee.name
            : n.callee.type === 'MemberExpression' && n.callee.property.type === 'Identifier'
              ? n.callee.property.name
              : '';
        const what = INPUT_CALLS.get(name);
        if (what) this.inputs.add(this.line(n), `It ${what}: ${code(this.text(n))}.`, 0);
      } else if (
        n.type === 'MemberExpression' &&
        n.object.type === 'Identifier' &&
        n.object.name === 'process' &&
        n.property.type === 'Identifier' &&
        n.property.name === 'argv'
      ) {
        this.inputs.add(this.line(n), 'It reads the command-line arguments (`process.argv`).', 0);
      } else if (
        n.type === 'MemberExpression' &&
        !n.computed &&
        n.property.type === 'Identifier' &&
        n.property.name === 'value' &&
        n.object.type === 'CallExpression'
      ) {
        this.inputs.add(
          this.line(n),
          `It reads what the user typed in a field of the page: ${code(this.text(n))}.`,
          0,
        );
      }
    });
    this.inputs.steps.sort((a, b) => a.line - b.line);
  }

  private paramName(p: ES.Pattern): string {
    if (p.type === 'Identifier') return p.name;
    if (p.type === 'AssignmentPattern')
      return `${this.paramName(p.left)} (${this.text(p.right)} if not given)`;
    if (p.type === 'RestElement') return `${this.paramName(p.argument)} (all the other values)`;
    return this.text(p);
  }

  private signature(name: string, node: ES.Function): string {
    return code(`${name}(${node.params.map((p) => this.text(p)).join(', ')})`);
  }

  private describeFunction(
    name: string,
    node: ES.Function,
    line: number,
    depth: number,
    list: StepList,
  ): void {
    const sig = this.signature(name, node);
    const takes = node.params.length
      ? `takes ${words(node.params.map((p) => code(this.paramName(p).split(' (')[0] ?? '')))}`
      : 'takes nothing';
    if (node.body.type !== 'BlockStatement') {
      list.add(line, `${sig} ${takes} and returns ${code(this.text(node.body))}.`, depth);
      return;
    }
    const statements = node.body.body;
    const only = statements.length === 1 ? statements[0] : undefined;
    if (only?.type === 'ReturnStatement' && only.argument) {
      list.add(line, `${sig} ${takes} and returns ${code(this.text(only.argument))}.`, depth);
      return;
    }
    const returns = this.returns(node.body);
    const gives =
      returns.length === 0
        ? ' It gives back no value (`undefined`).'
        : returns.length === 1
          ? ` It returns ${code(returns[0] ?? '')}.`
          : ` It returns one of ${words(returns.map((r) => code(r)))}, depending on the checks.`;
    list.add(line, `${sig} ${takes}.${gives} Step by step:`, depth);
    for (const s of statements) this.describe(s, depth + 1, list);
  }

  /** The values a function body returns (not those of functions inside it). */
  private returns(body: ES.Node): string[] {
    const out: string[] = [];
    const visit = (n: ES.Node) => {
      if (n.type === 'ReturnStatement' && n.argument) out.push(this.text(n.argument));
      if (
        n.type === 'FunctionDeclaration' ||
        n.type === 'FunctionExpression' ||
        n.type === 'ArrowFunctionExpression'
      )
        return;
      for (const child of children(n)) visit(child);
    };
    for (const child of children(body)) visit(child);
    return [...new Set(out)];
  }

  private describeClass(
    node: ES.ClassDeclaration | ES.ClassExpression,
    depth: number,
    list: StepList,
  ) {
    const name = node.id?.name ?? 'class';
    const methods = node.body.body.filter(
      (m): m is ES.MethodDefinition => m.type === 'MethodDefinition',
    );
    const names = methods.map((m) => (m.key.type === 'Identifier' ? m.key.name : this.text(m.key)));
    list.add(
      this.line(node),
      `The class ${code(name)} is a blueprint for objects${node.superClass ? ` (built on ${code(this.text(node.superClass))})` : ''}${names.length ? `, with ${words(names.map((n) => code(`${n}()`)))}` : ''}.`,
      depth,
    );
    for (const m of methods) {
      const mname = m.key.type === 'Identifier' ? m.key.name : this.text(m.key);
      if (mname === 'constructor') {
        list.add(
          this.line(m),
          `${code('constructor')} runs when an object is made with ${code(`new ${name}(…)`)}:`,
          depth + 1,
        );
        for (const s of m.value.body.body) this.describe(s, depth + 2, list);
      } else this.describeFunction(mname, m.value, this.line(m), depth + 1, list);
    }
  }

  /** A top-level statement: described, and run when it can be, for its values and output. */
  private topLevel(node: ES.Node): void {
    if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') return;
    if (
      node.type === 'VariableDeclaration' &&
      node.declarations.every(
        (d) => d.init?.type === 'ArrowFunctionExpression' || d.init?.type === 'FunctionExpression',
      )
    ) {
      this.runQuietly(node);
      return;
    }
    if (this.stopped) {
      this.describe(node, 0, this.order);
      return;
    }
    this.before = this.beforeRunning(node);
    const before = this.interpreter.output.length;
    this.interpreter.notes = { missing: [], joinedText: false };
    const at = this.order.length;
    let outcome: { printed: string[] } | { error: ProgramError; printed: string[] } | undefined;
    try {
      this.interpreter.exec(node, this.global);
      outcome = { printed: this.interpreter.output.slice(before) };
    } catch (error) {
      if (error instanceof ProgramError) {
        outcome = { error, printed: this.interpreter.output.slice(before) };
        this.stopped = { line: this.line(node) };
      } else if (error instanceof Unsure) {
        this.interpreter.output.length = before;
        this.forget(node);
      } else throw error;
    }
    this.describe(node, 0, this.order, outcome);
    this.before = {};
    const step = this.order.steps[at];
    if (!step) return;
    if (outcome && !('error' in outcome)) {
      this.printedLines += outcome.printed.length;
      tellOutcome(this.order, at, this.line(node), {
        printed: outcome.printed,
        isPrint: isConsoleStatement(node),
      });
      addNote(this.order, at, this.line(node), this.noteText());
    } else if (outcome && 'error' in outcome) {
      tellOutcome(this.order, at, this.line(node), outcome);
    } else if (containsPrint(node) || hasCall(node)) this.printedKnown = false;
  }

  private noteText(): string {
    const notes: string[] = [];
    for (const m of this.interpreter.notes.missing.slice(0, 1)) {
      notes.push(
        `Note: ${code(m.name)} takes ${plural(m.taken, 'value')} but is given ${m.given}, so the missing ${m.taken - m.given === 1 ? 'one is' : 'ones are'} \`undefined\`.`,
      );
    }
    if (this.interpreter.notes.joinedText)
      notes.push(
        'Note: what the user types is text, so `+` joins the number onto it instead of adding (use `Number(…)` first).',
      );
    return notes.join(' ');
  }

  private runQuietly(node: ES.Node): void {
    try {
      this.interpreter.exec(node, this.global);
    } catch {
      this.forget(node);
    }
  }

  /** After a statement that could not be computed: what it may have changed is not known. */
  private forget(node: ES.Node): void {
    const names = written(node);
    if (node.type === 'VariableDeclaration')
      for (const d of node.declarations) if (d.id.type === 'Identifier') names.add(d.id.name);
    if (hasCall(node)) for (const n of this.writtenByFunctions) names.add(n);
    for (const name of names) {
      const binding = this.global.find(name);
      if (binding) binding.known = false;
      else this.global.declare(name, undefined, false, false);
    }
  }

  /** The value a top-level name has now, when known. */
  private valueOf(name: string): JsValue | Maybe {
    const b = this.global.find(name);
    return b && b.known ? b.value : UNKNOWN;
  }

  /** Computes, without changing anything, what is known of `node` before it runs. */
  private probe(node: ES.Node): JsValue | Maybe {
    try {
      return new Interpreter(new Budget(2_000)).eval(node, this.global);
    } catch {
      return UNKNOWN;
    }
  }

  private beforeRunning(node: ES.Node): Before {
    // Probing must not change values: only expressions without assignments or calls.
    const pure = (e: ES.Node) => written(e).size === 0 && !hasCall(e);
    if (node.type === 'IfStatement' && pure(node.test)) {
      const v = this.probe(node.test);
      if (!known(v) || isText(v)) return {};
      return { condition: truthy(v) ? ' (true here)' : ' (false here)' };
    }
    if (node.type === 'ForOfStatement' && pure(node.right)) {
      const v = this.probe(node.right);
      if (known(v) && isArray(v)) return { count: ` (${plural(v.items.length, 'item')})` };
      if (typeof v === 'string') return { count: ` (${plural([...v].length, 'character')})` };
      return {};
    }
    if (node.type === 'ForStatement') {
      const loop = countingLoop(node);
      if (!loop || !pure(loop.from) || !pure(loop.to)) return {};
      const from = this.probe(loop.from);
      const to = this.probe(loop.to);
      if (typeof from !== 'number' || typeof to !== 'number') return {};
      const inclusive = loop.operator.endsWith('=');
      const span = loop.up ? to - from : from - to;
      const n = Math.max(0, Math.floor(span) + (inclusive || !Number.isInteger(span) ? 1 : 0));
      return { times: ` (${plural(n, 'time')})` };
    }
    return {};
  }

  private describe(
    node: ES.Node,
    depth: number,
    list: StepList,
    outcome?: { printed: string[] } | { error: ProgramError; printed: string[] },
  ): void {
    const line = this.line(node);
    const top = depth === 0 && outcome !== undefined && !('error' in outcome);
    switch (node.type) {
      case 'EmptyStatement':
        return;
      case 'FunctionDeclaration':
        if (node.id) this.describeFunction(node.id.name, node, line, depth, list);
        return;
      case 'ClassDeclaration':
        this.describeClass(node, depth, list);
        return;
      case 'ImportDeclaration':
        list.add(line, `Loads ${code(this.text(node))}.`, depth);
        return;
      case 'VariableDeclaration':
        for (const d of node.declarations) this.declaration(d, depth, list, top);
        return;
      case 'ExpressionStatement':
        list.add(line, this.expressionStep(node.expression, top, outcome), depth);
        return;
      case 'BlockStatement':
        for (const s of node.body) this.describe(s, depth, list);
        return;
      case 'IfStatement': {
        const known = depth === 0 ? (this.before.condition ?? '') : '';
        list.add(line, `If ${code(this.text(node.test))}${known}:`, depth);
        this.describe(node.consequent, depth + 1, list);
        let alt = node.alternate;
        while (alt) {
          if (alt.type === 'IfStatement') {
            list.add(this.line(alt), `Otherwise, if ${code(this.text(alt.test))}:`, depth);
            this.describe(alt.consequent, depth + 1, list);
            alt = alt.alternate;
          } else {
            list.add(this.line(alt), 'Otherwise:', depth);
            this.describe(alt, depth + 1, list);
            alt = null;
          }
        }
        return;
      }
      case 'ForStatement':
        list.add(
          line,
          `${this.forText(node, depth === 0 ? (this.before.times ?? '') : '')}:`,
          depth,
        );
        this.describe(node.body, depth + 1, list);
        return;
      case 'ForOfStatement': {
        const name = this.text(node.left).replace(/^(const|let|var)\s+/, '');
        const count = depth === 0 ? (this.before.count ?? '') : '';
        list.add(
          line,
          `For each ${code(name)} in ${code(this.text(node.right))}${count}, it runs:`,
          depth,
        );
        this.describe(node.body, depth + 1, list);
        return;
      }
      case 'ForInStatement':
        list.add(
          line,
          `For each key ${code(this.text(node.left).replace(/^(const|let|var)\s+/, ''))} of ${code(this.text(node.right))}, it runs:`,
          depth,
        );
        this.describe(node.body, depth + 1, list);
        return;
      case 'WhileStatement':
        list.add(
          line,
          node.test.type === 'Literal' && node.test.value === true
            ? 'Repeats forever, until a `break` or `return` stops it:'
            : `Repeats as long as ${code(this.text(node.test))}:`,
          depth,
        );
        this.describe(node.body, depth + 1, list);
        return;
      case 'DoWhileStatement':
        list.add(
          line,
          `Runs the lines below once, then again as long as ${code(this.text(node.test))}:`,
          depth,
        );
        this.describe(node.body, depth + 1, list);
        return;
      case 'SwitchStatement':
        list.add(line, `Compares ${code(this.text(node.discriminant))} with each case:`, depth);
        for (const c of node.cases) {
          list.add(
            this.line(c),
            c.test ? `When it is ${code(this.text(c.test))}:` : 'In any other case:',
            depth + 1,
          );
          for (const s of c.consequent) this.describe(s, depth + 2, list);
        }
        return;
      case 'ReturnStatement':
        list.add(
          line,
          node.argument
            ? `Returns ${code(this.text(node.argument))}.`
            : 'Stops the function here (returns nothing).',
          depth,
        );
        return;
      case 'BreakStatement':
        list.add(line, 'Stops the loop (`break`).', depth);
        return;
      case 'ContinueStatement':
        list.add(line, 'Skips to the next round of the loop (`continue`).', depth);
        return;
      case 'ThrowStatement':
        list.add(line, `Stops with an error: ${code(this.text(node.argument))}.`, depth);
        return;
      case 'TryStatement':
        list.add(line, 'Tries the lines below:', depth);
        this.describe(node.block, depth + 1, list);
        if (node.handler) {
          const param = node.handler.param
            ? ` (the error is ${code(this.text(node.handler.param))})`
            : '';
          list.add(this.line(node.handler), `If one of them fails${param}:`, depth);
          this.describe(node.handler.body, depth + 1, list);
        }
        if (node.finalizer) {
          list.add(this.line(node.finalizer), 'In any case, at the end:', depth);
          this.describe(node.finalizer, depth + 1, list);
        }
        return;
      default:
        list.add(line, `Runs ${code(this.text(node))}.`, depth);
    }
  }

  private forText(node: ES.ForStatement, times: string): string {
    const loop = countingLoop(node);
    if (loop) {
      return `Repeats with ${code(loop.name)} counting ${loop.up ? 'up' : 'down'} from ${code(this.text(loop.from))} by 1 while ${code(this.text(node.test ?? node))}${times}; each time it runs`;
    }
    const parts = [
      node.init ? `first ${code(this.text(node.init))}` : '',
      node.test ? `as long as ${code(this.text(node.test))}` : 'forever, until a `break`',
      node.update ? `and after each round ${code(this.text(node.update))}` : '',
    ].filter(Boolean);
    return `Repeats: ${parts.join(', ')}; each time it runs`;
  }

  private declaration(d: ES.VariableDeclarator, depth: number, list: StepList, top: boolean): void {
    const line = this.line(d);
    const name = this.text(d.id);
    if (!d.init) {
      list.add(line, `${code(name)} is created with no value yet (\`undefined\`).`, depth);
      return;
    }
    const init = d.init;
    if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') {
      this.describeFunction(name, init, line, depth, list);
      return;
    }
    if (init.type === 'ClassExpression') {
      this.describeClass(init, depth, list);
      return;
    }
    if (
      init.type === 'CallExpression' &&
      init.callee.type === 'Identifier' &&
      init.callee.name === 'require'
    ) {
      list.add(
        line,
        `Loads the module ${code(this.text(init.arguments[0] ?? init))} as ${code(name)}.`,
        depth,
      );
      return;
    }
    if (
      init.type === 'CallExpression' &&
      init.callee.type === 'Identifier' &&
      init.callee.name === 'prompt'
    ) {
      list.add(
        line,
        `Asks the user to type something (${code(this.text(init))}) and keeps the answer, as text, in ${code(name)}.`,
        depth,
      );
      return;
    }
    const value = top && d.id.type === 'Identifier' ? this.valueOf(d.id.name) : UNKNOWN;
    list.add(
      line,
      `${code(name)} is set to ${code(this.text(init))}${this.valueSuffix(init, value)}.`,
      depth,
    );
  }

  /** ', which is `5`' when the value is known and is not written as it is in the code. */
  private valueSuffix(expr: ES.Node, value: JsValue | Maybe): string {
    if (!known(value) || isText(value) || (isObject(value) && value.kind === 'function')) return '';
    const shown = showValue(value);
    if (isLiteral(expr) || shown === this.text(expr).trim()) return '';
    const nan = typeof value === 'number' && Number.isNaN(value) ? ' (not a number)' : '';
    return `, which is ${code(shown, 80)}${nan}`;
  }

  private expressionStep(
    e: ES.Expression,
    top: boolean,
    outcome?: { printed: string[] } | { error: ProgramError; printed: string[] },
  ): string {
    const printed = outcome && !('error' in outcome) ? outcome.printed : undefined;
    if (e.type === 'CallExpression') {
      const callee = e.callee;
      if (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'console' &&
        callee.property.type === 'Identifier'
      ) {
        if (printed) return `${cap(printedText(printed))}.`;
        const args = e.arguments.map((a) =>
          a.type === 'Literal' && typeof a.value === 'string'
            ? code(a.value)
            : `the value of ${code(this.text(a))}`,
        );
        return args.length ? `Prints ${words(args)}.` : 'Prints an empty line.';
      }
      if (callee.type === 'Identifier' && callee.name === 'alert')
        return `Shows a message box with ${code(this.text(e.arguments[0] ?? e))}.`;
      if (
        callee.type === 'MemberExpression' &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 'push'
      )
        return `Adds ${words(e.arguments.map((a) => code(this.text(a))))} to the end of ${code(this.text(callee.object))}.`;
      if (callee.type === 'Identifier' && top) {
        const fn = this.valueOf(callee.name);
        if (known(fn) && isObject(fn) && fn.kind === 'function') {
          const printedPart = printed?.length ? `, which ${printedText(printed)}` : '';
          return `Calls ${code(this.text(e))}${printedPart}.`;
        }
      }
      return `Calls ${code(this.text(e))}.`;
    }
    if (e.type === 'AssignmentExpression') {
      const target = code(this.text(e.left));
      const right = code(this.text(e.right));
      const now =
        top && e.left.type === 'Identifier'
          ? this.valueSuffix(e.operator === '=' ? e.right : e, this.valueOf(e.left.name))
          : '';
      const nowText = now ? now.replace(', which is', ' (now') + ')' : '';
      switch (e.operator) {
        case '=':
          return `${target} becomes ${right}${now ? now : ''}.`;
        case '+=':
          return `Adds ${right} to ${target}${nowText}.`;
        case '-=':
          return `Takes ${right} away from ${target}${nowText}.`;
        case '*=':
          return `Multiplies ${target} by ${right}${nowText}.`;
        case '/=':
          return `Divides ${target} by ${right}${nowText}.`;
        default:
          return `Updates ${target}: ${code(this.text(e))}${nowText}.`;
      }
    }
    if (e.type === 'UpdateExpression') {
      const target = code(this.text(e.argument));
      const now =
        top && e.argument.type === 'Identifier'
          ? this.valueSuffix(e, this.valueOf(e.argument.name))
          : '';
      const nowText = now ? now.replace(', which is', ' (now') + ')' : '';
      return `${target} goes ${e.operator === '++' ? 'up' : 'down'} by 1${nowText}.`;
    }
    return `Works out ${code(this.text(e))}.`;
  }
}

/** `for (let i = A; i < B; i++)` and its kin, counting by 1. */
function countingLoop(
  node: ES.ForStatement,
):
  | { name: string; from: ES.Expression; to: ES.Expression; operator: string; up: boolean }
  | undefined {
  const init = node.init;
  const test = node.test;
  const update = node.update;
  const declared =
    init?.type === 'VariableDeclaration' && init.declarations.length === 1
      ? init.declarations[0]
      : undefined;
  if (
    declared?.id.type !== 'Identifier' ||
    !declared.init ||
    test?.type !== 'BinaryExpression' ||
    test.left.type !== 'Identifier' ||
    test.left.name !== declared.id.name ||
    !update
  )
    return undefined;
  const name = declared.id.name;
  const step =
    update.type === 'UpdateExpression' &&
    update.argument.type === 'Identifier' &&
    update.argument.name === name
      ? update.operator
      : update.type === 'AssignmentExpression' &&
          update.left.type === 'Identifier' &&
          update.left.name === name &&
          update.right.type === 'Literal' &&
          update.right.value === 1
        ? update.operator === '+='
          ? '++'
          : update.operator === '-='
            ? '--'
            : ''
        : '';
  const up = step === '++';
  const down = step === '--';
  if (
    !(up && ['<', '<='].includes(test.operator)) &&
    !(down && ['>', '>='].includes(test.operator))
  )
    return undefined;
  return { name, from: declared.init, to: test.right, operator: test.operator, up };
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value written out in the code (`5`, `'hi'`, `[1, 2]`): no need to say what it is. */
function isLiteral(node: ES.Node): boolean {
  switch (node.type) {
    case 'Literal':
      return true;
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'ArrayExpression':
      return node.elements.every((e) => e !== null && isLiteral(e));
    case 'UnaryExpression':
      return (node.operator === '-' || node.operator === '+') && node.argument.type === 'Literal';
    default:
      return false;
  }
}

function isConsoleStatement(node: ES.Node): boolean {
  return (
    node.type === 'ExpressionStatement' &&
    node.expression.type === 'CallExpression' &&
    node.expression.callee.type === 'MemberExpression' &&
    node.expression.callee.object.type === 'Identifier' &&
    node.expression.callee.object.name === 'console'
  );
}

function containsPrint(node: ES.Node): boolean {
  let found = false;
  walk(node, (n) => {
    if (
      n.type === 'CallExpression' &&
      n.callee.type === 'MemberExpression' &&
      n.callee.object.type === 'Identifier' &&
      n.callee.object.name === 'console'
    )
      found = true;
  });
  return found;
}

/** The explanation of a parsed program (`range` and `loc` on every node, as ESLint gives). */
export function explainJavaScriptProgram(program: ES.Program, source: string): JsExplanation {
  return new Explainer(program, source).explain();
}
