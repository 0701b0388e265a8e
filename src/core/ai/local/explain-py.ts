/**
 * Explains a Python program from its Lezer syntax tree, in the order it runs: what it reads, what
 * each function does and returns, then each top-level statement with loops and conditions in
 * plain words.
 *
 * Values are shown only when they are certain: a small interpreter runs the top-level statements
 * over int, float, str, bool, None and lists, and the program's own functions, and stops
 * computing, never guessing, at anything else. What the user types is text of unknown content: it
 * is enough to know that `input() + 1` stops with a TypeError. The errors it names are the certain
 * ones (TypeError, ZeroDivisionError, IndexError, ValueError, a missing argument).
 */
import type { SyntaxNode } from '@lezer/common';
import type { ExplanationSection } from '../types';
import {
  addNote,
  Budget,
  ProgramError,
  StepList,
  Unsure,
  code,
  lineOf,
  lineStartsOf,
  plural,
  tellOutcome,
  words,
} from './explain-steps';

// ---------------------------------------------------------------------------------------------
// Values

interface PyFunction {
  t: 'function';
  name: string;
  node: SyntaxNode;
  scope: PyScope;
  /** Default values, computed once when the `def` runs (as Python does); null when not known. */
  defaults: Map<string, PyValue | null>;
}
/** `v` is absent when only the type is known (what the user typed). */
type PyValue =
  | { t: 'int'; v?: number }
  | { t: 'float'; v?: number }
  | { t: 'str'; v?: string }
  | { t: 'bool'; v: boolean }
  | { t: 'none' }
  | { t: 'list'; items: PyValue[] }
  | { t: 'range'; start: number; stop: number; step: number }
  | PyFunction;

const NONE: PyValue = { t: 'none' };
const int = (v: number): PyValue => {
  if (!Number.isSafeInteger(v)) throw new Unsure('a very large integer');
  return { t: 'int', v };
};
const float = (v: number): PyValue => ({ t: 'float', v });
const str = (v: string): PyValue => ({ t: 'str', v });
const bool = (v: boolean): PyValue => ({ t: 'bool', v });

const TYPE_NAMES: Record<PyValue['t'], string> = {
  int: 'int',
  float: 'float',
  str: 'str',
  bool: 'bool',
  none: 'NoneType',
  list: 'list',
  range: 'range',
  function: 'function',
};

/** A number's value (bool counts as int, as in Python); Unsure when only the type is known. */
function num(v: PyValue): number {
  if (v.t === 'bool') return v.v ? 1 : 0;
  if ((v.t === 'int' || v.t === 'float') && v.v !== undefined) return v.v;
  throw new Unsure('number');
}
const isNumber = (v: PyValue) => v.t === 'int' || v.t === 'float' || v.t === 'bool';
const isKnown = (v: PyValue) =>
  !((v.t === 'int' || v.t === 'float' || v.t === 'str') && v.v === undefined);

function truthy(v: PyValue): boolean {
  switch (v.t) {
    case 'none':
      return false;
    case 'bool':
      return v.v;
    case 'int':
    case 'float':
      return num(v) !== 0;
    case 'str':
      if (v.v === undefined) throw new Unsure('unknown text');
      return v.v !== '';
    case 'list':
      return v.items.length > 0;
    case 'range':
      return rangeItems(v, 1).length > 0;
    default:
      return true;
  }
}

/** Python's repr of a float: the shortest digits, exponent below 1e-4 and from 1e16. */
export function floatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(x);
  if (abs >= 1e16 || abs < 1e-4) {
    const [mantissa = '', exp = '0'] = x.toExponential().split('e');
    const e = Number(exp);
    return `${mantissa}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  const text = String(x);
  return text.includes('.') ? text : `${text}.0`;
}

function strRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of s) {
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (ch < ' ' || ch === '\x7f')
      out += `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${quote}${out}${quote}`;
}

function pyRepr(v: PyValue): string {
  if (v.t === 'str') return v.v === undefined ? unsure() : strRepr(v.v);
  if (v.t === 'list') return `[${v.items.map(pyRepr).join(', ')}]`;
  return pyStr(v);
}

function pyStr(v: PyValue): string {
  switch (v.t) {
    case 'int':
      return String(num(v));
    case 'float':
      return floatRepr(num(v));
    case 'str':
      return v.v ?? unsure();
    case 'bool':
      return v.v ? 'True' : 'False';
    case 'none':
      return 'None';
    case 'list':
      return pyRepr(v);
    case 'range':
      return `range(${v.start}, ${v.stop}${v.step !== 1 ? `, ${v.step}` : ''})`;
    default:
      return `<function ${v.name}>`;
  }
}

/** `list[i]`, for an index known to be inside the list. */
function item<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new Unsure('index');
  return value;
}

function unsure(why?: string): never {
  throw new Unsure(why);
}

function rangeItems(r: { start: number; stop: number; step: number }, limit = 100_000): PyValue[] {
  const out: PyValue[] = [];
  for (let i = r.start; r.step > 0 ? i < r.stop : i > r.stop; i += r.step) {
    out.push(int(i));
    if (out.length > limit) throw new Unsure('a long range');
  }
  return out;
}

function iterate(v: PyValue): PyValue[] {
  if (v.t === 'list') return v.items;
  if (v.t === 'range') return rangeItems(v);
  if (v.t === 'str' && v.v !== undefined) return [...v.v].map(str);
  if (v.t === 'int' || v.t === 'float' || v.t === 'bool' || v.t === 'none')
    throw new ProgramError('TypeError', `'${TYPE_NAMES[v.t]}' object is not iterable`);
  throw new Unsure('iteration');
}

function equal(a: PyValue, b: PyValue): boolean {
  if (isNumber(a) && isNumber(b)) return num(a) === num(b);
  if (a.t === 'str' && b.t === 'str') {
    if (a.v === undefined || b.v === undefined) throw new Unsure('unknown text');
    return a.v === b.v;
  }
  if (a.t === 'none' || b.t === 'none') return a.t === b.t;
  if (a.t === 'list' && b.t === 'list')
    return a.items.length === b.items.length && a.items.every((x, i) => equal(x, item(b.items, i)));
  if (!isKnown(a) || !isKnown(b)) {
    // Text and a number are never equal, whatever was typed.
    if ((a.t === 'str') !== (b.t === 'str')) return false;
    throw new Unsure('unknown value');
  }
  return false;
}

const typeError = (op: string, a: PyValue, b: PyValue) =>
  new ProgramError(
    'TypeError',
    `unsupported operand type(s) for ${op}: '${TYPE_NAMES[a.t]}' and '${TYPE_NAMES[b.t]}'`,
  );

/** The result type of arithmetic on numbers: int only when both are int (or bool). */
const numberKind = (a: PyValue, b: PyValue) =>
  a.t === 'float' || b.t === 'float' ? 'float' : 'int';

function arithmetic(op: string, a: PyValue, b: PyValue, notes: Notes): PyValue {
  if (op === '+') {
    if (a.t === 'str' && b.t === 'str')
      return a.v !== undefined && b.v !== undefined ? str(a.v + b.v) : { t: 'str' };
    if (a.t === 'str' || b.t === 'str') {
      if (a.t === 'str' && isNumber(b)) {
        notes.textPlusNumber = true;
        throw new ProgramError(
          'TypeError',
          `can only concatenate str (not "${TYPE_NAMES[b.t]}") to str`,
        );
      }
      if (a.t !== 'str' && isNumber(a)) notes.textPlusNumber = true;
      throw typeError('+', a, b);
    }
    if (a.t === 'list' && b.t === 'list') return { t: 'list', items: [...a.items, ...b.items] };
  }
  if (op === '*') {
    const text = a.t === 'str' ? a : b.t === 'str' ? b : undefined;
    const times = a.t === 'str' ? b : a;
    if (text && text.t === 'str' && (times.t === 'int' || times.t === 'bool')) {
      if (text.v === undefined) return { t: 'str' };
      const n = num(times);
      if (n > 10_000) throw new Unsure('long text');
      return str(text.v.repeat(Math.max(0, n)));
    }
    const list = a.t === 'list' ? a : b.t === 'list' ? b : undefined;
    const count = a.t === 'list' ? b : a;
    if (list && list.t === 'list' && (count.t === 'int' || count.t === 'bool')) {
      const n = Math.max(0, num(count));
      if (n * list.items.length > 10_000) throw new Unsure('long list');
      return { t: 'list', items: Array.from({ length: n }, () => list.items).flat() };
    }
  }
  if (!isNumber(a) || !isNumber(b)) {
    if ((a.t === 'str' || a.t === 'list' || a.t === 'none') && isKnown(a) && isKnown(b))
      throw typeError(op, a, b);
    if (b.t === 'str' || b.t === 'none' || a.t === 'none' || a.t === 'str')
      throw typeError(op, a, b);
    throw new Unsure('operands');
  }
  const kind = numberKind(a, b);
  if (!isKnown(a) || !isKnown(b)) return op === '/' ? { t: 'float' } : { t: kind };
  const x = num(a);
  const y = num(b);
  switch (op) {
    case '+':
      return kind === 'int' ? int(x + y) : float(x + y);
    case '-':
      return kind === 'int' ? int(x - y) : float(x - y);
    case '*':
      return kind === 'int' ? int(x * y) : float(x * y);
    case '/':
      if (y === 0) throw new ProgramError('ZeroDivisionError', 'division by zero');
      return float(x / y);
    case '//':
    case '%': {
      if (y === 0) throw new ProgramError('ZeroDivisionError', 'division by zero');
      // Floats round differently here in Python and JavaScript: only whole numbers are computed.
      if (kind !== 'int') throw new Unsure(`float ${op}`);
      const [bx, by] = [BigInt(x), BigInt(y)];
      let q = bx / by;
      if (bx % by !== 0n && bx < 0n !== by < 0n) q -= 1n;
      return int(Number(op === '//' ? q : bx - q * by));
    }
    case '**':
      if (kind === 'int' && y >= 0) return int(x ** y);
      if (x === 0 && y < 0)
        throw new ProgramError('ZeroDivisionError', 'zero cannot be raised to a negative power');
      return float(x ** y);
    default:
      throw new Unsure(op);
  }
}

function compare(op: string, a: PyValue, b: PyValue, notes: Notes): PyValue {
  if (op === '==' || op === '!=') {
    if ((a.t === 'str') !== (b.t === 'str') && (isNumber(a) || isNumber(b)))
      notes.textEqualsNumber = true;
    return bool(equal(a, b) === (op === '=='));
  }
  const both = (t: 'str' | 'number') =>
    t === 'str' ? a.t === 'str' && b.t === 'str' : isNumber(a) && isNumber(b);
  if (!both('str') && !both('number')) {
    if ((a.t === 'str' && isNumber(b)) || (isNumber(a) && b.t === 'str')) {
      notes.textPlusNumber = true;
      throw new ProgramError(
        'TypeError',
        `'${op}' not supported between instances of '${TYPE_NAMES[a.t]}' and '${TYPE_NAMES[b.t]}'`,
      );
    }
    throw new Unsure('comparison');
  }
  const x = both('str') ? ((a as { v?: string }).v ?? unsure()) : num(a);
  const y = both('str') ? ((b as { v?: string }).v ?? unsure()) : num(b);
  switch (op) {
    case '<':
      return bool(x < y);
    case '<=':
      return bool(x <= y);
    case '>':
      return bool(x > y);
    case '>=':
      return bool(x >= y);
    default:
      throw new Unsure(op);
  }
}

// ---------------------------------------------------------------------------------------------
// The interpreter

class PyScope {
  readonly vars = new Map<string, { value: PyValue; known: boolean }>();
  constructor(
    readonly parent?: PyScope,
    /** Names assigned in this function: local even before they are. */
    readonly locals: ReadonlySet<string> = new Set(),
  ) {}
}

type Completion =
  | { type: 'normal' }
  | { type: 'return'; value: PyValue }
  | { type: 'break' }
  | { type: 'continue' };
const NORMAL: Completion = { type: 'normal' };
const MAX_CALL_DEPTH = 200;

interface Notes {
  /** Text met a number in `+` or a comparison. */
  textPlusNumber: boolean;
  /** Text compared with `==` to a number: never equal. */
  textEqualsNumber: boolean;
}

const children = (node: SyntaxNode): SyntaxNode[] => {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
};

/** Children that are expressions or statements (not punctuation or keywords). */
const PUNCTUATION = new Set([
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  ':',
  '.',
  'Comment',
  'AssignOp',
  'UpdateOp',
  'ArithOp',
  'CompareOp',
  'if',
  'elif',
  'else',
  'for',
  'in',
  'while',
  'return',
  'def',
  'class',
  'not',
  'and',
  'or',
  'is',
  'lambda',
  'pass',
  'break',
  'continue',
  'import',
  'from',
  'as',
  'with',
  'try',
  'except',
  'finally',
  'raise',
  'del',
  'global',
  'nonlocal',
  'assert',
  'async',
  'await',
  'yield',
]);
const parts = (node: SyntaxNode) => children(node).filter((c) => !PUNCTUATION.has(c.name));

class Interpreter {
  /** Printed text, line by line (the last entry is the line being written). */
  private text = '';
  notes: Notes = { textPlusNumber: false, textEqualsNumber: false };
  private depth = 0;

  constructor(
    private readonly source: string,
    private readonly budget: Budget,
  ) {}

  /** Everything printed so far, as complete lines. */
  printed(): string[] {
    const lines = this.text.split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    return lines;
  }

  get mark(): number {
    return this.text.length;
  }

  rewind(mark: number): void {
    this.text = this.text.slice(0, mark);
  }

  since(mark: number): string[] {
    const part = this.text.slice(mark);
    const lines = part.split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    return lines;
  }

  private src(node: SyntaxNode): string {
    return this.source.slice(node.from, node.to);
  }

  run(statements: readonly SyntaxNode[], scope: PyScope): Completion {
    for (const s of statements) {
      const c = this.exec(s, scope);
      if (c.type !== 'normal') return c;
    }
    return NORMAL;
  }

  /** Runs a `def`: the function exists from here on, with its defaults computed now. */
  define(node: SyntaxNode, scope: PyScope): void {
    const name = node.getChild('VariableName');
    if (!name) throw new Unsure('def');
    const defaults = new Map<string, PyValue | null>();
    for (const p of paramList(node, this.source) ?? []) {
      if (!p.default) continue;
      try {
        defaults.set(p.name, this.eval(p.default, scope));
      } catch (error) {
        if (!(error instanceof Unsure)) throw error;
        defaults.set(p.name, null);
      }
    }
    scope.vars.set(this.src(name), {
      value: { t: 'function', name: this.src(name), node, scope, defaults },
      known: true,
    });
  }

  private body(node: SyntaxNode | null, scope: PyScope): Completion {
    if (!node) throw new Unsure('no body');
    return this.run(
      children(node).filter((c) => !PUNCTUATION.has(c.name)),
      scope,
    );
  }

  exec(node: SyntaxNode, scope: PyScope): Completion {
    this.budget.spend();
    switch (node.name) {
      case 'Comment':
      case 'PassStatement':
        return NORMAL;
      case 'FunctionDefinition':
        this.define(node, scope);
        return NORMAL;
      case 'ExpressionStatement': {
        const [e] = parts(node);
        if (e) this.eval(e, scope);
        return NORMAL;
      }
      case 'AssignStatement':
        this.assignStatement(node, scope);
        return NORMAL;
      case 'UpdateStatement': {
        const [target, value] = parts(node);
        const op = node.getChild('UpdateOp');
        if (!target || !value || !op || target.name !== 'VariableName') throw new Unsure('update');
        const name = this.src(target);
        const next = this.binary(
          this.src(op).slice(0, -1),
          this.lookup(name, scope),
          this.eval(value, scope),
        );
        this.assign(name, next, scope);
        return NORMAL;
      }
      case 'IfStatement': {
        const kids = children(node);
        for (let i = 0; i < kids.length; i += 1) {
          const k = item(kids, i);
          if (k.name === 'if' || k.name === 'elif') {
            const test = kids[i + 1];
            const body = kids[i + 2];
            if (!test || !body) throw new Unsure('if');
            if (truthy(this.eval(test, scope))) return this.body(body, scope);
            i += 2;
          } else if (k.name === 'else') {
            return this.body(kids[i + 1] ?? null, scope);
          }
        }
        return NORMAL;
      }
      case 'WhileStatement': {
        if (node.getChild('else')) throw new Unsure('while-else');
        const [test, body] = parts(node);
        if (!test || !body) throw new Unsure('while');
        for (;;) {
          this.budget.spend();
          if (!truthy(this.eval(test, scope))) return NORMAL;
          const c = this.body(body, scope);
          if (c.type === 'break') return NORMAL;
          if (c.type === 'return') return c;
        }
      }
      case 'ForStatement': {
        if (node.getChild('else')) throw new Unsure('for-else');
        const [target, iterable, body] = parts(node);
        if (!target || !iterable || !body || target.name !== 'VariableName')
          throw new Unsure('for target');
        const name = this.src(target);
        for (const item of iterate(this.eval(iterable, scope))) {
          this.budget.spend();
          this.assign(name, item, scope);
          const c = this.body(body, scope);
          if (c.type === 'break') return NORMAL;
          if (c.type === 'return') return c;
        }
        return NORMAL;
      }
      case 'ReturnStatement': {
        const [value] = parts(node);
        return { type: 'return', value: value ? this.eval(value, scope) : NONE };
      }
      case 'BreakStatement':
        return { type: 'break' };
      case 'ContinueStatement':
        return { type: 'continue' };
      default:
        throw new Unsure(node.name);
    }
  }

  private assignStatement(node: SyntaxNode, scope: PyScope): void {
    const kids = children(node).filter((c) => c.name !== 'Comment');
    if (kids.some((c) => c.name === 'TypeDef')) throw new Unsure('annotation');
    // Split into `=`-separated groups; each group is comma-separated.
    let group: SyntaxNode[] = [];
    const groups: SyntaxNode[][] = [group];
    for (const k of kids) {
      if (k.name === 'AssignOp') {
        group = [];
        groups.push(group);
      } else if (k.name !== ',') group.push(k);
    }
    const valueNodes = groups.pop() ?? [];
    const values = valueNodes.map((v) => this.eval(v, scope));
    const value: PyValue | PyValue[] = values.length === 1 ? item(values, 0) : values;
    for (const targets of groups) {
      if (targets.length === 1) {
        this.assignTo(item(targets, 0), Array.isArray(value) ? unsure('a tuple') : value, scope);
      } else {
        const items = Array.isArray(value) ? value : iterate(value);
        if (items.length !== targets.length)
          throw new ProgramError(
            'ValueError',
            `${items.length > targets.length ? 'too many values to unpack' : 'not enough values to unpack'} (expected ${targets.length}, got ${items.length})`,
          );
        targets.forEach((t, i) => this.assignTo(t, item(items, i), scope));
      }
    }
  }

  private assignTo(target: SyntaxNode, value: PyValue, scope: PyScope): void {
    if (target.name === 'VariableName') {
      this.assign(this.src(target), value, scope);
      return;
    }
    if (target.name === 'MemberExpression' && target.getChild('[')) {
      const [object, index] = parts(target);
      if (!object || !index) throw new Unsure('subscript');
      const list = this.eval(object, scope);
      const i = this.eval(index, scope);
      if (list.t !== 'list' || i.t !== 'int') throw new Unsure('item assignment');
      const at = this.index(num(i), list.items.length, 'list assignment index out of range');
      list.items[at] = value;
      return;
    }
    throw new Unsure('assignment target');
  }

  private assign(name: string, value: PyValue, scope: PyScope): void {
    scope.vars.set(name, { value, known: true });
  }

  private lookup(name: string, scope: PyScope): PyValue {
    let s: PyScope | undefined = scope;
    while (s) {
      const found = s.vars.get(name);
      if (found) {
        if (!found.known) throw new Unsure(`${name} is not known`);
        return found.value;
      }
      if (s.locals.has(name)) throw new Unsure('local before assignment');
      s = s.parent;
    }
    if (name === 'True') return bool(true);
    if (name === 'False') return bool(false);
    if (name === 'None') return NONE;
    throw new Unsure(`${name} is not defined here`);
  }

  private index(i: number, length: number, message: string): number {
    const at = i < 0 ? length + i : i;
    if (at < 0 || at >= length) throw new ProgramError('IndexError', message);
    return at;
  }

  binary(op: string, a: PyValue, b: PyValue): PyValue {
    return arithmetic(op, a, b, this.notes);
  }

  eval(node: SyntaxNode, scope: PyScope): PyValue {
    this.budget.spend();
    switch (node.name) {
      case 'Number':
        return parseNumber(this.src(node));
      case 'String':
        return str(parseString(this.src(node)));
      case 'ContinuedString':
        return str(
          parts(node)
            .map((s) => parseString(this.src(s)))
            .join(''),
        );
      case 'FormatString':
        return this.formatString(node, scope);
      case 'Boolean':
        return bool(this.src(node) === 'True');
      case 'None':
        return NONE;
      case 'VariableName':
        return this.lookup(this.src(node), scope);
      case 'ParenthesizedExpression': {
        const inner = parts(node);
        if (inner.length !== 1) throw new Unsure('tuple');
        return this.eval(item(inner, 0), scope);
      }
      case 'ArrayExpression':
        return { t: 'list', items: parts(node).map((e) => this.eval(e, scope)) };
      case 'UnaryExpression': {
        const [operand] = parts(node);
        if (!operand) throw new Unsure('unary');
        const v = this.eval(operand, scope);
        if (node.getChild('not')) return bool(!truthy(v));
        const op = this.src(node.firstChild ?? node);
        if (!isNumber(v))
          throw new ProgramError(
            'TypeError',
            `bad operand type for unary ${op}: '${TYPE_NAMES[v.t]}'`,
          );
        if (!isKnown(v)) return { t: v.t === 'float' ? 'float' : 'int' };
        if (op === '-') return v.t === 'float' ? float(-num(v)) : int(-num(v));
        if (op === '+') return v.t === 'float' ? float(num(v)) : int(num(v));
        throw new Unsure(op);
      }
      case 'BinaryExpression':
        return this.binaryExpression(node, scope);
      case 'ConditionalExpression': {
        const [yes, test, no] = parts(node);
        if (!yes || !test || !no) throw new Unsure('conditional');
        return truthy(this.eval(test, scope)) ? this.eval(yes, scope) : this.eval(no, scope);
      }
      case 'MemberExpression':
        return this.member(node, scope);
      case 'CallExpression':
        return this.call(node, scope);
      default:
        throw new Unsure(node.name);
    }
  }

  private binaryExpression(node: SyntaxNode, scope: PyScope): PyValue {
    const kids = children(node);
    const [left, right] = parts(node);
    if (!left || !right) throw new Unsure('binary');
    if (kids.some((k) => k.name === 'and' || k.name === 'or')) {
      const a = this.eval(left, scope);
      const isAnd = kids.some((k) => k.name === 'and');
      if (isAnd ? !truthy(a) : truthy(a)) return a;
      return this.eval(right, scope);
    }
    const compareOp = node.getChild('CompareOp');
    if (compareOp) {
      // `a < b < c` is a chain in Python, not (a < b) < c.
      if (left.name === 'BinaryExpression' && left.getChild('CompareOp'))
        throw new Unsure('chained comparison');
      return compare(
        this.src(compareOp),
        this.eval(left, scope),
        this.eval(right, scope),
        this.notes,
      );
    }
    if (kids.some((k) => k.name === 'in')) {
      const negate = kids.some((k) => k.name === 'not');
      const item = this.eval(left, scope);
      const container = this.eval(right, scope);
      let found: boolean;
      if (container.t === 'str' && item.t === 'str') {
        if (container.v === undefined || item.v === undefined) throw new Unsure('unknown text');
        found = container.v.includes(item.v);
      } else if (container.t === 'list' || container.t === 'range') {
        found = iterate(container).some((x) => equal(x, item));
      } else throw new Unsure('in');
      return bool(found !== negate);
    }
    if (kids.some((k) => k.name === 'is')) {
      const negate = kids.some((k) => k.name === 'not');
      const a = this.eval(left, scope);
      const b = this.eval(right, scope);
      if (a.t !== 'none' && b.t !== 'none') throw new Unsure('is');
      return bool((a.t === b.t) !== negate);
    }
    const op = node.getChild('ArithOp');
    if (!op) throw new Unsure('operator');
    return this.binary(this.src(op), this.eval(left, scope), this.eval(right, scope));
  }

  private formatString(node: SyntaxNode, scope: PyScope): PyValue {
    const text = this.src(node);
    const prefix = /^[a-zA-Z]*/.exec(text)?.[0] ?? '';
    if (prefix.toLowerCase() !== 'f') throw new Unsure('string prefix');
    const quote =
      text.startsWith('"""', prefix.length) || text.startsWith("'''", prefix.length) ? 3 : 1;
    const start = node.from + prefix.length + quote;
    const end = node.to - quote;
    let out = '';
    let at = start;
    const literal = (from: number, to: number) =>
      decodeEscapes(this.source.slice(from, to).replace(/\{\{/g, '{').replace(/\}\}/g, '}'));
    for (const r of node.getChildren('FormatReplacement')) {
      out += literal(at, r.from);
      const inner = parts(r);
      if (inner.length !== 1 || r.getChild('FormatSpec') || r.getChild('FormatConversion'))
        throw new Unsure('format spec');
      out += pyStr(this.eval(item(inner, 0), scope));
      at = r.to;
    }
    out += literal(at, end);
    return str(out);
  }

  private member(node: SyntaxNode, scope: PyScope): PyValue {
    const [object, key] = parts(node);
    if (!object || !key) throw new Unsure('member');
    if (!node.getChild('[')) throw new Unsure('attribute');
    const value = this.eval(object, scope);
    if (node.getChild(':') || key.name === 'SliceExpression') throw new Unsure('slice');
    const i = this.eval(key, scope);
    if (value.t === 'list' || (value.t === 'str' && value.v !== undefined)) {
      if (i.t !== 'int' && i.t !== 'bool')
        throw new ProgramError(
          'TypeError',
          `${value.t} indices must be integers or slices, not ${TYPE_NAMES[i.t]}`,
        );
      const length = value.t === 'list' ? value.items.length : (value.v ?? '').length;
      const at = this.index(
        num(i),
        length,
        `${value.t === 'list' ? 'list' : 'string'} index out of range`,
      );
      return value.t === 'list' ? item(value.items, at) : str((value.v ?? '')[at] ?? '');
    }
    throw new Unsure('subscript');
  }

  private args(
    node: SyntaxNode,
    scope: PyScope,
  ): { positional: PyValue[]; named: Map<string, PyValue> } {
    const list = node.getChild('ArgList');
    const positional: PyValue[] = [];
    const named = new Map<string, PyValue>();
    if (!list) return { positional, named };
    const kids = children(list).filter((c) => !['(', ')', ',', 'Comment'].includes(c.name));
    for (let i = 0; i < kids.length; i += 1) {
      const k = item(kids, i);
      if (k.name === '*' || k.name === '**') throw new Unsure('unpacking');
      if (kids[i + 1]?.name === 'AssignOp') {
        const value = kids[i + 2];
        if (!value) throw new Unsure('keyword');
        named.set(this.src(k), this.eval(value, scope));
        i += 2;
      } else positional.push(this.eval(k, scope));
    }
    return { positional, named };
  }

  private write(text: string): void {
    if (this.text.length + text.length > 200_000) throw new Unsure('too much output');
    this.text += text;
  }

  private call(node: SyntaxNode, scope: PyScope): PyValue {
    const callee = node.firstChild;
    if (!callee) throw new Unsure('call');
    if (callee.name === 'MemberExpression' && !callee.getChild('[')) {
      const [object, property] = parts(callee);
      if (!object || !property) throw new Unsure('method');
      const target = this.eval(object, scope);
      const { positional } = this.args(node, scope);
      return this.method(target, this.src(property), positional);
    }
    if (callee.name !== 'VariableName') throw new Unsure('call');
    const name = this.src(callee);
    let defined: PyValue | undefined;
    try {
      defined = this.lookup(name, scope);
    } catch (error) {
      if (!(error instanceof Unsure) || !/not defined here/.test(error.message)) throw error;
    }
    const { positional, named } = this.args(node, scope);
    if (defined) {
      if (defined.t !== 'function') {
        if (isKnown(defined))
          throw new ProgramError('TypeError', `'${TYPE_NAMES[defined.t]}' object is not callable`);
        throw new Unsure('call');
      }
      return this.callFunction(defined, positional, named);
    }
    return this.builtIn(name, positional, named);
  }

  private builtIn(name: string, args: PyValue[], named: Map<string, PyValue>): PyValue {
    const [a, b, c] = args;
    const text = (v: PyValue | undefined, what: string) =>
      v === undefined ? undefined : v.t === 'str' ? (v.v ?? unsure()) : unsure(what);
    switch (name) {
      case 'print': {
        for (const key of named.keys()) if (key !== 'sep' && key !== 'end') throw new Unsure(key);
        const sep = text(named.get('sep'), 'sep') ?? ' ';
        const end = text(named.get('end'), 'end') ?? '\n';
        this.write(args.map(pyStr).join(sep) + end);
        return NONE;
      }
      case 'input':
        if (a) this.write(pyStr(a));
        // What the user types ends the line on the screen.
        this.write('\n');
        return { t: 'str' };
      case 'len':
        if (!a) throw new Unsure('len');
        if (a.t === 'str') return a.v === undefined ? { t: 'int' } : int([...a.v].length);
        if (a.t === 'list') return int(a.items.length);
        if (a.t === 'range') return int(rangeItems(a).length);
        throw new ProgramError('TypeError', `object of type '${TYPE_NAMES[a.t]}' has no len()`);
      case 'str':
        return a ? (isKnown(a) ? str(pyStr(a)) : { t: 'str' }) : str('');
      case 'int': {
        if (!a) return int(0);
        if (b) throw new Unsure('base');
        if (a.t === 'str') {
          if (a.v === undefined) return { t: 'int' };
          const t = a.v.trim().replace(/_/g, '');
          if (!/^[+-]?\d+$/.test(t))
            throw new ProgramError(
              'ValueError',
              `invalid literal for int() with base 10: ${strRepr(a.v)}`,
            );
          return int(Number(t));
        }
        if (a.t === 'float') return isKnown(a) ? int(Math.trunc(num(a))) : { t: 'int' };
        if (a.t === 'int' || a.t === 'bool') return isKnown(a) ? int(num(a)) : { t: 'int' };
        throw new Unsure('int');
      }
      case 'float': {
        if (!a) return float(0);
        if (a.t === 'str') {
          if (a.v === undefined) return { t: 'float' };
          const t = a.v.trim().toLowerCase();
          if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(t)) return float(Number(t));
          if (/^[+-]?(inf|infinity|nan)$/.test(t)) throw new Unsure('special float');
          throw new ProgramError(
            'ValueError',
            `could not convert string to float: ${strRepr(a.v)}`,
          );
        }
        if (isNumber(a)) return isKnown(a) ? float(num(a)) : { t: 'float' };
        throw new Unsure('float');
      }
      case 'abs':
        if (!a || !isNumber(a)) throw new Unsure('abs');
        return a.t === 'float' ? float(Math.abs(num(a))) : int(Math.abs(num(a)));
      case 'round': {
        if (!a || !isNumber(a) || b) throw new Unsure('round');
        const x = num(a);
        const floor = Math.floor(x);
        const diff = x - floor;
        // Python rounds halves to the even neighbour.
        return int(diff > 0.5 || (diff === 0.5 && floor % 2 !== 0) ? floor + 1 : floor);
      }
      case 'sum': {
        if (!a || b) throw new Unsure('sum');
        return iterate(a).reduce<PyValue>((acc, x) => this.binary('+', acc, x), int(0));
      }
      case 'max':
      case 'min': {
        if (named.size) throw new Unsure(name);
        const items = args.length === 1 && a ? iterate(a) : args;
        if (items.length === 0)
          throw new ProgramError('ValueError', `${name}() iterable argument is empty`);
        return items.reduce((best, x) =>
          truthy(compare(name === 'max' ? '>' : '<', x, best, this.notes)) ? x : best,
        );
      }
      case 'range': {
        const ns = args.map((v) => (v.t === 'int' || v.t === 'bool' ? num(v) : unsure('range')));
        if (ns.length === 1) return { t: 'range', start: 0, stop: item(ns, 0), step: 1 };
        if (ns.length === 2) return { t: 'range', start: item(ns, 0), stop: item(ns, 1), step: 1 };
        if (ns.length === 3 && c && ns[2] !== 0)
          return { t: 'range', start: item(ns, 0), stop: item(ns, 1), step: item(ns, 2) };
        throw new Unsure('range');
      }
      case 'list':
        return { t: 'list', items: a ? [...iterate(a)] : [] };
      case 'bool':
        return bool(a ? truthy(a) : false);
      default:
        throw new Unsure(name);
    }
  }

  private method(target: PyValue, name: string, args: PyValue[]): PyValue {
    const [a] = args;
    if (target.t === 'list') {
      switch (name) {
        case 'append':
          if (!a || args.length !== 1) throw new Unsure('append');
          target.items.push(a);
          return NONE;
        case 'pop':
          if (args.length) throw new Unsure('pop index');
          if (target.items.length === 0)
            throw new ProgramError('IndexError', 'pop from empty list');
          return target.items.pop() ?? NONE;
        case 'count':
          if (!a) throw new Unsure('count');
          return int(target.items.filter((x) => equal(x, a)).length);
        default:
          throw new Unsure(`list.${name}`);
      }
    }
    if (target.t === 'str') {
      if (target.v === undefined) {
        if (['upper', 'lower', 'strip', 'title', 'capitalize'].includes(name)) return { t: 'str' };
        throw new Unsure('unknown text');
      }
      const s = target.v;
      switch (name) {
        case 'upper':
          return str(s.toUpperCase());
        case 'lower':
          return str(s.toLowerCase());
        case 'strip':
          if (args.length) throw new Unsure('strip chars');
          return str(s.trim());
        case 'startswith':
        case 'endswith':
          if (a?.t !== 'str' || a.v === undefined) throw new Unsure(name);
          return bool(name === 'startswith' ? s.startsWith(a.v) : s.endsWith(a.v));
        case 'replace': {
          const [from, to] = args;
          if (from?.t !== 'str' || to?.t !== 'str' || from.v === undefined || to.v === undefined)
            throw new Unsure('replace');
          if (from.v === '' || args.length > 2) throw new Unsure('replace');
          return str(s.split(from.v).join(to.v));
        }
        case 'split':
          if (args.length === 0)
            return { t: 'list', items: s.split(/\s+/).filter(Boolean).map(str) };
          if (a?.t === 'str' && a.v && args.length === 1)
            return { t: 'list', items: s.split(a.v).map(str) };
          throw new Unsure('split');
        case 'join': {
          if (!a) throw new Unsure('join');
          const items = iterate(a);
          return str(
            items
              .map((x) => {
                if (x.t !== 'str')
                  throw new ProgramError(
                    'TypeError',
                    `sequence item: expected str instance, ${TYPE_NAMES[x.t]} found`,
                  );
                return x.v ?? unsure();
              })
              .join(s),
          );
        }
        default:
          throw new Unsure(`str.${name}`);
      }
    }
    throw new Unsure('method');
  }

  callFunction(fn: PyFunction, args: PyValue[], named: Map<string, PyValue>): PyValue {
    if (this.depth >= MAX_CALL_DEPTH) throw new Unsure('deep recursion');
    const params = paramList(fn.node, this.source);
    if (!params) throw new Unsure('parameters');
    const scope = new PyScope(fn.scope, assignedNames(fn.node.getChild('Body'), this.source));
    const missing: string[] = [];
    if (args.length > params.length)
      throw new ProgramError(
        'TypeError',
        `${fn.name}() takes ${params.length} positional argument${params.length === 1 ? '' : 's'} but ${args.length} were given`,
      );
    params.forEach((p, i) => {
      const given = i < args.length ? args[i] : named.get(p.name);
      if (given) scope.vars.set(p.name, { value: given, known: true });
      else if (p.default) {
        const value = fn.defaults.get(p.name);
        if (!value) throw new Unsure('default value');
        scope.vars.set(p.name, { value, known: true });
      } else missing.push(p.name);
    });
    for (const key of named.keys())
      if (!params.some((p) => p.name === key))
        throw new ProgramError(
          'TypeError',
          `${fn.name}() got an unexpected keyword argument '${key}'`,
        );
    if (missing.length)
      throw new ProgramError(
        'TypeError',
        `${fn.name}() missing ${missing.length} required positional argument${missing.length === 1 ? '' : 's'}: ${words(missing.map((m) => `'${m}'`))}`,
      );
    this.depth += 1;
    try {
      const c = this.body(fn.node.getChild('Body'), scope);
      return c.type === 'return' ? c.value : NONE;
    } finally {
      this.depth -= 1;
    }
  }
}

interface Param {
  name: string;
  default?: SyntaxNode;
}

/** Plain parameters (`a`, `b=2`); undefined for `*args`, `**kw`, annotations. */
function paramList(def: SyntaxNode, source: string): Param[] | undefined {
  const list = def.getChild('ParamList');
  if (!list) return [];
  const out: Param[] = [];
  const kids = children(list).filter((c) => !['(', ')', ',', 'Comment'].includes(c.name));
  for (let i = 0; i < kids.length; i += 1) {
    const k = item(kids, i);
    if (k.name !== 'VariableName') return undefined;
    const name = source.slice(k.from, k.to);
    if (kids[i + 1]?.name === 'AssignOp') {
      const d = kids[i + 2];
      if (!d) return undefined;
      out.push({ name, default: d });
      i += 2;
    } else out.push({ name });
  }
  return out;
}

/** A value written out in the code (`5`, `'hi'`, `[1, 2]`): no need to say what it is. */
function isLiteral(node: SyntaxNode): boolean {
  switch (node.name) {
    case 'Number':
    case 'String':
    case 'ContinuedString':
    case 'Boolean':
    case 'None':
      return true;
    case 'ArrayExpression':
      return parts(node).every(isLiteral);
    case 'UnaryExpression':
      return node.lastChild?.name === 'Number';
    default:
      return false;
  }
}

function walkTree(node: SyntaxNode, visit: (n: SyntaxNode) => unknown): void {
  if (visit(node) === false) return;
  for (let c = node.firstChild; c; c = c.nextSibling) walkTree(c, visit);
}

/** Names assigned anywhere in `body` (not in nested functions). */
function assignedNames(body: SyntaxNode | null, source: string): Set<string> {
  const names = new Set<string>();
  if (!body) return names;
  walkTree(body, (n) => {
    if (n !== body && (n.name === 'FunctionDefinition' || n.name === 'ClassDefinition')) {
      const name = n.getChild('VariableName');
      if (name) names.add(source.slice(name.from, name.to));
      return false;
    }
    if (n.name === 'AssignStatement' || n.name === 'UpdateStatement') {
      for (const c of children(n)) {
        if (c.name === 'AssignOp' || c.name === 'UpdateOp') break;
        if (c.name === 'VariableName') names.add(source.slice(c.from, c.to));
      }
    }
    if (n.name === 'ForStatement') {
      const target = parts(n)[0];
      if (target?.name === 'VariableName') names.add(source.slice(target.from, target.to));
    }
    return undefined;
  });
  return names;
}

/** Names a statement may change, and lists it mutates through a method call. */
function writtenBy(node: SyntaxNode, source: string): Set<string> {
  const names = assignedNames(node, source);
  walkTree(node, (n) => {
    if (n.name === 'CallExpression') {
      const callee = n.firstChild;
      const object = callee?.name === 'MemberExpression' ? callee.firstChild : null;
      if (object?.name === 'VariableName') names.add(source.slice(object.from, object.to));
    }
    if (n.name === 'AssignStatement') {
      for (const c of children(n)) {
        if (c.name === 'AssignOp') break;
        if (c.name === 'MemberExpression' && c.firstChild?.name === 'VariableName')
          names.add(source.slice(c.firstChild.from, c.firstChild.to));
      }
    }
  });
  return names;
}

function parseNumber(text: string): PyValue {
  const t = text.replace(/_/g, '');
  if (/[jJ]$/.test(t)) throw new Unsure('complex');
  if (/^0[xX]/.test(t)) return int(Number.parseInt(t.slice(2), 16));
  if (/^0[oO]/.test(t)) return int(Number.parseInt(t.slice(2), 8));
  if (/^0[bB]/.test(t)) return int(Number.parseInt(t.slice(2), 2));
  if (/[.eE]/.test(t)) return float(Number(t));
  return int(Number(t));
}

function decodeEscapes(body: string): string {
  return body.replace(
    /\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|(\r?\n)|(.))/g,
    (_m, x?: string, u?: string, U?: string, newline?: string, ch?: string) => {
      if (x || u || U) return String.fromCodePoint(Number.parseInt(x ?? u ?? U ?? '0', 16));
      if (newline) return '';
      switch (ch) {
        case 'n':
          return '\n';
        case 't':
          return '\t';
        case 'r':
          return '\r';
        case '0':
          return '\0';
        case '\\':
        case "'":
        case '"':
          return ch;
        default:
          return `\\${ch ?? ''}`;
      }
    },
  );
}

function parseString(text: string): string {
  const prefix = /^[a-zA-Z]*/.exec(text)?.[0] ?? '';
  const lower = prefix.toLowerCase();
  if (lower.includes('b') || lower.includes('f')) throw new Unsure('string prefix');
  const rest = text.slice(prefix.length);
  const quote = rest.startsWith('"""') || rest.startsWith("'''") ? 3 : 1;
  const body = rest.slice(quote, rest.length - quote);
  return lower.includes('r') ? body : decodeEscapes(body);
}

// ---------------------------------------------------------------------------------------------
// The words

export interface PyExplanation {
  sections: ExplanationSection[];
  summary: string;
}

/** Built-in functions that change nothing and print nothing. */
const PURE_BUILT_INS = new Set(['range', 'len', 'abs', 'min', 'max', 'sum', 'str', 'int', 'float']);

interface Before {
  condition?: string;
  count?: string;
}

class Explainer {
  readonly inputs = new StepList();
  readonly functions = new StepList();
  readonly order = new StepList();
  private readonly lineStarts: number[];
  private readonly global = new PyScope();
  private readonly interpreter: Interpreter;
  private readonly writtenByFunctions = new Set<string>();
  private stopped: { line: number } | undefined;
  private before: Before = {};
  private printedLines = 0;
  private printedKnown = true;
  private printsSomething = false;

  constructor(
    private readonly root: SyntaxNode,
    private readonly source: string,
  ) {
    this.lineStarts = lineStartsOf(source);
    this.interpreter = new Interpreter(source, new Budget());
  }

  private src(node: SyntaxNode): string {
    return this.source.slice(node.from, node.to);
  }

  private line(node: SyntaxNode): number {
    return lineOf(this.lineStarts, node.from);
  }

  explain(): PyExplanation {
    const statements = parts(this.root);
    const defs = statements
      .map((s) => (s.name === 'DecoratedStatement' ? s.lastChild : s))
      .filter((s): s is SyntaxNode => s?.name === 'FunctionDefinition');
    for (const d of defs) for (const n of writtenBy(d, this.source)) this.writtenByFunctions.add(n);
    walkTree(this.root, (n) => {
      if (n.name === 'CallExpression' && this.src(n.firstChild ?? n) === 'print')
        this.printsSomething = true;
    });
    this.findInputs(defs);
    for (const s of statements) {
      const target = s.name === 'DecoratedStatement' ? s.lastChild : s;
      if (target?.name === 'FunctionDefinition') this.describeFunction(target, 0, this.functions);
      if (target?.name === 'ClassDefinition') this.describeClass(target, 0, this.functions);
    }
    for (const s of statements) this.topLevel(s);
    if (this.order.length === 0 && this.order.left === 0)
      this.order.add(
        1,
        defs.length
          ? 'Nothing runs on its own: the functions above only run when something calls them.'
          : 'Nothing runs: the code only defines things.',
        0,
      );
    return { sections: this.sections(), summary: this.summary(defs.length) };
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
    const said: string[] = [];
    if (functionCount) said.push(`defines ${plural(functionCount, 'function')}`);
    if (this.inputs.steps.some((s) => /asks the user/.test(s.text)))
      said.push('asks the user for input');
    if (this.printsSomething)
      said.push(
        this.printedKnown && this.printedLines > 0
          ? `prints ${plural(this.printedLines, 'line')}`
          : 'prints its results',
      );
    const what = said.length ? words(said) : 'runs a few statements';
    const stop = this.stopped
      ? ` It stops with an error on line ${this.stopped.line} (see the steps).`
      : '';
    return `This program ${what}.${stop}`;
  }

  private findInputs(defs: SyntaxNode[]): void {
    for (const d of defs) {
      const name = d.getChild('VariableName');
      const params = this.paramNames(d);
      if (name && params.length)
        this.inputs.add(
          this.line(d),
          `${code(this.src(name))} receives ${words(params.map((p) => code(p)))} each time it is called.`,
          0,
        );
    }
    walkTree(this.root, (n) => {
      if (n.name === 'CallExpression') {
        const callee = this.src(n.firstChild ?? n);
        if (callee === 'input')
          this.inputs.add(
            this.line(n),
            `It asks the user to type something: ${code(this.src(n))}. What they type is text (a \`str\`).`,
            0,
          );
        if (callee === 'open') {
          const args = n.getChild('ArgList');
          const mode = args ? parts(args)[1] : undefined;
          const modeText = mode ? this.src(mode).replace(/['"]/g, '') : 'r';
          if (!/[wax]/.test(modeText))
            this.inputs.add(this.line(n), `It reads a file: ${code(this.src(n))}.`, 0);
        }
      }
      if (n.name === 'MemberExpression' && /^sys\.(argv|stdin)\b/.test(this.src(n)))
        this.inputs.add(
          this.line(n),
          this.src(n).startsWith('sys.argv')
            ? 'It reads the command-line arguments (`sys.argv`).'
            : 'It reads what is typed in (`sys.stdin`).',
          0,
        );
    });
    const seen = new Set<string>();
    const unique = this.inputs.steps.filter((s) => {
      const key = `${s.line}:${s.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    this.inputs.steps.length = 0;
    this.inputs.steps.push(...unique.sort((a, b) => a.line - b.line));
  }

  private paramNames(def: SyntaxNode): string[] {
    const list = def.getChild('ParamList');
    if (!list) return [];
    const out: string[] = [];
    const kids = children(list).filter((c) => !['(', ')', ',', 'Comment'].includes(c.name));
    for (let i = 0; i < kids.length; i += 1) {
      const k = item(kids, i);
      if (k.name === '*' || k.name === '**') {
        const next = kids[i + 1];
        if (next?.name === 'VariableName') {
          out.push(`${k.name}${this.src(next)}`);
          i += 1;
        }
        continue;
      }
      if (k.name !== 'VariableName') continue;
      const name = this.src(k);
      if (name === 'self' || name === 'cls') continue;
      if (kids[i + 1]?.name === 'AssignOp' && kids[i + 2]) {
        out.push(`${name} (${this.src(item(kids, i + 2))} if not given)`);
        i += 2;
      } else out.push(name);
    }
    return out;
  }

  private bodyStatements(def: SyntaxNode): SyntaxNode[] {
    const body = def.getChild('Body');
    return body ? parts(body) : [];
  }

  private docstring(def: SyntaxNode): string | undefined {
    const first = this.bodyStatements(def)[0];
    const s = first?.name === 'ExpressionStatement' ? first.firstChild : null;
    if (s?.name !== 'String') return undefined;
    try {
      return parseString(this.src(s)).trim().split('\n')[0];
    } catch {
      return undefined;
    }
  }

  private returns(def: SyntaxNode): string[] {
    const out: string[] = [];
    const body = def.getChild('Body');
    if (!body) return out;
    walkTree(body, (n) => {
      if (
        n.name === 'FunctionDefinition' ||
        n.name === 'ClassDefinition' ||
        n.name === 'LambdaExpression'
      )
        return false;
      if (n.name === 'ReturnStatement') {
        const [value] = parts(n);
        if (value) out.push(this.src(value));
      }
      return undefined;
    });
    return [...new Set(out)];
  }

  private describeFunction(def: SyntaxNode, depth: number, list: StepList): void {
    const nameNode = def.getChild('VariableName');
    const name = nameNode ? this.src(nameNode) : 'function';
    const params = this.paramNames(def);
    const sig = code(`${name}${this.src(def.getChild('ParamList') ?? def).replace(/\s+/g, ' ')}`);
    const takes = params.length
      ? `takes ${words(params.map((p) => code(p.split(' (')[0] ?? p)))}`
      : 'takes nothing';
    const doc = this.docstring(def);
    const docText = doc ? ` (its docstring: “${doc}”)` : '';
    const statements = this.bodyStatements(def).filter(
      (s, i) => !(i === 0 && doc !== undefined && s.name === 'ExpressionStatement'),
    );
    const only = statements.length === 1 ? statements[0] : undefined;
    const returned = only?.name === 'ReturnStatement' ? parts(only)[0] : undefined;
    if (returned) {
      list.add(
        this.line(def),
        `${sig}${docText} ${takes} and returns ${code(this.src(returned))}.`,
        depth,
      );
      return;
    }
    const returns = this.returns(def);
    const gives =
      returns.length === 0
        ? ' It gives back no value (`None`).'
        : returns.length === 1
          ? ` It returns ${code(returns[0] ?? '')}.`
          : ` It returns one of ${words(returns.map((r) => code(r)))}, depending on the checks.`;
    list.add(this.line(def), `${sig}${docText} ${takes}.${gives} Step by step:`, depth);
    for (const s of statements) this.describe(s, depth + 1, list);
  }

  private describeClass(node: SyntaxNode, depth: number, list: StepList): void {
    const nameNode = node.getChild('VariableName');
    const name = nameNode ? this.src(nameNode) : 'class';
    const methods = this.bodyStatements(node)
      .map((s) => (s.name === 'DecoratedStatement' ? s.lastChild : s))
      .filter((s): s is SyntaxNode => s?.name === 'FunctionDefinition');
    const names = methods.map((m) => this.src(m.getChild('VariableName') ?? m));
    list.add(
      this.line(node),
      `The class ${code(name)} is a blueprint for objects${names.length ? `, with ${words(names.map((n) => code(`${n}()`)))}` : ''}.`,
      depth,
    );
    for (const m of methods) {
      if (this.src(m.getChild('VariableName') ?? m) === '__init__') {
        list.add(
          this.line(m),
          `${code('__init__')} runs when an object is made with ${code(`${name}(…)`)}:`,
          depth + 1,
        );
        for (const s of this.bodyStatements(m)) this.describe(s, depth + 2, list);
      } else this.describeFunction(m, depth + 1, list);
    }
  }

  private probe(node: SyntaxNode): PyValue | undefined {
    try {
      return new Interpreter(this.source, new Budget(2_000)).eval(node, this.global);
    } catch {
      return undefined;
    }
  }

  private beforeRunning(node: SyntaxNode): Before {
    const pure = (n: SyntaxNode) => {
      let ok = true;
      walkTree(n, (c) => {
        if (c.name === 'CallExpression' && !PURE_BUILT_INS.has(this.src(c.firstChild ?? c)))
          ok = false;
      });
      return ok;
    };
    if (node.name === 'IfStatement') {
      const test = parts(node)[0];
      if (!test || !pure(test)) return {};
      const v = this.probe(test);
      if (!v) return {};
      try {
        return { condition: truthy(v) ? ' (true here)' : ' (false here)' };
      } catch {
        return {};
      }
    }
    if (node.name === 'ForStatement') {
      const iterable = parts(node)[1];
      if (!iterable || !pure(iterable)) return {};
      const v = this.probe(iterable);
      if (!v) return {};
      try {
        const n = iterate(v).length;
        return {
          count:
            v.t === 'range'
              ? ` (${plural(n, 'time')})`
              : ` (${plural(n, v.t === 'str' ? 'character' : 'item')})`,
        };
      } catch {
        return {};
      }
    }
    return {};
  }

  private topLevel(node: SyntaxNode): void {
    const target = node.name === 'DecoratedStatement' ? node.lastChild : node;
    if (target?.name === 'FunctionDefinition') {
      // A decorator may put anything in the function's place.
      if (node.name === 'DecoratedStatement') this.forget(node);
      else {
        try {
          this.interpreter.define(target, this.global);
        } catch (error) {
          if (!(error instanceof Unsure || error instanceof ProgramError)) throw error;
          this.forget(node);
        }
      }
      return;
    }
    if (target?.name === 'ClassDefinition' || node.name === 'Comment') {
      if (target?.name === 'ClassDefinition') this.forget(node);
      return;
    }
    if (this.stopped) {
      this.describe(node, 0, this.order);
      return;
    }
    this.before = this.beforeRunning(node);
    const mark = this.interpreter.mark;
    this.interpreter.notes = { textPlusNumber: false, textEqualsNumber: false };
    const at = this.order.length;
    let printed: string[] | undefined;
    let error: ProgramError | undefined;
    let printedBefore: string[] = [];
    try {
      this.interpreter.exec(node, this.global);
      printed = this.interpreter.since(mark);
    } catch (e) {
      if (e instanceof ProgramError) {
        error = e;
        printedBefore = this.interpreter.since(mark);
        this.stopped = { line: this.line(node) };
      } else if (e instanceof Unsure) {
        this.interpreter.rewind(mark);
        this.forget(node);
      } else throw e;
    }
    this.describe(node, 0, this.order, printed !== undefined);
    this.before = {};
    const step = this.order.steps[at];
    if (!step) return;
    if (printed) {
      // What input() shows is its question, told by the step itself.
      if (!this.isInputStatement(node)) {
        this.printedLines += printed.length;
        tellOutcome(this.order, at, this.line(node), { printed, isPrint: this.isPrint(node) });
      }
    } else if (error) {
      tellOutcome(this.order, at, this.line(node), { error, printed: printedBefore });
    } else if (this.containsCallOrPrint(node)) this.printedKnown = false;
    addNote(this.order, at, this.line(node), this.noteText());
  }

  private isPrint(node: SyntaxNode): boolean {
    const call = node.name === 'ExpressionStatement' ? node.firstChild : null;
    return call?.name === 'CallExpression' && this.src(call.firstChild ?? call) === 'print';
  }

  private isInputStatement(node: SyntaxNode): boolean {
    let found = false;
    walkTree(node, (n) => {
      if (n.name === 'CallExpression' && this.src(n.firstChild ?? n) === 'input') found = true;
    });
    return found;
  }

  private containsCallOrPrint(node: SyntaxNode): boolean {
    let found = false;
    walkTree(node, (n) => {
      if (n.name === 'CallExpression') found = true;
    });
    return found;
  }

  private noteText(): string {
    const notes: string[] = [];
    if (this.interpreter.notes.textPlusNumber)
      notes.push(
        'Note: text (a `str`) and a number do not mix: turn the text into a number with `int(…)` or `float(…)`, or the number into text with `str(…)`.',
      );
    if (this.interpreter.notes.textEqualsNumber)
      notes.push(
        'Note: text is never equal to a number (`"5" == 5` is `False`): convert one of them first.',
      );
    return notes.join(' ');
  }

  private forget(node: SyntaxNode): void {
    const names = writtenBy(node, this.source);
    if (this.containsCallOrPrint(node)) for (const n of this.writtenByFunctions) names.add(n);
    for (const name of names) this.global.vars.set(name, { value: NONE, known: false });
  }

  private valueOf(name: string): PyValue | undefined {
    const v = this.global.vars.get(name);
    return v?.known ? v.value : undefined;
  }

  /** ', which is `5`' when a value is known and not written as it is in the code. */
  private valueSuffix(expr: SyntaxNode, value: PyValue | undefined): string {
    if (!value || value.t === 'function' || !isKnown(value)) return '';
    let shown: string;
    try {
      shown = pyRepr(value);
    } catch {
      return '';
    }
    if (isLiteral(expr) || shown === this.src(expr).trim()) return '';
    return `, which is ${code(shown, 80)}`;
  }

  private describe(node: SyntaxNode, depth: number, list: StepList, ran = false): void {
    const line = this.line(node);
    const body = (n: SyntaxNode | undefined | null, d: number) => {
      if (!n) return;
      for (const s of parts(n)) this.describe(s, d, list);
    };
    switch (node.name) {
      case 'Comment':
      case 'PassStatement':
        return;
      case 'DecoratedStatement':
        if (node.lastChild) this.describe(node.lastChild, depth, list, ran);
        return;
      case 'FunctionDefinition':
        this.describeFunction(node, depth, list);
        return;
      case 'ClassDefinition':
        this.describeClass(node, depth, list);
        return;
      case 'ImportStatement':
        list.add(line, `Loads ${code(this.src(node))}.`, depth);
        return;
      case 'AssignStatement':
        list.add(line, this.assignText(node, depth === 0 && ran), depth);
        return;
      case 'UpdateStatement': {
        const [target, value] = parts(node);
        const op = this.src(node.getChild('UpdateOp') ?? node);
        const t = code(this.src(target ?? node));
        const v = code(this.src(value ?? node));
        const now =
          depth === 0 && ran && target?.name === 'VariableName'
            ? this.valueSuffix(node, this.valueOf(this.src(target)))
            : '';
        const nowText = now ? now.replace(', which is', ' (now') + ')' : '';
        const verb =
          op === '+='
            ? `Adds ${v} to ${t}`
            : op === '-='
              ? `Takes ${v} away from ${t}`
              : op === '*='
                ? `Multiplies ${t} by ${v}`
                : op === '/='
                  ? `Divides ${t} by ${v}`
                  : `Updates ${t}: ${code(this.src(node))}`;
        list.add(line, `${verb}${nowText}.`, depth);
        return;
      }
      case 'ExpressionStatement': {
        const [e] = parts(node);
        if (e) list.add(line, this.expressionText(e), depth);
        return;
      }
      case 'IfStatement': {
        const kids = children(node);
        for (let i = 0; i < kids.length; i += 1) {
          const k = item(kids, i);
          if (k.name === 'if' || k.name === 'elif') {
            const test = kids[i + 1];
            const known = k.name === 'if' && depth === 0 ? (this.before.condition ?? '') : '';
            list.add(
              this.line(k),
              `${k.name === 'if' ? 'If' : 'Otherwise, if'} ${code(this.src(test ?? k))}${known}:`,
              depth,
            );
            body(kids[i + 2], depth + 1);
            i += 2;
          } else if (k.name === 'else') {
            list.add(this.line(k), 'Otherwise:', depth);
            body(kids[i + 1], depth + 1);
            i += 1;
          }
        }
        return;
      }
      case 'ForStatement': {
        const [target, iterable, loopBody] = parts(node);
        const count = depth === 0 ? (this.before.count ?? '') : '';
        const it = iterable ? this.src(iterable) : '';
        const range = /^range\((.*)\)$/s.exec(it);
        const text = range
          ? `Repeats with ${code(this.src(target ?? node))} taking each number of ${code(it)}${this.rangeWords(range[1] ?? '')}${count}; each time it runs:`
          : `For each ${code(this.src(target ?? node))} in ${code(it)}${count}, it runs:`;
        list.add(line, text, depth);
        body(loopBody, depth + 1);
        return;
      }
      case 'WhileStatement': {
        const [test, loopBody] = parts(node);
        const t = test ? this.src(test) : '';
        list.add(
          line,
          t === 'True'
            ? 'Repeats forever, until a `break` or `return` stops it:'
            : `Repeats as long as ${code(t)}:`,
          depth,
        );
        body(loopBody, depth + 1);
        return;
      }
      case 'ReturnStatement': {
        const [value] = parts(node);
        list.add(
          line,
          value ? `Returns ${code(this.src(value))}.` : 'Stops the function here (returns `None`).',
          depth,
        );
        return;
      }
      case 'BreakStatement':
        list.add(line, 'Stops the loop (`break`).', depth);
        return;
      case 'ContinueStatement':
        list.add(line, 'Skips to the next round of the loop (`continue`).', depth);
        return;
      case 'RaiseStatement':
        list.add(
          line,
          `Stops with an error: ${code(this.src(node).replace(/^raise\s*/, ''))}.`,
          depth,
        );
        return;
      case 'TryStatement': {
        const kids = children(node);
        for (let i = 0; i < kids.length; i += 1) {
          const k = item(kids, i);
          if (k.name === 'try') {
            list.add(this.line(k), 'Tries the lines below:', depth);
          } else if (k.name === 'except') {
            let j = i + 1;
            const what: string[] = [];
            while (kids[j] && item(kids, j).name !== 'Body') {
              what.push(this.src(item(kids, j)));
              j += 1;
            }
            const kind = what.join(' ').trim();
            list.add(
              this.line(k),
              kind ? `If one of them fails with ${code(kind)}:` : 'If one of them fails:',
              depth,
            );
            i = j - 1;
          } else if (k.name === 'finally') {
            list.add(this.line(k), 'In any case, at the end:', depth);
          } else if (k.name === 'else') {
            list.add(this.line(k), 'If nothing failed:', depth);
          } else if (k.name === 'Body') body(k, depth + 1);
        }
        return;
      }
      case 'WithStatement': {
        const [resource] = parts(node);
        list.add(line, `Opens ${code(this.src(resource ?? node))}, and while it is open:`, depth);
        body(node.getChild('Body'), depth + 1);
        return;
      }
      default:
        list.add(line, `Runs ${code(this.src(node))}.`, depth);
    }
  }

  private rangeWords(args: string): string {
    const items = args.split(',').map((s) => s.trim());
    if (items.length === 1) return `, from 0 up to ${code(items[0] ?? '')} minus 1`;
    if (items.length === 2)
      return `, from ${code(items[0] ?? '')} up to ${code(items[1] ?? '')} minus 1`;
    return '';
  }

  private assignText(node: SyntaxNode, ran: boolean): string {
    const kids = children(node).filter((c) => c.name !== 'Comment');
    const ops = kids.filter((c) => c.name === 'AssignOp');
    const lastOp = ops[ops.length - 1];
    const value = kids.filter((c) => lastOp && c.from > lastOp.from && c.name !== ',');
    const targets = kids.filter(
      (c) => (!lastOp || c.to <= lastOp.from) && c.name !== 'AssignOp' && c.name !== ',',
    );
    const valueText = lastOp ? this.source.slice(lastOp.to, node.to).trim() : '';
    const names = targets.map((t) => this.src(t));
    const single = value.length === 1 ? value[0] : undefined;
    if (single?.name === 'CallExpression' && this.src(single.firstChild ?? single) === 'input')
      return `Asks the user to type something (${code(this.src(single))}) and keeps the answer, as text, in ${code(names[0] ?? '')}.`;
    if (
      single?.name === 'CallExpression' &&
      /^(int|float)$/.test(this.src(single.firstChild ?? single)) &&
      /\binput\s*\(/.test(this.src(single))
    )
      return `Asks the user to type a number (${code(this.src(single))}) and keeps it in ${code(names[0] ?? '')}.`;
    if (names.length === 1 && targets[0]?.name === 'VariableName') {
      const now = ran && single ? this.valueSuffix(single, this.valueOf(names[0] ?? '')) : '';
      return `${code(names[0] ?? '')} is set to ${code(valueText)}${now}.`;
    }
    if (names.length > 1 && ops.length === 1)
      return `${words(names.map((n) => code(n)))} are set to ${code(valueText)}, in that order.`;
    return `${words(names.map((n) => code(n)))} ${names.length > 1 ? 'are' : 'is'} set to ${code(valueText)}.`;
  }

  private expressionText(e: SyntaxNode): string {
    if (e.name === 'CallExpression') {
      const callee = this.src(e.firstChild ?? e);
      const args = e.getChild('ArgList');
      const argNodes = args
        ? children(args).filter((c) => !['(', ')', ',', 'Comment'].includes(c.name))
        : [];
      if (callee === 'print') {
        const shown: string[] = [];
        for (let i = 0; i < argNodes.length; i += 1) {
          const a = item(argNodes, i);
          if (argNodes[i + 1]?.name === 'AssignOp') {
            i += 2;
            continue;
          }
          if (a.name === 'String') {
            try {
              shown.push(code(parseString(this.src(a))));
              continue;
            } catch {
              // an f-string or bytes: shown as written
            }
          }
          shown.push(`the value of ${code(this.src(a))}`);
        }
        return shown.length ? `Prints ${words(shown)}.` : 'Prints an empty line.';
      }
      if (callee === 'input') return `Asks the user to type something: ${code(this.src(e))}.`;
      const method = /^(.*)\.append$/.exec(callee);
      if (method)
        return `Adds ${code(this.src(argNodes[0] ?? e))} to the end of ${code(method[1] ?? '')}.`;
      return `Calls ${code(this.src(e))}.`;
    }
    return `Works out ${code(this.src(e))}.`;
  }
}

/** The explanation of a Python program, or its first syntax error. */
export async function explainPythonCode(
  source: string,
): Promise<PyExplanation | { error: { message: string; line: number } }> {
  const { parser } = await import('@lezer/python');
  const tree = parser.parse(source);
  let error: SyntaxNode | undefined;
  tree.iterate({
    enter: (n) => {
      if (error) return false;
      if (n.type.isError) error = n.node;
      return undefined;
    },
  });
  if (error) {
    const starts = lineStartsOf(source);
    return {
      error: { message: 'this line is not valid Python', line: lineOf(starts, error.from) },
    };
  }
  return new Explainer(tree.topNode, source).explain();
}
