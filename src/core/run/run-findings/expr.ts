/**
 * Expressions: just enough of Python and JavaScript to read a test, a bound or an index, and
 * to work it out with the values a step had (UNKNOWN where it cannot say).
 */
import type { TraceObject, TraceValue } from '../trace-types';

export type Expr =
  | { t: 'num'; v: number }
  | { t: 'str'; v: string }
  | { t: 'lit'; v: boolean | null | undefined }
  | { t: 'name'; v: string }
  | { t: 'list'; items: Expr[] }
  | { t: 'un'; op: string; a: Expr }
  | { t: 'bin'; op: string; a: Expr; b: Expr }
  | { t: 'call'; f: Expr; args: Expr[] }
  | { t: 'mem'; a: Expr; p: string }
  | { t: 'idx'; a: Expr; i: Expr }
  | { t: 'assign'; a: Expr; b: Expr };

interface Token {
  k: 'num' | 'str' | 'id' | 'op';
  v: string;
}

const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|([A-Za-z_$][\w$]*)|(===|!==|==|!=|<=|>=|&&|\|\||\?\?|\?\.|\*\*|\/\/|[-+*/%<>!()[\],.=]))/y;

function tokens(text: string): Token[] | null {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(text);
    if (!m) return null;
    at = TOKEN.lastIndex;
    if (m[1] !== undefined) out.push({ k: 'num', v: m[1] });
    else if (m[2] !== undefined) out.push({ k: 'str', v: m[2] });
    else if (m[3] !== undefined) out.push({ k: 'id', v: m[3] });
    else if (m[4] !== undefined) out.push({ k: 'op', v: m[4] });
  }
  return out;
}

const unquote = (s: string): string =>
  s.slice(1, -1).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));

export function parseExpr(text: string, py: boolean): Expr | null {
  const list = tokens(text);
  if (!list || list.length === 0) return null;
  let pos = 0;
  const peek = (): Token | undefined => list[pos];
  const isOp = (...ops: string[]): boolean => {
    const t = list[pos];
    return t !== undefined && (t.k === 'op' || t.k === 'id') && ops.includes(t.v);
  };
  const take = (): Token => {
    const t = list[pos++];
    if (!t) throw new Error('end');
    return t;
  };
  const expect = (v: string): void => {
    if (take().v !== v) throw new Error(`expected ${v}`);
  };

  const primary = (): Expr => {
    const t = take();
    if (t.k === 'num') return { t: 'num', v: Number(t.v) };
    if (t.k === 'str') return { t: 'str', v: unquote(t.v) };
    if (t.k === 'id') {
      if (py && (t.v === 'True' || t.v === 'False')) return { t: 'lit', v: t.v === 'True' };
      if (py && t.v === 'None') return { t: 'lit', v: null };
      if (!py && (t.v === 'true' || t.v === 'false')) return { t: 'lit', v: t.v === 'true' };
      if (!py && t.v === 'null') return { t: 'lit', v: null };
      if (!py && t.v === 'undefined') return { t: 'lit', v: undefined };
      if (!py && t.v === 'NaN') return { t: 'num', v: NaN };
      return { t: 'name', v: t.v };
    }
    if (t.v === '(') {
      const e = expr();
      expect(')');
      return e;
    }
    if (t.v === '[') {
      const items: Expr[] = [];
      while (!isOp(']')) {
        items.push(expr());
        if (!isOp(']')) expect(',');
      }
      expect(']');
      return { t: 'list', items };
    }
    throw new Error(`unexpected ${t.v}`);
  };
  const postfix = (): Expr => {
    let e = primary();
    for (;;) {
      if (isOp('(')) {
        take();
        const args: Expr[] = [];
        while (!isOp(')')) {
          args.push(expr());
          if (!isOp(')')) expect(',');
        }
        expect(')');
        e = { t: 'call', f: e, args };
      } else if (isOp('.', '?.')) {
        take();
        const p = take();
        if (p.k !== 'id') throw new Error('property');
        e = { t: 'mem', a: e, p: p.v };
      } else if (isOp('[')) {
        take();
        const i = expr();
        expect(']');
        e = { t: 'idx', a: e, i };
      } else return e;
    }
  };
  const power = (): Expr => {
    const a = postfix();
    if (isOp('**')) {
      take();
      return { t: 'bin', op: '**', a, b: unary() };
    }
    return a;
  };
  const unary = (): Expr => {
    if (isOp('-', '+') || (!py && isOp('!'))) {
      const op = take().v;
      return { t: 'un', op: op === '!' ? 'not' : op, a: unary() };
    }
    return power();
  };
  const binary = (next: () => Expr, ops: string[]) => (): Expr => {
    let a = next();
    while (isOp(...ops) && peek()?.k === 'op') {
      const op = take().v;
      a = { t: 'bin', op, a, b: next() };
    }
    return a;
  };
  const mul = binary(unary, ['*', '/', '//', '%']);
  const add = binary(mul, ['+', '-']);
  const compare = (): Expr => {
    const first = add();
    const operands = [first];
    const ops: string[] = [];
    for (;;) {
      if (isOp('==', '!=', '===', '!==', '<', '<=', '>', '>=') && peek()?.k === 'op')
        ops.push(take().v);
      else if (py && isOp('in')) ops.push(take().v);
      else if (py && isOp('not') && list[pos + 1]?.v === 'in') {
        pos += 2;
        ops.push('not in');
      } else if (py && isOp('is')) {
        take();
        if (isOp('not')) {
          take();
          ops.push('is not');
        } else ops.push('is');
      } else break;
      operands.push(add());
    }
    if (ops.length === 0) return first;
    if (!py) {
      let out: Expr = first;
      ops.forEach((op, i) => {
        out = { t: 'bin', op, a: out, b: operands[i + 1] ?? first };
      });
      return out;
    }
    // Python chains comparisons: a < b < c is a < b and b < c.
    let out: Expr | null = null;
    ops.forEach((op, i) => {
      const part: Expr = { t: 'bin', op, a: operands[i] ?? first, b: operands[i + 1] ?? first };
      out = out ? { t: 'bin', op: 'and', a: out, b: part } : part;
    });
    return out ?? first;
  };
  const not = (): Expr => {
    if (py && isOp('not')) {
      take();
      return { t: 'un', op: 'not', a: not() };
    }
    return compare();
  };
  const and = (): Expr => {
    let a = not();
    while (isOp('and', '&&')) {
      take();
      a = { t: 'bin', op: 'and', a, b: not() };
    }
    return a;
  };
  const or = (): Expr => {
    let a = and();
    while (isOp('or', '||', '??')) {
      const op = take().v;
      a = { t: 'bin', op: op === '??' ? '??' : 'or', a, b: and() };
    }
    return a;
  };
  const expr = (): Expr => {
    const a = or();
    if (!py && isOp('=') && peek()?.k === 'op') {
      take();
      return { t: 'assign', a, b: expr() };
    }
    return a;
  };
  try {
    const e = expr();
    return pos === list.length ? e : null;
  } catch {
    return null;
  }
}

export const UNKNOWN = Symbol('unknown');

type Unknown = typeof UNKNOWN;

/** A container as a step saw it. */
interface Box {
  box: TraceObject;
  id: number;
}

export type Val = number | string | boolean | null | undefined | Box | Unknown;

export const isBox = (v: Val): v is Box => typeof v === 'object' && v !== null;

export interface Env {
  py: boolean;
  get(name: string): Val;
  convert(value: TraceValue): Val;
}

export function lengthOf(v: Val): number | undefined {
  if (typeof v === 'string') return v.length;
  if (isBox(v)) return v.box.total;
  return undefined;
}

export function truthy(v: Val, py: boolean): boolean | undefined {
  if (v === UNKNOWN) return undefined;
  if (typeof v === 'number') return v !== 0 && !Number.isNaN(v);
  if (typeof v === 'string') return v !== '';
  if (typeof v === 'boolean') return v;
  if (v === null || v === undefined) return false;
  return py ? v.box.total > 0 : true;
}

export function itemOf(container: Val, index: Val, env: Env): Val {
  if (container === UNKNOWN || index === UNKNOWN) return UNKNOWN;
  if (typeof container === 'string' && typeof index === 'number') {
    const i = index < 0 && env.py ? container.length + index : index;
    return i >= 0 && i < container.length ? container.charAt(i) : env.py ? UNKNOWN : undefined;
  }
  if (!isBox(container)) return UNKNOWN;
  const { box } = container;
  if (box.items && typeof index === 'number' && Number.isInteger(index)) {
    const i = index < 0 && env.py ? box.total + index : index;
    const item = box.items[i];
    if (item) return env.convert(item);
    if (i >= box.total || i < 0) return env.py ? UNKNOWN : undefined;
    return UNKNOWN;
  }
  if (box.entries && (typeof index === 'string' || typeof index === 'number')) {
    for (const [key, value] of box.entries) {
      const k = env.convert(key);
      if (k === index || (!env.py && String(k) === String(index))) return env.convert(value);
    }
    if (box.total > box.entries.length) return UNKNOWN;
    // A plain object without the key reads undefined; a dict raises.
    return !env.py && box.type === 'Object' ? undefined : UNKNOWN;
  }
  return UNKNOWN;
}

export function evaluate(e: Expr, env: Env): Val {
  const py = env.py;
  switch (e.t) {
    case 'num':
    case 'str':
    case 'lit':
      return e.v;
    case 'name':
      return env.get(e.v);
    case 'list':
      return UNKNOWN;
    case 'un': {
      const a = evaluate(e.a, env);
      if (e.op === 'not') {
        const t = truthy(a, py);
        return t === undefined ? UNKNOWN : !t;
      }
      if (typeof a !== 'number') return UNKNOWN;
      return e.op === '-' ? -a : a;
    }
    case 'assign':
      return evaluate(e.b, env);
    case 'mem': {
      const a = evaluate(e.a, env);
      if (e.p === 'length' && !py) {
        const n = lengthOf(a);
        return n === undefined ? UNKNOWN : n;
      }
      if (!py && isBox(a) && a.box.kind === 'object') return itemOf(a, e.p, env);
      return UNKNOWN;
    }
    case 'idx':
      return itemOf(evaluate(e.a, env), evaluate(e.i, env), env);
    case 'call': {
      const name = e.f.t === 'name' ? e.f.v : undefined;
      const args = e.args.map((a) => evaluate(a, env));
      const [first] = args;
      if (first === undefined && e.args.length > 0) return UNKNOWN;
      if (py && name === 'len' && args.length === 1) {
        const n = lengthOf(first);
        return n === undefined ? UNKNOWN : n;
      }
      if (name === 'abs' && typeof first === 'number') return Math.abs(first);
      if ((name === 'min' || name === 'max') && args.every((a) => typeof a === 'number'))
        return (name === 'min' ? Math.min : Math.max)(...(args as number[]));
      return UNKNOWN;
    }
    case 'bin': {
      if (e.op === 'and' || e.op === 'or') {
        const a = evaluate(e.a, env);
        const t = truthy(a, py);
        if (t === undefined) return UNKNOWN;
        if (e.op === 'and') return t ? evaluate(e.b, env) : a;
        return t ? a : evaluate(e.b, env);
      }
      const a = evaluate(e.a, env);
      const b = evaluate(e.b, env);
      if (a === UNKNOWN || b === UNKNOWN) return UNKNOWN;
      return binary(e.op, a, b, py);
    }
  }
}

export function binary(op: string, a: Val, b: Val, py: boolean): Val {
  const num = typeof a === 'number' && typeof b === 'number';
  switch (op) {
    case '+':
      if (num) return a + b;
      if (typeof a === 'string' && typeof b === 'string') return a + b;
      if (py) return UNKNOWN;
      if (isBox(a) || isBox(b)) return UNKNOWN;
      if (typeof a === 'string' || typeof b === 'string') return `${String(a)}${String(b)}`;
      return Number(a) + Number(b);
    case '-':
    case '*':
    case '/':
    case '//':
    case '%':
    case '**': {
      if (!num) {
        if (py || isBox(a) || isBox(b)) return UNKNOWN;
        return binary(op, Number(a), Number(b), py);
      }
      if ((op === '/' || op === '//' || op === '%') && b === 0 && py) return UNKNOWN;
      if (op === '-') return a - b;
      if (op === '*') return a * b;
      if (op === '/') return a / b;
      if (op === '//') return Math.floor(a / b);
      if (op === '%') return py ? ((a % b) + b) % b : a % b;
      return a ** b;
    }
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const comparable =
        num || (typeof a === 'string' && typeof b === 'string') || (!py && !isBox(a) && !isBox(b));
      if (!comparable) return UNKNOWN;
      const x = num || typeof a === 'string' ? a : Number(a);
      const y = num || typeof b === 'string' ? b : Number(b);
      if (typeof x === 'string' && typeof y !== 'string') return UNKNOWN;
      if (op === '<') return (x as number) < (y as number);
      if (op === '<=') return (x as number) <= (y as number);
      if (op === '>') return (x as number) > (y as number);
      return (x as number) >= (y as number);
    }
    case '==':
    case '!=':
    case '===':
    case '!==':
    case 'is':
    case 'is not': {
      if (isBox(a) || isBox(b)) return UNKNOWN;
      let same: boolean;
      if (py || op.length === 3 || op.startsWith('is')) same = a === b;
      else if ((a === null || a === undefined) && (b === null || b === undefined)) same = true;
      else if (a === null || a === undefined || b === null || b === undefined) same = false;
      // JavaScript's loose `==`, as the program's own test does it.
      else same = a == b;
      return op === '==' || op === '===' || op === 'is' ? same : !same;
    }
    default:
      return UNKNOWN;
  }
}

/** The names an expression reads (not the functions it calls nor the properties it names). */
export function namesIn(e: Expr | null, out: Set<string> = new Set()): Set<string> {
  if (!e) return out;
  switch (e.t) {
    case 'name':
      out.add(e.v);
      break;
    case 'list':
      for (const item of e.items) namesIn(item, out);
      break;
    case 'un':
      namesIn(e.a, out);
      break;
    case 'bin':
    case 'assign':
      namesIn(e.a, out);
      namesIn(e.b, out);
      break;
    case 'call':
      if (e.f.t !== 'name') namesIn(e.f, out);
      for (const a of e.args) namesIn(a, out);
      break;
    case 'mem':
      namesIn(e.a, out);
      break;
    case 'idx':
      namesIn(e.a, out);
      namesIn(e.i, out);
      break;
    default:
      break;
  }
  return out;
}
